"""At a network table a person new to the game gets the local table's first tips: how to play a
card at their first turn, and in Tressette how to lead with a signal. "Got it" puts a tip away
for good, as at the local table, and Esc opens the menu as it does anywhere. (Before, a guest at a
friend's table got no tip at all: the tips came only from the local table.)"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.settings import load_settings
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.frame import frame_of
from tests.ui.layout_check import texts_drawn
from tests.ui.net_support import (
    host_and_join,
    pilot,
    play_by_clicks,
    seeded,
    table_of,
    to_play,
    until,
)


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def words_drawn(p: Pilot) -> str:
    """Every text the window draws now, run together."""
    return " ".join(d.text for d in texts_drawn(p.top.draw, p.app.screen.get_size()))


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_guest_is_told_how_to_play_a_card_and_got_it_puts_the_tip_away(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path / "home"))
    host, guest = pilot(tmp_path / "host"), pilot(tmp_path / "guest")
    guest.app.settings.tips = True  # the guest is new to the game; the host has tips off
    try:
        host_and_join(host, guest, "coteccio", 3)  # Anna, Gianni, a computer
        i18n.set_language(language)
        t, both = table_of(guest), [host, guest]
        play_by_clicks(host, guest, 3, stop=lambda: to_play(guest))
        until(both, lambda: to_play(guest))
        guest.step()
        tip = frame_of(t).tip
        assert tip is not None and tip.name == "your_turn"
        first_words = " ".join(t.look.tip_text("your_turn", t.faces).split()[:3])
        assert first_words in words_drawn(guest)
        assert tip.box.collidelist(t.hand_rects()) < 0  # not on a card

        guest.key(pygame.K_ESCAPE)
        assert guest.top is not t  # Esc opens the menu, a tip or not
        guest.key(pygame.K_ESCAPE)
        assert guest.top is t
        guest.click(t.tips.panel.group.buttons[0].rect.center)  # got it
        assert guest.top is t and frame_of(t).tip is None
        assert first_words not in words_drawn(guest)
        assert load_settings().settings.tips_seen == ["your_turn"]  # not shown again

        play_by_clicks(host, guest, 3, stop=lambda: to_play(host))
        until(both, lambda: to_play(host))
        host.step()
        assert frame_of(table_of(host)).tip is None  # tips off in the host's settings: none
    finally:
        for p in (host, guest):
            p.app.replace(p.app.nav.make("title"))


def test_a_guest_who_leads_in_tressette_is_told_how_to_signal(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path / "home"))
    host, guest = pilot(tmp_path / "host"), pilot(tmp_path / "guest")
    guest.app.settings.tips = True
    try:
        seeded(monkeypatch, 2)  # the guest leads the first trick (a match may end before another)
        host_and_join(host, guest, "tressette", 4)
        t, both = table_of(guest), [host, guest]
        leads = lambda: to_play(guest) and not t.match.trick  # noqa: E731
        play_by_clicks(host, guest, 5, stop=leads)
        until(both, leads)
        guest.step()
        seen = []
        for _ in range(3):  # each tip put away by its Got it button, the next one shows
            tip = frame_of(t).tip
            if tip is None:
                break
            seen.append(tip.name)
            guest.click(t.tips.panel.group.buttons[0].rect.center)
            assert guest.top is t
        assert "signals" in seen, seen
        assert frame_of(t).tip is None
    finally:
        for p in (host, guest):
            p.app.replace(p.app.nav.make("title"))
