"""Everything reachable and leavable with the keyboard alone."""

from __future__ import annotations

import pygame

from coteccio_gui import i18n
from coteccio_gui.games.coteccio import Phase
from coteccio_gui.games.tressette.actions import Signal
from coteccio_gui.games.tressette.events import Signalled
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.core.theme import GOLD
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.menu import GameMenu
from coteccio_gui.ui.screens.settings import SettingsScene
from coteccio_gui.ui.screens.setup import SetupScene
from coteccio_gui.ui.screens.title import TitleScene
from coteccio_gui.ui.table.frame import frame_of
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.saves_support import home
from tests.ui.net_support import (
    host_and_join,
    play_by_clicks,
    seeded,
    seen_events,
    still,
    table_of,
    texts,
    to_play,
    until,
)
from tests.ui.net_support import pilot as net_pilot
from tests.ui.support import SIZE, menu_over_a_new_table

NAMES = ["Anna", "Bruno", "Carla", "Dario"]


def test_every_title_button_opens_a_screen_that_esc_leaves():
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False))
    title = TitleScene(p.app)
    p.start(title)
    labels = [b.label for b in title.group.buttons]
    for index, label in enumerate(labels):
        if label == i18n._("Quit"):
            continue
        p.start(TitleScene(p.app))
        for _ in range(index - p.top.group.focus):
            p.key(pygame.K_TAB)
        p.key(pygame.K_RETURN)
        opened = p.top
        assert not isinstance(opened, TitleScene), label
        for _ in range(3):
            p.key(pygame.K_ESCAPE)
            if isinstance(p.top, TitleScene):
                break
        assert isinstance(p.top, TitleScene), f"Esc did not leave {type(opened).__name__}"


def test_a_whole_match_with_the_keyboard_alone_from_the_title():
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=True))
    p.start(TitleScene(p.app))
    new_match = [b.label for b in p.top.group.buttons].index(i18n._("New match"))
    for _ in range(new_match - p.top.group.focus):
        p.key(pygame.K_TAB)
    p.key(pygame.K_RETURN)
    assert p.top.scene_name == "games"  # which game? Coteccio is the first
    p.key(pygame.K_RETURN)
    setup = p.top
    assert isinstance(setup, SetupScene)
    rows = [r.label for r in setup.form.rows]
    assert setup.form.focus == rows.index(i18n._("Players"))  # the game was just chosen
    for _ in range(rows.index(i18n._("House rules")) - setup.form.focus):
        p.key(pygame.K_DOWN)
    p.key(pygame.K_RIGHT)  # the quick preset: fewer lives
    for _ in range(rows.index(i18n._("Start the match")) - rows.index(i18n._("House rules"))):
        p.key(pygame.K_DOWN)
    p.key(pygame.K_RETURN)
    table = p.top
    assert isinstance(table, TableScene)
    tips = 0
    for _ in range(20_000):
        if table.match.phase is Phase.FINISHED and isinstance(p.top, Dialog):
            break
        tips += table.tips.showing is not None and p.top is table
        if p.top is table and table.waiting_for_bottom():
            p.key(pygame.K_RIGHT)
            p.key(pygame.K_RETURN)  # refused or played: either way the game goes on
        elif p.top is not table:
            p.key(pygame.K_RETURN)
        else:
            p.step()
    assert table.match.phase is Phase.FINISHED
    assert tips >= 2  # the first match showed tips beside the table, and Enter played on
    # (The menu, rules and settings from the table with keys: tests/ui/test_table.py.)


def test_a_language_change_from_the_game_menu_relabels_the_menu_and_the_table():
    p, table = menu_over_a_new_table()
    p.key(pygame.K_DOWN)
    p.key(pygame.K_DOWN)
    p.key(pygame.K_RETURN)
    assert isinstance(p.top, SettingsScene)
    p.key(pygame.K_RIGHT)  # Language: English → Italiano
    assert i18n.language() == "it"
    p.key(pygame.K_ESCAPE)
    menu = p.top
    assert isinstance(menu, GameMenu)
    assert menu.group.buttons[0].label == "Riprendi"
    p.key(pygame.K_ESCAPE)
    assert p.top is table
    assert table.painter.buttons.buttons[2].label == "Menu (Esc)"
    assert table.painter.buttons.buttons[1].label == "Segnapunti (S)"
    assert table.painter.buttons.buttons[0].label == "Prese (L)"


