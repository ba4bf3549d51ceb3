"""Settings: changed on screen, saved in the config folder, back at the next launch."""

from __future__ import annotations

import json
import subprocess
import sys

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.settings import CardSize, Settings, Speed, load_settings, settings_path
from coteccio_gui.ui.core import prefs
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.rules import RulesScene
from coteccio_gui.ui.screens.settings import SettingsScene
from tests.ui.support import SIZE, compare_golden


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A config folder of this test's own."""
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.delenv("LANGUAGE", raising=False)
    return tmp_path


def launch() -> tuple[Pilot, str | None]:
    """What the app does at start-up: read the settings, then open the window."""
    settings, notice = prefs.launch_settings()
    p = Pilot(SIZE, settings)
    if notice:
        p.app.notices.add(notice)
    return p, notice


def row(scene: SettingsScene, label: str) -> int:
    return next(i for i, r in enumerate(scene.form.rows) if r.label == i18n._(label))


def test_the_first_launch_speaks_the_system_language(home):
    p, notice = launch()
    assert notice is None
    assert p.app.settings.language == "it"
    assert i18n._("New match") == "Nuova partita"


def test_settings_survive_a_restart(home):
    p, _ = launch()
    scene = SettingsScene(p.app)
    p.start(scene)
    changes = {
        "Card faces": 1,
        "Card size": 1,
        "Animation speed": 2,
        "Reduced motion": 1,
        "Sound": 1,
        "Volume": -3,
        "Tips during a match": 1,
        "Language": 1,  # last: the labels change language with it
    }
    for label, steps in changes.items():
        scene.form.focus = row(scene, label)
        for _ in range(abs(steps)):
            p.key(pygame.K_RIGHT if steps > 0 else pygame.K_LEFT)
    st = p.app.settings
    assert (st.faces, st.card_size, st.speed) == ("english", CardSize.LARGE, Speed.INSTANT)
    assert (st.reduced_motion, st.sound, st.volume, st.tips) == (True, False, 50, False)
    assert st.language == "en" and i18n._("New match") == "New match"
    assert isinstance(p.top, SettingsScene) and p.top.form.rows[0].label == "Language"
    # The next launch.
    i18n.set_language("it")
    again, notice = launch()
    assert notice is None
    assert again.app.settings == st
    assert i18n.language() == "en"
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["format"] == "coteccio-settings" and saved["volume"] == 50


@pytest.mark.parametrize(
    "content, why",
    [
        (b'{"format": "coteccio-settings", "version": 1, "faces": ', "not JSON"),
        (b"\xff\xfe garbage", "not JSON"),
        (b"[1, 2, 3]", "not a JSON object"),
        (b'{"format": "coteccio-settings", "version": 99}', "unknown format or version"),
        (b'{"something": "else"}', "unknown format or version"),
    ],
)
def test_a_broken_settings_file_gives_defaults_a_notice_and_is_kept_beside(home, content, why):
    settings_path().write_bytes(content)
    p, notice = launch()
    assert notice is not None and why in notice
    assert p.app.settings == Settings(language="it")
    assert p.app.notices.messages == [notice]
    kept = [f for f in settings_path().parent.iterdir() if ".broken-" in f.name]
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert kept[0].name in notice
    assert not settings_path().exists()
    p.start(SettingsScene(p.app))
    p.key(pygame.K_DOWN)
    p.key(pygame.K_RIGHT)  # any change writes a good file again
    assert load_settings().problem is None


def test_bad_values_keep_the_good_ones(home):
    good = Settings(faces="english", volume=30, language="en").to_dict()
    good["speed"] = "warp"
    good["volume"] = 30
    good["colour_of_the_sky"] = "blue"
    settings_path().write_text(json.dumps(good), encoding="utf-8")
    loaded = load_settings()
    assert loaded.settings.faces == "english" and loaded.settings.volume == 30
    assert loaded.settings.speed is Speed.NORMAL
    assert "speed" in loaded.problem and "colour_of_the_sky" in loaded.problem
    assert loaded.kept_as is not None and loaded.kept_as.exists()


def test_an_unwritable_config_folder_is_a_notice_not_a_crash(home, monkeypatch):
    p, _ = launch()

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("coteccio_gui.ui.core.prefs.save_settings", refuse)
    p.start(SettingsScene(p.app))
    p.key(pygame.K_DOWN)
    p.key(pygame.K_RIGHT)
    assert p.app.settings.faces == "english"
    assert any("could not be saved" in m or "salvare" in m for m in p.app.notices.messages)


def test_the_game_starts_from_a_corrupt_settings_file_without_a_traceback(home):
    settings_path().write_bytes(b"\x00\x01 not settings")
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "from coteccio_gui.ui.core import prefs; print(prefs.launch_settings()[1])",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0
    assert "Traceback" not in done.stderr
    assert "settings.broken-" in done.stdout


@pytest.mark.parametrize("language", ["it", "en"])
def test_rules_screen_in_both_languages(language):
    i18n.set_language(language)
    p = Pilot(SIZE, Settings(language=language, tips=False))
    p.start(RulesScene(p.app))
    compare_golden(f"rules_{language}", p.screenshot())
    p.key(pygame.K_END)
    p.screenshot()
    assert p.top.scroll == p.top.max_scroll > 0


def test_the_rules_switch_language_with_one_key(home):
    p, _ = launch()
    assert p.app.settings.language == "it"
    p.start(RulesScene(p.app))
    assert p.top.group.buttons[0].label == "Indietro"
    p.key(pygame.K_g)
    assert i18n.language() == "en" and p.top.group.buttons[0].label == "Back"
    assert load_settings().settings.language == "en"
    p.key(pygame.K_ESCAPE)


def test_full_screen_and_back_to_the_same_window(home):
    p, _ = launch()
    scene = SettingsScene(p.app)
    p.start(scene)
    scene.form.focus = row(scene, "Full screen")
    p.key(pygame.K_RIGHT)
    assert p.app.settings.fullscreen
    assert pygame.display.get_surface().get_flags() & pygame.FULLSCREEN
    p.key(pygame.K_RIGHT)
    assert not p.app.settings.fullscreen
    assert p.app.screen.get_size() == SIZE
    assert load_settings().settings.fullscreen is False
