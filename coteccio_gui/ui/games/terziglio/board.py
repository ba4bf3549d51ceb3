"""Terziglio's board: what its panels and info box show, and how each event of the match
changes it and is shown at the table (messages, pauses, the end-of-hand table)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from coteccio_gui.engine.events import HandDealt, TrickWon
from coteccio_gui.engine.game import Event
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
    Phase,
)
from coteccio_gui.games.terziglio.view import TerziglioView
from coteccio_gui.games.tressette.cards import THIRDS
from coteccio_gui.i18n import _
from coteccio_gui.ui.core.dialogs import Choice
from coteccio_gui.ui.core.theme import GOLD
from coteccio_gui.ui.games.base import DialogSpec, Shown
from coteccio_gui.ui.games.rovescino.rules import points_text
from coteccio_gui.ui.games.terziglio import story


@dataclass
class Board:
    """What Terziglio's panels and info box show: it lags the match by the events not shown.
    Only what every seat may know: never a discard or the card given for a called one."""

    scores: list[int]
    taken: list[int]
    """Card points (in thirds) each seat has taken this hand."""
    won: list[int]
    hand: int
    bidding: bool
    said: dict[int, Contract | None] = field(default_factory=dict)
    """The auction of this hand: each seat's last bid, or ``None`` for a pass."""
    soloist: int = -1
    contract: Contract | None = None
    called: int | None = None
    monte: tuple[int, ...] = ()
    """The monte as it was turned up for everyone (empty while it is face down)."""
    shared: bool = False
    """Dividete: the opponents took the monte unseen."""
    redeal: bool = False
    """Everybody passed and the same hands come again (the hand's number stays)."""
    last: int = -1
    """Who took the latest trick (the last one takes the monte)."""
    lying: tuple[int | None, ...] = ()
    """The monte where it lies on the table (``None``: a card face down): as dealt, turned
    up, then the discards; at the end of the hand face up, gone to ``lying_to``."""
    lying_to: int = -1
    up: tuple[tuple[int, tuple[int, ...]], ...] = ()
    """The turned-up monte as each seat took it (seat, cards): in sight, face up, while the
    monte cards are discarded, until the first card is played."""


def board_of(v: TerziglioView) -> Board:
    """The panels' values as they stand in a seat's view (a match resumed mid-hand too): only
    what every seat knows."""
    in_hand = v.phase not in (Phase.DEAL, Phase.OVER)
    b = Board(
        scores=list(v.scores),
        taken=[0, 0, 0],
        won=[0, 0, 0],
        hand=hands_dealt(v),
        bidding=v.phase is Phase.BID,
    )
    if v.monte_at_end:  # the hand is over: the monte went with the last trick
        b.lying, b.lying_to = v.monte_at_end, v.tricks[-1].winner
    if not in_hand:
        return b
    up = v.phase is Phase.SPLIT  # scegliete: the monte lies turned up until it is shared
    b.lying = v.monte_shown if up else (None,) * v.monte_size  # as dealt, or the discards
    b.said = dict(v.bids) if b.bidding else {}
    before_play = v.phase is Phase.DISCARD or (v.phase is Phase.PLAY and not (v.tricks or v.trick))
    if v.monte_shown and before_play:
        b.up = tuple((s, cards) for s, cards in enumerate(v.took) if cards)
    if not b.bidding:
        b.soloist, b.contract, b.called = v.soloist, v.contract, v.called
        b.monte = v.monte_shown
        b.shared = v.contract is Contract.DIVIDETE
    elif v.contract is not None:
        b.soloist, b.contract = v.soloist, v.contract
    for t in v.tricks:
        b.taken[t.winner] += t.points
        b.won[t.winner] += 1
        b.last = t.winner
    return b


def hands_dealt(v: TerziglioView) -> int:
    """How many hands have been dealt (a redeal after everybody passed is the same hand):
    the hands scored and thrown in, and the one in play."""
    return v.hands_played + v.hands_passed + (v.phase not in (Phase.DEAL, Phase.OVER))


