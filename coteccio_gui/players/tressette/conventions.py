"""The signals the computer players give when they lead, and what they take them to mean.

*Volo* is held true by the rules (the card led is the last of its suit). The others are
this table's conventions, used by every computer level that signals and read by the
expert as facts about the leader's hand when it deals the unseen cards:

- *busso* (knock): "take this with the Three and come back": leading a low card of a suit
  of which the leader holds the Two or the Ace but not the Three, the Three still out;
- *striscio* (skim): "my best suit": leading from five cards or more of the suit.
"""

from __future__ import annotations

from collections.abc import Sequence

from coteccio_gui.engine.cards import RANK_OF, Card
from coteccio_gui.games.tressette.actions import Signal
from coteccio_gui.games.tressette.cards import ACE, THREE, TWO

STRISCIO_LENGTH = 5


def signal_for(
    suit_cards: Sequence[Card], card: Card, three_out: bool, striscio: bool
) -> Signal | None:
    """The signal to lead ``card`` with, holding ``suit_cards`` of its suit (``card`` too)."""
    if len(suit_cards) == 1:
        return Signal.VOLO
    ranks = {RANK_OF[c] for c in suit_cards}
    if three_out and THREE not in ranks and ranks & {TWO, ACE} and RANK_OF[card] not in (TWO, ACE):
        return Signal.BUSSO
    if striscio and len(suit_cards) >= STRISCIO_LENGTH:
        return Signal.STRISCIO
    return None


def fits_signal(signal: Signal, suit_cards: Sequence[Card], three_played_before: bool) -> bool:
    """Whether the leader's cards of the suit at the lead fit the signal's convention."""
    if signal is Signal.VOLO:
        return len(suit_cards) == 1
    ranks = {RANK_OF[c] for c in suit_cards}
    if signal is Signal.BUSSO:
        return not three_played_before and THREE not in ranks and bool(ranks & {TWO, ACE})
    return len(suit_cards) >= STRISCIO_LENGTH