def test_left_and_right_on_the_title_stay_in_the_row_of_buttons():
    p = Pilot((1600, 980), Settings(speed=Speed.INSTANT, tips=False))
    title = TitleScene(p.app)
    p.start(title)
    buttons = title.group.buttons
    pairs = [
        (i, j)
        for i, a in enumerate(buttons)
        for j, b in enumerate(buttons)
        if a.rect.centery == b.rect.centery and a.rect.right < b.rect.left
    ]
    assert len(pairs) >= 4  # Host/Join, Open/History, Statistics/Rules, Settings/Quit
    for left, right in pairs:
        title.group.focus = left
        p.key(pygame.K_RIGHT)
        assert buttons[title.group.focus].label == buttons[right].label, buttons[left].label
        p.key(pygame.K_LEFT)
        assert buttons[title.group.focus].label == buttons[left].label, buttons[right].label


def _tressette_lead(p: Pilot) -> TableScene:
    """A Tressette table at Anna's first lead, reached by keys alone."""
    seats = [SeatSetup(n, k) for n, k in zip(NAMES, ["human", "easy", "easy", "easy"], strict=True)]
    t = TableScene(p.app, TableSetup("tressette", seats, None, 3))
    p.start(t)
    for _ in range(20_000):
        if isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom() and not t.match.trick:
            return t
        elif t.waiting_for_bottom():
            p.key(pygame.K_RETURN)  # the first card that may be played is the one raised
        else:
            p.step()
    raise AssertionError("Anna never led")


def test_a_lead_signal_is_chosen_with_tab_and_goes_with_the_card_played_by_enter(
    monkeypatch, tmp_path
):
    home(monkeypatch, tmp_path)
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = _tressette_lead(p)
    chosen = [c for _b, c in frame_of(t).signals]
    assert chosen[:2] == [True, False]  # "No signal", then Busso
    p.key(pygame.K_TAB)
    assert [c for _b, c in frame_of(t).signals][:2] == [False, True]
    p.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    p.key(pygame.K_TAB, pygame.KMOD_SHIFT)  # from "No signal" back round to the last one
    assert [c for _b, c in frame_of(t).signals][-1]
    p.key(pygame.K_TAB)
    p.key(pygame.K_TAB)  # "No signal", then Busso again
    assert t.signals.chosen is Signal.BUSSO
    p.key(pygame.K_RETURN)
    assert t.match.signals and t.match.signals[0][1:] == (0, Signal.BUSSO)


def test_esc_opens_the_menu_over_a_tip_a_tip_goes_once_its_moment_passed_and_t_ends_them(
    monkeypatch, tmp_path
):
    """Issue 49: with a tip open, the first Esc put the tip away instead of opening the menu.
    Esc is the menu's, tip or no tip; a tip is put away by doing what it explains."""
    home(monkeypatch, tmp_path)
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=True, sound=False))
    seats = [SeatSetup(n, k) for n, k in zip(NAMES, ["human", "easy", "easy", "easy"], strict=True)]
    t = TableScene(p.app, TableSetup("coteccio", seats, None, 3))
    p.start(t)
    p.until(lambda: t.tips.showing is not None and t.waiting_for_bottom())
    first = t.tips.showing
    got_it, no_more = (b.label for b in t.tips.panel.group.buttons)
    assert got_it == "Got it" and "(T)" in no_more  # no key named that is not the tip's
    p.key(pygame.K_ESCAPE)
    assert isinstance(p.top, GameMenu), "Esc put the tip away instead of opening the menu"
    p.key(pygame.K_ESCAPE)
    assert p.top is t and t.tips.showing == first  # back at the table, the tip still there
    p.key(pygame.K_RETURN)  # the person plays: what the tip explains is done
    p.until(lambda: first in p.app.settings.tips_seen or t.waiting_for_bottom())
    assert first in p.app.settings.tips_seen  # seen: not shown again
    for _ in range(20_000):  # play on by keys until the next tip
        if t.tips.showing is not None:
            break
        if p.top is not t or t.waiting_for_bottom():
            p.key(pygame.K_RETURN)
        else:
            p.step()
    assert t.tips.showing is not None and t.tips.showing != first
    p.key(pygame.K_t)
    assert p.top is t and not p.app.settings.tips and t.tips.showing is None


