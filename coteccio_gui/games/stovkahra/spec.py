"""Stovkahra behind the game interface: its record events, house rules and replay state
(docs/records.md, Stovkahra)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from coteccio_gui.engine.actions import Deal, Play
from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.codec import kind_of, read_seat, show
from coteccio_gui.engine.game import BadEvent, Game, GameSpec, RuleField
from coteccio_gui.games.stovkahra.actions import Action, Declare, Dost, Pass, Phase, Settle
from coteccio_gui.games.stovkahra.cards import PACK, RANK_CODES, SUIT_NAMES, code, is_code
from coteccio_gui.games.stovkahra.cards import card_from_code as _card_from_code
from coteccio_gui.games.stovkahra.events import (
    Declared,
    DostCalled,
    Event,
    GameWon,
    SevenBonus,
)
from coteccio_gui.games.stovkahra.match import Stovkahra
from coteccio_gui.games.stovkahra.rules import (
    PLAYERS,
    PRESETS,
    SERIES,
    DealEnd,
    Shuffle,
    StovkahraRules,
)

_KINDS = {
    frozenset({"deal"}): "deal",
    frozenset({"seat", "declare"}): "declare",
    frozenset({"seat", "pass"}): "pass",
    frozenset({"seat", "dost"}): "dost",
    frozenset({"seat", "play"}): "play",
    frozenset({"seat", "settle"}): "settle",
}
_SETTLE = ("add", "subtract")


def read_card(text: Any) -> Card:
    """A card of the Stovkahra pack from its code (``Aa``, ``10h``…)."""
    if not is_code(text):
        raise BadEvent(f"{show(text)} is not a card")
    return _card_from_code(text)


def read_hands(hands: Any) -> tuple[tuple[Card, ...], ...]:
    """A deal's four hands, each a list of codes in the order dealt."""
    if not isinstance(hands, list) or len(hands) != PLAYERS:
        raise BadEvent(f"a deal lists {PLAYERS} hands, one per seat")
    if not all(isinstance(h, list) for h in hands):
        raise BadEvent("each hand in a deal is a list of cards")
    return tuple(tuple(read_card(c) for c in h) for h in hands)


