"""What a match waits for."""

from enum import Enum


class Phase(Enum):
    """What the match waits for: a deal, a play, a capotto or doctor choice, or nothing."""

    DEAL = "deal"
    PLAY = "play"
    CAPOTTO = "capotto"
    DOCTOR = "doctor"
    FINISHED = "finished"
