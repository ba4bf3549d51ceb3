"""Coteccio behind the game interface: its record events, house rules and replay state.

The rules themselves are :class:`~coteccio_gui.games.coteccio.match.Match`; this module is
what records, commands and the set-up need to know about them (RECORD.md).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from coteccio_gui.engine import Deal, Play, code
from coteccio_gui.engine.codec import kind_of, read_card, read_hands, read_seat
from coteccio_gui.engine.game import JSON, BadEvent, Game, GameSpec, RuleField
from coteccio_gui.games.coteccio.actions import Action, Capotto, CapottoChoice, Doctor
from coteccio_gui.games.coteccio.events import (
    DoctorCalled,
    Event,
    HandOutcome,
    HandScored,
    LifeLost,
)
from coteccio_gui.games.coteccio.match import Match
from coteccio_gui.games.coteccio.phase import Phase
from coteccio_gui.games.coteccio.rules import MAX_PLAYERS, MIN_PLAYERS, PRESETS, RANGES, HouseRules

_KINDS = {
    frozenset({"deal"}): "deal",
    frozenset({"seat", "play"}): "play",
    frozenset({"seat", "capotto"}): "capotto",
    frozenset({"seat", "doctor"}): "doctor",
}


class CoteccioSpec(GameSpec[Action, Event, HouseRules]):
    """Coteccio: 2–7 players, five cards each, lives and a pool."""

    name = "coteccio"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    default_players = 4

    rules_type = HouseRules
    rule_presets = PRESETS
    """Trieste (the defaults), Quick and Long."""

    def rule_fields(self) -> tuple[RuleField, ...]:
        """Lives, stake, the doctor's fee and limit, and what the limit counts."""
        steps = {"starting_lives": 1, "stake": 5, "doctor_fee": 5, "doctor_limit": 1}
        numbers = tuple(RuleField(k, *RANGES[k], step) for k, step in steps.items())
        return (*numbers, RuleField("doctor_limit_per", options=("match", "player")))

    def start(self, players: int, rules: HouseRules | None, first_dealer: int) -> Match:
        """A new match with this first dealer."""
        return Match(players, rules, first_dealer)

    def read_action(self, event: Mapping[str, Any], players: int) -> Action:
        """A deal, play, capotto or doctor event of RECORD.md."""
        kind = kind_of(event, _KINDS, "a deal, play, capotto or doctor")
        if kind == "deal":
            return Deal(read_hands(event["deal"], players))
        seat = read_seat(event, players)
        if kind == "play":
            return Play(seat, read_card(event["play"]))
        if kind == "capotto":
            if event["capotto"] not in ("annul", "play"):
                raise BadEvent('capotto must be "annul" or "play"')
            return Capotto(seat, CapottoChoice(event["capotto"]))
        if type(event["doctor"]) is not bool:
            raise BadEvent("doctor must be true or false")
        return Doctor(seat, event["doctor"])

    def write_action(self, action: Action) -> dict[str, Any]:
        """The record event of an action."""
        if isinstance(action, Deal):
            return {"deal": [[code(c) for c in h] for h in action.hands]}
        if isinstance(action, Play):
            return {"seat": action.seat, "play": code(action.card)}
        if isinstance(action, Capotto):
            return {"seat": action.seat, "capotto": action.choice.value}
        return {"seat": action.seat, "doctor": action.call}

    def state(self, game: Game[Action, Event, object]) -> dict[str, JSON]:
        """The state as RECORD.md's replay prints it."""
        assert isinstance(game, Match)
        m = game
        nxt: dict[str, Any] | None
        if m.phase is Phase.FINISHED:
            nxt = None
        elif m.phase is Phase.DEAL:
            nxt = {"action": "deal", "dealer": m.dealer}
        elif m.phase is Phase.PLAY:
            legal = [code(c) for c in m.legal_plays(m.turn)]
            nxt = {"seat": m.turn, "action": "play", "legal": legal}
        else:
            nxt = {"seat": m.turn, "action": m.phase.value}
        return {
            "status": "finished" if m.phase is Phase.FINISHED else "playing",
            "next": nxt,
            "lives": list(m.lives),
            "pool": m.pool,
            "doctor_calls": list(m.doctor_calls),
            "dealer": m.dealer,
            "leader": m.leader,
            "hands_played": m.hands_played,
            "hands_annulled": m.hands_annulled,
            "restarts": m.restarts,
            "winner": m.winner,
        }

    def seat_tally(self, event: Event) -> Iterable[tuple[int, str, int]]:
        """For the statistics: lives lost, capottos made and saved (by the seat that took the
        last trick), doctor calls and the chips each call paid into the pool (the stakes the
        pool opens with are the statistics' to count: ``state``'s ``pool`` before any action)."""
        if isinstance(event, LifeLost):
            yield event.seat, "lives_lost", 1
        elif isinstance(event, HandScored) and event.outcome is HandOutcome.CAPOTTO_MADE:
            yield event.last_trick, "capottos_made", 1
        elif isinstance(event, HandScored) and event.outcome is HandOutcome.CAPOTTO_SAVED:
            yield event.last_trick, "capottos_saved", 1
        elif isinstance(event, DoctorCalled):
            yield event.seat, "doctor_calls", 1
            yield event.seat, "paid", event.fee

    def tally(self, event: Event) -> Iterable[str]:
        """Capottos made and saved, and doctor calls."""
        if isinstance(event, HandScored) and event.outcome is not HandOutcome.POINTS:
            return (event.outcome.value,)
        if isinstance(event, DoctorCalled):
            return ("doctor",)
        return ()

    def summary(
        self, matches: Sequence[Game[Action, Event, object]], counts: Mapping[str, int]
    ) -> list[str]:
        """Hands scored and annulled, capottos, doctor calls, restarts."""
        played = annulled = restarts = 0
        for m in matches:
            assert isinstance(m, Match)
            played += m.hands_played
            annulled += m.hands_annulled
            restarts += m.restarts
        made = counts.get(HandOutcome.CAPOTTO_MADE.value, 0)
        saved = counts.get(HandOutcome.CAPOTTO_SAVED.value, 0)
        return [
            f"hands {played} scored, {annulled} annulled",
            f"capottos {made} made, {saved} saved",
            f"doctor calls {counts.get('doctor', 0)}",
            f"restarts {restarts}",
        ]


SPEC = CoteccioSpec()
