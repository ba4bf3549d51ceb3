"""Coteccio's computer players: the levels, and how a tournament plays them.

Every game's players module offers the same names: ``FACTORIES`` (its player at each level),
``METRIC`` and ``DUPLICATE`` (how a tournament deals and plays a hand:
``players.duplicate``; whole matches: ``players.play_match``).
"""

from __future__ import annotations

from collections.abc import Callable

from coteccio_gui.players.base import Factory, Player, plain
from coteccio_gui.players.coteccio import arena
from coteccio_gui.players.coteccio.heuristic import (
    EasyPlayer,
    HardPlayer,
    NormalPlayer,
    RandomPlayer,
)
from coteccio_gui.players.duplicate import Duplicate

METRIC = "lives lost"
"""What a tournament counts per seat and hand (lower is better)."""
NET_METRIC = "net lives lost (lost - gained)"
"""What a tournament counts besides: a capotto made or saved gains a life, which ``METRIC``
does not see."""


def _expert(time_budget_s: float | None) -> Player:
    from coteccio_gui.players.coteccio.expert import ExpertPlayer

    return ExpertPlayer() if time_budget_s is None else ExpertPlayer(time_budget_s)


FACTORIES: dict[str, Factory] = {
    "random": plain(RandomPlayer),
    "easy": plain(EasyPlayer),
    "normal": plain(NormalPlayer),
    "hard": plain(HardPlayer),
    "expert": _expert,
}
"""Coteccio's player at each level (``random`` too, for tests and tournaments)."""


def _sampler() -> Player:
    from coteccio_gui.players.coteccio.plain import PlainSampler

    return PlainSampler()


def _field(name: str) -> Callable[[], Player]:
    def make() -> Player:
        from coteccio_gui.players.coteccio.fields import FIELDS

        return FIELDS[name]()

    return make


FIELD_LEVELS: dict[str, Callable[[], Player]] = {
    "sampler": _sampler,
    **{name: _field(name) for name in ("sampler-random", "sampler-shed", "sampler-exact")},
}
"""Tournament-only levels, never offered to people: plain determinization players written
from the rules alone, fields the expert does not model. ``sampler`` (``plain.py``) plays out
its deals by one simple rule; the others (``fields/``) by their own styles: uniformly random
cards, a point-shedder, a low-card rule with the last two tricks searched exactly."""


DUPLICATE = Duplicate(arena.cut, arena.start, arena.over, arena.lives_lost, arena.net_lives_lost)
"""A tournament's hand: five cards a seat, played with every seat alive; lives lost, and lost
less gained (a capotto made, or the fifth trick won against one, gains a life)."""
