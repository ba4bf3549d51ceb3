"""Stovkahra (Brčko): four players in two partnerships, a series of games to 100, trumps.

A match is a series: games of deals are played until a side has 10 brčka (or 20, a house rule).
Each deal: the pack is shuffled before the first deal of a game and later gathered and cut; the
bottom card, shown to all and dealt last to the dealer, makes its suit trumps; 3-2-3 from the
dealer's left, whose first three cards lie face up until played. Every seat in turn from the
dealer's left may declare threes and fours of a rank; then eight tricks, following suit and
heading the trick, trumping, overtrumping or underruffing (``engine.trumps``). A seat that has
just declared or won a trick may say "dost" and stop the game.

>>> import random
>>> m = Stovkahra(4, None, 0)
>>> _ = m.deal(random.Random(1))
>>> m.phase.value, m.turn, len(m.hand(1)), len(m.face_up), m.trump_card in m.hand(0)
('declare', 1, 8, 3, True)
"""

from __future__ import annotations

import random
from typing import Any

from coteccio_gui.engine.actions import Deal, Play
from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.errors import IllegalAction
from coteccio_gui.engine.events import CardPlayed, HandDealt
from coteccio_gui.engine.game import GameBase, Outcome, Pile
from coteccio_gui.engine.trumps import check_play, legal_plays
from coteccio_gui.games.stovkahra.actions import Action, Declare, Dost, Pass, Phase, Settle
from coteccio_gui.games.stovkahra.cards import DECK, TRUMP_PACK
from coteccio_gui.games.stovkahra.dealing import CUTS, check_deal, cut_pack, deal_pack
from coteccio_gui.games.stovkahra.declarations import (
    DECLARABLE,
    Declaration,
    combinations,
    count_of,
    value,
)
from coteccio_gui.games.stovkahra.events import (
    Declared,
    DostCalled,
    Event,
    GameEnd,
    Passed,
    TrumpTurned,
)
from coteccio_gui.games.stovkahra.rules import FACE_UP, GAME, PLAYERS, WRONG_DOST, StovkahraRules
from coteccio_gui.games.stovkahra.scoring import Scoring, game_value
from coteccio_gui.games.stovkahra.state import NotAllowed, side_of
from coteccio_gui.games.stovkahra.view import StovkahraView, stovkahra_view

RANK_WORDS = ("Aces", "Kings", "Overs", "Unders", "Tens", "Nines", "Eights", "Sevens")
"""The ranks in the plural, for the refusals' English."""


