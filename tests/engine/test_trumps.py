"""The kernel's trick play with trumps (``engine.trumps``), for any pack: the cards it allows are
exactly those the obligations allow, read card by card; a refusal says which obligation."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from coteccio_gui.engine.cards import CODES, SUIT_NAMES, SUIT_OF
from coteccio_gui.engine.errors import (
    MustBeat,
    MustFollowSuit,
    MustHeadTrick,
    MustOvertrump,
    MustTrump,
)
from coteccio_gui.engine.tricks import TRESSETTE_STRENGTH
from coteccio_gui.engine.trumps import TrumpPack, check_play, legal_plays, trick_winner
from coteccio_gui.games.stovkahra.cards import TRUMP_PACK as GERMAN

ITALIAN = TrumpPack(SUIT_OF, TRESSETTE_STRENGTH, CODES, SUIT_NAMES)
PACKS = {"italian": ITALIAN, "german": GERMAN}


@st.composite
def positions(draw: st.DrawFn) -> tuple[TrumpPack, list[int], list[tuple[int, int]], int]:
    """A pack, a hand, a trick of 0–3 cards before it (none in the hand) and a trump suit."""
    pack = PACKS[draw(st.sampled_from(sorted(PACKS)))]
    cards = draw(st.permutations(range(len(pack.suit))))
    size = draw(st.integers(1, 8))
    before = draw(st.integers(0, 3))
    hand = list(cards[:size])
    trick_cards = list(cards[size : size + before])
    trump = draw(st.integers(0, 3))
    if len(trick_cards) >= 2 and draw(st.booleans()):  # often a trick already trumped
        spare = [c for c in cards[size + before :] if pack.suit[c] == trump]
        if spare and pack.suit[trick_cards[0]] != trump:
            trick_cards[1] = spare[0]
    return pack, hand, list(enumerate(trick_cards)), trump


def allowed_by_the_words(
    card: int, hand: list[int], trick: list[tuple[int, int]], trump: int, pack: TrumpPack
) -> bool:
    """STOVKAHRA.md §5 read for one card: follow and head the trick (any card of the suit led
    once a plain suit is trumped); else trump, overtrumping if able; else anything."""
    if not trick:
        return True
    suit, strength = pack.suit, pack.strength
    led = suit[trick[0][1]]
    trumps_on = [c for _, c in trick if suit[c] == trump]
    top = max(trumps_on or [c for _, c in trick if suit[c] == led], key=strength.__getitem__)
    ruffed = bool(trumps_on) and led != trump
    if any(suit[c] == led for c in hand):
        if suit[card] != led:
            return False
        can_head = any(suit[c] == led and strength[c] > strength[top] for c in hand)
        return ruffed or not can_head or strength[card] > strength[top]
    if not any(suit[c] == trump for c in hand):
        return True
    if suit[card] != trump:
        return False
    can_over = any(suit[c] == trump and strength[c] > strength[top] for c in hand)
    return not ruffed or not can_over or strength[card] > strength[top]


@settings(max_examples=400, deadline=None)
@given(positions())
def test_the_cards_allowed_are_those_the_obligations_allow(
    position: tuple[TrumpPack, list[int], list[tuple[int, int]], int],
) -> None:
    pack, hand, trick, trump = position
    legal = legal_plays(hand, trick, trump, pack)
    assert legal and set(legal) <= set(hand)
    assert legal == [c for c in hand if allowed_by_the_words(c, hand, trick, trump, pack)]
    for card in hand:
        if card in legal:
            check_play(1, card, hand, trick, trump, pack)
            continue
        try:
            check_play(1, card, hand, trick, trump, pack)
        except (MustFollowSuit, MustTrump, MustBeat) as refused:
            if isinstance(refused, (MustTrump, MustBeat)):
                assert refused.allowed == tuple(legal)
            if isinstance(refused, MustHeadTrick | MustOvertrump):
                assert pack.suit[refused.card] == pack.suit[refused.best]
        else:
            raise AssertionError(f"{card} was accepted but is not legal")


@settings(max_examples=300, deadline=None)
@given(positions())
def test_the_highest_trump_or_else_the_highest_of_the_suit_led_takes_the_trick(
    position: tuple[TrumpPack, list[int], list[tuple[int, int]], int],
) -> None:
    pack, hand, trick, trump = position
    plays = [*trick, (9, hand[0])]
    suit, strength = pack.suit, pack.strength
    trumps = [(s, c) for s, c in plays if suit[c] == trump]
    led = [(s, c) for s, c in plays if suit[c] == suit[plays[0][1]]]
    expected = max(trumps or led, key=lambda p: strength[p[1]])[0]
    assert trick_winner(plays, trump, pack) == expected


@settings(max_examples=200, deadline=None)
@given(positions())
def test_the_loosened_duties_only_ever_allow_more(
    position: tuple[TrumpPack, list[int], list[tuple[int, int]], int],
) -> None:
    pack, hand, trick, trump = position
    strict = set(legal_plays(hand, trick, trump, pack))
    for must_beat in (False, True):
        for underruff in (False, True):
            loose = legal_plays(hand, trick, trump, pack, must_beat=must_beat, underruff=underruff)
            assert strict <= set(loose)
            if trick and any(pack.suit[c] == pack.suit[trick[0][1]] for c in hand):
                assert all(pack.suit[c] == pack.suit[trick[0][1]] for c in loose)  # still follow
