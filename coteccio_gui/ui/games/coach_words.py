"""What each game's coach and set-up say: the game's measure, and each level's measured strength.

A :class:`Measure` names what a card's numbers mean in a game (Rovescino's penalty points,
Cöch's chance of losing the hand, Zifuli's stakes, the side's points in Tressette, Terziglio's
game points). ``level_strength`` names a level by its strength as measured with
``coteccio tournament`` on duplicate deals against the game's normal level (the figures and
their commands are in docs/computer-players.md).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from coteccio_gui.i18n import N_, _, decimal


@dataclass(frozen=True, slots=True)
class Measure:
    """How a game's coach says a card's numbers (the messages are translated when said)."""

    best: str
    """The expert's card and the next best, with ``{card} {a} {other} {b}``."""
    review: str
    """A play that was not the expert's card: ``{card}`` the expert's, ``{a}`` its number,
    ``{b}`` the number of the card played."""
    named: str
    """The same of a person named ``{name}`` (a match more than one person played)."""
    spec: str = ".1f"
    """How a number is written (``decimal``), unless it is a percentage."""
    percent: bool = False


MEASURES: dict[str, Measure] = {
    "rovescino": Measure(
        N_("{card}: {a} penalty points on average over the deals I tried; {other}: {b}."),
        N_("Coach: the expert's card was {card}, {a} penalty points on average; yours {b}."),
        N_("Coach: the expert's card was {card}, {a} penalty points on average; {name}'s {b}."),
    ),
    "coch": Measure(
        N_("{card}: the chance of losing the hand over the deals I tried: {a}; {other}: {b}."),
        N_("Coach: the expert's card was {card}, the chance of losing the hand {a}; yours {b}."),
        N_("Coach: the expert's card was {card}, the chance of losing the hand {a}; {name}'s {b}."),
        percent=True,
    ),
    "zifuli": Measure(
        N_("{card}: your stakes come to {a} on average over the deals I tried; {other}: {b}."),
        N_("Coach: the expert's card was {card}, stakes {a} on average; yours {b}."),
        N_("Coach: the expert's card was {card}, stakes {a} on average; {name}'s {b}."),
        spec="+.2f",
    ),
    "tressette": Measure(
        N_("{card}: your side takes {a} points on average over the deals I tried; {other}: {b}."),
        N_("Coach: the expert's card was {card}, {a} points for your side on average; yours {b}."),
        N_(
            "Coach: the expert's card was {card}, {a} points for {name}'s side on average; "
            "{name}'s {b}."
        ),
    ),
    "tressette-in-due": Measure(
        N_("{card}: you take {a} points on average over the deals I tried; {other}: {b}."),
        N_("Coach: the expert's card was {card}, {a} points on average; yours {b}."),
        N_("Coach: the expert's card was {card}, {a} points on average; {name}'s {b}."),
    ),
    "terziglio": Measure(
        N_("{card}: you score {a} game points on average over the deals I tried; {other}: {b}."),
        N_("Coach: the expert's card was {card}, {a} game points on average; yours {b}."),
        N_("Coach: the expert's card was {card}, {a} game points on average; {name}'s {b}."),
        spec="+.2f",
    ),
}
"""Each game's measure (Coteccio's coach has its own words: ``coteccio_coach``)."""


_RANDOM = N_("Random: any legal card, without a thought.")
_SLIPS = N_("Easy: plays like normal, with a careless card about one time in three.")
_BOLD = N_(
    "Easy: plays like normal, with a careless card about one time in three, and bids boldly."
)
_SHY = N_(
    "Easy: plays like normal, with a careless card about one time in three, "
    "and dares to bid only its strongest hands."
)
_RULES = N_("Normal: plays by simple rules of thumb; the yardstick for the other levels.")
_FEW = N_("Hard: tries a few deals of the unseen cards before each card.")
_MANY = N_("Expert: tries many deals of the unseen cards for every card.")

_PENALTY = N_("Against normal players it takes about {x} times their penalty points.")
_HANDS_LOST = N_("Against a normal side it loses about {x} of the hands.")
_PAYS = N_("Among normal players it pays about {x} stakes a hand.")
_WINS = N_("Among normal players it wins about {x} stakes a hand.")
_SIDE = N_("Its side takes about {x} times the points of a normal side.")
_POINTS = N_("It takes about {x} times the points of a normal player.")
_GAME_POINTS = N_("At a table of normal players it scores about {x} times their game points.")

LEVELS: dict[str, dict[str, tuple[str, str, float]]] = {
    "rovescino": {
        "easy": (_SLIPS, _PENALTY, 1.16),
        "hard": (_FEW, _PENALTY, 0.80),
        "expert": (_MANY, _PENALTY, 0.70),
    },
    "coch": {
        "easy": (_SLIPS, _HANDS_LOST, 0.58),
        "hard": (_FEW, _HANDS_LOST, 0.36),
        "expert": (_MANY, _HANDS_LOST, 0.27),
    },
    "zifuli": {
        "easy": (_BOLD, _PAYS, 0.13),
        "hard": (_FEW, _WINS, 0.20),
        "expert": (_MANY, _WINS, 0.36),
    },
    "tressette": {
        "easy": (_SLIPS, _SIDE, 0.82),
        "hard": (_FEW, _SIDE, 1.26),
        "expert": (_MANY, _SIDE, 1.57),
    },
    "tressette-in-due": {
        "easy": (_SLIPS, _POINTS, 0.83),
        "hard": (_FEW, _POINTS, 1.93),
        "expert": (_MANY, _POINTS, 2.13),
    },
    "terziglio": {
        "easy": (_SHY, _GAME_POINTS, 0.84),
        "hard": (_FEW, _GAME_POINTS, 1.78),
        "expert": (_MANY, _GAME_POINTS, 2.36),
    },
}
"""Per game and level: what the level does, how its strength is said and the measured figure
(a ratio to normal's, Cöch's share of hands lost, Zifuli's stakes a hand)."""


def _figure(game: str, x: float) -> str:
    if game == "coch":
        return _("{n}%").format(n=round(x * 100))
    return decimal(x, ".2f" if game == "zifuli" else ".1f")


def level_strength(game: str, level: str) -> str | None:
    """A computer level of ``game`` with its measured strength, in a player's words; ``None``
    for a level not described."""
    if level == "random":
        return _(_RANDOM)
    if level == "normal":
        return _(_RULES)
    said = LEVELS.get(game, {}).get(level)
    if said is None:
        return None
    does, strength, x = said
    return f"{_(does)} {_(strength).format(x=_figure(game, x))}"


def words_of(game: str) -> Callable[[str], str | None]:
    """``level_strength`` for one game (the registry's ``Words``)."""
    return lambda level: level_strength(game, level)
