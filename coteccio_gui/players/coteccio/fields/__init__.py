"""Tournament-only sampling fields, written from the rules apart from the project's levels.

Each is a plain determinization player (``player.FieldSampler``: deals of the unseen cards that
keep the voids shown, nothing else read) whose playouts follow a style of its own
(``styles``): ``sampler-random`` plays uniformly random legal cards, ``sampler-shed`` throws its
highest counters whenever it cannot win, ``sampler-exact`` plays a low-card rule and searches
the last two tricks exactly. The expert imports none of this (``tests/players/test_fields.py``).
"""

from __future__ import annotations

from collections.abc import Callable

from coteccio_gui.players.coteccio.fields.player import FieldSampler
from coteccio_gui.players.coteccio.fields.styles import exact_finish, random_finish, shed_finish

RANDOM_DEALS = 40
"""Deals per decision of ``sampler-random`` (one random playout per deal and card)."""
SHED_DEALS = 30
"""Deals per decision of ``sampler-shed``."""
EXACT_DEALS = 20
"""Deals per decision of ``sampler-exact``."""


def random_field() -> FieldSampler:
    """``sampler-random``: its playouts play uniformly random legal cards."""
    return FieldSampler(random_finish, RANDOM_DEALS)


def shed_field() -> FieldSampler:
    """``sampler-shed``: its playouts throw their highest counters whenever they cannot win."""
    return FieldSampler(shed_finish, SHED_DEALS)


def exact_field() -> FieldSampler:
    """``sampler-exact``: a low-card rule in its playouts, the last two tricks searched exactly."""
    return FieldSampler(exact_finish, EXACT_DEALS)


FIELDS: dict[str, Callable[[], FieldSampler]] = {
    "sampler-random": random_field,
    "sampler-shed": shed_field,
    "sampler-exact": exact_field,
}
"""The fields by the name ``coteccio tournament --field`` and ``--seats`` take."""
