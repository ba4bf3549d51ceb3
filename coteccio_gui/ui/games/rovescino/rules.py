"""Rovescino's words that do not change during a match: the rules screen, the house rules,
the presets and the cards in the Tressette order."""

from __future__ import annotations

from typing import Any

from coteccio_gui.engine.cards import Rank, Suit, card
from coteccio_gui.games.rovescino import Fractions, LowestTie, RovescinoRules
from coteccio_gui.i18n import N_, _
from coteccio_gui.ui.words import rank_name, suit_name

TRESSETTE_RANKS = (8, 9, 0, 1, 2, 3, 4, 5, 6, 7)
"""Rank indexes (A R C F 7 6 5 4 3 2) from the strongest to the weakest: 3 2 A R C F 7 6 5 4."""
THIRDS = (3, 1, 1, 1, 0, 0, 0, 0, 1, 1)
"""Card points in thirds, by rank index: the Asso one point, 3 2 and the figures a third."""

TIPS = {
    "penalty": N_(
        "Every point in your tricks is a penalty point: the {ace} is worth 1, the 3, the 2 "
        "and the figures a third each, and the last trick 1 more. Reach the target and you lose."
    ),
    "monte": N_(
        "The cards left over lie face down as the monte: whoever takes the last trick takes "
        "them too, with their points."
    ),
}

LABELS = {
    "target": N_("Target (the first to reach it loses)"),
    "elimination": N_("Elimination (4 or more players)"),
    "fractions": N_("Thirds of a point"),
    "cappotto": N_("Cappotto"),
    "lowest_tie": N_("A tie for the lowest score"),
}
PRESETS = {"classic": N_("Classic"), "elimination": N_("Elimination"), "long": N_("Long (31)")}


def points_text(thirds: int) -> str:
    """Thirds of a point as a player writes them: ``3``, ``⅓``, ``2⅔``."""
    whole, part = divmod(thirds, 3)
    tail = ("", "⅓", "⅔")[part]
    return f"{whole}{tail}" if whole or not tail else tail


def rule_value(key: str, value: Any) -> str | None:
    """The choices of the enumerated rules in words (``None``: not one of them)."""
    if key == "fractions":
        return _("to the last trick") if value == Fractions.LAST_TRICK else _("on the floor")
    if key == "lowest_tie":
        return _("they share the win") if value == LowestTie.SHARE else _("play another hand")
    return None


def rule_cards(faces: str) -> tuple[list[tuple[int, str]], str, list[tuple[int, str, str]]]:
    """The four suits, then one suit from the 3 down with each card's points."""
    suits = [(card(suit, Rank.ASSO), suit_name(suit, faces)) for suit in range(4)]
    ranks = [
        (card(Suit.DENARI, r), rank_name(r, faces), points_text(THIRDS[r]) if THIRDS[r] else "–")
        for r in TRESSETTE_RANKS
    ]
    caption = _("From the highest card to the lowest, and the points each one is worth:")
    return suits, caption, ranks


def rules_paragraphs(court: dict[str, str], rules: Any = None) -> list[tuple[str, str]]:
    """(heading, text) pairs of the whole rules; with ``rules`` (the match in play) the
    values of its house rules come last."""
    paragraphs = [
        (
            _("The aim"),
            _(
                "Take as few card points as you can: every point in your tricks is a penalty "
                "point. Whoever reaches the target (21) loses; the lowest score then wins."
            ),
        ),
        (
            _("Cards"),
            _(
                "The 40 cards of the Italian pack. From high to low in each suit: 3, 2, "
                "{ace}, {king}, {knight}, {jack}, 7, 6, 5, 4. There are no trumps."
            ).format(**court),
        ),
        (
            _("Points"),
            _(
                "{ace} 1 point; 3, 2, {king}, {knight} and {jack} a third of a point each; the "
                "others nothing. Whoever wins the last trick adds 1 point: 11⅔ points a hand."
            ).format(**court),
        ),
        (
            _("The deal"),
            _(
                "Every card is dealt, the same number to each player; the cards left over lie "
                "face down as the monte, and whoever takes the last trick takes it, with its "
                "points. 3 players: 13 cards each and 1 in the monte; 4: 10; 5: 8; 6: 6 and 4; "
                "7: 5 and 5; 8: 5."
            ),
        ),
        (
            _("Play"),
            _(
                "The player after the dealer leads. Follow the suit led if you can; otherwise "
                "play any card. The highest card of the suit led wins the trick and leads next."
            ),
        ),
        (
            _("Scoring"),
            _(
                "Each player's points are rounded down to whole points; by default the winner of "
                "the last trick is charged the thirds left over, so every hand scores 11. "
                "Cappotto: whoever takes all the points scores 0 and every other player 11."
            ),
        ),
        (
            _("Who deals and the end"),
            _(
                "The deal passes to the right (anticlockwise), as the play does. After each hand "
                "a player who reached the target loses and the match ends; with elimination, "
                "players drop out instead until three remain. A tie for the lowest score shares "
                "the win (house rule: play another hand)."
            ),
        ),
        (
            _("The texts and this table"),
            _(
                "The text counts the points rounded down as at Tressette, with no cappotto and "
                "no shared win; by default this table charges the thirds left over to the last "
                "trick, so that every hand costs 11 points, and plays cappotto and a shared win "
                "on a tie: the set-up changes each of them."
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
    if isinstance(rules, RovescinoRules):
        parts = [_("target {n}").format(n=rules.target)]
        parts.append(_("elimination") if rules.elimination else _("no elimination"))
        parts.append(
            _("the thirds left over {how}").format(how=rule_value("fractions", rules.fractions))
        )
        parts.append(_("cappotto") if rules.cappotto else _("no cappotto"))
        parts.append(
            _("on a tie for the lowest score {how}").format(
                how=rule_value("lowest_tie", rules.lowest_tie)
            )
        )
        paragraphs.append((_("The house rules of this match"), "; ".join(parts) + "."))
    return paragraphs
