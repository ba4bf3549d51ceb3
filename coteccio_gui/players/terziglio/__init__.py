"""Terziglio's computer players, and how a tournament plays them.

Offers what every game's players module offers: ``FACTORIES`` (its player at each level),
``METRIC`` and ``DUPLICATE`` (how a tournament deals and plays a hand: ``players.duplicate``;
whole matches: ``players.play_match``).
"""

from __future__ import annotations

from typing import cast

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.game import Event, Game
from coteccio_gui.games.terziglio.actions import Deal, HandScored, Phase, TerziglioRules
from coteccio_gui.games.terziglio.match import Terziglio
from coteccio_gui.players.base import Factory, Player, plain
from coteccio_gui.players.coach import Study
from coteccio_gui.players.duplicate import Duplicate
from coteccio_gui.players.terziglio.levels import EasyPlayer, NormalPlayer, RandomPlayer

METRIC = "game points won"
"""What a tournament counts per seat and hand: what the hand scored for the seat."""
HIGHER_IS_BETTER = True


def _hard(time_budget_s: float | None) -> Player:
    """The hard level; ``time_budget_s`` caps its decision."""
    from coteccio_gui.players.terziglio.expert import CAP_S, HardPlayer

    return HardPlayer(cap_s=CAP_S if time_budget_s is None else time_budget_s)


def _expert(time_budget_s: float | None) -> Player:
    """The expert; ``time_budget_s`` caps its decision."""
    from coteccio_gui.players.terziglio.expert import CAP_S, ExpertPlayer

    return ExpertPlayer(cap_s=CAP_S if time_budget_s is None else time_budget_s)


FACTORIES: dict[str, Factory] = {
    "random": plain(RandomPlayer),
    "easy": plain(EasyPlayer),
    "normal": plain(NormalPlayer),
    "hard": _hard,
    "expert": _expert,
}
"""Terziglio's player at each level (``random`` too, for tests and tournaments)."""


def _cut(deck: list[Card], players: int) -> list[list[Card]]:
    """Twelve cards a seat and the monte (the last list)."""
    return [deck[0:12], deck[12:24], deck[24:36], deck[36:]]


def _start(players: int, deal: list[list[Card]], leader: int) -> tuple[Game, list[Event]]:
    """The hands and the monte dealt, ``leader`` eldest."""
    m = Terziglio(3, TerziglioRules(), (leader - 1) % 3)
    return cast(Game, m), [*m.apply(Deal(tuple(tuple(h) for h in deal[:3]), tuple(deal[3])))]


def _scored(events: list[Event]) -> HandScored | None:
    return next((e for e in events if isinstance(e, HandScored)), None)


def _over(m: Game, events: list[Event]) -> bool:
    assert isinstance(m, Terziglio)
    return m.phase in (Phase.DEAL, Phase.OVER) or _scored(events) is not None


def _gained(m: Game, events: list[Event]) -> list[int]:
    """What the hand scored for each seat (0s when everyone passed)."""
    scored = _scored(events)
    return [0, 0, 0] if scored is None else list(scored.gained)


DUPLICATE = Duplicate(_cut, _start, _over, _gained)
"""A tournament's hand: bid and played by three; what it scored for each seat."""


def coach_study() -> Study:
    """The coach's study of this game: its expert's search, read for a coach (loaded when asked)."""
    from coteccio_gui.players.terziglio.study import STUDY

    return STUDY
