"""Terziglio behind the game interface: its record events, house rules and replay state."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from coteccio_gui.engine.cards import code
from coteccio_gui.engine.codec import kind_of, read_card, read_hands, read_seat, show
from coteccio_gui.engine.game import BadEvent, Game, GameSpec, RuleField
from coteccio_gui.games.terziglio.actions import (
    PRESETS,
    Action,
    Bid,
    Call,
    Contract,
    Deal,
    Discard,
    Event,
    Give,
    HandScored,
    PassedOut,
    Phase,
    Play,
    Take,
    TerziglioRules,
)
from coteccio_gui.games.terziglio.match import Terziglio
from coteccio_gui.games.tressette.rules import TARGETS

_KINDS = {
    frozenset({"deal", "monte"}): "deal",
    frozenset({"seat", "bid"}): "bid",
    frozenset({"seat", "call"}): "call",
    frozenset({"seat", "give"}): "give",
    frozenset({"seat", "discard"}): "discard",
    frozenset({"seat", "take"}): "take",
    frozenset({"seat", "play"}): "play",
}
_BIDS = ", ".join(f'"{c.value}"' for c in Contract)


def _cards(value: Any, what: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise BadEvent(f"{what} is a list of cards")
    return tuple(read_card(c) for c in value)


class TerziglioSpec(GameSpec[Action, Event, TerziglioRules]):
    """Terziglio: three players, a soloist against two, a game to 21, 31 or 51."""

    name = "terziglio"
    min_players = max_players = default_players = 3

    rules_type = TerziglioRules
    rule_presets = PRESETS
    """Classic (to 21), with the pass-out rule, and a long game to 31."""

    def rule_fields(self) -> tuple[RuleField, ...]:
        """The target (21, 31 or 51), the pass-out redeal, who leads a solissimo."""
        return (
            RuleField("target", options=TARGETS),
            RuleField("pass_out", options=(False, True)),
            RuleField("solissimo_leads", options=(False, True)),
        )

    def start(self, players: int, rules: TerziglioRules | None, first_dealer: int) -> Terziglio:
        """A new game with this first dealer."""
        return Terziglio(players, rules, first_dealer)

    def read_action(self, event: Mapping[str, Any], players: int) -> Action:
        """A deal, bid, call, give, discard, take or play event of docs/records.md."""
        kind = kind_of(event, _KINDS, "a deal, bid, call, give, discard, take or play")
        if kind == "deal":
            return Deal(read_hands(event["deal"], players), _cards(event["monte"], "the monte"))
        seat = read_seat(event, players)
        value = event[kind]
        if kind == "bid":
            if value == "pass":
                return Bid(seat, None)
            try:
                return Bid(seat, Contract(value))
            except ValueError:
                raise BadEvent(f'bid must be "pass", {_BIDS}, not {show(value)}') from None
        if kind == "take":
            return Take(seat, _cards(value, "take"))
        card = read_card(value)
        if kind == "play":
            return Play(seat, card)
        if kind == "call":
            return Call(seat, card)
        if kind == "give":
            return Give(seat, card)
        return Discard(seat, card)

    def write_action(self, action: Action) -> dict[str, Any]:
        """The record event of an action."""
        if isinstance(action, Deal):
            return {"deal": [[code(c) for c in h] for h in action.hands],
                    "monte": [code(c) for c in action.monte]}  # fmt: skip
        if isinstance(action, Play):
            return {"seat": action.seat, "play": code(action.card)}
        if isinstance(action, Bid):
            bid = "pass" if action.contract is None else action.contract.value
            return {"seat": action.seat, "bid": bid}
        if isinstance(action, Call):
            return {"seat": action.seat, "call": code(action.called)}
        if isinstance(action, Give):
            return {"seat": action.seat, "give": code(action.given)}
        if isinstance(action, Take):
            return {"seat": action.seat, "take": [code(c) for c in action.taken]}
        return {"seat": action.seat, "discard": code(action.discarded)}

    def state(self, game: Game[Action, Event, object]) -> dict[str, Any]:
        """The state as docs/records.md's replay prints it."""
        assert isinstance(game, Terziglio)
        m = game
        result = m.result
        return {
            "status": "finished" if m.phase is Phase.OVER else "playing",
            "next": _next(m),
            "scores": list(m.score),
            "target": m.rules.target,
            "dealer": m.dealer,
            "eldest": m.eldest,
            "soloist": m.soloist if m.soloist >= 0 else None,
            "contract": m.contract.value if m.contract else None,
            "called": code(m.called) if m.called is not None else None,
            "lowest": m.lowest.value,
            "tricks": len(m.tricks),
            "hands_played": m.hands_played,
            "hands_passed": m.hands_passed,
            "winners": list(result.winners) if result else None,
        }

    def seat_tally(self, event: Event) -> Iterable[tuple[int, str, int]]:
        """For the statistics: hands as the soloist, contracts made, game points won."""
        if isinstance(event, HandScored):
            yield event.soloist, "contracts", 1
            if event.made:
                yield event.soloist, "contracts_made", 1
            for seat, gained in enumerate(event.gained):
                if gained:
                    yield seat, "points_won", gained

    def tally(self, event: Event) -> Iterable[str]:
        """Contracts made and lost, doubled and trebled hands, pass-outs."""
        if isinstance(event, HandScored):
            out = [f"{event.contract.value} {'made' if event.made else 'lost'}"]
            if event.multiplier > 1:
                out.append(f"x{event.multiplier}")
            return out
        if isinstance(event, PassedOut):
            return ("pass-out redeals" if event.redealt else "hands passed",)
        return ()

    def summary(
        self, matches: Sequence[Game[Action, Event, object]], counts: Mapping[str, int]
    ) -> list[str]:
        """Hands scored and passed, and the contracts tallied."""
        played = sum(m.hands_played for m in matches if isinstance(m, Terziglio))
        passed = sum(m.hands_passed for m in matches if isinstance(m, Terziglio))
        lines = [f"hands {played} scored, {passed} passed"]
        return lines + [f"{k} {v}" for k, v in sorted(counts.items()) if k != "hands passed"]


def _next(m: Terziglio) -> dict[str, Any] | None:
    if m.phase is Phase.OVER:
        return None
    if m.phase is Phase.DEAL:
        return {"action": "deal", "dealer": m.dealer}
    out: dict[str, Any] = {"seat": m.turn, "action": m.phase.value}
    if m.phase is Phase.BID:
        out["legal"] = ["pass"] + [c.value for c in m.biddable()]
    elif m.phase is Phase.SPLIT:
        out["monte"] = [code(c) for c in m.monte]
    elif m.phase is Phase.PLAY:
        out["legal"] = [code(a.card) for a in m.legal_actions() if isinstance(a, Play)]
    elif m.phase is Phase.DISCARD:
        out["left"] = m.to_discard[0][1]
    return out


SPEC = TerziglioSpec()
