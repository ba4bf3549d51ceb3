"""Tressette and Tressette in due behind the game interface: record events, rules, replay state."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from coteccio_gui.engine.cards import code
from coteccio_gui.engine.codec import kind_of, read_card, read_hands, read_seat, show
from coteccio_gui.engine.game import BadEvent, Game, GameSpec, RuleField
from coteccio_gui.games.tressette.actions import (
    Action,
    Annul,
    Call,
    Claim,
    Deal,
    Declare,
    Phase,
    Play,
    Signal,
)
from coteccio_gui.games.tressette.due import TressetteInDue
from coteccio_gui.games.tressette.events import (
    Annulled,
    Claimed,
    Declared,
    Event,
    GameOver,
    HandScored,
    Special,
)
from coteccio_gui.games.tressette.match import Tressette
from coteccio_gui.games.tressette.rules import (
    DUE_PRESETS,
    MAX_STAKE,
    PRESETS,
    TARGETS,
    DueRules,
    TressetteRules,
)

_CHOICES: dict[str, type[Declare | Annul | Claim]] = {
    "declare": Declare,
    "annul": Annul,
    "claim": Claim,
}


def _kinds(two: bool) -> dict[frozenset[str], str]:
    kinds = {frozenset({"seat", "play"}): "play"}
    kinds.update({frozenset({"seat", k}): k for k in _CHOICES})
    if two:
        kinds[frozenset({"deal", "stock"})] = "deal"
    else:
        kinds[frozenset({"deal"})] = "deal"
        kinds[frozenset({"seat", "play", "signal"})] = "play"
        kinds[frozenset({"seat", "call"})] = "call"
    return kinds


class TressetteSpec(GameSpec[Action, Event, TressetteRules]):
    """Tressette: four players, two partnerships (or the chiamata del Tre), a game to 21–51."""

    name = "tressette"
    min_players = max_players = default_players = 4
    what = "a deal, play, declare, annul, claim or call"

    rules_type = TressetteRules
    rule_presets: Mapping[str, TressetteRules] = PRESETS
    """Classic (declarations, to 31), senza accusi, chiamata del Tre, every hand to the end."""

    def rule_fields(self) -> tuple[RuleField, ...]:
        """The target, buon gioco, claiming, striscio, the chiamata del Tre, the stake."""
        flags = ("declarations", "claiming", "striscio", "chiamata")
        return (
            RuleField("target", options=TARGETS),
            *(RuleField(k, options=(False, True)) for k in flags if k in self._keys()),
            RuleField("stake", 1, MAX_STAKE, 1),
        )

    def _keys(self) -> tuple[str, ...]:
        return TressetteRules.KEYS

    def start(self, players: int, rules: TressetteRules | None, first_dealer: int) -> Tressette:
        """A new game with this first dealer."""
        return Tressette(players, rules, first_dealer)

    def read_action(self, event: Mapping[str, Any], players: int) -> Action:
        """A deal, play, declare, annul, claim or call event of docs/records.md."""
        kind = kind_of(event, _kinds(players == 2), self.what)
        if kind == "deal":
            hands = read_hands(event["deal"], players)
            if players != 2:
                return Deal(hands)
            stock = event["stock"]
            if not isinstance(stock, list):
                raise BadEvent("the stock is a list of cards")
            return Deal(hands, tuple(read_card(c) for c in stock))
        seat = read_seat(event, players)
        if kind == "play":
            signal = None
            if "signal" in event:
                try:
                    signal = Signal(event["signal"])
                except ValueError:
                    raise BadEvent(
                        f'signal must be "busso", "volo" or "striscio", not {show(event["signal"])}'
                    ) from None
            return Play(seat, read_card(event["play"]), signal)
        if kind == "call":
            return Call(seat, read_card(event["call"]))
        if event[kind] is not True:
            raise BadEvent(f"{kind} must be true")
        return _CHOICES[kind](seat)

    def write_action(self, action: Action) -> dict[str, Any]:
        """The record event of an action."""
        if isinstance(action, Deal):
            out: dict[str, Any] = {"deal": [[code(c) for c in h] for h in action.hands]}
            if len(action.hands) == 2:
                out["stock"] = [code(c) for c in action.stock]
            return out
        if isinstance(action, Play):
            out = {"seat": action.seat, "play": code(action.card)}
            if action.signal is not None:
                out["signal"] = action.signal.value
            return out
        if isinstance(action, Call):
            return {"seat": action.seat, "call": code(action.called)}
        kind = next(k for k, t in _CHOICES.items() if isinstance(action, t))
        return {"seat": action.seat, kind: True}

    def state(self, game: Game[Action, Event, object]) -> dict[str, Any]:
        """The state as docs/records.md's replay prints it."""
        assert isinstance(game, Tressette)
        m = game
        out: dict[str, Any] = {
            "status": "finished" if m.phase is Phase.OVER else "playing",
            "next": _next(m),
            "scores": list(m.score),
            "target": m.rules.target,
            "dealer": m.dealer,
            "leader": m.leader,
            "tricks": len(m.tricks),
        }
        if m.players == 2:
            out["stock"] = len(m.stock)
        else:
            out["called"] = code(m.called) if m.called is not None else None
            out["partner"] = m.partner if m.revealed else None
        result = m.result
        out.update(
            hands_played=m.hands_played,
            hands_annulled=m.hands_annulled,
            winners=list(result.winners) if result else None,
            pool=result.pool if result else None,
            end=m.end_reason.value if m.end_reason else None,
            special=m.special.value if m.special else None,
        )
        return out

    def seat_tally(self, event: Event) -> Iterable[tuple[int, str, int]]:
        """For the statistics: claims right and wrong, points declared, special hands won."""
        if isinstance(event, Claimed):
            yield event.seat, "claims_right" if event.right else "claims_wrong", 1
        elif isinstance(event, Declared) and event.points:
            yield event.seat, "declared", event.points
        elif isinstance(event, GameOver) and event.special is not None:
            for seat in event.winners:
                yield seat, "specials", 1

    def tally(self, event: Event) -> Iterable[str]:
        """Specials, claims right and wrong, annulments and declarations."""
        if isinstance(event, HandScored) and event.special is not None:
            return (event.special.value,)
        if isinstance(event, GameOver) and event.special is Special.COLLATONDRIONE:
            return (event.special.value,)
        if isinstance(event, Claimed):
            return ("claims right" if event.right else "claims wrong",)
        if isinstance(event, Annulled):
            return ("annulled",)
        if isinstance(event, Declared):
            return ("declarations",)
        return ()

    def summary(
        self, matches: Sequence[Game[Action, Event, object]], counts: Mapping[str, int]
    ) -> list[str]:
        """Hands scored and annulled, how games ended, specials, claims, declarations."""
        played = sum(m.hands_played for m in matches if isinstance(m, Tressette))
        annulled = sum(m.hands_annulled for m in matches if isinstance(m, Tressette))
        ends = Counter(
            m.end_reason.value for m in matches if isinstance(m, Tressette) and m.end_reason
        )
        lines = [f"hands {played} scored, {annulled} annulled"]
        lines.append("games ended by " + ", ".join(f"{k} {v}" for k, v in sorted(ends.items())))
        return lines + [f"{k} {v}" for k, v in sorted(counts.items()) if k != "annulled"]


