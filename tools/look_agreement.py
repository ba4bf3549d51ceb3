"""How well the expert's model of another seat names that seat's real card, early in the hand.

    python tools/look_agreement.py --field hard --hands 300 --seed 1 [--tricks 1]

Whole hands are played at a table of four ``--field`` players. At each of their choices (more
than one legal card) in the first ``--tricks`` tricks, the card each model of the expert's
playouts would have that seat play is set beside the card it played: its counting rule
(``rule``); the look ahead on the deal as if it were known to the seat (``deal``: the real
deal, the model's best case); the look ahead over K deals of what the seat cannot see,
leaving the rule for a card cheaper on average by a margin M (``redeal_K_M``, ``guess.py``);
and the look on the deal whose card is drawn by a softmax of the costs (``quantal_T``: the
chance it gives the card played). Prints one figure a line, ``name value unit``: the share of
choices each model names, for leads and for the rest.
"""

from __future__ import annotations

import argparse
import random
from collections import defaultdict
from collections.abc import Sequence
from typing import cast

from coteccio_gui.games.coteccio import Action, Match, Phase, seat_view
from coteccio_gui.players import make_player
from coteccio_gui.players.base import Player
from coteccio_gui.players.coteccio import FIELD_LEVELS
from coteccio_gui.players.coteccio.arena import deal_cards
from coteccio_gui.players.coteccio.guess import Quantal, Redeals
from coteccio_gui.players.coteccio.rollout import COUNT, LOOK, World, look_card, policy_card
from coteccio_gui.players.coteccio.searcher import base_world
from coteccio_gui.players.masks import mask_of

MODELS = [(k, m) for k in (2, 4, 8) for m in (0.5, 0.25, 0.1, 0.0)]
"""The re-deal models measured: (deals, margin)."""
TEMPERATURES = (0.05, 0.1, 0.25, 0.5)
"""The softmax looks measured (``quantal_T``: the chance it gives the card played)."""


def _world(m: Match, seat: int) -> World:
    """The real position with every hand known, every seat counting cards and looking ahead."""
    w = base_world(seat_view(m, seat))
    w.hands = [mask_of(h) for h in m.hands]
    w.style = [COUNT + LOOK] * m.players
    return w


def agreement(field: str, hands: int, seed: int, tricks: int) -> defaultdict[str, float]:
    """Per model and kind of choice (lead, rest), how many choices it named; ``n_…`` counts."""
    player: Player = FIELD_LEVELS[field]() if field in FIELD_LEVELS else make_player(field)
    rng = random.Random(seed)
    got: defaultdict[str, float] = defaultdict(float)
    for h in range(hands):
        m = Match(4, None, h % 4)
        m.deal_hands(deal_cards(4, rng))
        while m.phase in (Phase.PLAY, Phase.CAPOTTO):
            view = seat_view(m, m.turn)
            action = player.decide(view, rng)
            if m.phase is Phase.PLAY and len(m.tricks) < tricks and len(view.legal) > 1:
                kind = "rest" if m.trick else "lead"
                w = _world(m, m.turn)
                card = action.card  # type: ignore[attr-defined]
                got[f"n_{kind}"] += 1
                got[f"rule_{kind}"] += policy_card(w, m.turn, COUNT) == card
                got[f"deal_{kind}"] += look_card(w, m.turn) == card
                for k, margin in MODELS:
                    guess = Redeals(k, tricks, margin, random.Random(f"{h}/{m.turn}"))
                    got[f"redeal_{k}_{margin}_{kind}"] += guess.look(w, m.turn) == card
                for t in TEMPERATURES:
                    chances = Quantal(t, tricks, rng).chances(w, m.turn)
                    got[f"quantal_{t}_{kind}"] += chances.get(card, 0.0)
            m.apply(cast(Action, action))
    return got


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--field", default="hard")
    ap.add_argument("--hands", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tricks", type=int, default=1)
    args = ap.parse_args(argv)
    if args.field not in FIELD_LEVELS and args.field not in ("easy", "normal", "hard", "expert"):
        print(f"look_agreement: unknown field {args.field!r}")
        return 2
    got = agreement(args.field, args.hands, args.seed, args.tricks)
    for kind in ("lead", "rest"):
        n = got[f"n_{kind}"]
        print(f"choices_{kind} {n} choices")
        names = ["rule", "deal", *(f"redeal_{k}_{m}" for k, m in MODELS)]
        names += [f"quantal_{t}" for t in TEMPERATURES]
        for name in names:
            print(f"{name}_{kind} {got[f'{name}_{kind}'] / max(1, n):.3f} share")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
