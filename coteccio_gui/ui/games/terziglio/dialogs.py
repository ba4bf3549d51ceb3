"""Terziglio's questions to a person: the bid, the card to call, the share of a scegliete
monte, and what a click on the hand does while a card is to be given or discarded."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from coteccio_gui.engine.cards import rank_of, suit_of
from coteccio_gui.games.terziglio.actions import Bid, Call, Contract, Phase, Take
from coteccio_gui.games.terziglio.view import TerziglioView
from coteccio_gui.i18n import _, ngettext
from coteccio_gui.ui.core.dialogs import Choice
from coteccio_gui.ui.games.base import DialogSpec
from coteccio_gui.ui.games.terziglio.rules import MEANINGS, contract_name, contract_word
from coteccio_gui.ui.words import card_name, the_card

HAND = 12
"""The cards a seat plays with: whoever took monte cards lays as many aside."""
STRENGTH = (8, 9, 0, 1, 2, 3, 4, 5, 6, 7)
"""Rank indexes from the strongest to the weakest: 3 2 Asso Re Cavallo Fante 7 6 5 4."""


def bid_dialog(
    m: TerziglioView, seat: int, actions: Sequence[Any], names: Sequence[str], faces: str
) -> DialogSpec:
    """Pass, or one of the higher bids, each with what it means and what it is worth (``m``:
    the view of the seat that bids)."""
    passers = [names[who] for who, said in m.bids if said is None and who != seat]
    if m.contract is None and not passers:
        first = _("Nobody has bid yet. Bid to play alone against the other two (you need 6 "
                  "of the 11 points), or pass.")  # fmt: skip
    elif m.contract is None:
        one = _("{name} has passed; nobody has bid yet.")
        two = _("{first} and {second} have passed; nobody has bid yet.")
        bid = _("Bid to play alone against the other two (you need 6 of the 11 points), or pass.")
        first = _passed(passers, one, two) + " " + bid
    else:
        said = "; ".join(_said(m, seat, names)) + "."
        first = said + " " + _("Bid higher to play alone (you need 6 of the 11 points), or pass.")
    lines = [first]
    if m.lowest is Contract.SOLO:
        lines.append(_("Everybody passed once: solo is now the lowest bid."))
    choices: list[Choice] = []
    for a in actions:
        if not isinstance(a, Bid):
            continue
        if a.contract is None:
            choices.insert(0, Choice(_("Pass"), _("no more bids for you this hand."), a))
        else:
            choices.append(Choice(contract_name(a.contract), _(MEANINGS[a.contract]), a))
    title = _("Your bid, {name}").format(name=names[seat])
    return DialogSpec(title, lines, choices, room=(2, 0), hand=True)


def _passed(passers: Sequence[str], one: str, two: str) -> str:
    """Who has passed this hand, in a sentence (one seat or both others)."""
    if len(passers) == 1:
        return one.format(name=passers[-1])
    return two.format(first=passers[0], second=passers[1])


def _said(m: TerziglioView, seat: int, names: Sequence[str]) -> list[str]:
    """What each other seat last said this hand, in the order they said it: the standing
    bid, a bid since outbid, or a pass ("Bruno bids solo; Carla has passed")."""
    last = {who: (i, said) for i, (who, said) in enumerate(m.bids) if who != seat}
    words = []
    for who, (_when, said) in sorted(last.items(), key=lambda item: item[1][0]):
        if said is None:
            words.append(_("{name} has passed").format(name=names[who]))
        elif who == m.soloist:
            words.append(_("{name} bids {bid}").format(name=names[who], bid=contract_word(said)))
        else:
            text = _("{name} had bid {bid}")  # since outbid
            words.append(text.format(name=names[who], bid=contract_word(said)))
    return words


def call_dialog(
    m: TerziglioView, seat: int, actions: Sequence[Any], names: Sequence[str], faces: str
) -> DialogSpec:
    """Every card the soloist lacks, the strongest first (the threes, then the twos...)."""
    calls = [a for a in actions if isinstance(a, Call)]
    calls.sort(key=lambda a: (STRENGTH.index(rank_of(a.called)), suit_of(a.called)))
    # two short lines: with 28 choices the box fits above the hand only if its text is short
    lines = [
        _(
            "Call a card you lack: its holder trades it for a card you click in your hand. "
            "In the monte, it stays called."
        )
    ]
    choices = [Choice(card_name(a.called, faces), "", a) for a in calls]
    cards = [a.called for a in calls]  # drawn as the cards: a suit a row, a rank a column
    places = [(suit_of(c), STRENGTH.index(rank_of(c))) for c in cards]
    title = _("Call a card, {name}").format(name=names[seat])
    return DialogSpec(title, lines, choices, hand=True, cards=cards, places=places)


def share_dialog(
    m: TerziglioView, seat: int, actions: Sequence[Any], names: Sequence[str], faces: str
) -> DialogSpec:
    """Scegliete: which monte cards the first opponent takes (his partner takes the rest)."""
    monte = list(m.monte_shown)
    partner = next(s for s in range(3) if s not in (seat, m.soloist))
    numbered = ", ".join(f"({i}) {card_name(c, faces)}" for i, c in enumerate(monte, start=1))
    text = _("{name} plays scegliete: the monte is yours to share. The monte: {cards}.")
    rest = _("Choose the cards you take; {partner} takes the rest. Each of you then discards as "
             "many cards as he took.")  # fmt: skip
    lines = [
        text.format(name=names[m.soloist], cards=numbered),
        rest.format(partner=names[partner]),
    ]
    choices: list[Choice] = []
    default = 0
    for a in actions:
        if not isinstance(a, Take):
            continue
        taken = a.taken
        if not taken:
            label = _("None")
        elif len(taken) == len(monte):
            label = _("All four")
        else:
            label = " + ".join(str(monte.index(c) + 1) for c in taken)
        if len(taken) == 2 and not default:
            default = len(choices)
        choices.append(Choice(label, "", a))
    title = _("Share the monte, {name}").format(name=names[seat])
    return DialogSpec(title, lines, choices, default=default, hand=True)


def waiting_text(m: TerziglioView, names: Sequence[str], faces: str) -> str:
    """What a click on the hand does now: give a card for the called one, or discard."""
    if m.phase is Phase.GIVE and m.called is not None:
        text = _("Click the card to give {name} for {card}, or use the arrows and Enter.")
        return text.format(name=names[m.holder], card=the_card(m.called, faces))
    if m.phase is Phase.DISCARD and m.turn >= 0:
        left = m.hand_sizes[m.turn] - HAND  # the monte cards taken, less the discards made
        text = ngettext(
            "Click a card to discard face down, or use the arrows and Enter: {n} left.",
            "Click a card to discard face down, or use the arrows and Enter: {n} left.",
            left,
        )
        return text.format(n=left)
    return ""
