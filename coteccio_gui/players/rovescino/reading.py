"""Reading the other seats' past plays in Rovescino: the cards they probably do not hold.

A seat that ducked under the winning card with the Fante, when the normal level would
have ducked with the highest losing card, probably holds no higher losing card of that
suit; a seat that overtook probably had no card to duck with; the last seat of a trick
that had to take it sheds its strongest card; a seat that threw a low card away when void
probably holds no Asso, 2 or 3 elsewhere. Each such card becomes a *soft ban* for the
sampler (``sampling.deal_unseen``): kept with probability ``1 - miss``, given up when no
deal fits, because a person is not a policy.
"""

from __future__ import annotations

from collections.abc import Iterable

from coteccio_gui.engine.cards import SUIT_OF, Card
from coteccio_gui.engine.tricks import TRESSETTE_STRENGTH as STRENGTH
from coteccio_gui.engine.tricks import TRESSETTE_THIRDS as THIRDS
from coteccio_gui.games.rovescino import RovescinoView
from coteccio_gui.players.knowledge import Knowledge
from coteccio_gui.players.masks import FULL, SUIT_MASK
from coteccio_gui.players.rovescino.policy import choose_mask

Play = tuple[Card, tuple[Card, ...], int, int]
"""A past play: the card, the cards on the table before it, those as a mask, and the cards the
seat played from then on (the card too)."""
_SUITS = tuple(tuple(range(s * 10, s * 10 + 10)) for s in range(4))


def _duck_key(c: int) -> float:
    return STRENGTH[c] + 1.5 * THIRDS[c]


def _base_danger(c: int) -> int:
    return 2 * THIRDS[c] + STRENGTH[c]


def soft_bans(view: RovescinoView, know: Knowledge) -> dict[int, int]:
    """Per other seat in the hand, a mask of unseen cards its past plays say it does not hold."""
    seats = len(view.order)
    bans = {s: 0 for s in view.order if s != view.seat}
    for plays in [*(t.plays for t in view.tricks), view.trick]:
        if not plays:
            continue
        led = SUIT_OF[plays[0][1]]
        top = STRENGTH[plays[0][1]]
        for i, (seat, c) in enumerate(plays):
            if i == 0:
                continue
            if seat in bans:
                bans[seat] |= _read(c, led, top, i == seats - 1)
            if SUIT_OF[c] == led and STRENGTH[c] > top:
                top = STRENGTH[c]
    return {s: m & know.unseen for s, m in bans.items()}


def _read(c: int, led: int, top: int, last: bool) -> int:
    """The cards a normal player who played ``c`` here would not have held."""
    ban = 0
    if SUIT_OF[c] != led:  # void: it threw its most dangerous card
        floor = _base_danger(c) + 8
        for x in range(40):
            if SUIT_OF[x] != led and _base_danger(x) > floor:
                ban |= 1 << x
        return ban
    if STRENGTH[c] < top:  # ducked with the highest losing card
        key = _duck_key(c)
        for x in _SUITS[led]:
            if STRENGTH[x] < top and _duck_key(x) > key:
                ban |= 1 << x
        return ban
    for x in _SUITS[led]:  # overtook: it had nothing to duck with
        if STRENGTH[x] < top:
            ban |= 1 << x
        elif last and STRENGTH[x] > STRENGTH[c]:
            ban |= 1 << x  # the last seat sheds its strongest card
    return ban & SUIT_MASK[led]


class PlayReader:
    """Replays each other seat's past plays of this hand as the normal level would make them.

    ``misses(seat, hand)`` counts the plays a guessed hand (the seat's unplayed cards, as a
    mask) fails to explain: the normal policy, holding those cards and the ones it played
    since, would have played something else.
    """

    def __init__(self, view: RovescinoView) -> None:
        self.seats = len(view.order)
        seq: list[tuple[int, Card, tuple[Card, ...]]] = []
        for plays in [*(t.plays for t in view.tricks), view.trick]:
            shown: list[Card] = []
            for seat, c in plays:
                seq.append((seat, c, tuple(shown)))
                shown.append(c)
        self.plays: dict[int, list[Play]] = {}
        for i, (seat, c, table) in enumerate(seq):
            if seat == view.seat:
                continue
            later = 0
            for s, x, _ in seq[i + 1 :]:
                if s == seat:
                    later |= 1 << x
            on_table = 0
            for x in table:
                on_table |= 1 << x
            self.plays.setdefault(seat, []).append((c, table, on_table, later | 1 << c))
        for plays_of_seat in self.plays.values():
            plays_of_seat.sort(key=_cost_to_check)
        self.follows: dict[tuple[int, int], list[Play]] = {}
        """Per (seat, suit), the plays where the seat followed that suit: they read one suit."""
        self.off_suit: dict[int, list[Play]] = {}
        """Per seat, its leads and discards: they read the whole hand."""
        for seat, plays_of_seat in self.plays.items():
            for play in plays_of_seat:
                c, table = play[0], play[1]
                if table and SUIT_OF[c] == SUIT_OF[table[0]]:
                    self.follows.setdefault((seat, SUIT_OF[c]), []).append(play)
                else:
                    self.off_suit.setdefault(seat, []).append(play)
        self._fits: dict[tuple[int, int, int], list[list[tuple[float, int]]] | None] = {}

    def misses(self, seat: int, hand: int, limit: int = 99) -> int:
        """How many of ``seat``'s past plays ``hand`` fails to explain (up to ``limit``)."""
        return self._count(self.plays.get(seat, ()), hand, limit)

    def off_suit_misses(self, seat: int, hand: int, limit: int = 99) -> int:
        """:meth:`misses` over ``seat``'s leads and discards only."""
        return self._count(self.off_suit.get(seat, ()), hand, limit)

    def suit_fits(
        self, seat: int, suit: int, allowed: int, miss: float
    ) -> list[list[tuple[float, int]]] | None:
        """Per number of cards k, the holdings of ``suit`` among ``allowed`` (a mask) with k
        cards, each with its running total of weight ``miss ** misses`` over the plays where
        ``seat`` followed that suit (the last total is the size's whole weight); ``None`` when
        the seat never followed it (every holding fits alike). Cached: a decision asks often."""
        key = (seat, suit, allowed)
        if key in self._fits:
            return self._fits[key]
        plays = self.follows.get((seat, suit))
        fits: list[list[tuple[float, int]]] | None = None
        if plays:
            fits = [[] for _ in range(allowed.bit_count() + 1)]
            sub = allowed
            while True:
                k = self._count(plays, sub, 99)
                size = fits[sub.bit_count()]
                size.append(((size[-1][0] if size else 0.0) + miss**k, sub))
                if not sub:
                    break
                sub = (sub - 1) & allowed
        self._fits[key] = fits
        return fits

    def _count(self, plays: Iterable[Play], hand: int, limit: int) -> int:
        k = 0
        seats = self.seats
        for c, table, on_table, since in plays:
            held = hand | since
            if table:
                follow = held & SUIT_MASK[SUIT_OF[table[0]]]
                if follow and not follow & (follow - 1):
                    continue  # forced: nothing to read
            if not held & (held - 1):
                continue
            if choose_mask(held, table, seats, FULL & ~(held | on_table), 3.0) != c:
                k += 1
                if k >= limit:
                    break
        return k


def _cost_to_check(play: Play) -> int:
    """Following is cheap to check, a discard less so, a lead dearest: cheap ones first."""
    c, table = play[0], play[1]
    if not table:
        return 2
    return 0 if SUIT_OF[c] == SUIT_OF[table[0]] else 1
