"""Rovescino behind the game interface: its record events, house rules and replay state.

A record of Rovescino names its game (``"game": "rovescino"``) and holds two kinds of
event: a deal (every hand and the monte) and a play (docs/records.md, *Rovescino*).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from coteccio_gui.engine.cards import code
from coteccio_gui.engine.codec import kind_of, read_card, read_hands, read_seat
from coteccio_gui.engine.game import BadEvent, Game, GameSpec, RuleField
from coteccio_gui.games.rovescino.events import (
    Action,
    Deal,
    Event,
    HandScored,
    Phase,
    Play,
    SeatEliminated,
    TieForLowest,
)
from coteccio_gui.games.rovescino.match import Rovescino
from coteccio_gui.games.rovescino.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    PRESETS,
    TARGET_RANGE,
    Fractions,
    LowestTie,
    RovescinoRules,
)

_KINDS = {
    frozenset({"deal", "monte"}): "deal",
    frozenset({"seat", "play"}): "play",
}


class RovescinoSpec(GameSpec[Action, Event, RovescinoRules]):
    """Rovescino: 3–8 players, every card dealt, penalty points, the first to 21 loses."""

    name = "rovescino"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    default_players = 4

    rules_type = RovescinoRules
    rule_presets = PRESETS
    """Classic (the defaults), Elimination and Long."""

    def rule_fields(self) -> tuple[RuleField, ...]:
        """The target (21 to 101, by 5), elimination, the fractions, cappotto, ties."""
        low, high = TARGET_RANGE
        return (
            RuleField("target", low, high, 5),
            RuleField("elimination", options=(False, True)),
            RuleField("fractions", options=tuple(f.value for f in Fractions)),
            RuleField("cappotto", options=(False, True)),
            RuleField("lowest_tie", options=tuple(t.value for t in LowestTie)),
        )

    def start(self, players: int, rules: RovescinoRules | None, first_dealer: int) -> Rovescino:
        """A new match with this first dealer."""
        return Rovescino(players, rules, first_dealer)

    def read_action(self, event: Mapping[str, Any], players: int) -> Action:
        """A deal or play event of docs/records.md."""
        if frozenset(event) == {"deal"}:
            raise BadEvent('a deal event also lists the "monte" ([] when there is none)')
        kind = kind_of(event, _KINDS, "a deal or play")
        if kind == "deal":
            monte = event["monte"]
            if not isinstance(monte, list):
                raise BadEvent("the monte is a list of cards")
            hands = read_hands(event["deal"], players)
            return Deal(hands, tuple(read_card(c) for c in monte))
        return Play(read_seat(event, players), read_card(event["play"]))

    def write_action(self, action: Action) -> dict[str, Any]:
        """The record event of an action."""
        if isinstance(action, Deal):
            return {
                "deal": [[code(c) for c in h] for h in action.hands],
                "monte": [code(c) for c in action.monte],
            }
        return {"seat": action.seat, "play": code(action.card)}

    def state(self, game: Game[Action, Event, object]) -> dict[str, Any]:
        """The state as ``coteccio replay`` prints it for Rovescino (docs/records.md)."""
        assert isinstance(game, Rovescino)
        m = game
        nxt: dict[str, Any] | None
        if m.phase is Phase.FINISHED:
            nxt = None
        elif m.phase is Phase.DEAL:
            nxt = {"action": "deal", "dealer": m.dealer}
        else:
            legal = [code(c) for c in m.legal_plays(m.turn)]
            nxt = {"seat": m.turn, "action": "play", "legal": legal}
        return {
            "status": "finished" if m.phase is Phase.FINISHED else "playing",
            "next": nxt,
            "scores": list(m.totals),
            "out": [s for s in range(m.players) if m.out[s]],
            "dealer": m.dealer,
            "leader": m.leader,
            "hands_played": m.hands_played,
            "monte": len(m.monte),
            "taken": list(m.taken),
            "winners": None if m.winners is None else list(m.winners),
            "losers": list(m.losers),
        }

    def seat_tally(self, event: Event) -> Iterable[tuple[int, str, int]]:
        """For the statistics: penalty points and hands per seat, cappottos, drop-outs."""
        if isinstance(event, HandScored):
            for seat, points in enumerate(event.points):
                yield seat, "penalty_points", points
            if event.cappotto >= 0:
                yield event.cappotto, "cappottos", 1
        elif isinstance(event, SeatEliminated):
            yield event.seat, "eliminated", 1

    def tally(self, event: Event) -> Iterable[str]:
        """Cappottos, seats eliminated and ties for the lowest score that forced another hand."""
        if isinstance(event, HandScored) and event.cappotto >= 0:
            return ("cappotto",)
        if isinstance(event, SeatEliminated):
            return ("eliminated",)
        if isinstance(event, TieForLowest):
            return ("tie_for_lowest",)
        return ()

    def summary(
        self, matches: Sequence[Game[Action, Event, object]], counts: Mapping[str, int]
    ) -> list[str]:
        """Hands scored, penalty points dealt out, cappottos, eliminations, shared wins."""
        hands = points = shared = 0
        for m in matches:
            assert isinstance(m, Rovescino)
            hands += m.hands_played
            points += sum(m.totals)
            shared += m.winners is not None and len(m.winners) > 1
        per_hand = points / hands if hands else 0.0
        return [
            f"hands {hands} scored, {per_hand:.2f} penalty points per hand",
            f"cappottos {counts.get('cappotto', 0)}",
            f"seats eliminated {counts.get('eliminated', 0)}",
            f"ties for the lowest score {counts.get('tie_for_lowest', 0)}, shared wins {shared}",
        ]


SPEC = RovescinoSpec()
