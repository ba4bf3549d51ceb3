"""What a seat knows of the hidden cards, from its view only, and deals of them that fit.

Known places: eldest's face-up cards, the turned card while the dealer holds it, the cards of
a declared four (and of a declared three, but for one card the declarer keeps secret). Known
absences, from the card obligations read backwards: a seat that did not follow holds none of
the suit led; one that did not trump holds no trump (or none able to overtrump, where the house
spares the underruff); one that did not head the trick holds no card that would have. A deal of
the unseen cards respects all of it; it depends on the view and the ``rng`` only.
"""

from __future__ import annotations

import random

from coteccio_gui.games.stovkahra.cards import RANK_OF, SUIT_OF
from coteccio_gui.games.stovkahra.view import StovkahraView
from coteccio_gui.players.stovkahra.policy import FULL, HIGHER, SUIT_MASK, beats, cards
from coteccio_gui.players.stovkahra.world import World

_TRIES = 30


def _bans(view: StovkahraView) -> list[int]:
    """For each seat, the cards it cannot hold now (from how it played)."""
    bans = [0] * 4
    trump = view.trump
    rules = view.rules
    for plays in [t.plays for t in view.tricks] + [view.trick]:
        if not plays:
            continue
        led = SUIT_OF[plays[0][1]]
        best_seat, best = plays[0]
        for seat, card in plays[1:]:
            trumped = SUIT_OF[best] == trump and led != trump
            must_beat = rules.beat_partner or best_seat != seat ^ 2
            suit = SUIT_OF[card]
            if suit == led:
                if must_beat and not trumped and not beats(card, best, trump):
                    bans[seat] |= HIGHER[best]
            else:
                bans[seat] |= SUIT_MASK[led]
                if suit != trump:
                    if not trumped or rules.underruff:
                        bans[seat] |= SUIT_MASK[trump]
                    elif must_beat:
                        bans[seat] |= HIGHER[best] & SUIT_MASK[trump]
                elif trumped and must_beat and not beats(card, best, trump):
                    bans[seat] |= HIGHER[best]
            if beats(card, best, trump):
                best_seat, best = seat, card
    return bans


class Reading:
    """A seat's knowledge of where the cards it cannot see lie."""

    def __init__(self, view: StovkahraView) -> None:
        self.view = view
        me = view.seat
        self.played = 0
        played_by = [0] * 4
        for plays in [t.plays for t in view.tricks] + [view.trick]:
            for seat, c in plays:
                self.played |= 1 << c
                played_by[seat] |= 1 << c
        self.mine = 0
        for c in view.hand:
            self.mine |= 1 << c
        self.unseen = FULL & ~self.played & ~self.mine
        self.bans = _bans(view)
        self.known = [0] * 4
        """The unseen cards each seat surely holds."""
        for c in view.face_up:
            self.known[view.eldest] |= 1 << c & self.unseen
        if view.trump_held:
            self.known[(view.eldest + 3) % 4] |= 1 << view.trump_card & self.unseen
        self.threes: list[tuple[int, int]] = []
        """Declared threes whose missing card is still to be guessed: (seat, rank)."""
        for d in view.declarations:
            if d.seat == me:
                continue
            rank = _rank_mask(d.rank)
            others = 0
            for s in range(4):
                if s != d.seat:
                    others |= self.known[s]
            elsewhere = rank & (self.mine | (self.played & ~played_by[d.seat]) | others)
            if d.held == 4 or elsewhere:
                self.known[d.seat] |= rank & self.unseen & ~elsewhere
            else:
                self.threes.append((d.seat, d.rank))
        self.known[me] = self.mine
        self.sizes = list(view.hand_sizes)

    def world(self, rng: random.Random) -> World | None:
        """A deal of the unseen cards that fits what the seat knows (``None`` if none found)."""
        view = self.view
        hands = self._deal(rng, strict=True) or self._deal(rng, strict=False)
        if hands is None:
            return None
        return World(
            hands,
            list(view.trick),
            view.turn,
            self.played,
            view.trump,
            len(view.tricks),
            view.rules.beat_partner,
            view.rules.underruff,
        )

    def _deal(self, rng: random.Random, strict: bool) -> list[int] | None:
        me = self.view.seat
        for _ in range(_TRIES):
            hands = self.known[:]
            placed = 0
            for h in hands:
                placed |= h
            for seat, rank in self.threes:
                choices = cards(self.unseen & ~placed & _rank_mask(rank))
                rng.shuffle(choices)
                for c in choices[1:]:  # the declarer holds all but one of them
                    hands[seat] |= 1 << c
                    placed |= 1 << c
            pool = cards(self.unseen & ~placed)
            seats = [s for s in range(4) if s != me]
            seats.sort(key=lambda s: (-(self.bans[s] & self.unseen).bit_count(), s))
            ok = True
            for seat in seats:
                need = self.sizes[seat] - hands[seat].bit_count()
                if need < 0:
                    ok = False
                    break
                ban = self.bans[seat] if strict else 0
                allowed = [c for c in pool if not ban >> c & 1]
                if len(allowed) < need:
                    ok = False
                    break
                rng.shuffle(allowed)
                for c in allowed[:need]:
                    hands[seat] |= 1 << c
                taken = set(allowed[:need])
                pool = [c for c in pool if c not in taken]
            if ok and not pool:
                return hands
        return None


def _rank_mask(rank: int) -> int:
    return sum(1 << c for c in range(32) if RANK_OF[c] == rank)
