"""One entry per game: its spec, its levels, its presentation and its coach, from the list.

The table, the set-up and the history reach a game through its :class:`Entry` only: the rules
(``spec``), who may sit at the table (``levels``: a name, how to make that player, what a person
is told of it), how the table looks (``presentation``) and the coach (the presentation makes it
from the game's own study, and says its levels' measured strength in a player's words). The
parts come from the game's package in each layer, as the one list of games names them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from coteccio_gui import games
from coteccio_gui.engine.game import GameSpec
from coteccio_gui.players import ALL_LEVELS, players_of
from coteccio_gui.players.base import Factory
from coteccio_gui.ui.games import presentation
from coteccio_gui.ui.games.base import Presentation
from coteccio_gui.ui.games.coach import Coach, HistoryReviews, PlayReviews

Words = Callable[[str], str | None]
"""A level's strength in a player's words, or None where it is not described."""


def _no_words(level: str) -> str | None:
    return None


@dataclass(frozen=True, slots=True)
class Level:
    """A computer level of one game: its name, its player, and what a person is told of it."""

    name: str
    make: Factory
    """A new player of this level, given the expert's time budget (None: its own)."""
    words: Words = _no_words
    """The level's strength in a player's words (``describe``)."""

    def describe(self) -> str | None:
        """The level's strength in a player's words (translated now); None if not described."""
        return self.words(self.name)


@dataclass(frozen=True, slots=True)
class Entry:
    """Everything the program needs of one game, registered once."""

    name: str
    spec: GameSpec
    levels: Mapping[str, Level]
    presentation: Presentation
    coach: Coach | None = None

    def play_reviews(self) -> PlayReviews:
        """The coach's reviews of a table's plays (off where the game has no coach)."""
        return PlayReviews(self.coach)

    def history_reviews(self, people: set[int], names: Sequence[str] = ()) -> HistoryReviews:
        """The coach's word on the plays of ``people`` in a history (off without a coach),
        naming each by ``names`` where there are more than one."""
        return HistoryReviews(self.coach, people, names)


@cache
def entry(game: str) -> Entry:
    """The registry entry of ``game``; ``UnknownGame`` if there is none."""
    spec = games.spec(game)
    look = presentation(game)
    made = players_of(game).FACTORIES
    levels = {level: Level(level, made[level], look.level_words) for level in ALL_LEVELS}
    return Entry(game, spec, levels, look, look.make_coach())
