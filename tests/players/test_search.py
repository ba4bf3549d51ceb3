"""The expert's search: its own best line is never worse than the policy's line in the same deal."""

from __future__ import annotations

import dataclasses
import random

from coteccio_gui.games.coteccio import Match, Phase, seat_view
from coteccio_gui.players.coteccio.arena import deal_cards
from coteccio_gui.players.coteccio.searcher import base_world


def test_the_searches_foresee_a_normal_player_exactly_whatever_order_its_cards_were_dealt() -> None:
    """The rollouts play the normal level's card for a seat whose hand they know, so a search
    reads and foresees a normal table without error; among cards the rules rate alike (two
    equally dangerous discards) both take the lowest code, never the first one dealt."""
    from coteccio_gui.players.coteccio.heuristic import NormalPlayer
    from coteccio_gui.players.coteccio.rollout import FORGET, policy_card

    rng = random.Random(11)
    normal = NormalPlayer()
    compared = reordered = 0
    for players in (4, 7):
        for h in range(200):
            m = Match(players, None, h % players)
            m.deal_hands(deal_cards(players, rng))
            while m.phase is Phase.PLAY:
                seat = m.turn
                view = seat_view(m, seat)
                card = normal.choose_card(view, rng)
                if len(view.legal) > 1:
                    compared += 1
                    assert policy_card(base_world(view), seat, FORGET) == card, view
                    turned = dataclasses.replace(view, hand=view.hand[::-1])
                    reordered += normal.choose_card(turned, rng) == card
                m.play(seat, card)
    assert compared > 3000
    assert reordered == compared
