"""Tressette's computer players (four players, partners facing), and the family's shared parts.

Offers what every game's players module offers: ``FACTORIES`` (its player at each level),
``METRIC``, ``deal_for_duplicate`` and ``play_dealt_hand`` (whole matches: ``players.play_match``).
Tressette in due's module (:mod:`coteccio_gui.players.tressette_in_due`) offers the same from
these parts.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.tressette.actions import Action
from coteccio_gui.players.base import Factory, Player, plain
from coteccio_gui.players.tressette import arena
from coteccio_gui.players.tressette.levels import EasyPlayer, NormalPlayer, RandomPlayer

METRIC = "points of the seat's side"
"""What a tournament counts per seat and hand: the side's card points and last trick."""
HIGHER_IS_BETTER = True
"""A tournament's rate is a score here, not a loss."""


def _hard(time_budget_s: float | None) -> Player:
    """The hard level; ``time_budget_s`` caps its decision."""
    from coteccio_gui.players.tressette.expert import CAP_S, HardPlayer

    return HardPlayer(cap_s=CAP_S if time_budget_s is None else time_budget_s)


def _expert(time_budget_s: float | None) -> Player:
    """The expert; ``time_budget_s`` caps its decision."""
    from coteccio_gui.players.tressette.expert import CAP_S, ExpertPlayer

    return ExpertPlayer(cap_s=CAP_S if time_budget_s is None else time_budget_s)


FACTORIES: dict[str, Factory] = {
    "random": plain(RandomPlayer),
    "easy": plain(EasyPlayer),
    "normal": plain(NormalPlayer),
    "hard": _hard,
    "expert": _expert,
}
"""Tressette's player at each level (``random`` too, for tests and tournaments)."""


def deal_for_duplicate(players: int, rng: random.Random) -> list[list[Card]]:
    """Ten random cards a seat, to be played at several tables."""
    return arena.deal_cards(players, rng)


def play_dealt_hand(
    table: Sequence[Player[Action]], deal: list[list[Card]], leader: int, rng: random.Random
) -> list[int]:
    """Play the dealt hand from ``leader``; the points of each seat's side."""
    return arena.play_dealt_hand(table, deal, leader, rng)
