"""Terziglio hands as the expert imagines them: the unseen cards dealt to fit the view, then
played out by the Tressette family's policy in a fast :class:`World`.

Two kinds of deal: before the contract (``auction_deal``: the other hands and the monte, for
bidding) and during the play (``play_world``: the other hands, their discards and the monte,
placing every card the seat has seen go somewhere: the monte shown, the called card, the
card given in exchange, its own discards).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.terziglio.actions import Contract
from coteccio_gui.games.terziglio.view import TerziglioView
from coteccio_gui.games.tressette.cards import THIRDS, points
from coteccio_gui.players.knowledge import Knowledge
from coteccio_gui.players.masks import TO_T, tmask
from coteccio_gui.players.sampling import sample_hands
from coteccio_gui.players.terziglio.thumb import call_card, discards
from coteccio_gui.players.tressette.world import World
from coteccio_gui.players.trick_loop import ITALIAN_SUIT as SUIT

NEEDED_THIRDS = 18
"""Six points: what the soloist must take."""
SOLISSIMI = (Contract.SOLISSIMO, Contract.DIVIDETE, Contract.SCEGLIETE)


def utility(world: World, me_soloist: bool, stake: int) -> float:
    """What a played-out world is worth to a seat: the stake won or lost, and a little for points.

    Side 0 is the soloist's. The small term prefers more points when the contract is decided.
    """
    solo = world.thirds[0]
    made = points(solo) >= 6
    value = stake if made else -stake
    lead = (solo - world.thirds[1]) / 35
    return value + 0.1 * lead if me_soloist else -value - 0.1 * lead


def sides(soloist: int) -> tuple[list[int], list[int]]:
    """Side 0 for the soloist, 1 for the others; the opponents are each other's partners."""
    side = [0 if s == soloist else 1 for s in range(3)]
    partner = [-1 if s == soloist else 3 - s - soloist for s in range(3)]
    return side, partner


def contract_world(
    hands: Sequence[Sequence[Card]],
    monte: Sequence[Card],
    soloist: int,
    contract: Contract,
    leader: int,
) -> World:
    """The world after the contract's exchanges made by the rules of thumb, ready to play."""
    h = [list(x) for x in hands]
    pile: list[Card] = []
    opp = [(soloist + 1) % 3, (soloist + 2) % 3]
    if contract in (Contract.CHIAMO, Contract.SOLO):
        if contract is Contract.CHIAMO:
            called = call_card(h[soloist])
            holder = next((s for s in range(3) if called in h[s]), -1)
            if holder >= 0:
                give = discards(h[soloist], 1)[0]
                h[soloist].remove(give)
                h[holder].remove(called)
                h[soloist].append(called)
                h[holder].append(give)
        h[soloist] += monte
        pile = discards(h[soloist], 4)
    elif contract is Contract.SOLISSIMO:
        pile = list(monte)
    else:
        shares = [monte[:2], monte[2:]] if contract is Contract.DIVIDETE else [monte, []]
        for o, part in zip(opp, shares, strict=True):
            h[o] += part
            pile += discards(h[o], len(part))
    for s in range(3):
        h[s] = [c for c in h[s] if c not in pile]
    side, partner = sides(soloist)
    bonus = sum(THIRDS[c] for c in pile)
    return World([tmask(x) for x in h], [], leader, 0, side, partner, [0, 0], [], bonus)


def auction_deal(view: TerziglioView, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    """The other hands and the monte, dealt at random (the seat's own hand as it is)."""
    unseen = [c for c in range(40) if c not in view.hand]
    rng.shuffle(unseen)
    hands: list[list[Card]] = []
    k = 0
    for s in range(3):
        if s == view.seat:
            hands.append(list(view.hand))
        else:
            hands.append(unseen[k : k + 12])
            k += 12
    return hands, unseen[k:]


def play_world(view: TerziglioView, rng: random.Random) -> World | None:
    """A deal of everything the seat cannot see during the play, fitting what it has seen."""
    me, solo = view.seat, view.soloist
    played = {c for t in view.tricks for _, c in t.plays} | {c for _, c in view.trick}
    voids = [0, 0, 0]
    for plays in [t.plays for t in view.tricks] + [view.trick]:
        if plays:
            led = SUIT[plays[0][1]]
            for s, c in plays:
                if SUIT[c] != led:
                    voids[s] |= 1 << led
    sure: list[set[Card]] = [set(), set(), set()]
    """Cards known to be in a seat's hand or among its own discards."""
    for s in range(3):
        if s != me:
            sure[s].update(view.took[s])
    if view.called is not None and view.holder >= 0 and me != solo:
        sure[solo].add(view.called)
    if view.given is not None and me == solo:
        sure[view.holder].add(view.given)
    known = set(view.hand) | set(view.discarded) | played
    for s in range(3):
        sure[s] -= known
    placed = set().union(*sure)
    pool = [c for c in range(40) if c not in known and c not in placed]
    in_hand: list[list[Card]] = [[], [], []]
    down: list[list[Card]] = [[], [], []]
    need_hand = {s: view.hand_sizes[s] for s in range(3) if s != me}
    need_down = {s: view.discard_counts[s] for s in range(3) if s != me}
    for s in need_hand:
        for c in sorted(sure[s], key=lambda x: -THIRDS[x]):
            if not voids[s] >> SUIT[c] & 1 and len(in_hand[s]) < need_hand[s]:
                in_hand[s].append(c)
            else:
                down[s].append(c)
        if len(down[s]) > need_down[s]:
            return None
    sizes = {s: need_hand[s] - len(in_hand[s]) for s in need_hand}
    mask = 0
    for c in pool:
        mask |= 1 << c
    dealt = sample_hands(Knowledge(0, 0, mask, tuple(voids)), sizes, rng)
    if dealt is None:
        return None
    used = {c for h in dealt.values() for c in h}
    rest = [c for c in pool if c not in used]
    rng.shuffle(rest)
    pile = list(view.discarded)
    for s in need_down:
        extra = need_down[s] - len(down[s])
        down[s] += rest[:extra]
        rest = rest[extra:]
        pile += down[s]
    pile += rest  # a solissimo's untouched monte
    hands = [list(view.hand) if s == me else in_hand[s] + dealt[s] for s in range(3)]
    side, partner = sides(solo)
    thirds = [0, 0]
    for t in view.tricks:
        thirds[side[t.winner]] += t.points
    return World(
        [tmask(h) for h in hands],
        [(s, TO_T[c]) for s, c in view.trick],
        view.turn,
        tmask(played),
        side,
        partner,
        thirds,
        [],
        sum(THIRDS[c] for c in pile),
    )
