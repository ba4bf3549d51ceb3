"""Zifuli behind the game interface: its record events, house rules and replay state."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from coteccio_gui.engine.actions import Deal, Play
from coteccio_gui.engine.codec import kind_of, read_seat
from coteccio_gui.engine.game import BadEvent, Game, GameSpec, RuleField
from coteccio_gui.games.cucco.cards import PACK, code, design_code
from coteccio_gui.games.cucco.codec import read_card, read_design, read_hands, write_hands
from coteccio_gui.games.cucco.scoring import SideResult
from coteccio_gui.games.zifuli.actions import Bid, Pass
from coteccio_gui.games.zifuli.actions import ZifuliAction as Action
from coteccio_gui.games.zifuli.events import AllPassed, ZifuliHandScored, ZifuliPhase
from coteccio_gui.games.zifuli.events import ZifuliEvent as Event
from coteccio_gui.games.zifuli.match import ZifuliMatch
from coteccio_gui.games.zifuli.rules import (
    HAND_SIZE,
    PLAYERS,
    PRESETS,
    ROUNDS_RANGE,
    ZifuliRules,
)

_KINDS = {
    frozenset({"deal"}): "deal",
    frozenset({"seat", "bid"}): "bid",
    frozenset({"seat", "pass"}): "pass",
    frozenset({"seat", "play"}): "play",
}


class ZifuliSpec(GameSpec[Action, Event, ZifuliRules]):
    """Zifuli: five players, the Cucco pack, a called card and a secret partner."""

    name = "zifuli"
    min_players = PLAYERS
    max_players = PLAYERS
    default_players = PLAYERS
    pack = PACK

    rules_type = ZifuliRules
    rule_presets = PRESETS
    """Two rounds (the default), one round, four rounds."""

    def rule_fields(self) -> tuple[RuleField, ...]:
        """How many times each player deals (1 to 9)."""
        low, high = ROUNDS_RANGE
        return (RuleField("rounds", low, high, 1),)

    def start(self, players: int, rules: ZifuliRules | None, first_dealer: int) -> ZifuliMatch:
        """A new match of five players."""
        return ZifuliMatch(players, rules, first_dealer)

    def read_action(self, event: Mapping[str, Any], players: int) -> Action:
        """A deal, a bid (a design's code), a pass (``true``) or a play."""
        kind = kind_of(event, _KINDS, "a deal, bid, pass or play")
        if kind == "deal":
            return Deal(read_hands(event["deal"], PLAYERS, HAND_SIZE))
        seat = read_seat(event, players)
        if kind == "bid":
            return Bid(seat, read_design(event["bid"]))
        if kind == "pass":
            if event["pass"] is not True:
                raise BadEvent("pass must be true")
            return Pass(seat)
        return Play(seat, read_card(event["play"]))

    def write_action(self, action: Action) -> dict[str, Any]:
        """The record event of an action."""
        if isinstance(action, Deal):
            return {"deal": write_hands(action.hands)}
        if isinstance(action, Bid):
            return {"seat": action.seat, "bid": design_code(action.call)}
        if isinstance(action, Pass):
            return {"seat": action.seat, "pass": True}
        return {"seat": action.seat, "play": code(action.card)}

    def state(self, game: Game[Action, Event, object]) -> dict[str, Any]:
        """The state as ``coteccio replay`` prints it (docs/records.md, Zifuli)."""
        assert isinstance(game, ZifuliMatch)
        m = game
        nxt: dict[str, Any] | None = None
        if m.phase is ZifuliPhase.DEAL:
            nxt = {"action": "deal", "dealer": m.dealer}
        elif m.phase is ZifuliPhase.BID:
            calls = [design_code(a.call) for a in m.legal_actions() if isinstance(a, Bid)]
            nxt = {"seat": m.turn, "action": "bid", "calls": calls}
        elif m.phase is ZifuliPhase.PLAY:
            legal = [
                code(c)
                for c in sorted({a.card & ~1 for a in m.legal_actions() if isinstance(a, Play)})
            ]
            nxt = {"seat": m.turn, "action": "play", "legal": legal}
        return {
            "status": "finished" if m.phase is ZifuliPhase.FINISHED else "playing",
            "next": nxt,
            "dealer": m.dealer,
            "leader": m.leader,
            "bidder": m.bidder,
            "call": None if m.call is None else design_code(m.call),
            "partner": m.partner if m.revealed else None,
            "balances": list(m.balances),
            "hands_played": m.hands_played,
            "tricks_played": len(m.tricks),
            "winners": None if m.winners is None else list(m.winners),
        }

    def seat_tally(self, event: Event) -> Iterable[tuple[int, str, int]]:
        """For the statistics: hands played as the bidder, bids made (won), stakes won and paid."""
        if isinstance(event, ZifuliHandScored):
            yield event.bidder, "bids", 1
            if event.result is SideResult.WON:
                yield event.bidder, "bids_made", 1
            for seat, amount in enumerate(event.payments):
                if amount > 0:
                    yield seat, "stakes_won", amount
                elif amount < 0:
                    yield seat, "stakes_paid", -amount

    def tally(self, event: Event) -> Iterable[str]:
        """Hands thrown in, won and lost by the bidder, alone or not, and recounts."""
        if isinstance(event, AllPassed):
            return ("thrown_in",)
        if isinstance(event, ZifuliHandScored):
            alone = "alone_" if event.partner == event.bidder else ""
            recount = ("recount",) if event.recount is not None else ()
            return (f"{alone}{event.result.value}", *recount)
        return ()

    def summary(
        self, matches: Sequence[Game[Action, Event, object]], counts: Mapping[str, int]
    ) -> list[str]:
        """Hands played and thrown in, the bidders' results, recounts."""
        played = sum(m.hands_played for m in matches if isinstance(m, ZifuliMatch))
        results = ", ".join(f"{r.value} {counts.get(r.value, 0)}" for r in SideResult)
        alone = ", ".join(f"{r.value} {counts.get('alone_' + r.value, 0)}" for r in SideResult)
        return [
            f"hands {played} played, {counts.get('thrown_in', 0)} thrown in (everyone passed)",
            f"bidder with a partner: {results}",
            f"bidder alone: {alone}",
            f"recounts {counts.get('recount', 0)}",
        ]


SPEC = ZifuliSpec()
