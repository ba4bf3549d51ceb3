"""Coteccio's computer players: the levels, and how a tournament plays them.

Every game's players module offers the same names: ``FACTORIES`` (its player at each level),
``METRIC``, ``deal_for_duplicate`` and ``play_dealt_hand`` (whole matches:
``players.play_match``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from coteccio_gui.engine import Card
from coteccio_gui.players.base import Factory, Player, plain
from coteccio_gui.players.coteccio import arena
from coteccio_gui.players.coteccio.heuristic import (
    EasyPlayer,
    HardPlayer,
    NormalPlayer,
    RandomPlayer,
)

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


FIELD_LEVELS = {"sampler": _sampler}
"""Tournament-only levels, never offered to people: ``sampler``, a plain determinization
player written from the rules alone (``plain.py``), a field the expert does not model."""


def deal_for_duplicate(players: int, rng: random.Random) -> list[list[Card]]:
    """Five random cards for each seat, to be played at several tables."""
    return arena.deal_cards(players, rng)


def play_dealt_hand(
    table: Sequence[Player], deal: list[list[Card]], leader: int, rng: random.Random
) -> list[int]:
    """Play the dealt hand from ``leader``; the lives each seat lost."""
    return arena.play_dealt_hand(table, deal, leader, rng)


def play_dealt_hand_net(
    table: Sequence[Player], deal: list[list[Card]], leader: int, rng: random.Random
) -> tuple[list[int], list[int]]:
    """Play the dealt hand from ``leader``: the lives each seat lost, and lost less gained."""
    lost, gained = arena.play_dealt_hand_lives(table, deal, leader, rng)
    return lost, [x - g for x, g in zip(lost, gained, strict=True)]
