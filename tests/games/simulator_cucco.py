"""The adapters of Cöch and Zifuli (``players/cucco/world.py`` and ``playout.py``) for the
engine-versus-simulator test."""

from __future__ import annotations

import random
from typing import Any

from coteccio_gui.engine.game import Game
from coteccio_gui.games.cucco.cards import RECOUNT
from coteccio_gui.players.coch.expert import CochCardChoice
from coteccio_gui.players.cucco import playout as cucco_playout
from coteccio_gui.players.cucco.world import World as CuccoWorld
from coteccio_gui.players.masks import mask_of
from coteccio_gui.players.zifuli.expert import CardChoice as ZifuliCardChoice
from tests.games.simulator_base import Adapter, apply_card, engine_cards, recording


class CuccoAdapter(Adapter):
    """Cöch (four seats, fixed sides) and Zifuli (five seats, the bidder and the twin's holder)."""

    rebuilt = True

    def __init__(self, name: str) -> None:
        self.name = name

    def world(self, game: Game, rng: random.Random) -> CuccoWorld:
        """The expert's sampled deal (its card choice's ``sample``), then the true hands."""
        seat, n = game.turn, game.players
        view = game.view(seat)
        moves = sorted(engine_cards(game))
        coch = self.name == "coch"
        choice = CochCardChoice(view, rng, moves) if coch else ZifuliCardChoice(view, rng, moves)
        w = None
        while w is None:  # a sample that cannot fit the view is drawn again, as the expert does
            sample = choice.sample()
            w = sample if coch or sample is None else sample[0]
        assert w.turn == seat and set(w.hands[seat]) == set(game.hand(seat))
        assert [len(h) for h in w.hands] == [len(game.hand(s)) for s in range(n)]
        gone = [c for t in game.tricks for _, c in t.plays] + [c for _, c in game.trick]
        assert w.played == mask_of(gone)
        side = (
            [s % 2 for s in range(4)]
            if coch
            else [0 if s in (game.bidder, game.partner) else 1 for s in range(5)]
        )
        if w.side != side:  # a twin not yet shown: the sample guessed the bidder's partner
            assert not coch and not game.revealed
            w.side, w.halves, w.recount = side, [0, 0], [0, 0]
            for t in game.tricks:
                w.halves[side[t.winner]] += t.points
                w.recount[side[t.winner]] += sum(RECOUNT[c] for _, c in t.plays)
        w.hands = [game.hand(s) for s in range(n)]
        return w

    def hand(self, w: CuccoWorld, seat: int) -> set[int]:
        return set(w.hands[seat])

    def points(self, w: CuccoWorld) -> list[int]:
        return [*w.halves, *w.recount]

    def credit(self, before: list[int], trick: Any, w: Any, game: Game, last: bool) -> list[int]:
        out = list(before)
        side = w.side[trick.winner]
        out[side] += trick.points
        out[2 + side] += sum(RECOUNT[c] for _, c in trick.plays)
        return out

    def policy(self, w: CuccoWorld) -> int:
        table = cucco_playout.allies(w.side)
        known = w.played
        for c in w.hands[w.turn]:
            known |= 1 << c
        args = (w.trick, w.trick_seats, w.turn, table[w.turn], known, w.ranks, w.above)
        return cucco_playout.choose(w.hands[w.turn], *args)

    def play(self, game: Game, w: CuccoWorld, card: int) -> tuple[list, bool]:
        events = apply_card(game, card)
        w.step(card)
        return events, w.over()

    def check_end(self, game: Game, w: CuccoWorld, events: list) -> None:
        (scored,) = [e for e in events if type(e).__name__.endswith("HandScored")]
        assert tuple(scored.halves) == tuple(w.halves)
        if self.name == "coch":
            winner = {1.0: 0, 0.0: 1, 0.5: None}[w.result(0)]
            assert scored.side == winner
        else:
            assert scored.result.value == {1.0: "won", 0.0: "lost", 0.5: "tied"}[w.result(0)]

    def playout(self, w: CuccoWorld) -> list[int]:
        with recording(cucco_playout, "choose") as chosen:
            cucco_playout.playout(w)
        return chosen
