"""Where Coteccio's expert loses its lives, and how well its playouts foresee it.

    python tools/expert_outlook.py --deals 750 --seed 11 [--field hard] [--outlook]

Each deal is played once per seat rotation with the expert in that seat and once with the
field's own player there, the others ``--field`` (the same deals, leaders and per-hand seeds
as ``tools/expert_pair.py``). It prints, one figure a line (``name value unit``, as ``bench/``
does), the lives each lost and gained in those seats by the cause the rules give (the most
points, another seat's capotto, a capotto of its own missed; a capotto made, one stopped in the
fifth trick), the first tricks each won and the card points each took.

With ``--outlook``, at each of the expert's first-trick choices, its playouts are run once more
for the card it chose (100 of its deals, its own later cards by its counting rule, as its
playouts play them beyond the grouped turn) and the chance they give each cause is set beside
what then happened at the table (``outlook_lead_most_foreseen 0.362 share``, ``…_happened``).
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from collections.abc import Sequence

from coteccio_gui.engine import Card
from coteccio_gui.engine.events import TrickWon
from coteccio_gui.engine.game import Event
from coteccio_gui.games.coteccio import SeatView
from coteccio_gui.games.coteccio.events import HandScored, LifeGained, LifeLost, LifeReason
from coteccio_gui.players import LEVELS, make_player
from coteccio_gui.players.coteccio import DUPLICATE, FIELD_LEVELS
from coteccio_gui.players.coteccio.arena import deal_cards
from coteccio_gui.players.coteccio.expert import ExpertPlayer
from coteccio_gui.players.coteccio.rollout import World, playout, step
from coteccio_gui.players.duplicate import play_hand

LOST = ("most", "capotto_suffered", "capotto_failed")
GAINED = ("capotto_made", "capotto_saved")
CAUSES = {
    LifeReason.MOST_POINTS: "most",
    LifeReason.CAPOTTO_SUFFERED: "capotto_suffered",
    LifeReason.CAPOTTO_FAILED: "capotto_failed",
    LifeReason.CAPOTTO_MADE: "capotto_made",
    LifeReason.CAPOTTO_SAVED: "capotto_saved",
}
OUTLOOK_DEALS = 100


class WatchedExpert(ExpertPlayer):
    """The expert, noting at its first-trick choices what its playouts foresee for its card."""

    def __init__(self) -> None:
        super().__init__()
        self.foreseen: Counter[str] = Counter()
        self.first: str | None = None
        """``lead`` or ``follow``: how it played to the first trick this hand (None: no choice)."""

    def choose_card(self, view: SeatView, rng: random.Random) -> Card:
        """The expert's card; at the first trick, its playouts' outlook for it too."""
        card = super().choose_card(view, rng)
        if not view.tricks and len(view.legal) > 1:
            self.first = "follow" if view.trick else "lead"
            sim = self.simulation(view, random.Random(0))
            for _ in range(OUTLOOK_DEALS):
                world = sim.sample()
                if world is None:
                    break
                w = world.copy()
                if not step(w, card):
                    playout(w, view.seat)
                self.foreseen[f"{self.first}_{cause(w, view.seat)}"] += 1
        return card


def cause(w: World, seat: int) -> str:
    """What a finished playout did to ``seat``'s lives, by the name ``CAUSES`` gives it."""
    if w.capotto == -2:
        return "annulled"
    if w.capotto >= 0:
        if w.turn == w.capotto:
            return "capotto_made" if seat == w.capotto else "capotto_suffered"
        if seat == w.capotto:
            return "capotto_failed"
        return "capotto_saved" if seat == w.turn else "none"
    return "most" if w.taken[seat] == max(w.taken) else "none"


def outlook(
    deals: int, seed: int, field: str = "hard", players: int = 4, watch: bool = False
) -> tuple[dict[str, Counter[str]], Counter[str], Counter[str]]:
    """Per player (``expert``, ``field``), what it lost, gained, won and took in the same
    seats; watched, the expert's first-trick outlook (``foreseen``) and what ``happened``."""
    others = FIELD_LEVELS[field]() if field in FIELD_LEVELS else make_player(field)
    rng = random.Random(seed)
    got = {"expert": Counter[str](), "field": Counter[str]()}
    foreseen: Counter[str] = Counter()
    happened: Counter[str] = Counter()
    for d in range(deals):
        cards = deal_cards(players, rng)
        leader = d % players
        for seat in range(players):
            for name, tally in got.items():
                player = others
                if name == "expert":
                    player = WatchedExpert() if watch else ExpertPlayer()
                table = [player if s == seat else others for s in range(players)]
                hand_rng = random.Random(f"{seed}/{d}/{seat}")
                seen = _tally(play_hand(DUPLICATE, table, cards, leader, hand_rng)[1], seat)
                tally.update(seen)
                if isinstance(player, WatchedExpert) and player.first:
                    foreseen.update(player.foreseen)
                    happened[player.first] += 1
                    for key, n in seen.items():
                        if key.startswith(("lost_", "gained_")):
                            happened[f"{player.first}_{key.split('_', 1)[1]}"] += n
    return got, foreseen, happened


def _tally(events: Sequence[Event], seat: int) -> Counter[str]:
    """``seat``'s lives lost and gained by cause, its first trick won, its card points."""
    out: Counter[str] = Counter(hands=1)
    for e in events:
        if isinstance(e, LifeLost) and e.seat == seat:
            out[f"lost_{CAUSES[e.reason]}"] += 1
        elif isinstance(e, LifeGained) and e.seat == seat:
            out[f"gained_{CAUSES[e.reason]}"] += 1
        elif isinstance(e, TrickWon) and e.number == 0 and e.seat == seat:
            out["first_trick"] += 1
        elif isinstance(e, HandScored):
            out["points"] += e.points[seat]
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """Print the figures (``name value unit``)."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--field", default="hard", choices=(*LEVELS, *FIELD_LEVELS))
    ap.add_argument("--players", type=int, default=4, choices=range(2, 8))
    ap.add_argument("--outlook", action="store_true")
    args = ap.parse_args(argv)
    got, foreseen, happened = outlook(args.deals, args.seed, args.field, args.players, args.outlook)
    for name, tally in got.items():
        print(f"{name}_hands {tally['hands']} hands")
        for key in (*(f"lost_{c}" for c in LOST), *(f"gained_{c}" for c in GAINED)):
            print(f"{name}_{key} {tally[key]} lives")
        print(f"{name}_first_tricks {tally['first_trick']} tricks")
        print(f"{name}_points {tally['points']} points")
    for first in ("lead", "follow"):
        n = happened[first]
        if not n:
            continue
        print(f"outlook_{first}_choices {n} hands")
        for c in (*LOST, *GAINED):
            share = foreseen[f"{first}_{c}"] / (n * OUTLOOK_DEALS)
            print(f"outlook_{first}_{c}_foreseen {share:.3f} share")
            print(f"outlook_{first}_{c}_happened {happened[f'{first}_{c}'] / n:.3f} share")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
