"""What a game's coach and set-up say: the game's measure, and each level's measured strength.

A :class:`~coteccio_gui.ui.games.measure.Measure` names what a card's numbers mean in a game
(Rovescino's penalty points,
Cöch's chance of losing the hand, Zifuli's stakes, the side's points in Tressette, Terziglio's
game points). A presentation names its game's measure and its levels' measured figures
(:class:`Coaching`, as ``coteccio tournament`` measured them on duplicate deals against the game's
normal level: docs/computer-players.md); the coach and the set-up ask the presentation.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from coteccio_gui.i18n import N_, _, decimal
from coteccio_gui.ui.games.measure import Measure
from coteccio_gui.ui.words import suit_name

if TYPE_CHECKING:
    from coteccio_gui.ui.games.coach import Coach


RANDOM = N_("Random: any legal card, without a thought.")
SLIPS = N_("Easy: plays like normal, with a careless card about one time in three.")
RULES = N_("Normal: plays by simple rules of thumb; the yardstick for the other levels.")
FEW = N_("Hard: tries a few deals of the unseen cards before each card.")
MANY = N_("Expert: tries many deals of the unseen cards for every card.")
"""The words most games' levels share (a game names its own where they differ)."""

Figures = Mapping[str, tuple[str, str, float]]
"""Per level: what the level does, how its strength is said (``{x}``) and the measured figure."""


class Coaching:
    """A presentation's coach and its levels in a player's words (part of every presentation)."""

    name = ""
    measure: Measure | None = None
    """The game's measure, for a coach built on its expert's study (None: no such coach)."""
    level_figures: Figures = {}
    """Each level's words and measured figure (a ratio to normal's, a share, stakes…)."""
    figure_spec = ".1f"
    """How a level's figure is written (``decimal``); a share is written as a percentage."""
    figure_percent = False
    own_suit_name: Callable[[int], str] | None = None
    """How a game with a pack of its own names a suit, in any faces (``None``: the faces')."""

    def level_words(self, level: str) -> str | None:
        """A computer level with its measured strength, in a player's words; ``None`` for a
        level not described."""
        if level == "random":
            return _(RANDOM)
        if level == "normal":
            return _(RULES)
        said = self.level_figures.get(level)
        if said is None:
            return None
        does, strength, x = said
        figure = _("{n}%").format(n=round(x * 100)) if self.figure_percent else ""
        figure = figure or decimal(x, self.figure_spec)
        return f"{_(does)} {_(strength).format(x=figure)}"

    def make_coach(self) -> Coach | None:
        """The game's coach: its expert's study said in its measure (None without a measure)."""
        if self.measure is None:
            return None
        from coteccio_gui.players import study_of
        from coteccio_gui.ui.games.game_coach import GameCoach

        study = study_of(self.name)
        if study is None:
            return None
        return GameCoach(
            study, self.measure, self.card_name, self.card_in_sentence, self.suit_in_sentence
        )

    def card_name(self, card: int, faces: str) -> str:
        """A card as a player reads it (the presentation's)."""
        raise NotImplementedError

    def card_in_sentence(self, card: int, faces: str) -> str:
        """A card as a sentence names it (the presentation's)."""
        raise NotImplementedError

    def suit_in_sentence(self, suit: int, faces: str) -> str:
        """A suit as a sentence names it: ``swords``, ``spade``, or the pack's own (``Matte``)."""
        own = self.own_suit_name
        return own(suit) if own is not None else suit_name(suit, faces)
