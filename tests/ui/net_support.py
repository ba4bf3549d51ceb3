"""Helpers for the network windows' tests: two pilots (a host's and a guest's) stepped together
while the server and the clients answer in their threads."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pygame

from coteccio_gui.settings import Settings
from coteccio_gui.ui.pilot import Pilot


def pilot(folder: Path) -> Pilot:
    """A pilot whose data (and hosted tables) live in ``folder``."""
    p = Pilot((1280, 800), Settings(tips=False))
    p.app.data_folder = folder
    return p


def until(pilots: list[Pilot], done: Callable[[], bool], seconds: float = 30.0) -> None:
    """Step every pilot until ``done()``: the network answers in real time, so this waits for a
    state with a deadline (AssertionError if it never comes)."""
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            raise AssertionError("the windows never got there")
        for p in pilots:
            p.step()
        time.sleep(0.005)


def texts(p: Pilot) -> list[str]:
    """Every text the window shows now."""
    p.screenshot()
    return [d.text for d in p.app.drawn.items if d.kind == "text"]


def type_text(p: Pilot, text: str) -> None:
    """Type ``text`` as a keyboard would (one text event)."""
    p.pending.append(pygame.event.Event(pygame.TEXTINPUT, text=text))
    p.step()


def press(p: Pilot, label: str) -> None:
    """Click the form row or button with this label."""
    scene = p.top
    rows = getattr(getattr(scene, "form", None), "rows", [])
    buttons = getattr(getattr(scene, "group", None), "buttons", [])
    for thing in [*rows, *buttons]:
        if thing.label == label:
            p.click(thing.rect.center)
            return
    raise AssertionError(f"no {label!r} on {type(scene).__name__}")


def focus(p: Pilot, label: str) -> None:
    """Click a typed row of the form to put the caret there."""
    for row in p.top.form.rows:
        if row.label == label:
            p.click((row.rect.x + 8, row.rect.centery))
            return
    raise AssertionError(f"no row {label!r}")
