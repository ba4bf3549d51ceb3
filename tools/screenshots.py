"""Save screenshots of the title, the set-up and every game's table in play into a folder, to
look at: ``python tools/screenshots.py DIR [--games coteccio,zifuli] [--sizes 900x600,1600x1000]
[--languages en,it] [--faces triestine,english]``. Headless (the dummy video driver); the person
takes each dialog's default and plays the card the keyboard offers, until cards lie on the table
at their turn."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

import pygame

from coteccio_gui import games as listed
from coteccio_gui import i18n
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Giulia", "Ivo"]


def in_play(p: Pilot, game: str, seed: int = 3) -> TableScene:
    """A table of ``game`` with Anna and computers, played until it is Anna's turn with cards
    on the table (or her turn again after a few of her own cards)."""
    n = listed.spec(game).max_players  # the fullest table the game takes
    seats = [SeatSetup(NAMES[0])] + [SeatSetup(NAMES[i], "normal") for i in range(1, n)]
    t = TableScene(p.app, TableSetup(game, seats, None, seed), match=None)
    p.start(t)
    mine = 0
    for _ in range(20_000):
        if isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom() and (len(t.show.trick) >= 1 or mine >= 3):
            return t
        elif t.waiting_for_bottom():
            p.key(pygame.K_RETURN)  # the card the keyboard offers
            mine += 1
        else:
            p.step()
    raise RuntimeError(f"{game}: Anna's turn with cards on the table never came")


def shoot(
    folder: Path,
    games: list[str],
    sizes: list[tuple[int, int]],
    languages: list[str],
    faces: tuple[str, ...] = ("triestine",),
) -> list[Path]:
    """Every shot; returns the files written (named with the faces when not the default)."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for language in languages:
        i18n.set_language(language)
        for face in faces:
            for w, h in sizes:
                settings = Settings(
                    speed=Speed.INSTANT, sound=False, tips=False, language=language, faces=face
                )
                p = Pilot((w, h), settings)
                for name in ["title", "setup", *games]:
                    if name == "title":
                        p.start(p.app.nav.make("title"))
                    elif name == "setup":
                        p.start(p.app.nav.make("setup", game=listed.DEFAULT))
                    else:
                        in_play(p, name)
                    style = "" if face == "triestine" else f"-{face}"
                    path = folder / f"{name}-{language}{style}-{w}x{h}.png"
                    pygame.image.save(p.screenshot(), path)
                    written.append(path)
    i18n.set_language("en")
    return written


def main() -> None:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default="/tmp/shots")
    parser.add_argument("--games", default=",".join(listed.NAMES))
    parser.add_argument("--sizes", default="900x600,1600x1000")
    parser.add_argument("--languages", default="en,it")
    parser.add_argument("--faces", default="triestine")
    a = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sizes = [(int(w), int(h)) for w, h in (s.split("x") for s in a.sizes.split(","))]
    faces = tuple(a.faces.split(","))
    files = shoot(Path(a.folder), a.games.split(","), sizes, a.languages.split(","), faces)
    print(f"{len(files)} screenshots in {a.folder}")


if __name__ == "__main__":
    main()