class Stovkahra(Scoring, GameBase):
    """One series of Stovkahra; read its attributes, change it only through its actions."""

    def __init__(
        self, players: int = PLAYERS, rules: StovkahraRules | None = None, first_dealer: int = 0
    ) -> None:
        if players != PLAYERS:
            raise ValueError(f"Stovkahra is played by {PLAYERS} players, not {players}")
        if not 0 <= first_dealer < players:
            raise ValueError(f"first_dealer must be a seat from 0 to {players - 1}")
        super().__init__(rules if rules is not None else StovkahraRules(), first_dealer)

    def copy(self) -> Stovkahra:
        """An independent copy of the match."""
        other = Stovkahra.__new__(Stovkahra)
        self.copy_into(other)
        return other

    # ---- the interface -------------------------------------------------------------------------

    def needs_deal(self) -> bool:
        """Whether the match waits for the dealer to deal."""
        return self.phase is Phase.DEAL

    def deal(self, rng: random.Random) -> list[Event]:
        """Shuffle with ``rng`` and deal, or cut the gathered pack where ``rng`` says."""
        self.expect(Phase.DEAL, None, "deal", "deal")
        if self.pack is not None:
            pack = cut_pack(self.pack, rng.choice(CUTS))
        else:
            pack = list(DECK)
            rng.shuffle(pack)
        hands = deal_pack(pack, (self.dealer + 1) % PLAYERS)
        return self.apply(Deal(tuple(tuple(h) for h in hands)))

    def legal_actions(self) -> list[Action]:
        """Everything the seat to act may do now."""
        seat = self.turn
        acts: list[Action] = []
        if self.phase is Phase.DECLARE:
            done = {d.rank for d in self.declarations if d.seat == seat}
            hand = self.hands[seat]
            acts += [Declare(seat, int(r)) for r, _ in combinations(hand) if r not in done]
            if self.may_dost:
                acts.append(Dost(seat))
            acts.append(Pass(seat))
        elif self.phase is Phase.PLAY:
            acts += [Play(seat, c) for c in self.legal_cards(seat)]
            if self.may_dost:
                acts.append(Dost(seat))
        elif self.phase is Phase.SETTLE:
            acts += [Settle(seat, False), Settle(seat, True)]
        return acts

    def legal_cards(self, seat: int) -> list[Card]:
        """The cards ``seat`` may play to the trick on the table (in the order dealt)."""
        return legal_plays(
            self.hands[seat], self.trick, self.trump, TRUMP_PACK, **self._duties(seat)
        )

    def _duties(self, seat: int) -> dict[str, bool]:
        must_beat = self.rules.beat_partner or not self.partner_heads(seat)
        return {"must_beat": must_beat, "underruff": self.rules.underruff}

    def apply(self, action: Action) -> list[Event]:
        """Apply any action; returns the events that happened."""
        if isinstance(action, Play):
            return self._play(action.seat, action.card)
        if isinstance(action, Deal):
            return self._deal(action.hands)
        if isinstance(action, Declare):
            return self._declare(action.seat, action.rank)
        if isinstance(action, Pass):
            return self._pass(action.seat)
        if isinstance(action, Dost):
            return self._dost(action.seat)
        if isinstance(action, Settle):
            return self._settle(action.seat, action.subtract)
        raise TypeError(f"not a Stovkahra action: {action!r}")

    def view(self, seat: int) -> StovkahraView:
        """Everything ``seat`` may know now, and nothing more."""
        legal = tuple(self.legal_actions()) if seat == self.turn else ()
        return stovkahra_view(self, seat, legal)

    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now, in the order dealt."""
        return list(self.hands[seat])

    def scores(self) -> tuple[int, ...]:
        """Each seat's side's brčka."""
        return tuple(self.brcka[side_of(s)] for s in range(PLAYERS))

    def outcome(self) -> Outcome | None:
        """The winners and the series they won, once the series is over."""
        return self.result

    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The partnerships: seats 0 and 2, seats 1 and 3."""
        return ((0, 2), (1, 3))

    def piles(self) -> tuple[Pile, ...]:
        """While a deal is played: the turned card while the dealer holds it (``trump``) and
        eldest's face-up cards still held (``face up``)."""
        if self.phase not in (Phase.DECLARE, Phase.PLAY):
            return ()
        out = []
        if self.trump_card in self.hands[(self.eldest + 3) % PLAYERS]:
            out.append(Pile("trump", (self.trump_card,)))
        if self.face_up:
            out.append(Pile("face up", tuple(self.face_up)))
        return tuple(out)

    # ---- the deal ------------------------------------------------------------------------------

    def _deal(self, hands: tuple[tuple[Card, ...], ...]) -> list[Any]:
        """A shuffled deal, or the last deal gathered, cut (after card 1 to 31) and dealt."""
        self.expect(Phase.DEAL, None, "deal", "deal")
        check_deal(hands)
        hands = tuple(tuple(h) for h in hands)
        cut = 0
        if self.pack is not None:
            eldest = (self.dealer + 1) % PLAYERS
            cuts = (k for k in CUTS if _same(deal_pack(cut_pack(self.pack, k), eldest), hands))
            cut = next(cuts, 0)
            if not cut:
                raise IllegalAction("this deal is the last one gathered and cut, not shuffled")
        self.actions.append(Deal(hands))
        return self._start(hands, cut)

    def _start(self, hands: tuple[tuple[Card, ...], ...], cut: int) -> list[Any]:
        self.pack = None
        self.clear_deal()
        self.hands = [list(h) for h in hands]
        self.trump_card = hands[self.dealer][-1]
        self.face_up = list(hands[self.eldest][:FACE_UP])
        self.leader = self.turn = self.eldest
        self.phase = Phase.DECLARE
        shown = TrumpTurned(self.dealer, self.trump_card, self.eldest, tuple(self.face_up), cut)
        return [HandDealt(self.dealer, self.eldest, hands), shown]

    # ---- declarations and "dost" -----------------------------------------------------------------

    def _declare(self, seat: int, rank: int) -> list[Any]:
        self.expect(Phase.DECLARE, seat, "declaration", "declare")
        known = isinstance(rank, int) and not isinstance(rank, bool) and 0 <= rank < len(RANK_WORDS)
        word = RANK_WORDS[rank] if known else repr(rank)
        if rank not in DECLARABLE:
            why = "Nines and Eights are never declared"
            raise NotAllowed(seat, f"declare {word}", why)
        count = count_of(self.hands[seat], rank)
        if count < 3:
            raise NotAllowed(seat, f"declare {word}", f"it holds {count}, not three or four")
        if any(d.seat == seat and d.rank == rank for d in self.declarations):
            raise NotAllowed(seat, f"declare {word}", "it has declared them already")
        rank = int(rank)  # a plain number in records, views and on the wire
        self.actions.append(Declare(seat, rank))
        points = value(rank, count)
        self.declarations.append(Declaration(seat, rank, count, points))
        self.declared_now = self.may_dost = True
        more = self.score(side_of(seat), points)
        return [Declared(seat, rank, count, points, self.points[side_of(seat)]), *more]

    def _pass(self, seat: int) -> list[Any]:
        self.expect(Phase.DECLARE, seat, "pass", "declare")
        self.actions.append(Pass(seat))
        self.declared_now = self.may_dost = False
        if seat == (self.eldest + 3) % PLAYERS:
            self.phase = Phase.PLAY
            self.turn = self.eldest
        else:
            self.turn = (seat + 1) % PLAYERS
        return [Passed(seat)]

    def _dost(self, seat: int) -> list[Any]:
        playing = self.phase in (Phase.DECLARE, Phase.PLAY)
        self.expect(self.phase if playing else Phase.PLAY, seat, "dost", "say dost")
        if not self.may_dost:
            raise NotAllowed(seat, "say dost", "only right after declaring or winning a trick")
        self.actions.append(Dost(seat))
        side = side_of(seat)
        total = self.points[side]
        right = total >= GAME
        self.hands_played += 1
        events: list[Any] = [DostCalled(seat, total, right)]
        if right:
            return events + self.game_won(
                side, GameEnd.DOST_RIGHT, game_value(self.points[1 - side])
            )
        return events + self.game_won(1 - side, GameEnd.DOST_WRONG, WRONG_DOST)

    def _settle(self, seat: int, subtract: bool) -> list[Any]:
        self.expect(Phase.SETTLE, seat, "settling", "settle")
        if type(subtract) is not bool:
            raise NotAllowed(seat, "settle", "the brčka are added or subtracted")
        assert self.settling is not None
        self.actions.append(Settle(seat, subtract))
        side, brcka = self.settling
        return self.settle(seat, side, brcka, subtract)

    # ---- the play ------------------------------------------------------------------------------

    def _play(self, seat: int, card: Card) -> list[Any]:
        self.expect(Phase.PLAY, seat, "play", "play")
        hand = self.hands[seat]
        check_play(seat, card, hand, self.trick, self.trump, TRUMP_PACK, **self._duties(seat))
        self.actions.append(Play(seat, card))
        hand.remove(card)
        if card in self.face_up:
            self.face_up.remove(card)
        self.may_dost = False
        self.trick.append((seat, card))
        events: list[Any] = [CardPlayed(seat, card)]
        if len(self.trick) < PLAYERS:
            self.turn = (seat + 1) % PLAYERS
            return events
        return events + self.finish_trick()


def _same(dealt: list[list[Card]], hands: tuple[tuple[Card, ...], ...]) -> bool:
    """Whether the hands ``dealt`` are ``hands``, card for card in the order dealt."""
    return all(tuple(d) == h for d, h in zip(dealt, hands, strict=True))
