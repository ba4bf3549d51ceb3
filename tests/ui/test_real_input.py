"""The real ``coteccio`` in a real X window, driven by real X input, never shows an old frame.

Xvfb runs the game as a player would start it; xdotool moves the pointer, clicks cards and
buttons and presses keys. Whenever the window has been still for a while (a quiet moment)
with the pointer parked on empty floor, a screenshot of the window is compared with one
taken after the pointer moved by one pixel: a game that skipped a frame shows its change
only then, so the two differ (a stale frame). The game's own autosave says what the match
waits for, and the layout code says where each card and button is.

Solo: every game from the title by mouse (Coteccio a whole hand and more at fast speed, every
other game its whole match at instant speed), the last trick by key and by button, the menu.
Hot-seat: two people, the curtain handed over, the match left for the History and taken up
again with Continue — a hand and more of each game, and with ``-m long`` every game's whole
match. The figures are printed (run with ``-n 0 -s``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from coteccio_gui import games
from coteccio_gui.record import read_record
from coteccio_gui.settings import CARD_SCALE, CardSize, Settings
from coteccio_gui.ui.board.layout import hand_card_positions, table_layout
from coteccio_gui.ui.games import presentation
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.files import HistoryList
from coteccio_gui.ui.screens.games import GamesScene
from coteccio_gui.ui.screens.menu import GameMenu
from coteccio_gui.ui.screens.setup import SetupScene
from coteccio_gui.ui.screens.title import TitleScene
from coteccio_gui.ui.table.paint import TablePainter
from coteccio_gui.ui.table.start import resume_table
from tests.ui.support import differing_pixels
from tests.ui.xserver import TOOLS, need, xvfb

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
SIZE = (1280, 800)
"""The window the game opens."""
PARK = (6, SIZE[1] - 6)
"""Where the pointer rests: empty floor in the bottom left corner, no button or card near."""
QUIET_S = 1.0
"""How long the window must stay the same to be a quiet moment."""
POLL_S = 0.2
SETTLE_S = 0.4
STILL_S = 0.3
"""Between checked moments, how long the window must stay the same before the next click."""
"""How long after the pointer's one-pixel move the second screenshot is taken."""
MESSAGES_S = 6.5
"""After events the table talks about for a few seconds (capotto, an annulled hand, the
doctor, a seat out, a restart), quiet moments wait this long: a message ending between the
two screenshots is a real change, not a stale frame."""


