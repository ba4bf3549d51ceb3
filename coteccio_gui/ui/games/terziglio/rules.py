"""Terziglio's words that do not change during a match: the bids and what each means, the
rules screen, the house rules and presets (the sentences of a match: ``terziglio_story``)."""

from __future__ import annotations

from typing import Any

from coteccio_gui.games.terziglio.actions import Contract, TerziglioRules
from coteccio_gui.i18n import N_, _

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
        "Lay aside your cards one at a time: click each, or choose it with Left and Right and "
        "press Enter. They go face down into the new monte, which the last trick takes."
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


def rules_paragraphs(court: dict[str, str], rules: Any = None) -> list[tuple[str, str]]:
    """(heading, text) pairs of the whole rules; with ``rules`` (the match in play) the
    values of its house rules come last."""
    paragraphs = [
        (
            _("The aim"),
            _(
                "Three players. Each hand one of them, the soloist, plays alone against the other "
                "two and needs 6 of the 11 points. The first to reach the target (21) wins."
            ),
        ),
        (
            _("Cards and points"),
            _(
                "The 40 cards of the Italian pack. From high to low in each suit: 3, 2, {ace}, "
                "{king}, {knight}, {jack}, 7, 6, 5, 4; no trumps. {ace} 1 point; 3, 2, {king}, "
                "{knight} and {jack} a third each; the last trick 1 more. Fractions are dropped."
            ).format(**court),
        ),
        (
            _("The deal"),
            _(
                "Twelve cards each, in batches of four from the player after the dealer (eldest); "
                "the last four lie face down as the monte. The deal passes on after every hand."
            ),
        ),
        (
            _("The auction"),
            _(
                "Eldest speaks first. Each bid must be higher than the last; a pass is final. "
                "From low to high: chiamo (1), solo (2), solissimo (4), solissimo aggravato "
                "dividete (8) and scegliete (16). The highest bidder is the soloist."
            ),
        ),
        (
            _("Chiamo and solo"),
            _(
                "Chiamo: the soloist calls a card he lacks; its holder gives it to him and gets "
                "any card he chooses in exchange, seen by those two only. If the called card is "
                "in the monte, no other may be called. Then, as in solo, the monte is turned up "
                "for all, the soloist takes it and discards four cards face down."
            ),
        ),
        (
            _("Solissimo"),
            _(
                "The soloist plays the twelve cards dealt; the monte stays face down. Aggravato, "
                "dividete: each opponent takes two monte cards unseen and discards two. Scegliete: "
                "the monte is turned up and the first opponent decides how the two share it."
            ),
        ),
        (
            _("Everybody passes"),
            _(
                "The next dealer deals afresh. House rule: the same dealer first deals the same "
                "hands again unshuffled, and solo is then the lowest bid."
            ),
        ),
        (
            _("Play and score"),
            _(
                "Eldest leads (house rule: the soloist leads a solissimo). Follow suit if you can; "
                "the highest card of the suit led wins. The last trick also takes the monte. The "
                "soloist who has 6 points scores the bid's worth, else each opponent does; doubled "
                "if the winners took every trick, trebled for all 11 points."
            ),
        ),
        (
            _("The texts and this table"),
            _(
                "With scegliete the text has the two opponents agree how to split the monte, 2-2, "
                "3-1 or 4-0; here the first opponent decides alone, so that no player has to "
                "bargain with a computer."
            ),
        ),
        (
            _("Controls"),
            _(
                "Bids, calls and the monte's share are asked in a window: click a choice, or use "
                "the arrows and Enter. Click a card to play, give or discard it. L shows the "
                "tricks of the hand, Esc opens the menu."
            ),
        ),
    ]
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
