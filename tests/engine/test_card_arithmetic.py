"""A card's suit and rank come from ``engine/cards.py`` (``suit_of``, ``rank_of``, ``SUIT_OF``,
``RANK_OF``, ``suit_cards``), not from ``card // 10`` and ``card % 10`` written again in every
module (issue 34). Only the files named in ``ALLOWED`` may still do the arithmetic."""

from __future__ import annotations

import io
import tokenize
from pathlib import Path

from coteccio_gui.engine.cards import (
    DECK,
    RANK_OF,
    SUIT_OF,
    Rank,
    Suit,
    card,
    rank_of,
    suit_cards,
    suit_of,
)

PACKAGE = Path(__file__).resolve().parents[2] / "coteccio_gui"

ALLOWED = (
    # Where a card's suit and rank are defined.
    "engine/cards.py",
    # The Cucco pack's own card module: its designs and ranks, not the Italian pack's.
    "games/cucco/cards.py",
)


def arithmetic(source: str) -> list[int]:
    """The lines of ``source`` that divide by ten or take the remainder of ten (code only:
    comments and strings do not count)."""
    tokens = [
        t
        for t in tokenize.generate_tokens(io.StringIO(source).readline)
        if t.type not in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE)
    ]
    return [
        a.start[0]
        for a, b in zip(tokens, tokens[1:], strict=False)
        if a.type == tokenize.OP and a.string in ("//", "%") and b.string == "10"
    ]


def test_the_check_finds_card_arithmetic_in_code_but_not_in_words() -> None:
    source = 'led = trick[0][1] // 10\n# c // 10\nrank = c%10\ntext = "c // 10"\nx = c // 100\n'
    assert arithmetic(source) == [1, 3]


def test_no_module_outside_the_allowed_ones_does_card_arithmetic() -> None:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        if name.startswith(ALLOWED):
            continue
        found += [f"{name}:{line}" for line in arithmetic(path.read_text(encoding="utf-8"))]
    assert found == [], "use engine.cards (suit_of, rank_of, SUIT_OF, RANK_OF) instead"


def test_every_allowed_file_still_exists() -> None:
    for name in ALLOWED:
        assert (PACKAGE / name).exists(), f"{name} is gone: take it off ALLOWED"


def test_the_helpers_agree_with_the_card_codes() -> None:
    for c in DECK:
        assert SUIT_OF[c] == suit_of(c) and RANK_OF[c] == rank_of(c)
        assert card(suit_of(c), rank_of(c)) == c
        assert c in suit_cards(suit_of(c))
    assert [len(suit_cards(s)) for s in Suit] == [10, 10, 10, 10]
    assert suit_cards(Suit.SPADE)[Rank.TRE] == card(Suit.SPADE, Rank.TRE)
