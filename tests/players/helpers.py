"""Shared helpers: matches at a chosen point of a hand, and copies with the hidden cards moved."""

from __future__ import annotations

import random

from coteccio_gui.engine import IllegalAction, Play
from coteccio_gui.games.coteccio import Action, Match, Phase, seat_view
from coteccio_gui.players import make_player
from coteccio_gui.players.coteccio.arena import deal_cards


def played_match(players: int, plays: int, rng: random.Random) -> Match:
    """A fresh match, dealt, with ``plays`` cards played by normal players."""
    m = Match(players, None, 0)
    m.deal_hands(deal_cards(players, rng))
    bot = make_player("normal")
    for _ in range(plays):
        if m.phase is not Phase.PLAY:
            break
        m.play(m.turn, bot.choose_card(seat_view(m, m.turn), rng))
    return m


def permuted(m: Match, seat: int, rng: random.Random) -> Match:
    """The same match replayed, with every card ``seat`` cannot see dealt elsewhere.

    The other seats keep the cards they have already played and their hand sizes; the
    rest of the deck (their unplayed cards and the undealt ones) is reshuffled until the
    replay is legal (voids shown must still be true).
    """
    deal = m.actions[0].hands  # type: ignore[union-attr]
    plays: list[Action] = m.actions[1:]
    played = {a.card for a in plays if isinstance(a, Play)}
    dealt = {c for h in deal for c in h}
    for _ in range(2000):
        hidden = [c for c in range(40) if c not in played and c not in deal[seat]]
        rng.shuffle(hidden)
        hands = []
        for s, h in enumerate(deal):
            if s == seat:
                hands.append(list(h))
                continue
            keep = [c for c in h if c in played]
            fresh = [hidden.pop() for _ in range(len(h) - len(keep))]
            hands.append(keep + fresh)
        other = Match(m.players, m.rules, m.first_dealer)
        try:
            other.deal_hands(hands)
            for a in plays:
                other.apply(a)
        except IllegalAction:
            continue
        if {c for h in hands for c in h} != dealt or rng.random() < 0.5:
            return other
    raise AssertionError("no legal permutation of the hidden cards found")
