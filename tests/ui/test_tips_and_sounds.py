"""A first match gets tips (each once, and they can be turned off); events make sounds."""

from __future__ import annotations

import pygame

from coteccio_gui.games.coteccio import HouseRules, Phase
from coteccio_gui.settings import Settings, Speed, load_settings
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.games.base import TABLE_TIPS
from coteccio_gui.ui.games.coteccio.rules import TIPS as COTECCIO_TIPS
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup
from tests.ui.support import SIZE, coteccio_table


def seats() -> list[SeatSetup]:
    return [SeatSetup("Anna")] + [SeatSetup(n, "normal") for n in ("Bruno", "Carla", "Dario")]


def play(p: Pilot, t: TableScene, on_tip, hands: int = 99) -> None:
    for _ in range(20_000):
        over = t.match.phase is Phase.FINISHED and not t.queue and not t.anim.busy()
        if over or t.match.hands_played >= hands:
            return
        if p.top is t and t.tips.showing is not None:
            on_tip(t.tips.showing)
        elif p.top is t and t.waiting_for_bottom() or isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)
        else:
            p.step()
    raise AssertionError("the match never ended")


def test_each_tip_shows_once_beside_the_table(tmp_path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT))
    t = coteccio_table(p.app, seats(), HouseRules(starting_lives=2), 8)
    p.start(t)
    shown: list[str] = []

    def on_tip(name: str) -> None:
        assert p.top is t  # a tip is no screen of its own: the table stays in front
        shown.append(name)
        p.click(t.tips.panel.group.buttons[0].rect.center)  # Got it
        assert t.tips.showing != name

    play(p, t, on_tip)
    assert len(shown) == len(set(shown)) >= 3
    assert shown[0] == "your_turn"
    assert set(shown) <= set(TABLE_TIPS) | set(COTECCIO_TIPS)
    assert load_settings().settings.tips_seen == shown  # remembered for the next match


def test_no_more_tips_turns_them_off_for_good(tmp_path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT))
    t = coteccio_table(p.app, seats(), HouseRules(starting_lives=1), 8)
    p.start(t)
    shown: list[str] = []

    def on_tip(name: str) -> None:
        shown.append(name)
        p.key(pygame.K_t)

    play(p, t, on_tip)
    assert shown == ["your_turn"]
    assert p.app.settings.tips is False
    assert load_settings().settings.tips is False


def test_the_table_sounds_like_cards(monkeypatch):
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False))
    played: list[str] = []
    monkeypatch.setattr(p.app.sound, "play", played.append)
    t = coteccio_table(p.app, seats(), HouseRules(starting_lives=1), 8)
    p.start(t)
    play(p, t, lambda tip: None)
    assert {"shuffle", "deal", "card", "trick", "life", "win"} <= set(played)
    assert played.count("card") >= 20 and played.count("deal") >= 20
    assert played[0] == "shuffle"


def test_sound_off_opens_no_audio_device(monkeypatch):
    opened: list[object] = []
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: opened.append(a))
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = coteccio_table(p.app, seats(), HouseRules(starting_lives=1), 8)
    p.start(t)
    play(p, t, lambda tip: None, hands=1)
    assert opened == []


def _tressette(p: Pilot, seed: int = 3) -> TableScene:
    from coteccio_gui.ui.table.setup import TableSetup

    t = TableScene(p.app, TableSetup("tressette", seats(), None, seed))
    p.start(t)
    return t


def test_the_lead_signal_tip_shows_only_while_the_person_leads(tmp_path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, sound=False))
    t = _tressette(p)
    moments: list[tuple[bool, bool]] = []  # (leading, following) while the tip showed
    for _ in range(20_000):
        if p.top is t and t.tips.showing is not None:
            if t.tips.showing == "signals":
                p.step()
                leading = t.waiting_for_bottom() and not t.match.trick
                moments.append((leading, bool(t.match.trick)))
                if len(moments) >= 3:
                    break
            else:
                p.click(t.tips.panel.group.buttons[0].rect.center)  # Got it
                continue
        if isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)
        elif p.top is t and t.waiting_for_bottom():
            legal = {getattr(a, "card", None) for a in t.match.legal_actions()}
            i = next(i for i, c in enumerate(t.show.cards[t.bottom]) if c in legal)
            p.click(t.hand_rects()[i].center)  # the tip open: the click plays
        else:
            p.step()
    assert moments and all(leading and not following for leading, following in moments)


def test_a_click_on_a_card_plays_it_while_a_tip_shows(tmp_path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, sound=False))
    t = _tressette(p)
    played = 0
    for _ in range(20_000):
        if isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)
        elif p.top is t and t.waiting_for_bottom() and t.tips.showing is not None:
            before = len(t.match.hand(0))
            legal = {getattr(a, "card", None) for a in t.match.legal_actions()}
            i = next(i for i, c in enumerate(t.show.cards[t.bottom]) if c in legal)
            p.click(t.hand_rects()[i].center)
            assert len(t.match.hand(0)) == before - 1, f"the tip {t.tips.showing} took the click"
            played += 1
            if played >= 3:
                break
        else:
            p.step()
    assert played >= 3
