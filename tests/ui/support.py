"""Helpers for driving the real table in tests."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame

from coteccio_gui import i18n
from coteccio_gui.engine import card_from_code
from coteccio_gui.games.coteccio import HouseRules, Match
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.loop import App
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.setup import SetupScene
from coteccio_gui.ui.screens.title import TitleScene
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.games.coteccio_scenario import SEAT0_MOST, play_tricks

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Giulia"]
GOLDEN = Path(__file__).parent / "golden"
SIZE = (1024, 640)


def pilot(faces: str = "triestine", size: tuple[int, int] = SIZE) -> Pilot:
    """A pilot with a fresh window."""
    return Pilot(size, Settings(faces=faces, tips=False))


def coteccio_table(
    app: App, seats: list[SeatSetup], rules: HouseRules, seed: int, match: Match | None = None
) -> TableScene:
    """A Coteccio table with these seats (the match given, or a new one)."""
    return TableScene(app, TableSetup("coteccio", seats, rules, seed), match=match)


def table(
    p: Pilot,
    players: int = 4,
    seed: int = 3,
    rules: HouseRules | None = None,
    match: Match | None = None,
) -> TableScene:
    """A table with the human Anna at seat 0 and computers elsewhere, shown."""
    seats = [SeatSetup(NAMES[0])] + [SeatSetup(NAMES[i], "normal") for i in range(1, players)]
    rules = match.rules if match is not None else rules
    t = coteccio_table(p.app, seats, rules or HouseRules(), seed, match)
    p.start(t)
    return t


def bottom_cards(t: TableScene) -> list[int]:
    """The cards of the person at the bottom, as the table shows them."""
    return list(t.show.cards[t.bottom])


def human_plays_first_legal(p: Pilot, t: TableScene) -> None:
    """Click the first card the human may play."""
    legal = set(t.match.legal_plays(t.bottom))
    for card, rect in zip(bottom_cards(t), t.hand_rects(), strict=True):
        if card in legal:
            p.click(rect.center)
            return
    raise AssertionError("no legal card in the hand")


def set_match(p: Pilot, t: TableScene, m: Match) -> TableScene:
    """The same table with a prepared match on it, shown as it stands (a new table scene,
    as a resumed match would be)."""
    fresh = coteccio_table(p.app, t.setup.seats, m.rules, t.setup.seed, m)
    p.start(fresh)
    return fresh


def capotto_match() -> Match:
    """Four seats, Anna (seat 0) leads and has won the first four tricks."""
    m = Match(4, first_dealer=3)
    tricks = [["Ac", "2c", "3c", "4c"], ["Ad", "2d", "3d", "4d"], ["As", "2s", "3s", "4s"],
              ["Ab", "2b", "3b", "4b"], ["Rc", "5c", "6c", "7c"]]  # fmt: skip
    m.deal_hands([[card_from_code(t[s]) for t in tricks] for s in range(4)])
    for trick in tricks[:4]:
        for seat in range(4):
            m.play(seat, card_from_code(trick[seat]))
    return m


def doctor_match() -> Match:
    """Four seats with one life each; Anna (seat 0) took the most points and may call the doctor."""
    m = Match(4, HouseRules(starting_lives=1), first_dealer=0)
    play_tricks(m, SEAT0_MOST)
    return m


TOLERANCE = 12
"""How far one channel of one pixel may differ from the golden (0-255): font rasterising and
smooth scaling round a little differently from one machine to another."""
MAX_DIFFERING = 60
"""How many pixels may differ by more than that (a blanked 40x40 square is 1,600)."""


def differing_pixels(image: pygame.Surface, golden: pygame.Surface) -> int:
    """How many pixels differ from the golden's in any channel (R, G or B) by more than
    ``TOLERANCE``; every pixel of the image counts, and a size mismatch counts them all."""
    if image.get_size() != golden.get_size():
        return image.get_width() * image.get_height()
    w, h = image.get_size()
    ours = pygame.image.frombytes(pygame.image.tobytes(image, "RGB"), (w, h), "RGB")
    theirs = pygame.image.frombytes(pygame.image.tobytes(golden, "RGB"), (w, h), "RGB")
    # threshold() counts the pixels whose every channel is within the tolerance of the
    # same pixel of the other picture (alpha: 255 = not looked at).
    within = pygame.transform.threshold(
        None, ours, None, (TOLERANCE, TOLERANCE, TOLERANCE, 255), None, 0, theirs
    )
    return w * h - within


def compare_golden(name: str, image: pygame.Surface, folder: Path = GOLDEN) -> None:
    """The screenshot matches ``golden/<name>.png``: at most ``MAX_DIFFERING`` pixels differ
    by more than ``TOLERANCE`` in any channel. A golden is written only when asked for
    (``UPDATE_GOLDEN=1``); a missing one fails."""
    path = folder / f"{name}.png"
    if os.environ.get("UPDATE_GOLDEN") == "1":
        folder.mkdir(exist_ok=True)
        pygame.image.save(image, path)
        return
    if not path.exists():
        pygame.image.save(image, folder / f"{name}.actual.png")
        raise AssertionError(
            f"golden {path.name} is missing: look at {name}.actual.png and, if it is right, "
            "write it with UPDATE_GOLDEN=1"
        )
    golden = pygame.image.load(path)
    differing = differing_pixels(image, golden)
    if differing > MAX_DIFFERING:
        pygame.image.save(image, folder / f"{name}.actual.png")
        raise AssertionError(
            f"{name}: {differing} pixels differ from the golden screenshot by more than "
            f"{TOLERANCE} in some channel (at most {MAX_DIFFERING} may)"
        )


def button_center(scene, label: str) -> tuple[int, int]:
    """The centre of the button of ``scene`` labelled ``label`` (where a person clicks it)."""
    return next(b for b in scene.group.buttons if b.label == label).rect.center


def click_a_legal_card(p: Pilot, t: TableScene, which: int = 0) -> int:
    """The person clicks a legal card (the first, or number ``which``) of the hand they play
    from (theirs or a dummy's): a card to play, give or discard, on the part of it that shows
    (a dummy's fan at the top overlaps a lot). Returns the card."""
    seat = t.turns.active_seat()
    assert seat is not None
    legal = [c for a in t.match.legal_actions() if (c := t.look.hand_card(a)) is not None]
    card = legal[which]
    cards = list(t.show.cards[seat])
    rects = t.turns.hand_rects(seat)
    i = cards.index(card)
    right = rects[i + 1].left if i + 1 < len(rects) else rects[i].right
    p.click(((rects[i].left + min(right, rects[i].right)) // 2, rects[i].centery))  # its edge
    return card


def call_the_first_card(p: Pilot, dialog) -> None:
    """Zifuli's bidding: call the first card offered when the bidding is open, else pass; any
    other dialog: its default."""
    opening = dialog.title.startswith("Your call") and "Nobody has called yet" in dialog.lines[0]
    if opening and len(dialog.group.buttons) > 1:
        p.click(dialog.group.buttons[1].rect.center)
        return
    p.key(pygame.K_RETURN)


def play_to_the_end(p: Pilot, t: TableScene, answer=None, steps: int = 60_000) -> list[str]:
    """The person plays the first legal card each turn by mouse; every dialog gets ``answer``
    (by default its default, Enter). Returns the titles of the dialogs seen, the last one
    the end of the match."""
    from coteccio_gui.ui.core.dialogs import Dialog

    titles = []
    for _ in range(steps):
        top = p.top
        if isinstance(top, Dialog):
            titles.append(top.title)
            if t.ended:  # the end of the match: who won
                return titles
            if answer is None:
                p.key(pygame.K_RETURN)
            else:
                answer(p, top)
        elif t.waiting_for_bottom():
            click_a_legal_card(p, t)
        else:
            p.step()
    raise AssertionError("the match never ended")


def history_story(p: Pilot, listed_as: str) -> list[str]:
    """Open the newest match of the hand history (it must be listed as starting with
    ``listed_as``), step through it to the end and return every line it told."""
    from coteccio_gui.ui.screens.files import HistoryList
    from coteccio_gui.ui.screens.history import HistoryScene

    p.app.push(HistoryList(p.app))
    listing = p.top
    p.step(5)
    detail = listing.detail(listing.entries[0])
    assert detail.startswith(listed_as), detail
    listing.open_selected()
    history = p.top
    assert isinstance(history, HistoryScene)
    story: list[str] = []
    for index in range(len(history.steps)):
        history.go(index)
        story += history.describe(history.steps[index])
    p.screenshot()
    return story


def bid_the_lowest(p: Pilot, dialog) -> None:
    """Terziglio's bid dialog: the lowest bid the person may make (chiamo, or solo), by mouse;
    any other dialog (the call, the share of the monte, a summary): its default, by key."""
    if dialog.title.startswith("Your bid") and len(dialog.group.buttons) > 1:
        p.click(dialog.group.buttons[1].rect.center)
        return
    p.key(pygame.K_RETURN)


def play_with_signals(p: Pilot, t: TableScene, signal: str) -> list[str]:
    """Tressette: the person takes every dialog's default, gives a lead ``signal`` (with the
    buttons beside the hand) when a card can carry it, and plays the first legal card.
    Returns the titles of the dialogs seen, the last one the end of the game."""
    from coteccio_gui.games.tressette.actions import Play
    from coteccio_gui.ui.core.dialogs import Dialog

    titles: list[str] = []
    for _ in range(200_000):
        top = p.top
        if isinstance(top, Dialog):
            titles.append(top.title)
            if t.ended:
                return titles
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom():
            bar = {b.label: b for b in t.signals.buttons()}
            if signal in bar:
                p.click(bar[signal].rect.center)
                legal = [a for a in t.match.legal_actions() if isinstance(a, Play)]
                first = [a for a in legal if a.card == legal[0].card]
                if all(a.signal is not t.signals.chosen for a in first):
                    p.click(bar["No signal"].rect.center)
            click_a_legal_card(p, t)
        else:
            p.step()
    raise AssertionError("the game never ended")


def terziglio_asked(p: Pilot, match: Any) -> tuple[TableScene, Any]:
    """A Terziglio table (Anna, and Bruno and Carla easy) with ``match`` shown, and the dialog
    that asks Anna."""
    from coteccio_gui.ui.core.dialogs import Dialog

    seats = [SeatSetup("Anna"), SeatSetup("Bruno", "easy"), SeatSetup("Carla", "easy")]
    t = TableScene(p.app, TableSetup("terziglio", seats, None, 4), match=match)
    p.start(t)
    p.until(lambda: isinstance(p.top, Dialog))
    dialog = p.top
    assert isinstance(dialog, Dialog)
    return t, dialog


def menu_over_a_new_table() -> tuple[Pilot, TableScene]:
    """The first table started from the title and the set-up, then Esc: its game menu on top."""
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False))
    p.start(TitleScene(p.app))
    p.start(SetupScene(p.app))
    p.top.start()
    table = p.top
    p.key(pygame.K_ESCAPE)
    return p, table


def coch_for_two(language: str, tips: bool = False) -> tuple[Pilot, TableScene]:
    """Cöch hot-seat for Anna and Bruno (each with a dummy) in a 900×600 window, the curtain
    passed, the table waiting for a card; the language set (the caller sets English back)."""
    i18n.set_language(language)
    p = Pilot((900, 600), Settings(speed=Speed.INSTANT, tips=tips, sound=False, language=language))
    t = TableScene(p.app, TableSetup("coch", [SeatSetup("Anna"), SeatSetup("Bruno")], None, 5))
    p.start(t)
    p.until(lambda: type(p.top).__name__ == "CurtainScene")
    p.key(pygame.K_RETURN)
    p.until(lambda: t.turns.active_seat() is not None and p.top is t)
    return p, t
