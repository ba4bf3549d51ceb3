"""The one interface every computer (and human) player offers the table."""

from __future__ import annotations

import random
from typing import Protocol

from coteccio_gui.engine import CapottoChoice, Card, SeatView


class Player(Protocol):
    """Decides for one seat from its view only; every random choice uses the ``rng`` given."""

    def choose_card(self, view: SeatView, rng: random.Random) -> Card:
        """The card to play now; one of ``view.legal``."""
        ...

    def choose_capotto(self, view: SeatView, rng: random.Random) -> CapottoChoice:
        """After winning the first four tricks: annul the hand or play the fifth trick."""
        ...

    def choose_doctor(self, view: SeatView, rng: random.Random) -> bool:
        """At 0 lives: call the doctor (``True``) or go out."""
        ...
