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
from tests.ui.layout_check import texts_drawn
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
    "content",
    [
        b'{"format": "coteccio-settings", "version": 1, "faces": ',
        b"\xff\xfe garbage",
        b"[1, 2, 3]",
        b'{"format": "coteccio-settings", "version": 99}',
        b'{"something": "else"}',
    ],
)
@pytest.mark.parametrize("language", ["en", "it"])
def test_a_broken_settings_file_gives_defaults_a_notice_and_is_kept_beside(
    home, content, language, monkeypatch
):
    monkeypatch.setenv("LANG", "it_IT.UTF-8" if language == "it" else "en_GB.UTF-8")
    settings_path().write_bytes(content)
    p, notice = launch()
    said = {
        "en": "Your settings file could not be read, so the usual settings are used; "
        "the old file is kept as ",
        "it": "Non è stato possibile leggere il file delle impostazioni: si usano quelle "
        "predefinite; il vecchio file è conservato come ",
    }[language]
    assert notice is not None and notice.startswith(said)
    # the parser's words never reach a player: no "Expecting", no "char 40", no "JSON"
    assert not any(w in notice for w in ("Expecting", "char", "JSON", "codec", "format"))
    assert p.app.settings == Settings(language=language)
    assert p.app.notices.messages == [notice]
    kept = [f for f in settings_path().parent.iterdir() if ".broken-" in f.name]
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert notice.endswith(kept[0].name + ".")
    assert not settings_path().exists()
    p.start(SettingsScene(p.app))
    p.key(pygame.K_DOWN)
    p.key(pygame.K_RIGHT)  # any change writes a good file again
    assert load_settings().problem is None


@pytest.mark.parametrize(
    "language, said",
    [
        (
            "en",
            "Your settings file was partly damaged; the rest of your settings are kept. "
            "Card size was not understood: back to medium. "
            "Animation speed was not understood: back to normal. "
            "Volume was not understood: back to 80%. "
            "1 setting this version does not know was left out. "
            "The repaired settings are saved; the old file is kept as {file}.",
        ),
        (
            "it",
            "Il file delle impostazioni era in parte danneggiato; le altre impostazioni sono state "
            "mantenute. "
            "Grandezza delle carte: valore non valido, si torna a «medie». "
            "Velocità delle animazioni: valore non valido, si torna a «normale». "
            "Volume: valore non valido, si torna a «80%». "
            "1 impostazione sconosciuta a questa versione è stata scartata. "
            "Le impostazioni riparate sono salvate; il vecchio file è conservato come {file}.",
        ),
    ],
)
def test_a_partly_bad_settings_file_is_repaired_kept_beside_and_told_in_a_players_words(
    home, language, said
):
    good = Settings(faces="english", language=language, sound=False, tips=False).to_dict()
    good.update(card_size="huge", speed="warp", volume=130, colour_of_the_sky="blue")
    text = json.dumps(good)
    settings_path().write_text(text, encoding="utf-8")
    p, notice = launch()
    st = p.app.settings
    kept = [f for f in settings_path().parent.iterdir() if ".broken-" in f.name]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == text
    assert notice == said.format(file=kept[0].name)
    assert "CardSize" not in notice and "huge" not in notice and "card_size" not in notice
    # the good values are kept, the bad ones are back to their defaults...
    assert (st.faces, st.language, st.sound, st.tips) == ("english", language, False, False)
    assert (st.card_size, st.speed, st.volume) == (CardSize.MEDIUM, Speed.NORMAL, 80)
    # ...and saved that way: the next launch finds them without a word
    again = load_settings()
    assert again.problem is None and again.settings == st


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


def test_g_switches_only_the_rules_page_and_the_page_says_so(home):
    p, _ = launch()
    assert p.app.settings.language == "it"
    under = p.start(SettingsScene(p.app)).top
    p.app.push(RulesScene(p.app))
    assert p.top.group.buttons[0].label == "Indietro"
    p.screenshot()
    assert any("G: queste regole in inglese (solo questa pagina)" in t for t in _texts(p))
    p.key(pygame.K_g)
    assert p.top.group.buttons[0].label == "Back"
    p.screenshot()
    assert any("G: these rules in Italian (only this page)" in t for t in _texts(p))
    # the game keeps its language: not changed in the settings, not saved, back on leaving
    assert p.app.settings.language == "it" and not settings_path().exists()
    p.key(pygame.K_ESCAPE)
    assert p.top is under and i18n.language() == "it" and under.form.rows[0].label == "Lingua"


def _texts(p: Pilot) -> list[str]:
    """The texts of the frame drawn last."""
    return [d.text for d in p.app.drawn.items if d.kind == "text"]


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


@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("size", [(900, 600), (1000, 640), (1600, 1000)])
def test_the_line_naming_the_keys_stands_clear_below_the_rows(home, language, size):
    """At 900x600 the line naming the keys stood on the window's bottom edge, 5 px under Done:
    the rows now leave it room."""
    p = Pilot(size, Settings(language=language, sound=False))
    scene = SettingsScene(p.app)
    p.start(scene)
    said = i18n._("Up and Down choose, Left and Right change, Esc goes back")
    (line,) = [d.rect for d in texts_drawn(scene.draw, size) if d.text == said]
    rows = max(r.rect.bottom for r in scene.form.rows)
    assert line.top - rows >= 8, (line, rows)
    assert size[1] - line.bottom >= 6, (line, size)
