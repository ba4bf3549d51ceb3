"""A Coteccio player: a card, a capotto choice and a doctor choice, each from the view."""

from __future__ import annotations

import random

from coteccio_gui.engine import Card, Play
from coteccio_gui.engine.game import Action
from coteccio_gui.games.coteccio import Capotto, CapottoChoice, Doctor, Phase, SeatView


class CoteccioPlayer:
    """A Coteccio player: a card, a capotto choice and a doctor choice, each from the view."""

    def decide(self, view: SeatView, rng: random.Random) -> Action:
        """The play, capotto or doctor action the view waits for."""
        seat = view.seat
        if view.phase is Phase.PLAY:
            return Play(seat, self.choose_card(view, rng))
        if view.phase is Phase.CAPOTTO:
            return Capotto(seat, self.choose_capotto(view, rng))
        return Doctor(seat, self.choose_doctor(view, rng))

    def choose_card(self, view: SeatView, rng: random.Random) -> Card:
        """The card to play now; one of ``view.legal``."""
        raise NotImplementedError

    def choose_capotto(self, view: SeatView, rng: random.Random) -> CapottoChoice:
        """After winning the first four tricks: annul the hand or play the fifth trick."""
        raise NotImplementedError

    def choose_doctor(self, view: SeatView, rng: random.Random) -> bool:
        """At 0 lives: call the doctor (``True``) or go out."""
        raise NotImplementedError