class StovkahraSpec(GameSpec[Action, Event, StovkahraRules]):
    """Stovkahra: four players in two partnerships, the German-suited pack of 32, trumps."""

    name = "stovkahra"
    min_players = max_players = default_players = PLAYERS
    pack = PACK

    rules_type = StovkahraRules
    rule_presets: Mapping[str, StovkahraRules] = PRESETS
    """The brief's rules, the series to 20, partners spared."""

    def rule_fields(self) -> tuple[RuleField, ...]:
        """The end of a deal without "dost", the series, the shuffle, and the duties to beat."""
        return (
            RuleField("deal_end", options=tuple(e.value for e in DealEnd)),
            RuleField("series", options=SERIES),
            RuleField("shuffle", options=tuple(e.value for e in Shuffle)),
            RuleField("beat_partner", options=(False, True)),
            RuleField("underruff", options=(False, True)),
        )

    def start(self, players: int, rules: StovkahraRules | None, first_dealer: int) -> Stovkahra:
        """A new series with this first dealer."""
        return Stovkahra(players, rules, first_dealer)

    def read_action(self, event: Mapping[str, Any], players: int) -> Action:
        """A deal, declare, pass, dost, play or settle event of docs/records.md."""
        kind = kind_of(event, _KINDS, "a deal, declare, pass, dost, play or settle")
        if kind == "deal":
            return Deal(read_hands(event["deal"]))
        seat = read_seat(event, players)
        value = event[kind]
        if kind == "play":
            return Play(seat, read_card(value))
        if kind == "declare":
            if value not in RANK_CODES:
                ranks = ", ".join(RANK_CODES)
                raise BadEvent(f"declare names a rank ({ranks}), not {show(value)}")
            return Declare(seat, RANK_CODES.index(value))
        if kind == "settle":
            if value not in _SETTLE:
                raise BadEvent(f'settle must be "add" or "subtract", not {show(value)}')
            return Settle(seat, value == "subtract")
        if value is not True:
            raise BadEvent(f"{kind} must be true")
        return Pass(seat) if kind == "pass" else Dost(seat)

    def write_action(self, action: Action) -> dict[str, Any]:
        """The record event of an action."""
        if isinstance(action, Deal):
            return {"deal": [[code(c) for c in h] for h in action.hands]}
        if isinstance(action, Play):
            return {"seat": action.seat, "play": code(action.card)}
        if isinstance(action, Declare):
            return {"seat": action.seat, "declare": RANK_CODES[action.rank]}
        if isinstance(action, Settle):
            return {"seat": action.seat, "settle": _SETTLE[action.subtract]}
        return {"seat": action.seat, "pass" if isinstance(action, Pass) else "dost": True}

    def state(self, game: Game[Action, Event, object]) -> dict[str, Any]:
        """The state as docs/records.md's replay prints it."""
        assert isinstance(game, Stovkahra)
        m = game
        result = m.result
        dealt = m.trump_card >= 0
        return {
            "status": "finished" if m.phase is Phase.OVER else "playing",
            "next": _next(m),
            "dealer": m.dealer,
            "leader": m.leader,
            "trump": code(m.trump_card) if dealt else None,
            "trumps": SUIT_NAMES[m.trump] if dealt else None,
            "face_up": [code(c) for c in m.face_up],
            "tricks": len(m.tricks),
            "points": list(m.points),
            "deal_points": list(m.deal_points),
            "first_hundred": m.first_hundred,
            "brcka": list(m.brcka),
            "games_played": m.games_played,
            "hands_played": m.hands_played,
            "end": m.end.value if m.end else None,
            "winners": list(result.winners) if result else None,
            "series": result.pool if result else None,
        }

    def seat_tally(self, event: Event) -> Iterable[tuple[int, str, int]]:
        """For the statistics: points declared, Sevens' bonuses, "dost" right and wrong, games
        won."""
        if isinstance(event, Declared):
            yield event.seat, "declared", event.points
        elif isinstance(event, SevenBonus):
            yield event.seat, "sevens", 1
        elif isinstance(event, DostCalled):
            yield event.seat, "dost_right" if event.right else "dost_wrong", 1
        elif isinstance(event, GameWon):
            for seat in event.seats:
                yield seat, "games", 1

    def tally(self, event: Event) -> Iterable[str]:
        """Declarations, Sevens' bonuses, "dost" right and wrong, games by how they ended."""
        if isinstance(event, Declared):
            return ("declarations",)
        if isinstance(event, SevenBonus):
            return (f"seven bonuses of {event.points}",)
        if isinstance(event, GameWon):
            return (f"games ended by {event.end.value}",)
        return ()

    def summary(
        self, matches: Sequence[Game[Action, Event, object]], counts: Mapping[str, int]
    ) -> list[str]:
        """Deals and games played, and the counts tallied."""
        ms = [m for m in matches if isinstance(m, Stovkahra)]
        ends = Counter(len(m.result.winners) > 0 for m in ms if m.result)
        return [
            f"hands {sum(m.hands_played for m in ms)} played, "
            f"games {sum(m.games_played for m in ms)}",
            f"series won {ends[True]}, drawn {ends[False]}",
        ] + [f"{k} {v}" for k, v in sorted(counts.items())]


def _next(m: Stovkahra) -> dict[str, Any] | None:
    if m.phase is Phase.OVER:
        return None
    if m.phase is Phase.DEAL:
        return {"action": "deal", "dealer": m.dealer, "shuffle": m.pack is None}
    legal = m.legal_actions()
    choices = [
        k for k, t in (("dost", Dost), ("pass", Pass)) if any(isinstance(a, t) for a in legal)
    ]
    if m.phase is Phase.DECLARE:
        ranks = [RANK_CODES[a.rank] for a in legal if isinstance(a, Declare)]
        return {"seat": m.turn, "action": "declare", "legal": ranks, "choices": choices}
    if m.phase is Phase.SETTLE:
        assert m.settling is not None
        return {"seat": m.turn, "action": "settle", "brcka": m.settling[1]}
    cards = [code(a.card) for a in legal if isinstance(a, Play)]
    return {"seat": m.turn, "action": "play", "legal": cards, "choices": choices}


SPEC = StovkahraSpec()
