"""Names of suits and cards as a player reads them, in the chosen face style."""

from __future__ import annotations

from coteccio_gui.engine import Card, Rank, Suit
from coteccio_gui.i18n import _

ITALIAN_SUITS = ("coppe", "denari", "spade", "bastoni")


def suit_name(suit: Suit | int, faces: str) -> str:
    """``coppe`` with Triestine faces, ``hearts`` with English ones."""
    if faces == "english":
        return (_("hearts"), _("diamonds"), _("spades"), _("clubs"))[int(suit)]
    return ITALIAN_SUITS[int(suit)]


def card_name(card: Card, faces: str) -> str:
    """``Re di coppe`` or ``King of hearts``."""
    rank = Rank(card % 10)
    suit = suit_name(card // 10, faces)
    if faces == "english":
        names = (_("Ace"), _("King"), _("Queen"), _("Jack"))
        word = names[rank] if rank <= Rank.FANTE else str(11 - rank)
        return _("{rank} of {suit}").format(rank=word, suit=suit)
    names = ("Asso", "Re", "Caval", "Fante")
    word = names[rank] if rank <= Rank.FANTE else str(11 - rank)
    return f"{word} di {suit}"
