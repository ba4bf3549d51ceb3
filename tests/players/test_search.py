"""The expert's search: its own best line is never worse than the policy's line in the same deal."""

from __future__ import annotations

import random

from coteccio_gui.engine import Match, Phase, seat_view
from coteccio_gui.players import make_player
from coteccio_gui.players.arena import deal_cards
from coteccio_gui.players.masks import mask_of
from coteccio_gui.players.rollout import best_reply, playout
from coteccio_gui.players.searcher import base_world


def test_best_reply_is_at_most_the_policy_playout() -> None:
    rng = random.Random(8)
    bot = make_player("normal")
    better = 0
    for h in range(60):
        players = 3 + h % 4
        m = Match(players, None, 0)
        m.deal_hands(deal_cards(players, rng))
        for _ in range(rng.randrange(players * 3)):
            m.play(m.turn, bot.choose_card(seat_view(m, m.turn), rng))
        if m.phase is not Phase.PLAY:
            continue
        world = base_world(seat_view(m, m.turn))
        world.hands = [mask_of(h) for h in m.hands]  # the real deal, as a sample would guess it
        searched = best_reply(world.copy(), m.turn)
        policy = playout(world.copy(), m.turn)
        assert searched <= policy + 1e-9
        better += searched < policy - 1e-9
    assert better > 0  # the search does find better lines than the policy
