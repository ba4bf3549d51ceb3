"""A deal of the Tressette family as the expert imagines it: every hand known, fast to play out.

Cards are t-cards (``masks``); hands are masks. A world plays to the end of the hand with
the rule-based policy for every seat, each seeing only its own hand and the cards gone.
"""

from __future__ import annotations

from coteccio_gui.players.masks import FULL
from coteccio_gui.players.tressette.policy import choose, follow, lead
from coteccio_gui.players.trick_loop import TRESSETTE_T, take_plays

LAST = 3
_FOLLOW = TRESSETTE_T.follow


class World:
    """The rest of a hand: hands, the trick on the table, the stock and the thirds taken."""

    __slots__ = (
        "players", "hands", "trick", "turn", "played", "side", "partner", "thirds", "stock",
        "bonus",
    )  # fmt: skip

    def __init__(
        self,
        hands: list[int],
        trick: list[tuple[int, int]],
        turn: int,
        played: int,
        side: list[int],
        partner: list[int],
        thirds: list[int],
        stock: list[int],
        bonus: int = 0,
    ) -> None:
        self.players = len(hands)
        self.hands = hands
        self.trick = trick
        self.turn = turn
        self.played = played
        """Every t-card played this hand (those on the table too)."""
        self.side = side
        """The side (0 or 1; the seat itself with two players) of each seat."""
        self.partner = partner
        """Each seat's partner, or -1."""
        self.thirds = thirds
        """Thirds taken by each side."""
        self.stock = stock
        """Tressette in due: the stock, next card first."""
        self.bonus = bonus
        """Terziglio: the thirds of the monte, which go with the last trick."""

    def copy(self) -> World:
        """An independent copy."""
        w = World.__new__(World)
        w.players = self.players
        w.hands = self.hands[:]
        w.trick = self.trick[:]
        w.turn = self.turn
        w.played = self.played
        w.side = self.side
        w.partner = self.partner
        w.thirds = self.thirds[:]
        w.stock = self.stock[:]
        w.bonus = self.bonus
        return w

    def over(self) -> bool:
        """Whether the hand is played out."""
        return not self.trick and not any(self.hands)

    def step(self, t: int) -> None:
        """The seat to play plays t-card ``t`` (assumed legal)."""
        seat = self.turn
        self.hands[seat] &= ~(1 << t)
        self.played |= 1 << t
        self.trick.append((seat, t))
        n = self.players
        if len(self.trick) < n:
            self.turn = (seat + 1) % n
            return
        win_seat, pts = take_plays(self.trick, TRESSETTE_T)
        self.trick = []
        stock = self.stock
        if stock:
            self.hands[win_seat] |= 1 << stock.pop(0)
            self.hands[1 - win_seat] |= 1 << stock.pop(0)
        elif not any(self.hands):
            pts += LAST + self.bonus
        self.thirds[self.side[win_seat]] += pts
        self.turn = win_seat

    def legal(self) -> int:
        """The t-cards the seat to play may play, as a mask."""
        hand = self.hands[self.turn]
        if self.trick:
            same = hand & _FOLLOW[self.trick[0][1]]
            if same:
                return same
        return hand

    def policy_card(self) -> int:
        """The rule-based card of the seat to play, from its own hand and the cards gone."""
        seat = self.turn
        hand = self.hands[seat]
        out = FULL & ~self.played & ~hand
        return choose(hand, self.trick, self.partner[seat], out, self.players - len(self.trick) - 1)

    def rollout(self) -> None:
        """Play the hand out with the policy for every seat (``step`` and the policy inlined)."""
        hands, trick, partner, stock = self.hands, self.trick, self.partner, self.stock
        n, played, turn = self.players, self.played, self.turn
        left = sum(h.bit_count() for h in hands) + len(stock)
        while left:
            hand = hands[turn]
            free = FULL & ~played & ~hand
            if trick:
                t = follow(hand, trick, partner[turn], free, n - len(trick) - 1)
            else:
                t = lead(hand, free)
            bit = 1 << t
            hands[turn] = hand ^ bit
            played |= bit
            left -= 1
            trick.append((turn, t))
            if len(trick) < n:
                turn = turn + 1 if turn + 1 < n else 0
                continue
            win_seat, pts = take_plays(trick, TRESSETTE_T)
            trick.clear()
            if stock:
                hands[win_seat] |= 1 << stock.pop(0)
                hands[1 - win_seat] |= 1 << stock.pop(0)
            elif not left:
                pts += LAST + self.bonus
            self.thirds[self.side[win_seat]] += pts
            turn = win_seat
        self.played, self.turn = played, turn
