"""The coach's reason in a player's words: the first sentence of every hint.

``players.reasons`` finds why the expert's card, as facts of the position (the card heading the
trick, the suit led, the partner's signal, how many cards of a suit are yet to be played); here each
kind of reason becomes one sentence in the game's terms, naming those cards and suits as the
game's presentation names them. The coach's numbers follow it.
"""

from __future__ import annotations

from collections.abc import Callable

from coteccio_gui.engine.cards import Card
from coteccio_gui.i18n import N_, _, ngettext
from coteccio_gui.players.reasons import Reason, Why

CardWords = Callable[[Card], str]
"""A card as a sentence names it, with its article (``the 5 of swords``, ``il Gatto``)."""
SuitWords = Callable[[int], str]
"""A suit as a sentence names it (``swords``, ``acorns``, ``Matte``)."""

SAID = {
    Why.UNDER: N_("{card} stays under {other}: you do not take this trick."),
    Why.SHED: N_("You have no {suit}: {card} goes on a trick you do not take."),
    Why.FORCED_TAKE: N_(
        "Every card you may play beats {other}: go over it with the highest, {card}."
    ),
    Why.LEAD_LOWEST: N_(
        "{card} is the lowest card of {suit} yet to be played: any card of {suit} played on it "
        "beats it."
    ),
    Why.LEAD_TOP: N_(
        "No card of {suit} yet to be played beats {card}: you take this trick on purpose, "
        "while it is cheap."
    ),
    Why.TAKE_LAST: N_("You play last and {card} beats {other}: the trick is yours."),
    Why.TAKE: N_("{card} beats {other}: for now the trick is yours."),
    Why.RUFF: N_("You have no {suit}: {card}, a trump, beats {other}."),
    Why.PARTNER_GIVE: N_("Your partner heads the trick with {other}: {card} adds its points."),
    Why.PARTNER_LOW: N_(
        "Your partner heads the trick with {other}: {card} is worth nothing, "
        "and your good cards stay in hand."
    ),
    Why.LET_GO: N_(
        "Play {card} and let {other} take this trick: you keep {kept} for a better one."
    ),
    Why.CANNOT_BEAT: N_("Nothing you hold of {suit} beats {other}: {card} gives away the least."),
    Why.THROW: N_("You have no {suit} and cannot take: {card} is the card you miss least."),
    Why.LEAD_KNOCKED: N_("Your partner knocked in {suit} (busso): come back to it with {card}."),
    Why.LEAD_SKIMMED: N_(
        "Your partner showed {suit} as their best suit (striscio): lead to it with {card}."
    ),
    Why.LEAD_MASTER: N_(
        "{card} is the highest card of {suit} yet to be played: no card of {suit} can beat it."
    ),
    Why.LEAD_LOW: N_("You lead low with {card} and keep {kept} for when it can take."),
    Why.LEAD_LONG: N_("You lead {card} from your longest suit, {suit} ({n} cards)."),
}
"""The sentence of each reason that counts nothing."""

ONE = {
    Why.LEAD_UNDER: N_(
        "One card of {suit} yet to be played beats {card}: the trick should go to someone else."
    ),
    Why.LEAD_TRUMP: N_("You lead a trump, {card}, to draw the last trump yet to be played."),
    Why.LEAD_SHORT: N_("You lead {card}, your only card of {suit}."),
}
"""A counted reason said of one card, in words (its plural form says the number)."""


def _counted(why: Why, n: int, under: bool = False) -> str | None:
    """The sentence of a reason that counts cards or points (each plural its own message)."""
    if why is Why.TAKE_CHEAP and n == 0:
        return _(
            "{card} goes over {other} now, on a trick with no points in it, "
            "rather than over a richer one later."
        )
    if why is Why.TAKE_CHEAP and under:
        return ngettext(
            "{card} goes over {other} now, on a trick with less than {n} point in it, "
            "rather than over a richer one later.",
            "{card} goes over {other} now, on a trick with less than {n} points in it, "
            "rather than over a richer one later.",
            n,
        )
    if why is Why.TAKE_CHEAP:
        return ngettext(
            "{card} goes over {other} now, on a trick with {n} point in it, "
            "rather than over a richer one later.",
            "{card} goes over {other} now, on a trick with {n} points in it, "
            "rather than over a richer one later.",
            n,
        )
    if n == 1 and why in ONE:
        return _(ONE[why])
    if why is Why.LEAD_UNDER:
        return ngettext(
            "{n} card of {suit} yet to be played beats {card}: "
            "the trick should go to someone else.",
            "{n} cards of {suit} yet to be played beat {card}: "
            "the trick should go to someone else.",
            n,
        )
    if why is Why.LEAD_TRUMP:
        return ngettext(
            "You lead a trump, {card}, to draw the {n} trump yet to be played.",
            "You lead a trump, {card}, to draw the {n} trumps yet to be played.",
            n,
        )
    if why is Why.LEAD_SHORT:
        return ngettext(
            "You lead {card} from {suit}, where you hold only {n} card.",
            "You lead {card} from {suit}, where you hold only {n} cards.",
            n,
        )
    return None


KEEPING = {
    Why.FORCED_TAKE: N_(
        "Every card you may play beats {other}: {card} goes over it, and you keep {kept}."
    ),
    Why.CANNOT_BEAT: N_(
        "Nothing you hold of {suit} beats {other}: you play {card} and keep {kept}."
    ),
}
"""The sentence of a reason whose card is not the plain choice: the card kept back named."""


def reason_words(r: Reason, card: CardWords, suit: SuitWords) -> str:
    """The reason as one sentence, opening with a capital: ``The 3 of swords stays under the 5
    of swords: you do not take this trick.``"""
    fields = {
        "card": card(r.card),
        "other": card(r.other) if r.other is not None else "",
        "kept": card(r.kept) if r.kept is not None else "",
        "suit": suit(r.suit) if r.suit is not None else "",
        "n": r.count,
    }
    counted = _counted(r.why, r.count, r.under)
    if counted is None:
        counted = _(KEEPING[r.why] if r.kept is not None and r.why in KEEPING else SAID[r.why])
    said = counted.format(**fields)
    return said[:1].upper() + said[1:]
