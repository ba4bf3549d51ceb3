"""Cöch's computer players: the levels, and how a tournament plays them.

A tournament seat is a person; the dummies of a two- or three-player match are played by
their partner's player. The cost a tournament counts is the hand lost by the seat's side
(½ for a hand nobody wins): lower is better.
"""

from __future__ import annotations

from typing import cast

from coteccio_gui.engine.actions import Deal
from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.game import Event, Game
from coteccio_gui.games.coch import CochHandScored, CochMatch
from coteccio_gui.players.base import Factory, Player, plain
from coteccio_gui.players.coach import Study
from coteccio_gui.players.coch.levels import CochEasy, CochNormal, CochRandom
from coteccio_gui.players.duplicate import Duplicate

METRIC = "hands lost"
"""What a tournament counts per seat and hand (½ for a hand nobody wins; lower is better)."""


def _hard(time_budget_s: float | None) -> Player:
    """The hard level: a fixed few deals per decision, whatever the budget."""
    from coteccio_gui.players.coch.expert import CochHard

    return CochHard()


def _expert(time_budget_s: float | None) -> Player:
    """The expert; ``time_budget_s`` scales its fixed number of rollouts (0.1 s is the default)."""
    from coteccio_gui.players.coch.expert import ROLLOUTS, CochExpert

    scale = 1.0 if time_budget_s is None else time_budget_s / 0.1
    return CochExpert(max(8, round(ROLLOUTS * scale)))


FACTORIES: dict[str, Factory] = {
    "random": plain(CochRandom),
    "easy": plain(CochEasy),
    "normal": plain(CochNormal),
    "hard": _hard,
    "expert": _expert,
}
"""Cöch's player at each level (``random`` too, for tests and tournaments)."""


def _cut(deck: list[Card], players: int) -> list[list[Card]]:
    """Ten cards for each of the four seats, whatever the number of people."""
    return [deck[s * 10 : (s + 1) * 10] for s in range(4)]


def _start(players: int, deal: list[list[Card]], leader: int) -> tuple[Game, list[Event]]:
    """The people's match (dummies played by partners) with the deal dealt, ``leader`` first."""
    m = CochMatch(players, None, 0)
    m.dealer, m.leader = (leader - 1) % 4, leader % 4
    return cast(Game, m), [*m.apply(Deal(tuple(tuple(h) for h in deal)))]


def _over(m: Game, events: list[Event]) -> bool:
    return m.needs_deal() or m.outcome() is not None


def _lost(m: Game, events: list[Event]) -> list[float]:
    """The hand lost by each person's side (½ when nobody won it)."""
    scored = next(e for e in events if isinstance(e, CochHandScored))
    lost = [0.5 if scored.side is None else float(scored.side != s % 2) for s in range(4)]
    assert isinstance(m, CochMatch)
    return lost[: m.people]


DUPLICATE = Duplicate(_cut, _start, _over, _lost)
"""A tournament's hand: four hands of ten; the hand lost by each person's side."""


def coach_study() -> Study:
    """The coach's study of this game: its expert's search, read for a coach (loaded when asked)."""
    from coteccio_gui.players.coch.study import STUDY

    return STUDY
