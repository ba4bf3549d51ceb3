"""Terziglio's sentences: what the table says and the history tells of each event of its own
(bids, the call and the exchange, the monte, the result of a hand)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from coteccio_gui.engine.events import HandDealt
from coteccio_gui.games.terziglio.actions import (
    Bidded,
    CardCalled,
    Contract,
    Contracted,
    Discarded,
    Exchanged,
    GameOver,
    HandScored,
    MonteShown,
    MonteTaken,
    PassedOut,
)
from coteccio_gui.i18n import _, ngettext
from coteccio_gui.ui.games.terziglio.rules import contract_word
from coteccio_gui.ui.words import card_name, the_card


def cards_text(cards: Sequence[int], faces: str) -> str:
    """Cards named and listed: ``Asso di coppe, 3 di spade``."""
    return ", ".join(card_name(c, faces) for c in cards)


def bid_line(seat: int, contract: Contract | None, names: Sequence[str]) -> str:
    """``Anna bids solo.`` or ``Anna passes.``"""
    if contract is None:
        return _("{name} passes.").format(name=names[seat])
    return _("{name} bids {bid}.").format(name=names[seat], bid=contract_word(contract))


def contracted_line(e: Contracted, names: Sequence[str]) -> str:
    """Who plays alone, in what contract."""
    text = _("{name} plays {bid} alone against the other two, for {n}.")
    return text.format(name=names[e.soloist], bid=contract_word(e.contract), n=e.contract.stake)


def passed_line(e: PassedOut, names: Sequence[str]) -> str:
    """Everybody passed: a redeal, or the next dealer."""
    if e.redealt:
        text = _(
            "Everybody passed: {name} deals the same cards again, unshuffled; solo is now "
            "the lowest bid."
        )
        return text.format(name=names[e.dealer])
    return _("Everybody passed: the hand is thrown in, and the deal passes on.")


def called_line(e: CardCalled, names: Sequence[str], faces: str) -> str:
    """The card called, and who holds it (or that it is in the monte)."""
    card = the_card(e.card, faces)
    if e.holder < 0:
        text = _("{name} calls {card}: it is in the monte, so there is no exchange.")
        return text.format(name=names[e.soloist], card=card)
    text = _("{name} calls {card}: {holder} holds it and gets a card in exchange.")
    return text.format(name=names[e.soloist], card=card, holder=names[e.holder])


def exchanged_line(e: Exchanged, names: Sequence[str], faces: str) -> str:
    """The exchange, without the card given: only those two know it."""
    text = _("{holder} gives {card} to {name}, and takes a card only the two of them know.")
    return text.format(
        holder=names[e.holder], card=the_card(e.called, faces), name=names[e.soloist]
    )


def taken_line(e: MonteTaken, names: Sequence[str], faces: str) -> str:
    """A seat took monte cards: which, if the monte was face up."""
    if not e.number:
        return _("{name} takes no monte card.").format(name=names[e.seat])
    if e.cards:
        text = _("{name} takes {cards}.")
        return text.format(name=names[e.seat], cards=cards_text(e.cards, faces))
    text = ngettext(
        "{name} takes {n} monte card, unseen.", "{name} takes {n} monte cards, unseen.", e.number
    )
    return text.format(name=names[e.seat], n=e.number)


def result_lines(e: HandScored, names: Sequence[str], points: str) -> list[str]:
    """What the soloist took, whether the contract is made, and what it is worth."""
    name = names[e.soloist]
    bid = contract_word(e.contract)
    if e.made:
        first = _("{name} plays {bid} and takes {points} of 11 points: made!")
    else:
        first = _("{name} plays {bid} and takes {points} of 11 points: 6 were needed.")
    lines = [first.format(name=name, bid=bid, points=points)]
    worth = e.contract.stake * e.multiplier
    if e.multiplier == 2:
        lines.append(_("Every trick to one side: the {n} is doubled.").format(n=e.contract.stake))
    elif e.multiplier == 3:
        lines.append(_("All 11 points to one side: the {n} is trebled.").format(n=e.contract.stake))
    if e.made:
        lines.append(_("{name} scores {n}.").format(name=name, n=worth))
    else:
        lines.append(_("Each opponent scores {n}.").format(n=worth))
    return lines


def monte_line(e: HandScored, names: Sequence[str], faces: str, last: int) -> str:
    """The monte went with the last trick."""
    text = _("The monte went with the last trick to {name}: {cards}.")
    return text.format(name=names[last], cards=cards_text(e.monte, faces))


def narrate_event(e: Any, names: Sequence[str], faces: str) -> str | None:
    """One sentence for an event of Terziglio's own (``None``: not one of those)."""
    if isinstance(e, HandDealt):
        return _("{dealer} deals; {eldest} speaks first.").format(
            dealer=names[e.dealer], eldest=names[e.leader]
        )
    if isinstance(e, Bidded):
        return bid_line(e.seat, e.contract, names)
    if isinstance(e, PassedOut):
        return passed_line(e, names)
    if isinstance(e, Contracted):
        return contracted_line(e, names)
    if isinstance(e, CardCalled):
        return called_line(e, names, faces)
    if isinstance(e, Exchanged):
        return exchanged_line(e, names, faces)
    if isinstance(e, MonteShown):
        return _("The monte is turned up: {cards}.").format(cards=cards_text(e.cards, faces))
    if isinstance(e, MonteTaken):
        return taken_line(e, names, faces)
    if isinstance(e, Discarded):
        return _("{name} discards a card face down.").format(name=names[e.seat])
    if isinstance(e, HandScored):
        from_points = str(e.points)
        scores = ", ".join(f"{names[s]} +{g}" for s, g in enumerate(e.gained) if g)
        lines = result_lines(e, names, from_points)[:1]
        return " ".join([*lines, _("Game points: {list}.").format(list=scores)])
    if isinstance(e, GameOver):
        return _("Winner: {names}.").format(names=", ".join(names[s] for s in e.winners))
    return None
