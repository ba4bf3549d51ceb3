"""Stovkahra's words that do not change during a match: the rules screen (with the Czech names),
the house rules and their values, the presets, the first-match tips."""

from __future__ import annotations

from typing import Any

from coteccio_gui.games.stovkahra.rules import DealEnd, Shuffle, StovkahraRules
from coteccio_gui.i18n import N_, _

TIPS = {
    "stovkahra": N_(
        "Partners face each other. The turned card's suit is trumps. Follow suit and head the "
        "trick if you can; if you cannot follow, trump — overtrump if you can. The Ace counts "
        "6, the King 5, the {over} 4, the {under} 3, the last trick 6; a trick taken with a "
        "Seven counts more. The first side to 100 wins the game."
    ),
    "dost": N_(
        'You have just won a trick or declared: you may say "dost" (enough) with C or the '
        "Choices button. With 100 or more your side wins the game; under 100 the opponents win "
        "2 brčka."
    ),
}

LABELS = {
    "deal_end": N_("A deal played out"),
    "series": N_("Series to"),
    "shuffle": N_("Shuffle"),
    "beat_partner": N_("Beat your partner's card too"),
    "underruff": N_("Forced underruff"),
}
PRESETS = {
    "classic": N_("Classic"),
    "to_twenty": N_("To twenty brčka"),
    "partners_spared": N_("Partners spared"),
}
_VALUES = {
    DealEnd.FIRST_TO_100.value: N_("first to 100 wins"),
    DealEnd.HIGHER_TOTAL.value: N_("higher total wins"),
    Shuffle.EACH_GAME.value: N_("before each game"),
    Shuffle.ONCE.value: N_("once"),
}


def rule_value(key: str, value: Any) -> str | None:
    """A house rule's value in the set-up (``None``: the generic way)."""
    if key == "series":
        return _("{n} brčka").format(n=value)
    text = _VALUES.get(str(value)) if isinstance(value, str) else None
    return _(text) if text else None


def rules_paragraphs(court: dict[str, str], rules: Any = None) -> list[tuple[str, str]]:
    """(heading, text) pairs of the whole rules (``court``: the names of the Over and the Under
    on the faces drawn); with ``rules`` (the match in play) its house rules come last."""
    paragraphs = [
        (
            _("The game"),
            _(
                "Stovkahra (also Brčko), the last Trappola game still played, from Šumice in "
                "Moravia: four players, partners facing, 32 German-suited cards — žaludy "
                "(acorns), zelené (leaves), srdce (hearts), kule (bells); in each suit eso, "
                "král, svršek, spodek (Ace, King, Over, Under), 10, 9, 8, 7."
            ),
        ),
        (
            _("Cards and points"),
            _(
                "Ace 6 points, King 5, {over} 4, {under} 3, the numbers nothing: 72 in the pack, "
                "and the last trick 6 more. A trick taken with a Seven adds 52 on the first "
                "trick, 10 on the second to the seventh, and 20 on the last (26 with the last "
                "trick's 6)."
            ).format(**court),
        ),
        (
            _("The deal"),
            _(
                "The pack is shuffled before the first deal of each game; later it is gathered "
                "trick by trick and cut. The bottom card is shown: its suit is trumps, and the "
                "dealer holds it. 3, 2 and 3 cards each from the dealer's left; that player's "
                "first three lie face up until played, and he leads."
            ),
        ),
        (
            _("Declarations"),
            _(
                "Before the first lead, each in turn from the dealer's left may declare three or "
                "four cards of a rank, not Nines or Eights; three or four Aces score 30 or 40, "
                "Tens or Sevens 10 or 20, Kings, {overs} or {unders} 6 or 12. With three, the "
                "missing card is not named. Each declaration scores at once."
            ).format(**court),
        ),
        (
            _("The play"),
            _(
                "Follow suit and head the trick if you can, even over your partner's card; once "
                "a plain suit has been trumped, any card of it will do. If you cannot follow, "
                "play a trump: overtrump if you can, otherwise a lower trump. With neither, play "
                "anything. The highest trump takes, else the highest card of the suit led."
            ),
        ),
        (
            _("Dost, the game and the series"),
            _(
                "Points count at once toward 100. Right after declaring or winning a trick you "
                'may say "dost" (enough): with 100 or more your side wins the game, under 100 '
                "the opponents win 2 brčka. A deal played out with a side at 100 ends the game. "
                "A game is worth 1 brčko, 2 if the losers have under 50; the winners add it to "
                "theirs or take it from the opponents'. The first side to 10 brčka wins."
            ),
        ),
        (
            _("House rules"),
            " ".join(
                [
                    _(
                        "A deal played out: the first side to reach 100, counting each "
                        "declaration and trick as it comes, wins; or the higher total."
                    ),
                    _(
                        "Series: to 10 brčka, or to 20, where the side first to 10 must also be "
                        "first to 20, or the series is drawn."
                    ),
                    _("Shuffle: before each game, or only before the first deal of the series."),
                    _(
                        "Beat your partner's card too: yes, as the rule is written; no, a player "
                        "whose partner is winning need only follow suit or trump."
                    ),
                    _(
                        "Forced underruff: yes, who cannot follow nor overtrump plays a lower "
                        "trump; no, he may then play anything."
                    ),
                ]
            ),
        ),
        (
            _("The texts and this table"),
            _(
                "Where the sources are silent this table declares in turn from the dealer's "
                "left, one turn each, and cuts the gathered pack at random. It leaves out one "
                "table custom: holding the Seven of trumps, the player at the dealer's right may "
                "hint a suit to the leader."
            ),
        ),
        (
            _("Controls"),
            _(
                "Click a card, or choose with the arrows and press Enter. Declarations are asked "
                "before the first lead; press C at your turn, or click Choices, to say dost. L "
                "shows the tricks, Esc the menu."
            ),
        ),
    ]
    if isinstance(rules, StovkahraRules):
        paragraphs.append((_("The house rules of this match"), house_rules(rules)))
    return paragraphs


def house_rules(rules: StovkahraRules) -> str:
    """The house rules of a match in one sentence."""
    parts = [
        _("a deal played out: {rule}").format(rule=_(_VALUES[rules.deal_end.value])),
        _("series to {n} brčka").format(n=rules.series),
        _("shuffle {when}").format(when=_(_VALUES[rules.shuffle.value])),
        _("partners beat each other") if rules.beat_partner else _("partners spared"),
        _("forced underruff") if rules.underruff else _("no forced underruff"),
    ]
    return "; ".join(parts) + "."
