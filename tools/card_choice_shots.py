"""Screenshots of the calls as cards and of Terziglio's turned-up monte, in both languages, at a
small and a large window: Terziglio's call (chiamo), Zifuli's opening call (5 players), and a
solo's monte from its turn-up through the discards to the first lead.

    python tools/card_choice_shots.py --out /tmp/card-shots
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from coteccio_gui import i18n  # noqa: E402
from coteccio_gui.games.terziglio.actions import Bid, Contract, Phase  # noqa: E402
from coteccio_gui.games.terziglio.match import Terziglio  # noqa: E402
from coteccio_gui.games.zifuli.match import ZifuliMatch  # noqa: E402
from coteccio_gui.settings import Settings, Speed  # noqa: E402
from coteccio_gui.ui.core.dialogs import Dialog  # noqa: E402
from coteccio_gui.ui.pilot import Pilot  # noqa: E402
from coteccio_gui.ui.table.scene import TableScene  # noqa: E402
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup  # noqa: E402

SIZES = ((900, 600), (1600, 1000))
NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena"]


def _terziglio(contract: Contract | None, seed: int = 5) -> Terziglio:
    """Anna bids ``contract`` after two passes (``None``: she is still to bid)."""
    m = Terziglio(3, None, 0)
    m.deal(random.Random(seed))
    for _ in range(2):
        m.apply(Bid(m.turn, None))
    if contract is not None:
        m.apply(Bid(0, contract))
    return m


def _table(p: Pilot, game: str, players: int, match: object = None) -> TableScene:
    seats = [SeatSetup(NAMES[0])] + [SeatSetup(n, "easy") for n in NAMES[1:players]]
    t = TableScene(p.app, TableSetup(game, seats, None, 4), match=match)
    p.start(t)
    return t


def _save(p: Pilot, out: Path, name: str) -> None:
    p.app.dirty = True
    pygame.image.save(p.screenshot(), str(out / name))
    print(out / name)


def shots(out: Path, language: str, size: tuple[int, int]) -> None:
    """Every screen of this change at one size in one language."""
    i18n.set_language(language)
    tag = f"{language}-{size[0]}x{size[1]}"
    settings = Settings(speed=Speed.INSTANT, tips=False, sound=False, language=language)
    p = Pilot(size, settings)
    t = _table(p, "terziglio", 3, _terziglio(Contract.CHIAMO))
    p.until(lambda: isinstance(p.top, Dialog))
    _save(p, out, f"terziglio-call-{tag}.png")
    p.key(pygame.K_RIGHT)
    p.key(pygame.K_DOWN)
    _save(p, out, f"terziglio-call-moved-{tag}.png")
    t.closed()
    p = Pilot(size, settings)
    z = ZifuliMatch(5, None, 4)
    z.deal(random.Random(0))  # Anna opens the bidding, with eight cards she may call
    t = _table(p, "zifuli", 5, z)
    p.until(lambda: isinstance(p.top, Dialog))
    _save(p, out, f"zifuli-call-{tag}.png")
    t.closed()
    p = Pilot(size, settings)
    m = _terziglio(None)
    t = _table(p, "terziglio", 3, m)
    p.until(lambda: isinstance(p.top, Dialog))
    p.click(next(b for b in p.top.group.buttons if b.label == "Solo").rect.center)
    p.until(t.waiting_for_bottom)
    _save(p, out, f"terziglio-monte-up-{tag}.png")
    for k in range(4):
        cards = [a.discarded for a in m.legal_actions()]
        t.turns.input.try_play(t.show.cards[0].index(cards[-1]))
        p.until(lambda: t.waiting_for_bottom() or m.phase is Phase.PLAY)
        if k == 1:
            _save(p, out, f"terziglio-monte-discarding-{tag}.png")
    p.until(lambda: bool(t.show.trick) or t.waiting_for_bottom())
    _save(p, out, f"terziglio-monte-play-begins-{tag}.png")
    p.until(lambda: m.phase is Phase.PLAY and t.waiting_for_bottom())
    _save(p, out, f"terziglio-monte-first-lead-{tag}.png")
    t.closed()
    p = Pilot(size, settings)
    m = Terziglio(3, None, 1)
    m.deal(random.Random(3))
    m.apply(Bid(2, Contract.SCEGLIETE))  # Carla plays scegliete: Anna shares the monte
    t = _table(p, "terziglio", 3, m)
    p.until(lambda: isinstance(p.top, Dialog))
    _save(p, out, f"terziglio-scegliete-share-{tag}.png")
    p.key(pygame.K_RETURN)
    p.until(t.waiting_for_bottom)
    _save(p, out, f"terziglio-scegliete-taken-{tag}.png")
    t.closed()


def main() -> None:
    """Both languages, both sizes."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("/tmp/card-shots"))
    a = ap.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)
    os.environ["COTECCIO_HOME"] = tempfile.mkdtemp()
    for language in ("en", "it"):
        for size in SIZES:
            shots(a.out, language, size)


if __name__ == "__main__":
    main()
