"""Terziglio's seat view: everything one seat may know, and nothing more.

The monte is public only when turned up (chiamo, solo, scegliete). A discard is known to
the seat that made it; the card given for a called one to the soloist and the holder;
the two cards an opponent takes in a dividete to that opponent alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.game import Outcome
from coteccio_gui.engine.view import TableView
from coteccio_gui.games.terziglio.actions import Action, Contract, Phase, TerziglioRules
from coteccio_gui.games.terziglio.state import TerziglioState


@dataclass(frozen=True, slots=True)
class TerziglioView(TableView):
    """What ``seat`` may know of the match right now."""

    rules: TerziglioRules
    phase: Phase
    eldest: int
    legal: tuple[Action, ...]
    bids: tuple[tuple[int, Contract | None], ...]
    """The auction so far: (seat, contract or None for a pass)."""
    lowest: Contract
    """The lowest bid allowed (solo after a pass-out redeal)."""
    contract: Contract | None
    """The highest bid so far, then the contract."""
    soloist: int
    called: Card | None
    holder: int
    """Who gave the called card (-1: it was in the monte, or none called yet)."""
    given: Card | None
    """The card the soloist gave for the called one (to those two only)."""
    monte_shown: tuple[Card, ...]
    """The monte as it was turned up for all to see, or ``()``."""
    took: tuple[tuple[Card, ...], ...]
    """The monte cards each seat took, as far as this seat may know."""
    discarded: tuple[Card, ...]
    """This seat's own discards."""
    discard_counts: tuple[int, ...]
    monte_size: int
    scores: tuple[int, ...]
    outcome: Outcome | None
    hands_passed: int
    """The hands thrown in because everybody passed (said aloud; a redeal is not one)."""
    monte_at_end: tuple[Card, ...]
    """The monte the last trick took, turned up for all when the hand is scored; ``()``
    until then, and again from the next deal."""


def terziglio_view(m: TerziglioState, seat: int, legal: tuple[Action, ...]) -> TerziglioView:
    """The view of ``seat``."""
    took = tuple(t if (m.monte_shown or s == seat) else () for s, t in enumerate(m.took))
    shown = tuple(m.took[m.soloist]) if m.monte_shown and m.soloist >= 0 else ()
    if m.monte_shown and m.contract is Contract.SCEGLIETE:
        shown = tuple(c for t in m.took for c in t) or tuple(m.monte)
    return TerziglioView(
        seat=seat,
        players=3,
        rules=m.rules,
        phase=m.phase,
        turn=m.turn,
        dealer=m.dealer,
        eldest=m.eldest,
        leader=m.leader,
        hand=tuple(sorted(m.hands[seat])),
        legal=legal if seat == m.turn else (),
        bids=tuple(m.bids),
        lowest=m.lowest,
        contract=m.contract,
        soloist=m.soloist,
        called=m.called,
        holder=m.holder,
        given=m.given if seat in (m.soloist, m.holder) else None,
        monte_shown=shown,
        took=took,
        discarded=tuple(m.discards[seat]),
        discard_counts=tuple(len(d) for d in m.discards),
        monte_size=len(m.monte),
        trick=tuple(m.trick),
        tricks=tuple(m.tricks),
        scores=tuple(m.score),
        hand_sizes=tuple(len(h) for h in m.hands),
        hands_played=m.hands_played,
        outcome=m.result,
        hands_passed=m.hands_passed,
        monte_at_end=tuple(m.monte) if m.tricks and m.phase in _ENDED else (),
    )


_ENDED = (Phase.DEAL, Phase.OVER)
"""The phases of a match between hands: a hand played out lies scored until the next deal."""
