"""Stovkahra's cards and combinations in a player's words: the German suits (acorns, leaves,
hearts, bells; Ace, King, Over, Under), or the same cards with English faces (clubs, spades,
hearts, diamonds; Queen for the Over, Jack for the Under).

>>> from coteccio_gui import i18n
>>> from coteccio_gui.games.stovkahra.cards import card_from_code as c
>>> i18n.set_language("en"); card_name(c("Ol"), "german"), card_name(c("Ol"), "german-english")
('Over of leaves', 'Queen of spades')
>>> i18n.set_language("it"); card_name(c("Ub"), "german"), the_card(c("Aa"), "german")
('Unter di campanelli', "l'Asso di ghiande")
>>> i18n.set_language("en")
"""

from __future__ import annotations

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.stovkahra.cards import RANK_OF, SUIT_OF, Rank
from coteccio_gui.i18n import _, ngettext, pgettext

ENGLISH = "german-english"
"""The faces of the English-faces setting: the same 32 cards with French suits."""


def faces_of(setting: str) -> str:
    """The faces to draw for the player's setting: German suits, or French with English faces."""
    return ENGLISH if _english(setting) else "german"


def _english(faces: str) -> bool:
    """Whether ``faces`` (the faces drawn, or the player's setting) are the English ones."""
    return faces in ("english", ENGLISH)


def suit_name(suit: int, faces: str) -> str:
    """``acorns``/``ghiande``, or with English faces ``clubs``/``fiori``."""
    if _english(faces):
        return (
            pgettext("english suit", "clubs"),
            pgettext("english suit", "spades"),
            pgettext("english suit", "hearts"),
            pgettext("english suit", "diamonds"),
        )[int(suit)]
    return (
        pgettext("german suit", "acorns"),
        pgettext("german suit", "leaves"),
        pgettext("german suit", "hearts"),
        pgettext("german suit", "bells"),
    )[int(suit)]


def rank_name(rank: int, faces: str) -> str:
    """``Ace``, ``King``, ``Over``, ``Under`` (``Queen``, ``Jack`` with English faces); the
    number cards by their number."""
    if rank >= Rank.TEN:
        return str(14 - rank)
    if _english(faces):
        return (
            pgettext("english rank", "Ace"),
            pgettext("english rank", "King"),
            pgettext("english rank", "Queen"),
            pgettext("english rank", "Jack"),
        )[rank]
    return (
        pgettext("german rank", "Ace"),
        pgettext("german rank", "King"),
        pgettext("german rank", "Over"),
        pgettext("german rank", "Under"),
    )[rank]


def card_name(card: Card, faces: str) -> str:
    """``Over of leaves`` or ``Queen of spades``, as the language and faces say."""
    return pgettext("card name", "{rank} of {suit}").format(
        rank=rank_name(RANK_OF[card], faces), suit=suit_name(SUIT_OF[card], faces)
    )


def the_card(card: Card, faces: str) -> str:
    """A card with its article, for a sentence: ``the Ace of acorns``, ``l'Asso di ghiande``."""
    rank, name = RANK_OF[card], card_name(card, faces)
    if rank == Rank.ACE:
        return pgettext("an ace with its article", "the {card}").format(card=name)
    if rank == Rank.OVER and _english(faces):
        return pgettext("a queen with its article", "the {card}").format(card=name)
    return pgettext("a card with its article", "the {card}").format(card=name)


def ranks_name(rank: int, faces: str) -> str:
    """A rank in the plural, as a declaration says it: ``Aces``, ``Overs`` (``Queens``)."""
    if rank == Rank.TEN:
        return _("Tens")
    if rank == Rank.SEVEN:
        return _("Sevens")
    if _english(faces):
        return (_("Aces"), _("Kings"), _("Queens"), _("Jacks"))[rank]
    return (_("Aces"), _("Kings"), _("Overs"), _("Unders"))[rank]


def combination(rank: int, held: int, faces: str) -> str:
    """``three Aces``, ``four Sevens``."""
    if held == 4:
        return _("four {ranks}").format(ranks=ranks_name(rank, faces))
    return _("three {ranks}").format(ranks=ranks_name(rank, faces))


def brcka(n: int) -> str:
    """``1 brčko``, ``2 brčka``."""
    return ngettext("{n} brčko", "{n} brčka", n).format(n=n)