def _next(m: Tressette) -> dict[str, Any] | None:
    if m.phase is Phase.OVER:
        return None
    if m.phase is Phase.DEAL:
        return {"action": "deal", "dealer": m.dealer}
    if m.phase is Phase.CALL:
        calls = [code(c) for c in m.callable_cards(m.turn)]
        return {"seat": m.turn, "action": "call", "legal": calls}
    legal = m.legal_actions()
    cards = [code(a.card) for a in legal if isinstance(a, Play) and a.signal is None]
    choices = [k for k, t in _CHOICES.items() if any(isinstance(a, t) for a in legal)]
    return {"seat": m.turn, "action": "play", "legal": cards, "choices": choices}


class DueSpec(TressetteSpec):
    """Tressette in due: two players and a stock of twenty."""

    name = "tressette-in-due"
    min_players = max_players = default_players = 2
    what = "a deal, play, declare, annul or claim"

    rules_type = DueRules
    rule_presets = DUE_PRESETS
    """Classic (declarations, to 31), senza accusi, every hand to the end."""

    def _keys(self) -> tuple[str, ...]:
        return DueRules.KEYS

    def start(
        self, players: int, rules: TressetteRules | None, first_dealer: int
    ) -> TressetteInDue:
        """A new game with this first dealer."""
        return TressetteInDue(players, rules, first_dealer)


SPEC = TressetteSpec()
DUE_SPEC = DueSpec()