def test_a_network_table_is_played_by_keys_a_lead_signal_too(tmp_path, monkeypatch):
    host, guest = net_pilot(tmp_path / "host"), net_pilot(tmp_path / "guest")
    both = [host, guest]
    try:
        seeded(monkeypatch, 2)  # the guest leads the first trick (a match may end before another)
        host_and_join(host, guest, "tressette", 4)
        t = table_of(guest)

        def event() -> int:
            return int(table_of(host).source.seen.get("event") or 0)

        play_by_clicks(host, guest, 6, stop=lambda: to_play(guest) and bool(t.signals.now()))
        guest.key(pygame.K_TAB)  # "No signal" → Busso
        assert t.signals.chosen is Signal.BUSSO
        card, before = t.show.cards[1][t.turns.selected], event()
        guest.key(pygame.K_RETURN)
        until(both, lambda: event() > before)
        assert Signalled(1, card, Signal.BUSSO) in seen_events(host, Signalled)
        play_by_clicks(host, guest, 5, stop=lambda: to_play(guest) and len(t.show.cards[1]) < 10)
        until(both, lambda: t.message_left <= 0)  # what just happened has been said
        assert "Your turn: click a card, or use the arrows and Enter." in texts(guest)
        shown = next(h for h in frame_of(t).hands if h.seat == t.bottom)
        assert shown.selected in shown.playable  # the card Enter plays glows
        if len(shown.playable) > 1:
            guest.key(pygame.K_RIGHT)
            assert next(h for h in frame_of(t).hands if h.seat == t.bottom).selected in (
                shown.playable - {shown.selected}
            )
        before, held = event(), len(t.show.cards[1])
        guest.key(pygame.K_RETURN)
        until(both, lambda: event() > before and still(guest))
        assert len(t.show.cards[1]) == held - 1 and not t.source.client.errors
    finally:
        for p in both:
            p.app.replace(p.app.nav.make("title"))


def test_up_down_and_tab_pass_the_greyed_rows_of_a_form():
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False))
    p.start(SetupScene(p.app, "tressette"))
    form = p.top.form
    rows = [r.label for r in form.rows]
    greyed = {r.label for r in form.rows if r.noted()}
    assert {i18n._("Players"), "Chiamata del Tre"} <= greyed  # four players; needs buon gioco off
    stops = len(rows) - len(greyed)
    visited = []
    for _ in range(stops):
        p.key(pygame.K_TAB)
        visited.append(rows[form.focus])
    assert sorted(visited) == sorted(set(rows) - greyed)  # every other row once, round the end
    backwards = []
    for _ in range(stops):
        p.key(pygame.K_TAB, pygame.KMOD_SHIFT)
        backwards.append(rows[form.focus])
    assert backwards[:-1] == visited[-2::-1]  # Shift+Tab: the same rows the other way
    form.focus = rows.index(i18n._("Seat {n}").format(n=1))
    p.key(pygame.K_UP)
    assert rows[form.focus] == i18n._("Game")


def test_no_button_at_the_table_looks_focused_where_enter_plays_a_card(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = _tressette_lead(p)
    shot = p.screenshot()
    buttons = [b for b in t.painter.buttons.buttons if b.shown]
    assert len(buttons) >= 4  # Tricks, Score sheet, Menu, Hint (and Choices)
    for b in buttons:
        edge = tuple(shot.get_at((b.rect.centerx, b.rect.top + 1)))[:3]
        assert edge != GOLD, f"{b.label} is drawn focused, but Enter plays the raised card"
    p.click(t.painter.hint.rect.center)  # a click on a button leaves no focus behind either
    shot = p.screenshot()
    edge = tuple(shot.get_at((t.painter.hint.rect.centerx, t.painter.hint.rect.top + 1)))[:3]
    assert edge != GOLD
