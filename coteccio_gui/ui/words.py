"""Names of suits and cards as a player reads them: in the chosen language and face style.

>>> from coteccio_gui import i18n
>>> i18n.set_language("it"); card_name(10, "triestine"), card_name(1, "english")
('Asso di denari', 'Re di cuori')
>>> i18n.set_language("en"); card_name(1, "triestine"), card_name(1, "english")
('King of cups', 'King of hearts')
"""

from __future__ import annotations

from coteccio_gui.engine import Card, Rank
from coteccio_gui.engine.cards import RANK_OF, SUIT_OF
from coteccio_gui.games.cucco.cards import ROMANS
from coteccio_gui.i18n import N_, _, pgettext

LEVEL_NAMES = {
    "easy": N_("easy"),
    "normal": N_("normal"),
    "hard": N_("hard"),
    "expert": N_("expert"),
}
"""The computer levels as a player reads them."""


def level_name(level: str) -> str:
    """A computer level in the player's language (an unknown one as it is written)."""
    return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level


def player_label(name: str, level: str | None) -> str:
    """A person's name, or a computer's name with its level: ``Anna (computer, normal)``."""
    if level is None:
        return name
    return _("{name} (computer, {level})").format(name=name, level=level_name(level))


def suit_name(suit: int, faces: str) -> str:
    """``coppe``/``cups`` with Triestine faces, ``cuori``/``hearts`` with English ones."""
    if faces == "english":
        return (
            pgettext("english suit", "hearts"),
            pgettext("english suit", "diamonds"),
            pgettext("english suit", "spades"),
            pgettext("english suit", "clubs"),
        )[int(suit)]
    # An English reader takes "spade" for the English word: in English these are cups, coins,
    # swords and batons (as the README promises "King of cups"); Italian keeps coppe, denari...
    return (
        pgettext("triestine suit", "coppe"),
        pgettext("triestine suit", "denari"),
        pgettext("triestine suit", "spade"),
        pgettext("triestine suit", "bastoni"),
    )[int(suit)]


def rank_name(rank: int, faces: str) -> str:
    """``Re``/``King``; the number cards by their number."""
    if rank > Rank.FANTE:
        return str(11 - rank)
    if faces == "english":
        return (
            pgettext("english rank", "Ace"),
            pgettext("english rank", "King"),
            pgettext("english rank", "Queen"),
            pgettext("english rank", "Jack"),
        )[rank]
    return (
        pgettext("triestine rank", "Ace"),
        pgettext("triestine rank", "King"),
        pgettext("triestine rank", "Knight"),
        pgettext("triestine rank", "Jack"),
    )[rank]


def card_name(card: Card, faces: str) -> str:
    """``Re di coppe`` or ``King of hearts``, as the language and faces say."""
    return pgettext("card name", "{rank} of {suit}").format(
        rank=rank_name(RANK_OF[card], faces), suit=suit_name(SUIT_OF[card], faces)
    )


def the_card(card: Card, faces: str) -> str:
    """A card with its article, for a sentence: ``l'Asso di spade``, ``il 4 di coppe``, ``the Ace
    of swords`` (Italian puts *l'* before Asso, *la* before Donna, *il* before the others).

    >>> from coteccio_gui import i18n
    >>> i18n.set_language("it"); the_card(20, "triestine"), the_card(2, "english")
    ("l'Asso di spade", 'la Donna di cuori')
    >>> i18n.set_language("en"); the_card(27, "triestine")
    'the 4 of swords'
    """
    rank, name = RANK_OF[card], card_name(card, faces)
    if rank == Rank.ASSO:
        return pgettext("an ace with its article", "the {card}").format(card=name)
    if rank == Rank.CAVAL and faces == "english":
        return pgettext("a queen with its article", "the {card}").format(card=name)
    return pgettext("a card with its article", "the {card}").format(card=name)


def cucco_card_name(card: Card) -> str:
    """A card of the Cucco pack by its name: ``Figura V``/``Figure V``, ``il Matto``/``the Fool``.

    >>> from coteccio_gui import i18n
    >>> i18n.set_language("it"); cucco_card_name(8), cucco_card_name(36)
    ('Figura V', 'il Cucco')
    >>> i18n.set_language("en"); cucco_card_name(9), cucco_card_name(39)
    ('Figure V', 'Brescia (the Lion)')
    """
    design = card // 2
    if design < 10:
        return pgettext("cucco card", "Figure {number}").format(number=ROMANS[design])
    return (
        pgettext("cucco card", "the Fool"),
        pgettext("cucco card", "the Great Mask"),
        pgettext("cucco card", "the Bucket"),
        pgettext("cucco card", "Zero"),
        pgettext("cucco card", "the Inn"),
        pgettext("cucco card", "the Cat"),
        pgettext("cucco card", "the Horse"),
        pgettext("cucco card", "the Bragon"),
        pgettext("cucco card", "the Cuckoo"),
        pgettext("cucco card", "Brescia (the Lion)"),
    )[design - 10]


def cucco_suit_name(suit: int) -> str:
    """The two "suits" of the Cucco pack, by their Italian names in any language, as the rules
    call them: ``Figure`` (the numbered pictures) and ``Matte``."""
    return (pgettext("cucco suit", "Figure"), pgettext("cucco suit", "Matte"))[int(suit)]


def court_names(faces: str) -> dict[str, str]:
    """The four cards that score, named as the face style shows them: ``ace``, ``king``,
    ``knight`` (the Caval, or the Queen of an English pack) and ``jack``."""
    return {
        key: rank_name(rank, faces) for rank, key in enumerate(("ace", "king", "knight", "jack"))
    }
