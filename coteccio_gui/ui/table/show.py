"""Engine events turned into animations, sounds-to-be and dialogs on the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from coteccio_gui.engine import (
    CapottoOffered,
    CardPlayed,
    DoctorCalled,
    DoctorOffered,
    Event,
    HandAnnulled,
    HandDealt,
    HandScored,
    LifeGained,
    LifeLost,
    MatchWon,
    Restarted,
    SeatOut,
    TrickWon,
)
from coteccio_gui.i18n import _
from coteccio_gui.ui.board.layout import hand_card_positions
from coteccio_gui.ui.core import theme
from coteccio_gui.ui.table import dialogs as table_dialogs

if TYPE_CHECKING:
    from coteccio_gui.ui.table.scene import TableScene

DEAL_FLIGHT_S = 0.28
DEAL_GAP_S = 0.06
PLAY_FLIGHT_S = 0.32
TRICK_LOOK_S = 0.75
TRICK_FLIGHT_S = 0.38
LIFE_FLASH_S = 1.4


def show_event(t: TableScene, e: Event) -> None:
    """Start showing one event; the table waits until its animation is over."""
    show = t.show
    if isinstance(e, HandDealt):
        t.sound("shuffle")
        _deal(t, e)
    elif isinstance(e, CardPlayed):
        _played(t, e)
    elif isinstance(e, TrickWon):
        _trick_won(t, e)
    elif isinstance(e, CapottoOffered):
        t.sound("capotto")
        t.tip("capotto")
        t.say(_("{name} won the first four tricks: capotto?").format(name=t.name(e.seat)))
    elif isinstance(e, HandAnnulled):
        t.say(
            _("{name} annulled the hand: the same dealer deals again.").format(name=t.name(e.seat)),
            4.0,
        )
        show.counts = [0] * len(show.counts)
        show.bottom_cards = []
        show.trick = []
        show.trick_leader = None
        t.anim.pause(1.2 * max(t.speed, 0.2))
    elif isinstance(e, HandScored):
        _scored(t, e)
    elif isinstance(e, DoctorOffered):
        t.tip("doctor")
        if not t.is_human(e.seat):
            t.say(
                _("{name} has no lives left and may call the doctor.").format(name=t.name(e.seat))
            )
    elif isinstance(e, DoctorCalled):
        t.sound("doctor")
        show.lives[e.seat] = e.lives
        show.pool += e.fee
        show.flash[e.seat] = (theme.GOLD, LIFE_FLASH_S * max(t.speed, 0.3))
        t.say(
            _("{name} calls the doctor: {fee} chips to the pool, back with {lives}.").format(
                name=t.name(e.seat), fee=e.fee, lives=e.lives
            )
        )
        t.anim.pause(1.0 * t.speed)
    elif isinstance(e, SeatOut):
        show.lives[e.seat] = 0
        t.say(_("{name} is out of the match.").format(name=t.name(e.seat)))
        t.anim.pause(1.0 * t.speed)
    elif isinstance(e, Restarted):
        show.lives = [e.lives] * len(show.lives)
        t.say(_("Everyone died together: the match starts again, the pool stays."), 5.0)
        t.anim.pause(1.5 * t.speed)
    elif isinstance(e, MatchWon):
        t.sound("win")
        t.app.push(table_dialogs.match_end(t, e))
    elif isinstance(e, (LifeLost, LifeGained)):
        _life(t, e)


def _deal(t: TableScene, e: HandDealt) -> None:
    show = t.show
    if t.hot_seat:  # a new hand: each person sees theirs only after confirming a curtain for it
        t.viewer = None
    show.dealer, show.leader = e.dealer, e.leader
    show.counts = [0] * len(show.counts)
    show.bottom_cards = []
    show.trick = []
    show.taken = [0] * len(show.taken)
    show.tricks_won = [0] * len(show.tricks_won)
    show.hand = t.match.hands_played + 1
    show.trick_leader = e.leader
    spots = t.layout.spots
    start = spots[e.dealer].trick
    order = [s for s in range(len(e.hands)) if e.hands[s]]
    order = order[order.index(e.leader) :] + order[: order.index(e.leader)]
    bottom_hand = list(e.hands[t.bottom])
    k = 0
    for round_ in range(5):
        for seat in order:
            spot = spots[seat]
            end = hand_card_positions(spot, round_ + 1)[-1].center
            card = bottom_hand[round_] if t.shows_hand(seat) else None

            def land(seat: int = seat, card: int | None = card) -> None:
                t.sound("deal")
                show.counts[seat] += 1
                if seat == t.bottom:
                    show.bottom_cards = list(e.hands[seat][: show.counts[seat]])

            t.fly(
                card,
                start,
                end,
                (t.layout.trick_height // 2, spot.card_height),
                DEAL_FLIGHT_S,
                DEAL_GAP_S * k,
                land,
                owner=seat if card is not None else None,
            )
            k += 1


def _played(t: TableScene, e: CardPlayed) -> None:
    show = t.show
    spot = t.layout.spots[e.seat]
    if e.seat == t.bottom and e.card in show.bottom_cards:
        index = show.bottom_cards.index(e.card)
        start = t.hand_rects()[index].center
        show.bottom_cards.remove(e.card)
        t.selected = min(t.selected, max(0, len(show.bottom_cards) - 1))
    else:
        rects = hand_card_positions(spot, show.counts[e.seat])
        start = rects[len(rects) // 2].center if rects else spot.hand.center
    show.counts[e.seat] -= 1

    def land() -> None:
        t.sound("card")
        show.trick.append((e.seat, e.card))

    t.fly(
        e.card,
        start,
        spot.trick,
        (spot.card_height, t.layout.trick_height),
        PLAY_FLIGHT_S,
        0.0,
        land,
    )


def _trick_won(t: TableScene, e: TrickWon) -> None:
    show = t.show

    def sweep() -> None:
        t.sound("trick")
        t.tip("trick" if e.number == 0 else "last_trick")
        cards = list(show.trick)
        show.trick = []
        end = t.layout.spots[e.seat].panel.center
        for i, (seat, card) in enumerate(cards):
            start = t.layout.spots[seat].trick
            t.fly(
                card,
                start,
                end,
                (t.layout.trick_height, t.layout.trick_height // 2),
                TRICK_FLIGHT_S,
                0.03 * i,
                None,
            )

        def counted() -> None:
            show.taken[e.seat] += e.trick.points
            show.tricks_won[e.seat] += 1
            show.last_trick = e.trick
            show.trick_leader = e.seat if e.number < 4 else None  # the winner leads the next

        t.anim.pause((TRICK_FLIGHT_S + 0.03 * len(cards)) * t.speed, counted)

    t.anim.pause(TRICK_LOOK_S * t.speed, sweep)


def _life(t: TableScene, e: LifeLost | LifeGained) -> None:
    t.show.lives[e.seat] = e.lives
    if isinstance(e, LifeLost):
        t.sound("life")
        t.tip("life")
    colour = theme.RED if isinstance(e, LifeLost) else theme.GOLD
    t.show.flash[e.seat] = (colour, LIFE_FLASH_S * max(t.speed, 0.3))


def _scored(t: TableScene, e: HandScored) -> None:
    """Show the life changes at once, then the end-of-hand summary."""
    changes: list[LifeLost | LifeGained] = []
    while t.queue and isinstance(t.queue[0], (LifeLost, LifeGained)):
        change = t.queue.popleft()
        assert isinstance(change, (LifeLost, LifeGained))
        changes.append(change)
    before = list(t.show.lives)
    for change in changes:
        _life(t, change)
    t.show.trick_leader = None

    def summary() -> None:
        t.app.push(table_dialogs.hand_summary(t, e, changes, before))

    t.anim.pause(0.9 * t.speed, summary)
