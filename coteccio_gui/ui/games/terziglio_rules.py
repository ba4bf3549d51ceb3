"""Terziglio's words that do not change during a match: the bids and what each means, the
rules screen, the house rules and presets, and the sentences of the history."""

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
    TerziglioRules,
)
from coteccio_gui.i18n import N_, _, ngettext
from coteccio_gui.ui.words import card_name, the_card

TIPS = {
    "your_turn": N_(
        "Your turn: click a card of your hand, or choose with Left and Right and press Enter. "
        "In play the lifted cards are the ones you may play; the line above your hand says "
        "when a card is to be given or discarded instead."
    ),
    "terziglio": N_(
        "Bid to play alone against the other two, or pass: a pass is final. The soloist needs "
        "6 of the 11 points; each higher bid is worth twice as much."
    ),
    "discard": N_(
        "Click the cards to lay aside, one at a time: they go face down into the new monte, "
        "which the last trick takes."
    ),
}

LABELS = {
    "target": N_("Target (game points)"),
    "pass_out": N_("If all pass: redeal unshuffled"),
    "solissimo_leads": N_("The soloist leads a solissimo"),
}
PRESETS = {
    "classic": N_("Classic (21)"),
    "pass-out": N_("Pass-out redeal"),
    "long": N_("Long (31)"),
}

NAMES = {
    Contract.CHIAMO: N_("Chiamo"),
    Contract.SOLO: N_("Solo"),
    Contract.SOLISSIMO: N_("Solissimo"),
    Contract.DIVIDETE: N_("Solissimo, dividete"),
    Contract.SCEGLIETE: N_("Solissimo, scegliete"),
}
MEANINGS = {
    Contract.CHIAMO: N_("call a card you lack, take the monte, discard four. Worth 1."),
    Contract.SOLO: N_("take the monte, shown to all, discard four. Worth 2."),
    Contract.SOLISSIMO: N_("play the twelve cards you hold. Worth 4."),
    Contract.DIVIDETE: N_("each opponent takes two monte cards unseen. Worth 8."),
    Contract.SCEGLIETE: N_("the opponents share the monte face up. Worth 16."),
}


def contract_name(contract: Contract) -> str:
    """A bid as a player says it: ``Solo``, ``Solissimo, scegliete``."""
    return _(NAMES[contract])


SHORT = {
    Contract.CHIAMO: N_("Chiamo"),
    Contract.SOLO: N_("Solo"),
    Contract.SOLISSIMO: N_("Solissimo"),
    Contract.DIVIDETE: N_("Dividete"),
    Contract.SCEGLIETE: N_("Scegliete"),
}


def short_name(contract: Contract) -> str:
    """A bid in a seat's panel or the info box: ``Dividete`` for solissimo aggravato."""
    return _(SHORT[contract])


def contract_word(contract: Contract) -> str:
    """A bid inside a sentence: ``Anna bids solo.``"""
    return contract_name(contract).lower()


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
        text = _("Everybody passed: {name} deals the same cards again, unshuffled; solo is now "
                 "the lowest bid.")  # fmt: skip
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
    return text.format(holder=names[e.holder], card=the_card(e.called, faces),
                       name=names[e.soloist])  # fmt: skip


def taken_line(e: MonteTaken, names: Sequence[str], faces: str) -> str:
    """A seat took monte cards: which, if the monte was face up."""
    if not e.number:
        return _("{name} takes no monte card.").format(name=names[e.seat])
    if e.cards:
        text = _("{name} takes {cards}.")
        return text.format(name=names[e.seat], cards=cards_text(e.cards, faces))
    text = ngettext("{name} takes {n} monte card, unseen.", "{name} takes {n} monte cards, unseen.",
                    e.number)  # fmt: skip
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


def rules_paragraphs(court: dict[str, str], rules: Any = None) -> list[tuple[str, str]]:
    """(heading, text) pairs of the whole rules; with ``rules`` (the match in play) the
    values of its house rules come last."""
    paragraphs = [
        (_("The aim"), _(
            "Three players. Each hand one of them, the soloist, plays alone against the other "
            "two and needs 6 of the 11 points. The first to reach the target (21) wins."
        )),
        (_("Cards and points"), _(
            "The 40 cards of the Italian pack. From high to low in each suit: 3, 2, {ace}, "
            "{king}, {knight}, {jack}, 7, 6, 5, 4; no trumps. {ace} 1 point; 3, 2, {king}, "
            "{knight} and {jack} a third each; the last trick 1 more. Fractions are dropped."
        ).format(**court)),
        (_("The deal"), _(
            "Twelve cards each, in batches of four from the player after the dealer (eldest); "
            "the last four lie face down as the monte. The deal passes on after every hand."
        )),
        (_("The auction"), _(
            "Eldest speaks first. Each bid must be higher than the last; a pass is final. "
            "From low to high: chiamo (1), solo (2), solissimo (4), solissimo aggravato "
            "dividete (8) and scegliete (16). The highest bidder is the soloist."
        )),
        (_("Chiamo and solo"), _(
            "Chiamo: the soloist calls a card he lacks; its holder gives it to him and gets any "
            "card he chooses in exchange, seen by those two only. If the called card is in the "
            "monte, no other may be called. Then, as in solo, the monte is turned up for all, "
            "the soloist takes it and discards four cards face down."
        )),
        (_("Solissimo"), _(
            "The soloist plays the twelve cards dealt; the monte stays face down. Aggravato, "
            "dividete: each opponent takes two monte cards unseen and discards two. Scegliete: "
            "the monte is turned up and the first opponent decides how the two share it."
        )),
        (_("Everybody passes"), _(
            "The next dealer deals afresh. House rule: the same dealer first deals the same "
            "hands again unshuffled, and solo is then the lowest bid."
        )),
        (_("Play and score"), _(
            "Eldest leads (house rule: the soloist leads a solissimo). Follow suit if you can; "
            "the highest card of the suit led wins. The last trick also takes the monte. The "
            "soloist who has 6 points scores the bid's worth, else each opponent does; doubled "
            "if the winners took every trick, trebled for all 11 points."
        )),
        (_("The texts and this table"), _(
            "With scegliete the text has the two opponents agree how to split the monte, 2-2, "
            "3-1 or 4-0; here the first opponent decides alone, so that no player has to "
            "bargain with a computer."
        )),
        (_("Controls"), _(
            "Bids, calls and the monte's share are asked in a window: click a choice, or use "
            "the arrows and Enter. Click a card to play, give or discard it. L shows the "
            "tricks of the hand, Esc opens the menu."
        )),
    ]  # fmt: skip
    if isinstance(rules, TerziglioRules):
        parts = [_("target {n}").format(n=rules.target)]
        parts.append(_("pass-out redeal") if rules.pass_out else _("no pass-out redeal"))
        parts.append(
            _("the soloist leads a solissimo")
            if rules.solissimo_leads
            else _("eldest leads every hand")
        )
        paragraphs.append((_("The house rules of this match"), "; ".join(parts) + "."))
    return paragraphs
