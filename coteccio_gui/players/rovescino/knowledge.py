"""What a seat of Rovescino can work out from its view: cards gone, cards unseen, voids shown."""

from __future__ import annotations

from coteccio_gui.engine.cards import SUIT_OF
from coteccio_gui.engine.tricks import TRESSETTE_THIRDS as THIRDS
from coteccio_gui.games.rovescino import RovescinoView
from coteccio_gui.players.knowledge import Knowledge
from coteccio_gui.players.masks import FULL, mask_of


def knowledge(view: RovescinoView) -> Knowledge:
    """Count the cards and read the voids from this hand's tricks and the table.

    ``unseen`` holds the other hands and the monte (face down) alike.
    """
    played = 0
    voids = [0] * view.players
    for plays in [*(t.plays for t in view.tricks), view.trick]:
        if not plays:
            continue
        led = SUIT_OF[plays[0][1]]
        for seat, c in plays:
            played |= 1 << c
            if SUIT_OF[c] != led:
                voids[seat] |= 1 << led
    own = mask_of(view.hand)
    return Knowledge(own, played, FULL & ~own & ~played, tuple(voids))


def still_to_play(view: RovescinoView) -> tuple[int, ...]:
    """The seats that play to the current trick after this seat."""
    order = view.order
    i = order.index(view.seat)
    lead_pos = (i - len(view.trick)) % len(order)
    return tuple(order[(lead_pos + j) % len(order)] for j in range(len(view.trick) + 1, len(order)))


def others(view: RovescinoView) -> tuple[int, ...]:
    """The other seats in this hand."""
    return tuple(s for s in view.order if s != view.seat)


def expected_last_cost(view: RovescinoView, unseen: int) -> float:
    """What the last trick costs in thirds beyond its cards: 3, and the monte's expected points."""
    count = unseen.bit_count()
    if not view.monte_size or not count:
        return 3.0
    thirds = sum(THIRDS[c] for c in range(40) if unseen >> c & 1)
    return 3.0 + view.monte_size * thirds / count
