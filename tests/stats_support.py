"""Finished matches of several games, counted into statistics the same way every time: the
ones ``tests/data/stats-v1.json`` was written from (by the version-1 code, commit abbdb2c)."""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from coteccio_gui.engine.game import Game
from coteccio_gui.games.coteccio import CapottoChoice, HouseRules, Match, Phase
from coteccio_gui.record import dumps_record
from coteccio_gui.stats import record_key
from tests.games.coteccio_scenario import play_tricks
from tests.ui.sheet_support import played
from tests.ui.support import doctor_match

UNDONE = [{"at": 3, "events": [{"seat": 0, "play": "Ac"}]}]
"""A record's ``meta.undone``: a person took a move back."""


class Counted(NamedTuple):
    """One finished match as the statistics receive it."""

    players: list[str]
    match: Game
    kinds: list[str]
    undone: bool
    when: str

    def text(self) -> str:
        """The match's record, as it is filed."""
        meta: dict[str, Any] = {"seats": self.kinds, "seed": 1}
        if self.undone:
            meta["undone"] = UNDONE
        return dumps_record(self.players, self.match, meta)

    def key(self) -> str:
        """The hash that counts it once."""
        return record_key(self.text())


def two_capottos() -> Match:
    """Bruno makes capotto in hand 1, saves Anna's in hand 2, and wins the pool of 20."""
    m = Match(2, HouseRules(starting_lives=2), first_dealer=0)
    hand1 = [{1: "Ac", 0: "4c"}, {1: "Ad", 0: "4d"}, {1: "As", 0: "4s"}, {1: "Ab", 0: "4b"},
             {1: "Rc", 0: "7c"}]  # fmt: skip
    hand2 = [{0: "Ac", 1: "4c"}, {0: "Ad", 1: "4d"}, {0: "As", 1: "4s"}, {0: "Ab", 1: "4b"},
             {0: "7c", 1: "Rc"}]  # fmt: skip
    play_tricks(m, hand1, CapottoChoice.PLAY)
    play_tricks(m, hand2, CapottoChoice.PLAY)
    assert m.winner == 1
    return m


def finish(m: Match, seed: int, doctor: float = 1.0) -> Match:
    """Play ``m`` to its end with random legal choices (the doctor called at that chance)."""
    rng = random.Random(seed)
    while m.phase is not Phase.FINISHED:
        if m.phase is Phase.DEAL:
            m.deal(rng)
        elif m.phase is Phase.PLAY:
            m.play(m.turn, rng.choice(m.legal_plays(m.turn)))
        elif m.phase is Phase.CAPOTTO:
            m.decide_capotto(m.turn, rng.choice(list(CapottoChoice)))
        else:
            m.decide_doctor(m.turn, rng.random() < doctor)
    return m


def counted_matches() -> list[Counted]:
    """Coteccio with capottos, doctor calls, people and computers (one of each named Bruno),
    moves taken back, a table of people only; Tressette and Rovescino beside it."""
    four = ["Anna", "Bruno", "Carla", "Dario"]
    return [
        Counted(["Anna", "Bruno"], two_capottos(), ["human", "normal"], True, "2026-11-01 20:15"),
        Counted(
            four,
            finish(doctor_match(), 3),
            ["human", "human", "easy", "easy"],
            False,
            "2026-11-02 21:00",
        ),
        Counted(
            four,
            finish(Match(4, HouseRules(stake=20), 1), 7, 0.5),
            ["human", "normal", "normal", "hard"],
            True,
            "2026-11-03 18:40",
        ),
        Counted(
            ["Elena", "Anna", "Franco"],
            finish(Match(3, first_dealer=2), 11, 0.7),
            ["human"] * 3,
            False,
            "2026-11-04 09:05",
        ),
        Counted(
            four,
            played("tressette", 4, seed=3, hands=99),
            ["human"] + ["easy"] * 3,
            True,
            "2026-11-05 22:30",
        ),
        Counted(
            ["Anna", "Bruno", "Carla"],
            played("rovescino", 3, seed=4, hands=99),
            ["human", "normal", "normal"],
            False,
            "2026-11-06 17:00",
        ),
    ]
