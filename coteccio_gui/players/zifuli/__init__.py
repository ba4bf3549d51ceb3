"""Zifuli's computer players: the levels, and how a tournament plays them.

The cost a tournament counts is the stakes a seat pays in a hand (negative when it wins):
lower is better. A thrown-in hand (everyone passed) costs nothing.
"""

from __future__ import annotations

from typing import cast

from coteccio_gui.engine.actions import Deal
from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.game import Event, Game
from coteccio_gui.games.zifuli import ZifuliHandScored, ZifuliMatch
from coteccio_gui.players.base import Factory, Player, plain
from coteccio_gui.players.coach import Study
from coteccio_gui.players.duplicate import Duplicate
from coteccio_gui.players.zifuli.levels import ZifuliEasy, ZifuliNormal, ZifuliRandom

METRIC = "stakes paid"
"""What a tournament counts per seat and hand (negative when the seat wins; lower is better)."""


def _hard(time_budget_s: float | None) -> Player:
    """The hard level: a fixed few deals per card, whatever the budget."""
    from coteccio_gui.players.zifuli.expert import ZifuliHard

    return ZifuliHard()


def _expert(time_budget_s: float | None) -> Player:
    """The expert; ``time_budget_s`` scales its fixed number of rollouts (0.1 s is the default)."""
    from coteccio_gui.players.zifuli.expert import ROLLOUTS, ZifuliExpert

    scale = 1.0 if time_budget_s is None else time_budget_s / 0.1
    return ZifuliExpert(max(8, round(ROLLOUTS * scale)))


FACTORIES: dict[str, Factory] = {
    "random": plain(ZifuliRandom),
    "easy": plain(ZifuliEasy),
    "normal": plain(ZifuliNormal),
    "hard": _hard,
    "expert": _expert,
}
"""Zifuli's player at each level (``random`` too, for tests and tournaments)."""


def _cut(deck: list[Card], players: int) -> list[list[Card]]:
    """Eight cards for each of the five seats."""
    return [deck[s * 8 : (s + 1) * 8] for s in range(5)]


def _start(players: int, deal: list[list[Card]], leader: int) -> tuple[Game, list[Event]]:
    """The deal dealt, ``leader`` on the dealer's right."""
    m = ZifuliMatch(5, None, (leader - 1) % 5)
    return cast(Game, m), [*m.apply(Deal(tuple(tuple(h) for h in deal)))]


def _scored(events: list[Event]) -> ZifuliHandScored | None:
    return next((e for e in events if isinstance(e, ZifuliHandScored)), None)


def _over(m: Game, events: list[Event]) -> bool:
    assert isinstance(m, ZifuliMatch)
    return m.phase.value not in ("bid", "play") or _scored(events) is not None


def _paid(m: Game, events: list[Event]) -> list[float]:
    """The stakes each seat paid (nothing when everyone passed)."""
    scored = _scored(events)
    return [0.0] * 5 if scored is None else [-float(p) for p in scored.payments]


DUPLICATE = Duplicate(_cut, _start, _over, _paid)
"""A tournament's hand: bid and played by five seats; the stakes each paid."""


def coach_study() -> Study:
    """The coach's study of this game: its expert's search, read for a coach (loaded when asked)."""
    from coteccio_gui.players.zifuli.study import STUDY

    return STUDY
