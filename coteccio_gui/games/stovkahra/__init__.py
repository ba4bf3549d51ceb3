"""Stovkahra (Brčko), the last living Trappola game: four players in two partnerships, the
German-suited pack of 32 cards (:mod:`~coteccio_gui.games.stovkahra.cards`), trumps turned from
the bottom of the pack, declarations, Sevens' bonuses and "dost", games to 100 and a series to
10 brčka. The rules are STOVKAHRA.md's (docs/rules.md, Stovkahra).

Pure like every game: no pygame, no files, no clock, no translations, no global random.
"""

from coteccio_gui.games.stovkahra.match import Stovkahra
from coteccio_gui.games.stovkahra.spec import SPEC
from coteccio_gui.games.stovkahra.view import StovkahraView
from coteccio_gui.games.stovkahra.wire import WIRE

__all__ = ["SPEC", "WIRE", "Stovkahra", "StovkahraView"]
