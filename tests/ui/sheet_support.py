"""Matches of any game played some hands in, for the score sheet's tests and pictures."""

from __future__ import annotations

import random

from coteccio_gui import games
from coteccio_gui.engine.events import HandDealt
from coteccio_gui.engine.game import Game
from coteccio_gui.ui.core.loop import App
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Giulia"]


def played(game: str, players: int, seed: int, hands: int, rules: object = None) -> Game:
    """A match of ``game`` with random legal actions (never a claim, which would end it
    early), stopped when ``hands`` hands are over or the match is."""
    spec = games.spec(game)
    rules = rules if rules is not None else spec.rules_from_dict({})
    rng = random.Random(seed)
    m = spec.new_match(players, rules, rng)
    dealt = 0
    while m.outcome() is None:
        if m.needs_deal():
            if dealt == hands:
                break
            events = m.deal(rng)
        else:
            legal = m.legal_actions()
            calm = [a for a in legal if type(a).__name__ not in ("Claim", "Annul")]
            events = m.apply(rng.choice(calm or legal))
        dealt += sum(isinstance(e, HandDealt) for e in events)
    return m


def table_of(app: App, m: Game, kinds: list[str] | None = None) -> TableScene:
    """A table showing ``m`` with the person at the first seat, computers elsewhere."""
    kinds = kinds or ["human"] + ["easy"] * (m.players - 1)
    seats = [SeatSetup(NAMES[i], kinds[i]) for i in range(len(kinds))]
    return TableScene(app, TableSetup(m.name, seats, m.rules, 4), match=m)
