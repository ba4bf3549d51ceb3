"""Tressette's and Tressette in due's words that do not change during a match: the rules
screen, the house rules, the presets, the declarations, signals and special hands in words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from coteccio_gui.games.tressette.actions import Signal
from coteccio_gui.games.tressette.declarations import Combo, Declaration
from coteccio_gui.games.tressette.events import EndReason, Special
from coteccio_gui.games.tressette.rules import TressetteRules
from coteccio_gui.i18n import N_, _, ngettext
from coteccio_gui.ui.words import suit_name

TIPS = {
    "tressette": N_(
        "No trumps: follow suit, the highest card of the suit led takes. The {ace} is worth 1 "
        "point; the 3, the 2 and the figures a third each; the last trick 1 more. At your turn "
        "press C, or click Choices beside your hand, for your choices besides a card: buon "
        "gioco, annulling a poor hand, claiming."
    ),
    "signals": N_(
        "You lead: to give your partner a signal every seat hears, choose it with the buttons "
        "above your name or with Tab before you play the card — busso (take it and come back), "
        "volo (my last of this suit), striscio (my best suit)."
    ),
    "stock": N_(
        "After each trick the winner draws the top card of the stock and the other player the "
        "next: both cards are shown to both players."
    ),
}

LABELS = {
    "target": N_("Target"),
    "declarations": N_("Buon gioco (declarations)"),
    "claiming": N_("Claiming the target"),
    "striscio": N_("Striscio admitted"),
    "chiamata": N_("Chiamata del Tre"),
    "stake": N_("Stake"),
}
PRESETS = {
    "classic": N_("Classic"),
    "senza accusi": N_("Senza accusi (to 21)"),
    "chiamata": N_("Chiamata del Tre"),
    "to the end": N_("Every hand to the end"),
}

SIGNAL_WORDS = {
    Signal.BUSSO: N_("busso: take it if you can, and come back"),
    Signal.VOLO: N_("volo: my last card of this suit"),
    Signal.STRISCIO: N_("striscio: my best suit"),
}
SIGNAL_MEANINGS = {
    Signal.BUSSO: N_("Take it if you can, and come back."),
    Signal.VOLO: N_("My last card of this suit."),
    Signal.STRISCIO: N_("My best suit."),
}
SPECIALS = {
    Special.CAPPOTTO: N_("cappotto"),
    Special.CAPPOTTONE: N_("cappottone"),
    Special.STRAMAZZO: N_("stramazzo"),
    Special.STRAMAZZONE: N_("stramazzone"),
    Special.COLLATONDRIONE: N_("collatondrione"),
}


def rule_note(key: str, rules: dict[str, Any]) -> str | None:
    """The chiamata and the declarations exclude each other (a declaration could point at the
    holder of the called Three)."""
    if key == "chiamata" and rules.get("declarations"):
        return _("Needs buon gioco off.")
    if key == "declarations" and rules.get("chiamata"):
        return _("Not with the chiamata del Tre.")
    return None


def signal_name(signal: Signal) -> str:
    """``busso``, ``volo``, ``striscio``: the words of the table in any language."""
    return {Signal.BUSSO: _("Busso"), Signal.VOLO: _("Volo"), Signal.STRISCIO: _("Striscio")}[
        signal
    ]


def signal_text(signal: Signal) -> str:
    """The signal and what it says."""
    return _(SIGNAL_WORDS[signal])


def special_name(special: Special) -> str:
    """``cappotto``…"""
    return _(SPECIALS[special])


def combo_text(d: Declaration, faces: str) -> str:
    """``three Threes (no coppe)``, ``napoletana of spade``…"""
    plural = {8: _("Threes"), 9: _("Twos"), 0: _("Aces")}
    if d.combo is Combo.FOUR:
        return _("four {ranks}").format(ranks=plural[d.rank])
    if d.combo is Combo.THREE:
        return _("three {ranks} (no {suit})").format(
            ranks=plural[d.rank], suit=suit_name(d.suit, faces)
        )
    if d.combo is Combo.NAPOLETANA:
        return _("napoletana of {suit}").format(suit=suit_name(d.suit, faces))
    return _("napoletana decima of {suit}").format(suit=suit_name(d.suit, faces))


def combos_text(found: Sequence[Declaration], faces: str) -> str:
    """Every combination of a hand, joined."""
    return ", ".join(combo_text(d, faces) for d in found)


def side_name(side: Sequence[int], names: Sequence[str]) -> str:
    """``Anna and Carla`` or ``Anna``."""
    if len(side) == 1:
        return names[side[0]]
    return _("{a} and {b}").format(a=names[side[0]], b=names[side[1]])


def end_line(
    reason: EndReason | None, special: Special | None, pool: int, two: bool = False
) -> str:
    """Why the game ended, and the stakes it is worth (``two``: to the one other player)."""
    stakes = ngettext("{n} stake", "{n} stakes", pool).format(n=pool)
    if special is not None:
        return _("A {special}: the game ends at once, for {stakes}.").format(
            special=special_name(special), stakes=stakes
        )
    if reason is EndReason.CLAIM_RIGHT:
        return _("A right claim wins the game, for {stakes}.").format(stakes=stakes)
    if reason is EndReason.CLAIM_WRONG and two:
        return _("A wrong claim loses the game: {stakes} to the other player.").format(
            stakes=stakes
        )
    if reason is EndReason.CLAIM_WRONG:
        return _("A wrong claim loses the game: {stakes} to the others.").format(stakes=stakes)
    return _("The target is reached with the hand played out, for {stakes}.").format(stakes=stakes)


def rules_paragraphs(court: dict[str, str], two: bool, rules: Any = None) -> list[tuple[str, str]]:
    """(heading, text) pairs of the whole rules (``two``: Tressette in due); with ``rules``
    (the match in play) the values of its house rules come last."""
    if two:
        aim = _(
            "Two players. Take the Aces, the 3s, the 2s and the figures in your tricks, and "
            "the last trick, and be the first to reach the target (31; 21 without buon gioco)."
        ).format(**court)
        deal = _(
            "Ten cards each; the other twenty lie face down as the stock. After each trick the "
            "winner draws the top card of the stock, then the other player the next: both cards "
            "are shown to both players, by name above the table, as they are drawn. The winner "
            "leads. There are no signals."
        )
        end = _(
            "At your turn you may claim that you have reached the target: it counts your score "
            "and the whole points of your tricks. Right, you win; wrong, you lose. Otherwise a "
            "hand played out that brings a player to the target with more points wins. "
            "Cappotto (every trick) 2 stakes, stramazzo (every counting card) 3."
        )
    else:
        aim = _(
            "Four players, partners facing. Take the Aces, the 3s, the 2s and the figures in "
            "your tricks, and the last trick, and be the first side to reach the target (31; 21 "
            "without buon gioco) — and say so."
        ).format(**court)
        deal = _(
            "Ten cards each, in two batches of five. The player after the dealer leads. The "
            "leader may give one signal with his card, heard by all: busso (take it if you can "
            "and come back), volo (my last card of this suit: only when true), striscio (my best "
            "suit, if the table admits it)."
        )
        end = _(
            "At your turn you may claim that your side has reached the target: it counts the "
            "score and the whole points of its tricks. Right, you win; wrong, you lose. "
            "Otherwise a hand played out that brings a side to the target with more points "
            "wins. Cappotto (every trick) 2 stakes, stramazzo (every counting card) 3; for "
            "four players cappottone (one player took every trick) 6, stramazzone 8."
        )
    paragraphs = [
        (_("The aim"), aim),
        (
            _("Cards and points"),
            _(
                "From high to low in each suit: 3, 2, {ace}, {king}, {knight}, {jack}, 7, 6, 5, "
                "4; no trumps, follow suit if you can. {ace} 1 point; 3, 2 and the figures a "
                "third each; the last trick 1 more. The thirds left over drop on the floor: a "
                "hand scores 11."
            ).format(**court),
        ),
        (_("The deal and the play"), deal),
        (
            _("At your first turn"),
            _(
                "Buon gioco: declare all your combinations — four 3s, 2s or Aces 4 points; three "
                "of them or a napoletana (3, 2, {ace} of a suit) 3 points; all ten of a suit wins "
                "the game (collatondrione). They are shown and scored after the first trick. With "
                "ten cards under one point you may annul the hand: the same dealer deals again."
            ).format(**court),
        ),
        (_("Claiming and the end"), end),
        (
            _("The texts and this table"),
            _(
                "The text has buon gioco announced before the opening lead; this table asks "
                "each player at his own first turn, where the Choices button offers it, so that "
                "nobody answers before seeing that it is his turn; it scores the same."
            ),
        ),
    ]
    if not two:
        paragraphs.append(
            (
                _("Con la chiamata del Tre"),
                _(
                    "A house rule: before leading, the player after the dealer calls a 3 he lacks "
                    "(holding all four 3s, a 2 he lacks; holding those too, an {ace}); its holder "
                    "is his partner for the hand, in secret until the card is played. Each player "
                    "keeps his own score; no buon gioco."
                ).format(**court),
            )
        )
    paragraphs.append(
        (
            _("Controls"),
            _(
                "Click a card, or choose with the arrows and press Enter. Press C at your turn, "
                "or click Choices, for buon gioco, annulling and claiming. L shows the tricks, "
                "Esc the menu."
            ),
        )
    )
    if isinstance(rules, TressetteRules):
        paragraphs.append((_("The house rules of this match"), house_rules(rules, two)))
    return paragraphs


def house_rules(rules: TressetteRules, two: bool) -> str:
    """The house rules of a match in one sentence."""
    parts = [_("target {n}").format(n=rules.target)]
    parts.append(_("buon gioco") if rules.declarations else _("no buon gioco"))
    parts.append(_("claiming") if rules.claiming else _("every hand played out"))
    if not two:
        parts.append(_("striscio admitted") if rules.striscio else _("no striscio"))
        if rules.chiamata:
            parts.append(_("chiamata del Tre"))
    parts.append(_("stake {n}").format(n=rules.stake))
    return "; ".join(parts) + "."