class Game:
    """The real game in an X window, and what a person does to it."""

    def __init__(self, display: str, home: Path) -> None:
        self.display, self.home = display, home
        env = {
            **os.environ,
            "DISPLAY": display,
            "SDL_VIDEODRIVER": "x11",
            "SDL_AUDIODRIVER": "dummy",
            "COTECCIO_HOME": str(home),
            "PYTHONPATH": str(ROOT),
        }
        self.env = env
        # The command a player types (the console script next to this Python), else the same
        # program as a module.
        script = Path(sys.executable).with_name("coteccio")
        command = [str(script)] if script.exists() else [sys.executable, "-m", "coteccio_gui"]
        self.proc = subprocess.Popen(
            command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        self.window = self._find_window()
        self.moments = 0
        self.stale: list[str] = []
        self.quiet_after = 0.0

    def _find_window(self) -> str:
        """The game's window once it is mapped, with the keyboard focus (SDL may make and
        drop a first window while it starts: look again until one stays)."""
        end = time.monotonic() + 90
        while time.monotonic() < end:
            assert self.proc.poll() is None, f"the game stopped: {self.proc.communicate()[1]}"
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--pid", str(self.proc.pid)],
                env=self.env, capture_output=True, text=True, timeout=20,
            )  # fmt: skip
            for window in found.stdout.split():
                focus = subprocess.run(["xdotool", "windowfocus", "--sync", window],
                                       env=self.env, capture_output=True, timeout=20)  # fmt: skip
                if focus.returncode == 0:
                    return window
            time.sleep(0.3)
        raise AssertionError("the game's window never appeared")

    def x(self, *args: str, timeout: float = 20) -> str:
        """Run xdotool on our display."""
        done = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True,
                              timeout=timeout)  # fmt: skip
        assert done.returncode == 0, f"xdotool {' '.join(args)}: {done.stderr}"
        return done.stdout

    def picture(self) -> pygame.Surface:
        """The window's pixels now, as a picture."""
        return pygame.image.frombytes(self.shot(), SIZE, "RGB")

    def shot(self) -> bytes:
        """The window's pixels now."""
        done = subprocess.run(["import", "-window", self.window, "-depth", "8", "rgb:-"],
                              env=self.env, capture_output=True, timeout=30)  # fmt: skip
        assert done.returncode == 0, done.stderr
        return done.stdout

    def move(self, pos: tuple[int, int]) -> None:
        self.x("mousemove", "--window", self.window, str(pos[0]), str(pos[1]))

    def click(self, pos: tuple[int, int]) -> None:
        """A left click at ``pos`` (window coordinates), then the pointer goes back to rest."""
        self.move(pos)
        time.sleep(0.1)
        self.x("click", "1")
        time.sleep(0.1)
        self.move(PARK)

    def key(self, name: str) -> None:
        """A key press, as the keyboard sends it (the window has the focus)."""
        self.x("key", name)

    def quiet(self, what: str, timeout: float = 60) -> None:
        """Wait for a quiet moment, then check it: the window must not change when the pointer
        moves by one pixel on empty floor."""
        self.move(PARK)
        wait = self.quiet_after - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        end = time.monotonic() + timeout
        last, since = self.shot(), time.monotonic()
        while time.monotonic() - since < QUIET_S:
            assert time.monotonic() < end, f"the window never stood still ({what})"
            time.sleep(POLL_S)
            now = self.shot()
            if now != last:
                last, since = now, time.monotonic()
        self.x("mousemove_relative", "--", "1", "0")
        time.sleep(SETTLE_S)
        after = self.shot()
        self.moments += 1
        if after != last:
            self.stale.append(f"{self.moments}: {what}")
            for name, pixels in (("before", last), ("after", after)):  # to look at
                path = Path(tempfile.gettempdir()) / f"coteccio-stale-{self.moments}-{name}.png"
                pygame.image.save(pygame.image.frombytes(pixels, SIZE, "RGB"), str(path))
        self.move(PARK)

    def settle(self, what: str, look: bool) -> None:
        """A quiet moment checked (``look``), or only waited for: the window stands still."""
        if look:
            self.quiet(what)
            return
        self.move(PARK)
        last, since = self.shot(), time.monotonic()
        end = since + 60
        while time.monotonic() - since < STILL_S:
            assert time.monotonic() < end, f"the window never stood still ({what})"
            time.sleep(0.05)
            now = self.shot()
            if now != last:
                last, since = now, time.monotonic()

    def record(self) -> Any:
        """The match as the game last saved it (or filed it away, once it is over)."""
        path = self.home / "data" / "autosave.json"
        for _ in range(50):
            try:
                return read_record(path.read_bytes()).match
            except (OSError, ValueError):
                filed = sorted((self.home / "data" / "history").glob("match-*.json"))
                if filed and not path.exists():  # over: the match went to the history
                    return read_record(filed[-1].read_bytes()).match
                time.sleep(0.1)
        raise AssertionError("no autosave to read")

    def acted(self, before: int, timeout: float = 30) -> Any:
        """Wait until the saved match has more than ``before`` actions."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            m = self.record()
            if len(m.actions) > before:
                return m
            time.sleep(0.1)
        shot = Path(tempfile.gettempdir()) / "coteccio-real-input-stuck.png"
        subprocess.run(["import", "-window", "root", str(shot)], env=self.env, timeout=30)
        raise AssertionError(f"the game did not act (still {before} actions); screen: {shot}")

    def click_to_act(self, pos: tuple[int, int], before: int, tries: int = 4) -> Any:
        """Click at ``pos`` until the game acts: a click that came before the person's turn (a
        card still to show, on a loaded machine) is not kept, so a person clicks again."""
        return self._until_acted(lambda: self.click(pos), before, tries)

    def key_to_act(self, names: tuple[str, ...], before: int, tries: int = 4) -> Any:
        """Press the keys ``names`` until the game acts: keys pressed in a still moment before
        the dialog that asks came up (the last trick still to clear) go to the table, so a
        person presses them again (an answer kept ends the presses: none is given twice)."""

        def press() -> None:
            for name in names:
                self.key(name)

        return self._until_acted(press, before, tries)

    def _until_acted(self, press: Callable[[], None], before: int, tries: int) -> Any:
        for _ in range(tries - 1):
            press()
            end = time.monotonic() + 3.0
            while time.monotonic() < end:
                m = self.record()
                if len(m.actions) > before:
                    return m
                time.sleep(0.1)
            self.settle("the press again", False)
        press()
        return self.acted(before)

    def acted_or_default(self, before: int) -> Any:
        """Wait for the game to act; a dialog that asked instead (how to lead a card, the
        choices at a turn: buon gioco, a claim…) gets its default, Return."""
        end = time.monotonic() + 1.5  # at instant speed a card played is saved at once
        while time.monotonic() < end:
            m = self.record()
            if len(m.actions) > before:
                return m
            time.sleep(0.1)
        self.key("Return")
        return self.acted(before)

    def talks(self, m: Any, before: int) -> None:
        """After actions whose events the table announces, the next quiet moment waits."""
        replay = games.spec(m.name).start(m.players, m.rules, m.first_dealer)
        said = False
        for i, action in enumerate(m.actions):
            events = replay.apply(action)
            if i >= before:
                said |= any(type(e).__name__ in TALKED for e in events)
        if said:
            self.quiet_after = time.monotonic() + MESSAGES_S

    def close(self) -> str:
        self.proc.terminate()
        try:
            _, err = self.proc.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            _, err = self.proc.communicate(timeout=15)
        return err


TALKED = {"CapottoOffered", "HandAnnulled", "DoctorOffered", "DoctorCalled", "SeatOut",
          "Restarted", "MonteLaid", "MonteTaken", "SeatEliminated", "TieForLowest",
          "BidMade", "Passed", "BiddingWon", "AllPassed", "PartnerRevealed", "Bidded",
          "PassedOut", "Contracted", "CardCalled", "Exchanged", "MonteShown", "GoodGame", "Declared",
          "Signalled", "Called", "CardDrawn", "Annulled", "Claimed"}  # fmt: skip
SET_UP = {"coch": {"Players": -2, "House rules": 1}, "zifuli": {"House rules": 1},
          "tressette": {"Target": -1}, "tressette-in-due": {"Target": -1}}  # fmt: skip
"""The set-up's arrows clicked before the match: Cöch with two people (each plays a dummy's
face-up hand too), and the shortest match of a game played to its end (the Tressette family
to 21, not 31)."""
REAL_GAMES = [
    "coteccio",
    "rovescino",
    "coch",
    "zifuli",
    "terziglio",
    "tressette",
    "tressette-in-due",
]
"""Every game, from the title to its end by mouse, solo and hot-seat."""
ANSWERS = {"zifuli": ("Right", "Return"), "terziglio": ("Left", "Return")}
"""The keys that answer a game's choice dialog (else Return: its default): in Zifuli's bidding
the person calls the first card offered rather than pass, so a secret partner is played too;
in Terziglio the last choice, the highest bid, so that a match to 21 takes a few hands (and the
monte is shared)."""


class Oracle:
    """Where things are: the same layout code, run here on an invisible screen."""

    def __init__(self, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setenv("COTECCIO_HOME", str(home))
        self.p = Pilot(SIZE, Settings(language="en", tips=False, sound=False))

    def title_button(self, label: str) -> tuple[int, int]:
        title = TitleScene(self.p.app)
        return next(b for b in title.group.buttons if b.label == label).rect.center

    def setup(self, game: str = "coteccio") -> SetupScene:
        return SetupScene(self.p.app, game)

    def game_button(self, game: str) -> tuple[int, int]:
        chooser = GamesScene(self.p.app)
        return chooser.group.buttons[chooser.names.index(game)].rect.center

    def menu_button(self, label: str) -> tuple[int, int]:
        menu = GameMenu(self.p.app, None)  # type: ignore[arg-type]
        return next(b for b in menu.group.buttons if b.label == label).rect.center

    def tricks(self, home: Path, which: int) -> tuple[list[pygame.Rect], pygame.Surface, dict]:
        """The table of the saved match with ``which`` seat's tricks open (-1: every trick):
        where the overlay's cards are, the picture, and where each seat's pile lies."""
        record = read_record((home / "data" / "autosave.json").read_bytes())
        table = resume_table(self.p.app, record)
        self.p.start(table)
        table.turns.tricks_view = which
        picture = self.p.screenshot()
        cards = [d.rect for d in self.p.app.drawn.items
                 if d.layer_name == "tricks" and d.kind == "card"]  # fmt: skip
        piles = dict(table.painter.piles)
        table.closed()
        return cards, picture, piles

    def history_list(self) -> HistoryList:
        return HistoryList(self.p.app)

    def table_buttons(self, players: int) -> list[pygame.Rect]:
        """The table's corner buttons, as its painter places them: tricks, score sheet, menu."""
        lay = table_layout(SIZE, players, 0, CARD_SCALE[CardSize.MEDIUM])
        painter = TablePainter(lambda: None, lambda: None, lambda: None)
        painter.invalidate(lay)
        return [b.rect.copy() for b in painter.buttons.buttons[:3]]

    def card(self, m: Any, seat: int, card: int, bottom: int | None = None) -> tuple[int, int]:
        """Where to click to play ``card`` from ``seat``'s hand (a dummy's, face up for all,
        when the person of seat ``bottom`` plays it)."""
        most = max(len(m.hand(s)) for s in range(m.players))
        fan = presentation(m.name).hand_size(m, most)
        bottom = seat if bottom is None else bottom
        scale = CARD_SCALE[CardSize.MEDIUM]
        lay = table_layout(SIZE, m.players, bottom, scale, fan, m.face_up_hands())
        spot = lay.spots[seat]
        hand = presentation(m.name).arrange(m.hand(seat), True)  # as the table sorts it
        rects = hand_card_positions(spot, len(hand))
        i = hand.index(card)
        rect = rects[i].move(0, -(spot.card_height // 8))  # the legal ones are lifted
        visible = rects[i + 1].left if i + 1 < len(rects) else rect.right
        return ((rect.left + visible) // 2, rect.centery)


def _settings(home: Path, speed: str = "fast") -> None:
    """The player's settings: English, no tips or sound; ``speed`` of the table (a whole
    match is played at instant speed, so the suite stays quick)."""
    folder = home / "config"
    folder.mkdir(parents=True)
    data = {"format": "coteccio-settings", "version": 1, "language": "en", "speed": speed,
            "tips": False, "sound": False}  # fmt: skip
    (folder / "settings.json").write_text(json.dumps(data), "utf-8")


def _play_turns(game: Game, oracle: Oracle, humans: set[int], moments: int, hot_seat: bool,
                extras: bool, on_turn=None, whole: bool = False) -> dict[str, int]:  # fmt: skip
    """Play with the mouse until ``moments`` quiet moments were checked (and a whole hand);
    ``whole``: then on to the end of the match, checking a quiet moment every tenth card."""
    seen = {"cards": 0, "handovers": 0, "hands": 0, "dialogs": 0}
    viewer: int | None = None if hot_seat else min(humans)
    deals = 0
    start_hands = game.record().hands_played
    for _ in range(3000):
        m = game.record()
        seen["hands"] = m.hands_played - start_hands
        checked = game.moments >= moments and seen["hands"] >= 1 and seen["cards"] >= 5
        if checked and not whole:
            return seen
        if m.outcome() is not None:
            return seen
        look = not checked or seen["cards"] % 10 == 0  # a quiet moment checked, or just settle
        new_deals = sum(1 for a in m.actions if type(a).__name__ == "Deal")
        if hot_seat and new_deals != deals:
            viewer = None  # a new hand: each person sees theirs after a curtain only
        deals = new_deals
        before = len(m.actions)
        turn = m.turn
        who = m.controller(turn)  # a dummy's cards are played by its partner
        if m.needs_deal():  # the end-of-hand summary waits for Continue...
            time.sleep(1.0)
            if len(game.record().actions) != before:
                continue  # ...unless the hand was annulled: then the same dealer deals again
            game.settle("the end-of-hand summary", look)
            seen["dialogs"] += 1
            game.talks(game.key_to_act(("Return",), before), before)
            continue
        if who not in humans:  # computers are playing: wait for them
            game.talks(game.acted(before), before)
            continue
        if hot_seat and who != viewer:
            game.settle(f"the curtain for seat {who}", look)
            game.click((SIZE[0] // 2, SIZE[1] // 2))
            viewer = who
            seen["handovers"] += 1
            continue
        hand_card = presentation(m.name).hand_card  # a card to play, give or discard
        legal = [c for a in m.legal_actions() if (c := hand_card(a)) is not None]
        if not legal:  # capotto, doctor, a bid...: the dialog's default (or as the game says)
            game.settle(f"the {m.phase.value} dialog", look)
            seen["dialogs"] += 1
            game.talks(game.key_to_act(ANSWERS.get(m.name, ("Return",)), before), before)
            continue
        game.settle(f"seat {turn} to play", look)
        if on_turn is not None and on_turn(m):
            viewer = None if hot_seat else viewer  # the screen was everyone's for a while
            continue
        if extras and not checked and seen["cards"] % 2 == 0:
            game.key("l")  # the tricks, by key
            game.quiet("the tricks (L)")
            game.key("l")
            game.quiet("the tricks closed")
        if extras and not checked and seen["cards"] % 3 == 1:
            game.click(oracle.table_buttons(m.players)[0].center)  # and by its button
            game.quiet("the tricks (button)")
            game.click(oracle.table_buttons(m.players)[0].center)
        if extras and not checked and seen["cards"] % 5 == 2:
            game.key("Escape")
            game.quiet("the menu")
            game.key("Escape")
        game.click(oracle.card(m, turn, legal[0], viewer))
        seen["cards"] += 1
        game.talks(game.acted_or_default(before), before)
    raise AssertionError("the match went on too long")


def _new_match(game: Game, oracle: Oracle, which: str) -> SetupScene:
    """From the title to the set-up of ``which``, by mouse (the game chooser in between)."""
    game.quiet("the title")
    game.click(oracle.title_button("New match"))
    game.quiet("which game?")
    game.click(oracle.game_button(which))
    game.quiet(f"the set-up of {which}")
    setup = oracle.setup(which)
    for label, steps in SET_UP.get(which, {}).items():
        for _ in range(abs(steps)):
            row = next(r for r in setup.form.rows if r.label == label)
            game.click(setup.form.arrows(row)[steps > 0].center)
            row.step(1 if steps > 0 else -1)  # and the same here, where rows are measured
        game.quiet(f"the set-up of {which}: {label}")
    return setup


@pytest.mark.parametrize("which", REAL_GAMES)
def test_a_solo_match_with_the_mouse_never_shows_an_old_frame(tmp_path, monkeypatch, which):
    need(*TOOLS)
    home = tmp_path / "home"
    _settings(home, "fast" if which == "coteccio" else "instant")
    oracle = Oracle(home, monkeypatch)
    whole = which != "coteccio"  # the new game is played to its end
    with xvfb() as display:
        game = Game(display, home)
        try:
            setup = _new_match(game, oracle, which)
            start = next(r for r in setup.form.rows if r.label == "Start the match")
            game.click(start.rect.center)
            seen = _play_turns(game, oracle, {0}, moments=40, hot_seat=False, extras=True,
                               whole=whole)  # fmt: skip
            final = game.record()
        finally:
            err = game.close()
    answered = sum(1 for a in final.actions if getattr(a, "seat", -1) == 0 and
                   type(a).__name__ not in ("Play", "Deal", "Pass"))  # fmt: skip
    print(f"\nreal input, solo {which}: {game.moments} quiet moments, {len(game.stale)} stale "
          f"frames, {seen}, {answered} choices other than a card or a pass")  # fmt: skip
    assert "Traceback" not in err
    # a whole match may end sooner (a Terziglio scegliete lost with every trick, a Tressette
    # won in its first hand: one hand, 29 quiet moments seen once)
    least = 25 if whole and final.outcome() is not None else 40
    assert game.moments >= least and seen["cards"] >= 5 and seen["hands"] >= 1
    assert game.stale == []
    if whole:
        assert final.outcome() is not None, "the match was played to its end"
    if which in ANSWERS:
        assert answered >= 1, "the person's own answers were taken (a call in Zifuli)"


HOT_SEAT = [(g, False) for g in REAL_GAMES] + [
    pytest.param(g, True, marks=pytest.mark.long, id=f"{g}-whole") for g in REAL_GAMES[1:]
]
"""Hot-seat: a hand and more of each game in the default suite (the curtain, the history,
Continue); the whole match of every game with ``-m long`` (five minutes or more each)."""


@pytest.mark.parametrize("which, whole", HOT_SEAT)
def test_a_hot_seat_match_handed_over_and_left_for_the_history(tmp_path, monkeypatch, which, whole):
    need(*TOOLS)
    home = tmp_path / "home"
    _settings(home, "fast" if which == "coteccio" else "instant")
    oracle = Oracle(home, monkeypatch)
    history = {"opened": 0}
    with xvfb() as display:
        game = Game(display, home)
        try:
            setup = _new_match(game, oracle, which)
            seat2 = next(r for r in setup.form.rows if r.label == "Seat 2")
            left = setup.form.arrows(seat2)[0]
            for _ in range(2):  # normal → easy → human
                game.click(left.center)
            game.quiet("the set-up with two people")
            start = next(r for r in setup.form.rows if r.label == "Start the match")
            game.click(start.rect.center)

            def leave_for_the_history(m: Any) -> bool:
                if history["opened"] or game.moments < 8:
                    return False
                game.key("Escape")
                game.quiet("the menu at a hot-seat table")
                game.click(oracle.menu_button("Quit to the title"))
                game.quiet("the title with a match to continue")
                game.click(oracle.title_button("History"))
                game.quiet("the history list")
                listing = oracle.history_list()
                row = listing._row_rects()[0]
                assert listing.entries[0].label.startswith("The saved match, ")
                game.click(row.center)
                game.click(listing.group.buttons[0].rect.center)  # Open
                game.quiet("the history of the match in play")
                game.key("Escape")
                game.quiet("back to the history list")
                game.key("Escape")
                game.quiet("back to the title")
                game.click(oracle.title_button("Continue"))
                history["opened"] += 1
                return True

            seen = _play_turns(game, oracle, {0, 1}, moments=20, hot_seat=True, extras=False,
                               on_turn=leave_for_the_history, whole=whole)  # fmt: skip
            final = game.record()
        finally:
            err = game.close()
    print(f"\nreal input, hot-seat: {game.moments} quiet moments, {len(game.stale)} stale "
          f"frames, {seen}, history opened {history['opened']}")  # fmt: skip
    assert "Traceback" not in err
    assert game.moments >= 20 and seen["handovers"] >= 2 and history["opened"] == 1
    assert game.stale == []
    if whole:
        assert final.outcome() is not None, "the match was played to its end"


def test_every_trick_of_the_hand_opens_from_the_seat_piles_with_the_mouse(tmp_path, monkeypatch):
    """Tricks lie face up in front of whoever won them (issue 19): a click on a seat's pile
    shows that seat's tricks of the hand in play, as played; a click anywhere closes them."""
    need(*TOOLS)
    home = tmp_path / "home"
    _settings(home)
    oracle = Oracle(home, monkeypatch)
    opened: dict[int, int] = {}
    with xvfb() as display:
        game = Game(display, home)
        try:
            setup = _new_match(game, oracle, "coteccio")
            start = next(r for r in setup.form.rows if r.label == "Start the match")
            game.click(start.rect.center)
            for _ in range(400):  # play on until two seats have tricks of the hand in front of them
                m = game.record()
                before = len(m.actions)
                if m.needs_deal():
                    time.sleep(1.0)
                    if len(game.record().actions) == before:
                        game.settle("the end-of-hand summary", False)
                        game.key("Return")
                    continue
                if m.turn != 0:
                    game.acted(before)
                    continue
                legal = [a.card for a in m.legal_actions() if getattr(a, "card", None) is not None]
                if len(m.tricks) >= 2 and len({t.winner for t in m.tricks}) >= 2 and legal:
                    break
                game.settle("seat 0 to play", False)
                if legal:
                    game.click_to_act(oracle.card(m, 0, legal[0]), before)
                else:
                    game.key_to_act(("Return",), before)  # capotto: the dialog's default
            m = game.record()
            assert len({t.winner for t in m.tricks}) >= 2
            game.quiet("tricks in front of two seats")
            _cards, _picture, piles = oracle.tricks(home, -1)
            winners = {t.winner for t in m.tricks}
            assert set(piles) == winners  # a pile beside every seat that took a trick
            for seat in sorted(winners):
                cards, expected, _piles = oracle.tricks(home, seat)
                game.click(piles[seat].center)
                game.quiet(f"the tricks of seat {seat}")
                shown = game.picture()
                taken = [t for t in m.tricks if t.winner == seat]
                assert len(cards) == sum(len(t.plays) for t in taken)
                for rect in cards:  # each card of each trick, where and as it was played
                    differing = differing_pixels(shown.subsurface(rect), expected.subsurface(rect))
                    assert differing <= rect.width * rect.height // 50, (seat, rect, differing)
                opened[seat] = len(taken)
                game.click((SIZE[0] // 2, SIZE[1] // 2))  # a click anywhere closes them
                game.quiet("the tricks closed")
                assert differing_pixels(game.picture(), shown) > 0
            # and every trick at once, by the Tricks button
            cards, expected, _piles = oracle.tricks(home, -1)
            game.click(oracle.table_buttons(m.players)[0].center)
            game.quiet("every trick of the hand")
            shown = game.picture()
            assert len(cards) == sum(len(t.plays) for t in m.tricks)
            for rect in cards:
                differing = differing_pixels(shown.subsurface(rect), expected.subsurface(rect))
                assert differing <= rect.width * rect.height // 50, ("all", rect, differing)
        finally:
            err = game.close()
    print(f"\nreal input, tricks: opened the piles of seats {opened} (seat: tricks)")
    assert "Traceback" not in err
    assert sum(opened.values()) == len(m.tricks) and len(opened) >= 2
    assert game.stale == []
