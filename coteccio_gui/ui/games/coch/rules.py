"""Cöch's words that do not change during a match, and what both Cucco games say alike: the
rules screen, the house rules, the presets, half points and the cards of the Cucco pack."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from coteccio_gui.games.coch import CochRules
from coteccio_gui.games.cucco.cards import HALVES, Design, card_of
from coteccio_gui.i18n import N_, _, ngettext
from coteccio_gui.ui.words import cucco_card_name, cucco_suit_name

COCH_ORDER = tuple(Design(d) for d in range(19, 9, -1))
"""The Matte from the highest to the lowest in Cöch: Brescia … Matto."""

TIPS = {
    "coch": N_(
        "You play with the partner opposite you. Your side needs 10 of the 19 card points: "
        "Figure V to VIIII are worth ½ each, Figure X 1, the Matte from the Inn up 1 each. "
        "Follow the suit led (Figure or Matte) if you can."
    ),
    "dummy": N_("A hand lies face up: it is a dummy, and its partner plays it as well as his own."),
}

LABELS = {"target": N_("Hands to win the match")}
PRESETS = {
    "best_of_three": N_("Best of three"),
    "one_hand": N_("One hand"),
    "best_of_five": N_("Best of five"),
}


def points_text(halves: int) -> str:
    """Halves of a point as a player writes them: ``3``, ``½``, ``9½``."""
    whole, half = divmod(halves, 2)
    if not half:
        return str(whole)
    return f"{whole}½" if whole else "½"


def dummy_name(name: str) -> str:
    """The name of a dummy hand, after the player who plays it."""
    return _("{name}'s dummy").format(name=name)


def side_people(names: Sequence[str], side: int) -> list[str]:
    """The names of a side of Cöch (seats ``side`` and ``side + 2``), a dummy left out."""
    first, second = names[side], names[side + 2]
    return [first] if second == dummy_name(first) else [first, second]


def side_name(names: Sequence[str], side: int) -> str:
    """A side of Cöch by its people: ``Anna and Carla``, or ``Anna`` with her dummy."""
    people = side_people(names, side)
    if len(people) == 1:
        return people[0]
    return _("{a} and {b}").format(a=people[0], b=people[1])


def recount_line(recount: tuple[int, int] | None, side: int | None, names: Sequence[str],
                 points: tuple[int, int]) -> str:  # fmt: skip
    """One sentence about who won a hand of Cöch, and how."""
    if side is None:
        return _("9½ points each and 41 each in the recount: nobody wins the hand.")
    who = side_name(names, side)
    n = len(side_people(names, side))
    if recount is not None:
        text = ngettext(
            "9½ points each: {side} wins the hand on the recount, {a} to {b}.",
            "9½ points each: {side} win the hand on the recount, {a} to {b}.",
            n,
        )
        return text.format(side=who, a=recount[side], b=recount[1 - side])
    text = ngettext(
        "{side} wins the hand, {a} points to {b}.", "{side} win the hand, {a} points to {b}.", n
    )
    return text.format(side=who, a=points_text(points[side]), b=points_text(points[1 - side]))


def rule_cards(
    order: Sequence[Design], caption: str
) -> tuple[list[tuple[int, str]], str, list[tuple[int, str, str]]]:
    """The two suits, then the Matte in ``order`` with each one's points."""
    suits = [(card_of(Design.F10), cucco_suit_name(0)), (card_of(Design.CUCCO), cucco_suit_name(1))]
    ranks = []
    for design in order:
        worth = HALVES[card_of(design)]
        ranks.append((card_of(design), cucco_card_name(card_of(design)),
                      points_text(worth) if worth else "–"))  # fmt: skip
    return suits, caption, ranks


def pack_paragraphs(fool_above_zero: bool = False) -> list[tuple[str, str]]:
    """The Cucco pack and its points; ``fool_above_zero`` for Zifuli, where the Fool ranks
    between Zero and the Inn instead of lowest."""
    if fool_above_zero:
        pack = _(
            "Forty cards: twenty designs, two identical copies of each, in two suits. The "
            "Figure are numbered I to X, I lowest. The Matte rise: the Great Mask, the Bucket, "
            "Zero, the Fool, XI the Inn, XII the Cat, XIII the Horse, XIIII the Bragon, XV the "
            "Cuckoo and Brescia (the Lion), the highest: in Zifuli the Fool ranks between Zero "
            "and the Inn, not lowest as in Cöch."
        )
    else:
        pack = _(
            "Forty cards: twenty designs, two identical copies of each, in two suits. The "
            "Figure are numbered I to X, I lowest. The Matte rise: the Fool, the Great Mask, "
            "the Bucket, Zero, XI the Inn, XII the Cat, XIII the Horse, XIIII the Bragon, XV "
            "the Cuckoo and Brescia (the Lion), the highest."
        )
    return [
        (_("The Cucco pack"), pack),
        (
            _("Points"),
            _(
                "Figure V, VI, VII, VIII and VIIII ½ point each, Figure X 1, the Matte from the "
                "Inn up to Brescia 1 each, the others nothing: 19 points in the pack. A side "
                "that takes 10 wins the hand. At 9½ each a recount decides: 42 of its 82 points "
                "win the hand, and 41 each is nobody's hand."
            ),
        ),
    ]


def rules_paragraphs(rules: Any = None) -> list[tuple[str, str]]:
    """(heading, text) pairs of Cöch's whole rules; with ``rules`` (the match in play) the
    number of hands to win comes last."""
    paragraphs = [
        (
            _("The aim"),
            _(
                "Two sides of two partners sitting opposite. Take card points in your tricks: "
                "the side with 10 of the 19 points wins the hand, and the first side to win two "
                "hands (house rule) wins the match."
            ),
        ),
        *pack_paragraphs(),
        (
            _("Players and dummies"),
            _(
                "Four hands are always dealt. With three players the fourth hand is a dummy, "
                "face up, played by its partner opposite; with two players each of them plays a "
                "dummy opposite."
            ),
        ),
        (
            _("The deal"),
            _(
                "Ten cards to each hand in packets of five, anticlockwise from the dealer's "
                "right. The deal then passes to the right after each hand."
            ),
        ),
        (
            _("Play"),
            _(
                "The player on the dealer's right leads. Follow the suit led (Figure or Matte) if "
                "you can, else play the other suit. The highest card of the suit led wins the "
                "trick; of two equal cards the first played wins. The winner leads next; all ten "
                "tricks are played."
            ),
        ),
        (
            _("Controls"),
            _(
                "Click a card, or choose with the arrows and press Enter. Lifted cards "
                "are the ones you may play. L shows the tricks of the hand, Esc opens the menu."
            ),
        ),
    ]
    if isinstance(rules, CochRules):
        text = ngettext(
            "The first side to win {n} hand wins the match.",
            "The first side to win {n} hands wins the match.",
            rules.target,
        )
        paragraphs.append((_("The house rules of this match"), text.format(n=rules.target)))
    return paragraphs
