"""Save screenshots of the main scenes into a folder to look at: python tools/screenshots.py DIR."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from coteccio_gui.games.coteccio import HouseRules, Phase
from coteccio_gui.settings import Settings
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.setup import SetupScene
from coteccio_gui.ui.screens.title import TitleScene
from coteccio_gui.ui.table.scene import SeatSetup, TableScene

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Giulia"]


def table(p: Pilot, n: int, seed: int = 3) -> TableScene:
    seats = [SeatSetup(NAMES[0])] + [SeatSetup(NAMES[i], "normal") for i in range(1, n)]
    t = TableScene(p.app, seats, HouseRules(), seed)
    p.start(t)
    return t


def main(out: str, size: tuple[int, int] = (1280, 800)) -> None:
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    for faces in ("triestine", "english"):
        p = Pilot(size, Settings(faces=faces))
        p.start(TitleScene(p.app))
        pygame.image.save(p.screenshot(), folder / f"title-{faces}.png")
        p.start(SetupScene(p.app))
        pygame.image.save(p.screenshot(), folder / f"setup-{faces}.png")
        for n in (4, 7):
            t = table(p, n)
            p.until(
                lambda t=t: (
                    t.waiting_for_bottom()
                    and len(t.show.trick) >= 2
                    or (
                        t.waiting_for_bottom()
                        and t.match.phase is Phase.PLAY
                        and t.match.turn == 0
                        and len(t.show.trick) >= 1
                    )
                )
            )
            pygame.image.save(p.screenshot(), folder / f"table{n}-{faces}.png")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/shots")
