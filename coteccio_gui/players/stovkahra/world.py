"""A Stovkahra deal as a search imagines it: every hand known, fast to play out.

Hands are masks (``policy``). A world plays to the end of the deal with the rule-based policy
for every seat, each seeing only its own hand and the cards gone, and counts each side's points
from here on: the cards, the last trick's 6 and the Sevens' bonuses (52, 10, 20). The rules are
the engine's (``engine.trumps``, ``games.stovkahra.scoring``) written again for speed; a test
plays the two side by side.
"""

from __future__ import annotations

from coteccio_gui.games.stovkahra.cards import POINTS, SUIT_OF
from coteccio_gui.games.stovkahra.rules import LAST_TRICK
from coteccio_gui.games.stovkahra.scoring import seven_bonus
from coteccio_gui.players.stovkahra.policy import FULL, beats, follow, lead, legal


class World:
    """The rest of a deal: the hands, the trick on the table, the points taken from here on."""

    __slots__ = (
        "hands", "trick", "turn", "played", "trump", "points", "done", "best_seat", "best",
        "beat_partner", "underruff",
    )  # fmt: skip

    def __init__(
        self,
        hands: list[int],
        trick: list[tuple[int, int]],
        turn: int,
        played: int,
        trump: int,
        done: int,
        beat_partner: bool = True,
        underruff: bool = True,
    ) -> None:
        self.hands = hands
        self.trick = trick
        self.turn = turn
        self.played = played
        """Every card played this deal (those on the table too), as a mask."""
        self.trump = trump
        self.points = [0, 0]
        """Each side's points from here on (side 0: seats 0 and 2)."""
        self.done = done
        """Tricks finished this deal."""
        self.beat_partner = beat_partner
        self.underruff = underruff
        self.best_seat, self.best = -1, -1
        for seat, card in trick:
            if self.best < 0 or beats(card, self.best, trump):
                self.best_seat, self.best = seat, card

    def copy(self) -> World:
        """An independent copy."""
        w = World.__new__(World)
        w.hands = self.hands[:]
        w.trick = self.trick[:]
        w.turn, w.played, w.trump, w.done = self.turn, self.played, self.trump, self.done
        w.points = self.points[:]
        w.best_seat, w.best = self.best_seat, self.best
        w.beat_partner, w.underruff = self.beat_partner, self.underruff
        return w

    def over(self) -> bool:
        """Whether the deal is played out."""
        return self.done == 8

    def legal(self) -> int:
        """The cards the seat to play may play, as a mask."""
        seat = self.turn
        if not self.trick:
            return self.hands[seat]
        must_beat = self.beat_partner or self.best_seat != seat ^ 2
        led = SUIT_OF[self.trick[0][1]]
        return legal(self.hands[seat], led, self.best, self.trump, must_beat, self.underruff)

    def policy_card(self) -> int:
        """The rule-based card of the seat to play, from its own hand and the cards gone."""
        seat = self.turn
        hand = self.hands[seat]
        free = FULL & ~self.played & ~hand
        if not self.trick:
            return lead(hand, free, self.trump)
        trick = self.trick
        return follow(hand, self.legal(), trick, self.best_seat, self.best, seat, free, self.trump)

    def step(self, card: int) -> None:
        """The seat to play plays ``card`` (assumed legal)."""
        seat = self.turn
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        self.trick.append((seat, card))
        if self.best < 0 or beats(card, self.best, self.trump):
            self.best_seat, self.best = seat, card
        if len(self.trick) < 4:
            self.turn = (seat + 1) & 3
            return
        winner = self.best_seat
        points = sum(POINTS[c] for _, c in self.trick) + seven_bonus(self.done, self.best)
        self.done += 1
        if self.done == 8:
            points += LAST_TRICK
        self.points[winner & 1] += points
        self.trick = []
        self.best_seat, self.best = -1, -1
        self.turn = winner

    def rollout(self) -> None:
        """Play the deal out with the policy for every seat."""
        while self.done < 8:
            self.step(self.policy_card())
