"""Cöch behind the game interface: its record events, house rules and replay state."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from coteccio_gui.engine.actions import Deal, Play
from coteccio_gui.engine.codec import kind_of, read_seat
from coteccio_gui.engine.events import TrickWon
from coteccio_gui.engine.game import Game, GameSpec, RuleField
from coteccio_gui.games.coch.events import CochAction as Action
from coteccio_gui.games.coch.events import CochEvent as Event
from coteccio_gui.games.coch.events import CochHandScored
from coteccio_gui.games.coch.match import CochMatch, CochPhase
from coteccio_gui.games.coch.rules import (
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PRESETS,
    SEATS,
    TARGET_RANGE,
    CochRules,
)
from coteccio_gui.games.cucco.cards import PACK, code
from coteccio_gui.games.cucco.codec import read_card, read_hands, write_hands

_KINDS = {frozenset({"deal"}): "deal", frozenset({"seat", "play"}): "play"}


class CochSpec(GameSpec[Action, Event, CochRules]):
    """Cöch: two sides of partners, the Cucco pack, 2–4 players (dummies for the absent)."""

    name = "coch"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    default_players = 4
    pack = PACK

    rules_type = CochRules
    rule_presets = PRESETS
    """Best of three (the default), one hand, best of five."""

    def rule_fields(self) -> tuple[RuleField, ...]:
        """The hands a side must win (1 to 9)."""
        low, high = TARGET_RANGE
        return (RuleField("target", low, high, 1),)

    def start(self, players: int, rules: CochRules | None, first_dealer: int) -> CochMatch:
        """A new match of ``players`` people (four seats; the absent ones are dummies)."""
        return CochMatch(players, rules, first_dealer)

    def read_action(self, event: Mapping[str, Any], players: int) -> Action:
        """A deal (four hands of ten, whatever the number of people) or a play."""
        kind = kind_of(event, _KINDS, "a deal or play")
        if kind == "deal":
            return Deal(read_hands(event["deal"], SEATS, HAND_SIZE))
        return Play(read_seat(event, SEATS), read_card(event["play"]))

    def write_action(self, action: Action) -> dict[str, Any]:
        """The record event of a deal or a play."""
        if isinstance(action, Deal):
            return {"deal": write_hands(action.hands)}
        return {"seat": action.seat, "play": code(action.card)}

    def state(self, game: Game[Action, Event, object]) -> dict[str, Any]:
        """The state as ``coteccio replay`` prints it (docs/records.md, Cöch)."""
        assert isinstance(game, CochMatch)
        m = game
        nxt: dict[str, Any] | None
        if m.phase is CochPhase.FINISHED:
            nxt = None
        elif m.phase is CochPhase.DEAL:
            nxt = {"action": "deal", "dealer": m.dealer}
        else:
            legal = [code(c) for c in sorted({c & ~1 for c in m.legal_plays(m.turn)})]
            nxt = {"seat": m.turn, "by": m.controller(m.turn), "action": "play", "legal": legal}
        return {
            "status": "finished" if m.phase is CochPhase.FINISHED else "playing",
            "next": nxt,
            "people": m.people,
            "dummies": list(m.face_up_hands()),
            "dealer": m.dealer,
            "leader": m.leader,
            "hands_won": list(m.hands_won),
            "hands_played": m.hands_played,
            "halves": list(m.halves),
            "tricks_played": len(m.tricks),
            "winner_side": m.winner,
            "winners": list(m.people_of(m.winner)) if m.winner is not None else None,
        }

    def seat_tally(self, event: Event) -> Iterable[tuple[int, str, int]]:
        """For the statistics: the tricks each hand took (a dummy's count for its partner,
        who played them). Hands are won by a side, and a person with a dummy would count
        them twice, so the statistics count the tricks and the matches won."""
        if isinstance(event, TrickWon):
            yield event.seat, "tricks", 1

    def tally(self, event: Event) -> Iterable[str]:
        """Hands decided by the recount, and hands nobody won."""
        if isinstance(event, CochHandScored) and event.recount is not None:
            return ("recount",) if event.side is not None else ("recount", "no_winner")
        return ()

    def summary(
        self, matches: Sequence[Game[Action, Event, object]], counts: Mapping[str, int]
    ) -> list[str]:
        """Hands played, recounts, hands nobody won, matches won by each side."""
        played = 0
        sides = [0, 0]
        for m in matches:
            assert isinstance(m, CochMatch)
            played += m.hands_played
            if m.winner is not None:
                sides[m.winner] += 1
        return [
            f"hands {played} played",
            f"recounts {counts.get('recount', 0)}, hands nobody won {counts.get('no_winner', 0)}",
            f"matches won by seats 0+2: {sides[0]}, by seats 1+3: {sides[1]}",
        ]


SPEC = CochSpec()