def see(
    b: Board, event: Event, upcoming: Sequence[Event], names: Sequence[str], faces: str
) -> Shown:
    """Bring the board up to date with ``event``: the auction as it goes, the call and the
    monte, the score at the end of a hand; and say how the table shows it."""
    if isinstance(event, HandDealt):
        b.taken, b.won, b.said = [0, 0, 0], [0, 0, 0], {}
        b.soloist, b.contract, b.called, b.monte, b.shared = -1, None, None, (), False
        b.last, b.lying, b.lying_to, b.up = -1, (None,) * 4, -1, ()
        b.hand += 0 if b.redeal else 1
        b.bidding, b.redeal = True, False
        return Shown(sound="shuffle", tip="terziglio")
    if isinstance(event, Bidded):
        b.said[event.seat] = event.contract
        if event.contract is not None:
            b.soloist, b.contract = event.seat, event.contract
        line = story.bid_line(event.seat, event.contract, names)
        return Shown(message=line, seconds=2.0, pause=0.5)
    if isinstance(event, PassedOut):
        b.bidding, b.said, b.redeal, b.up = False, {}, event.redealt, ()
        line = story.passed_line(event, names)
        return Shown(message=line, seconds=4.0, pause=1.2, cleared=True)
    if isinstance(event, Contracted):
        b.bidding, b.soloist, b.contract = False, event.soloist, event.contract
        line = story.contracted_line(event, names)
        return Shown(message=line, seconds=3.5, pause=1.0, flash={event.soloist: GOLD})
    if isinstance(event, CardCalled):
        b.called = event.card
        return Shown(message=story.called_line(event, names, faces), seconds=4.0, pause=1.0)
    if isinstance(event, Exchanged):
        line = story.exchanged_line(event, names, faces)
        return Shown(message=line, seconds=3.5, pause=0.8)
    if isinstance(event, MonteShown):
        b.monte = b.lying = event.cards
        cards = story.cards_text(event.cards, faces)
        taken = upcoming[0] if upcoming else None
        if isinstance(taken, MonteTaken) and taken.number == len(event.cards):
            b.up, b.lying = ((taken.seat, event.cards),), ()  # in sight while he discards
            text = _("The monte is turned up, and {name} takes it: {cards}.")
            line = text.format(name=names[taken.seat], cards=cards)
            return Shown(message=line, seconds=4.0, pause=1.5, consume=1, tip="discard")
        line = _("The monte is turned up: {cards}.").format(cards=cards)
        return Shown(message=line, seconds=4.0, pause=1.5)
    if isinstance(event, MonteTaken):
        b.lying = ()  # into the hands, in sight until the play; the discards lie there
        return _taken(b, event, upcoming, names, faces)
    if isinstance(event, Discarded):
        b.lying = tuple(c for c in b.lying if c is None) + (None,)  # the turned-up monte went
        return Shown(pause=0.3)  # silent: the monte's message stays up to be read
    if isinstance(event, TrickWon):
        b.taken[event.seat] += event.trick.points
        b.won[event.seat] += 1
        b.last = event.seat
        return Shown(tip="last_trick" if event.number == 0 else None)
    if isinstance(event, HandScored):
        return _scored(b, event, names, faces)
    if isinstance(event, GameOver):
        return Shown(sound="win")
    return Shown()


def _taken(
    b: Board, e: MonteTaken, upcoming: Sequence[Event], names: Sequence[str], faces: str
) -> Shown:
    """The opponents take their share of the monte (dividete, scegliete): one message."""
    other = upcoming[0] if upcoming else None
    shared = (e, other) if isinstance(other, MonteTaken) else (e,)  # read apart on a network
    b.up += tuple((t.seat, t.cards) for t in shared if t.cards)  # scegliete: each one's share
    if not isinstance(other, MonteTaken):
        return Shown(message=story.taken_line(e, names, faces), seconds=4.0, pause=1.0)
    if not e.cards and not other.cards:
        b.shared = True
        text = _("{a} and {b} take two monte cards each, unseen, and discard two each.")
        line = text.format(a=names[e.seat], b=names[other.seat])
    else:
        line = " ".join(story.taken_line(t, names, faces) for t in (e, other))
    return Shown(message=line, seconds=4.0, pause=1.5, consume=1, tip="discard")


def _scored(b: Board, e: HandScored, names: Sequence[str], faces: str) -> Shown:
    """The scores change at once, then the end-of-hand table."""
    before = list(b.scores)
    b.scores = [x + g for x, g in zip(b.scores, e.gained, strict=True)]
    rows = [(_("Player"), _("Card points"), _("Game points"), _("Score"))]
    marks = [False]
    thirds = list(b.taken)
    winner = b.last if b.last >= 0 else e.soloist
    thirds[winner] += sum(THIRDS[c] for c in e.monte)
    b.lying, b.lying_to = tuple(e.monte), winner
    for seat, name in enumerate(names):
        who = name + " (" + _("soloist") + ")" if seat == e.soloist else name
        gained = f"+{e.gained[seat]}" if e.gained[seat] else "0"
        taken = points_text(thirds[seat])  # as the panel showed it, then what it counts
        taken += f" → {thirds[seat] // 3}" if thirds[seat] % 3 else ""
        rows.append((who, taken, gained, f"{before[seat]} → {b.scores[seat]}"))
        marks.append(not e.gained[seat])  # the side that lost
    lines = story.result_lines(e, names, str(e.points))
    lines.append(story.monte_line(e, names, faces, winner))
    cut = next((x for x in thirds if x % 3), None)
    if cut is not None:  # an example from this hand
        dropped = _("Thirds of a point are dropped: {taken} counts {n}.")
        lines.append(dropped.format(taken=points_text(cut), n=cut // 3))
    spec = DialogSpec(
        _("End of hand {n}").format(n=b.hand),
        lines,
        [Choice(_("Continue"), "", None)],
        rows,
        highlight=marks,
        room=(4, 4),
    )
    flash = {s: GOLD for s, g in enumerate(e.gained) if g}
    return Shown(flash=flash, pause=0.9, dialog=spec)


def play_begins(b: Board) -> None:
    """The first card is played: the monte taken is out of sight (in the hands)."""
    b.up = ()
