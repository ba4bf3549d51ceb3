"""Two settings of Coteccio's expert, paired in the same seat on the same deals.

    python tools/expert_pair.py A B --deals 400 --seed 501 [--field normal] [--players 4]

A and B are the expert's settings as ``key=value`` pairs joined by commas, or ``base`` for the
expert as shipped: ``samples`` (deals per card), ``own_depth`` and ``own_group`` (its own later
turns chosen over groups of alike deals), ``fit_tries``, ``look=off`` (the others play their rules
in the playouts, as before they looked ahead), and ``reading=exact`` (every other seat
read as normal's rules, 0.999 faithful, with 200 tries per guessed hand) and ``knows=dealt``
(not a player: the expert told which cards were dealt this hand, though not who holds them, so
its deals leave the undealt cards out — what those cards hide is then measured) and
``knows=hands`` (not a player either: told every other seat's hand, so each of its deals is the
real one and only the styles it reads vary — what no reading of the plays can beat). Each deal is
played once per seat rotation with A in that seat, once with B and once with the field's own
player, the others ``--field``; the same seed gives the same figures. It prints one figure a
line, ``name value unit``, as ``bench/`` does: lives lost by A, by B and by the field in the
same seats (for a ratio), and B subtracted from A per hand with a 95 % half-width (negative: A
loses fewer), for lives lost and for net lives (lost less gained by capottos).

This is how the "what was tried" figures of docs/computer-players.md (Coteccio) are measured.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from coteccio_gui.games.coteccio import SeatView
from coteccio_gui.players import LEVELS, make_player
from coteccio_gui.players.base import Player
from coteccio_gui.players.coteccio import DUPLICATE, FIELD_LEVELS
from coteccio_gui.players.coteccio.arena import deal_cards
from coteccio_gui.players.coteccio.expert import ExpertPlayer
from coteccio_gui.players.coteccio.inference import Style
from coteccio_gui.players.coteccio.rollout import FORGET, LOOK_MARGIN, World
from coteccio_gui.players.coteccio.searcher import CardChoice
from coteccio_gui.players.duplicate import play_dealt_hand_net
from coteccio_gui.players.masks import FULL, cards_of, mask_of
from coteccio_gui.players.stats import mean_ci

SETTINGS = ("samples", "own_depth", "own_group", "fit_tries")
REDEALS = ("redeal", "redeal_tricks", "redeal_margin", "redeal_pay", "quantal", "quantal_tricks")
"""``redeal=K``: the others look ahead over K deals of what they cannot see (``guess.py``) in the
first ``redeal_tricks`` tricks (default 1), leaving their rule for a card cheaper on average by
``redeal_margin`` lives (default ``rollout.LOOK_MARGIN``); ``redeal_pay=0``: as many deals as
without them (over the time budget: the model alone measured). ``quantal=T``: instead, the others
look on the deal but play each card with a chance that falls with its cost (``guess.Quantal``,
a softmax of temperature T lives) in the first ``quantal_tricks`` tricks (default 5)."""
REDEAL_TRICKS = 1


def _number(text: str) -> bool:
    try:
        return float(text) >= 0
    except ValueError:
        return False


EXACT = (Style(FORGET, 1.0, 0.999),)
"""``reading=exact``: the other seats read as the normal level's rules, nearly without fail."""


class DealtChoice(CardChoice):
    """A card choice whose deals give the other seats only cards that were dealt."""

    def __init__(self, view: SeatView, rng: random.Random, player: DealtExpert) -> None:
        super().__init__(view, rng, player)
        self.know = replace(self.know, unseen=self.know.unseen & player.dealt)


class DealtExpert(ExpertPlayer):
    """``knows=dealt``: the expert told which cards were dealt (``dealt``, set every deal)."""

    dealt = FULL

    def simulation(self, view: SeatView, rng: random.Random) -> CardChoice:
        return DealtChoice(view, rng, self)


class HandsChoice(CardChoice):
    """A card choice whose every deal is the real one: the others' hands less what they played."""

    def __init__(self, view: SeatView, rng: random.Random, player: HandsExpert) -> None:
        super().__init__(view, rng, player)
        self.held = {s: player.hands[s] & self.know.unseen for s in self.sizes}

    def sample(self) -> World | None:
        world = self.base.copy()
        if self.reader:
            world.style = world.style[:]
        for s, held in self.held.items():
            world.hands[s] = held
            if self.reader:
                world.style[s] = self.reader.memory_of(s, cards_of(held), self.rng)
        return world


class HandsExpert(ExpertPlayer):
    """``knows=hands``: the expert told every seat's hand as dealt (``hands``, set every deal)."""

    hands: tuple[int, ...] = ()

    def simulation(self, view: SeatView, rng: random.Random) -> CardChoice:
        return HandsChoice(view, rng, self)


def expert(spec: str) -> ExpertPlayer:
    """The expert with the settings of ``spec`` (``base``: as shipped)."""
    kwargs: dict[str, Any] = {}
    redeal: dict[str, float] = {}
    told = ""
    for part in spec.split(","):
        if part in ("", "base"):
            continue
        key, _, value = part.partition("=")
        if key == "reading" and value == "exact":
            kwargs["styles"], kwargs["fit_tries"] = EXACT, kwargs.get("fit_tries", 200)
        elif key == "look" and value == "off":
            kwargs["look"] = False
        elif key == "knows" and value in ("dealt", "hands"):
            told = value
        elif key in REDEALS and _number(value):
            redeal[key] = float(value)
        elif key in SETTINGS and value.isdigit() and int(value) > 0:
            kwargs[key] = int(value)
        else:
            raise ValueError(
                f"unknown setting {part!r}: use base, reading=exact, look=off, knows=dealt, "
                "knows=hands, " + ", ".join(f"{k}=N" for k in (*SETTINGS, *REDEALS))
            )
    if redeal.get("redeal"):
        kwargs["redeals"] = (
            int(redeal["redeal"]),
            int(redeal.get("redeal_tricks", REDEAL_TRICKS)),
            redeal.get("redeal_margin", LOOK_MARGIN),
        )
        kwargs["pay_redeals"] = bool(redeal.get("redeal_pay", 1))
    kinds = {"dealt": DealtExpert, "hands": HandsExpert}
    if redeal.get("quantal"):
        kwargs["quantal"] = (redeal["quantal"], int(redeal.get("quantal_tricks", 5)))
    return kinds.get(told, ExpertPlayer)(**kwargs)


def pair(
    a: str, b: str, deals: int, seed: int, field: str = "normal", players: int = 4
) -> dict[str, Any]:
    """Lives lost by A, by B and by the field in the same seats (the field's own table, for a
    ratio), and the per-hand differences A − B."""
    sides = (expert(a), expert(b))
    others = FIELD_LEVELS[field]() if field in FIELD_LEVELS else make_player(field)
    in_seat: tuple[Player, ...] = (*sides, others)
    rng = random.Random(seed)
    lost: list[float] = [0, 0, 0]
    d_lost: list[float] = []
    d_net: list[float] = []
    for d in range(deals):
        cards = deal_cards(players, rng)
        dealt = mask_of([c for hand in cards for c in hand])
        for side in sides:
            if isinstance(side, DealtExpert):
                side.dealt = dealt
            if isinstance(side, HandsExpert):
                side.hands = tuple(mask_of(hand) for hand in cards)
        leader = d % players
        for seat in range(players):
            got = []
            for player in in_seat:
                table = [player if s == seat else others for s in range(players)]
                hand_rng = random.Random(f"{seed}/{d}/{seat}")
                lives_lost, net = play_dealt_hand_net(DUPLICATE, table, cards, leader, hand_rng)
                got.append((lives_lost[seat], net[seat]))
            for i, (lives, _net) in enumerate(got):
                lost[i] += lives
            d_lost.append(got[0][0] - got[1][0])
            d_net.append(got[0][1] - got[1][1])
    return {"lost": lost, "hands": len(d_lost), "d_lost": mean_ci(d_lost), "d_net": mean_ci(d_net)}


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--deals", type=int, default=400)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--field", default="normal", choices=(*LEVELS, *FIELD_LEVELS))
    ap.add_argument("--players", type=int, default=4, choices=range(2, 8))
    args = ap.parse_args(argv)
    try:
        r = pair(args.a, args.b, args.deals, args.seed, args.field, args.players)
    except ValueError as e:
        print(f"expert_pair: {e}", file=sys.stderr)
        return 2
    print(f"hands {r['hands']} hands")
    print(f"lost_a {r['lost'][0]} lives")
    print(f"lost_b {r['lost'][1]} lives")
    print(f"lost_field {r['lost'][2]} lives")
    for name in ("d_lost", "d_net"):
        m, low, high = r[name]
        h = (high - low) / 2
        print(f"{name}_per_hand {m:+.4f} lives/hand")
        print(f"{name}_ci95 {h:.4f} lives/hand")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
