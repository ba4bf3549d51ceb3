"""Every text a player reads comes from the catalogs, complete in Italian and English."""

from __future__ import annotations

import gettext
import importlib.util
import re
import string
import sys
from pathlib import Path

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.engine import HouseRules, Phase
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui import theme
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table import HUMAN, SeatSetup, TableScene
from tests.ui.support import capotto_match, doctor_match, set_match

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
tool = importlib.util.module_from_spec(spec)
sys.modules["i18n_tool"] = tool
spec.loader.exec_module(tool)  # type: ignore[union-attr]

OPEN, CLOSE = "⟪", "⟫"
NAMES = {"Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Giulia", "Coteccio"}
NAMES |= {"Italiano", "English"}  # each language is offered in its own words


def test_every_message_has_an_italian_and_an_english_translation_and_current_mo_files():
    assert tool.problems() == []


def _fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f is not None}


def test_translations_keep_the_placeholders_of_the_source():
    entries = tool.read_po(tool.PO_DIR / "it.po")
    for m in entries.values():
        if not m.msgid:
            continue
        for s in m.strings:
            assert _fields(s) == _fields(m.msgid), (m.msgid, s)


def test_italian_is_really_italian():
    i18n.set_language("it")
    assert i18n._("New match") == "Nuova partita"
    assert i18n._("Settings") == "Impostazioni"
    from coteccio_gui.ui.words import card_name

    assert card_name(1, "triestine") == "Re di coppe"
    assert card_name(1, "english") == "Re di cuori"
    assert card_name(23, "triestine") == "Fante di spade"
    i18n.set_language("en")
    assert card_name(1, "english") == "King of hearts"
    assert card_name(32, "triestine") == "Knight of bastoni"


class Marking(gettext.NullTranslations):
    """A catalog that wraps every message in ⟪ ⟫, so text that skipped it stands out."""

    def gettext(self, message: str) -> str:
        return f"{OPEN}{message}{CLOSE}"

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return f"{OPEN}{singular if n == 1 else plural}{CLOSE}"

    def pgettext(self, context: str, message: str) -> str:
        return f"{OPEN}{message}{CLOSE}"


def _bypassing(shown: set[str]) -> list[str]:
    """Texts with words that did not come through the catalog (file paths are data, not text)."""
    bad = []
    for text in shown:
        rest, found = text, 1
        while found:  # innermost first: a translated text may hold translated words
            rest, found = re.subn(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}", " ", rest)
        rest = re.sub(r"\S*[/\\]\S*", " ", rest)
        for word in re.findall(r"[^\W\d_]{2,}", rest):
            if word not in NAMES:
                bad.append(text)
                break
    return sorted(bad)


@pytest.fixture
def marked(monkeypatch):
    """Install the marking catalog and record every text drawn."""
    shown: set[str] = set()
    lines_of_wrapped: set[str] = set()
    original, original_wrap = theme.text, theme.wrap

    def recording(message, *args, **kwargs):
        shown.add(message)
        return original(message, *args, **kwargs)

    def wrapping(message, *args, **kwargs):
        lines = original_wrap(message, *args, **kwargs)
        if len(lines) > 1:  # check the whole message, not the lines it was broken into
            shown.add(message)
            lines_of_wrapped.update(lines)
        return lines

    monkeypatch.setattr(theme, "text", recording)
    monkeypatch.setattr(theme, "wrap", wrapping)
    i18n.install(Marking(), "xx")
    yield shown, lines_of_wrapped
    i18n.set_language("en")


def _visit_title_buttons(p: Pilot) -> None:
    from coteccio_gui.ui.title import TitleScene

    count = len(TitleScene(p.app).group.buttons)
    for i in range(count):
        title = TitleScene(p.app)
        p.start(title)
        label = title.group.buttons[i].label
        if "Quit" in label:
            continue
        title.group.focus = i
        p.key(pygame.K_RETURN)
        p.step(3)
        p.screenshot()
        for _ in range(3):  # into the first row of whatever opened, and back out
            p.key(pygame.K_DOWN)
            p.screenshot()
        p.key(pygame.K_ESCAPE)
        p.screenshot()


def test_no_text_on_screen_bypasses_the_catalogs(marked):
    shown, lines_of_wrapped = marked
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=True))
    _visit_title_buttons(p)
    # Set-up, then a table with every dialog, the menu, the curtain and a tip.
    from coteccio_gui.ui.menu import GameMenu
    from coteccio_gui.ui.rules_scene import RulesScene
    from coteccio_gui.ui.settings_scene import SettingsScene
    from coteccio_gui.ui.setup import SetupScene

    setup = SetupScene(p.app)
    p.start(setup)
    for _ in range(len(setup.form.rows)):
        p.key(pygame.K_RIGHT)
        p.key(pygame.K_DOWN)
        p.screenshot()
    for scene in (RulesScene(p.app), SettingsScene(p.app)):
        p.start(scene)
        for _ in range(40):
            p.key(pygame.K_PAGEDOWN)
        p.screenshot()
    seats = [SeatSetup("Anna"), SeatSetup("Bruno", HUMAN), SeatSetup("Carla", "normal")]
    seats.append(SeatSetup("Dario", "easy"))
    t = TableScene(p.app, seats, HouseRules(starting_lives=1), 2)
    p.start(t)
    for _ in range(3000):
        p.screenshot()
        if t.match.phase is Phase.FINISHED and p.top is not t:
            break
        if p.top is t and t.waiting_for_bottom():
            p.key(pygame.K_l)
            p.screenshot()
            p.key(pygame.K_l)
            p.key(pygame.K_RIGHT)
            p.key(pygame.K_RIGHT)
            p.key(pygame.K_RETURN)  # a refusal message or a card
            p.key(pygame.K_LEFT)
        p.key(pygame.K_RETURN)
    assert t.match.phase is Phase.FINISHED
    p.start(t)
    p.key(pygame.K_ESCAPE)
    assert isinstance(p.top, GameMenu)
    p.screenshot()
    for match in (capotto_match(), doctor_match()):
        t = TableScene(p.app, [SeatSetup(n) for n in ("Anna", "Bruno", "Carla", "Dario")],
                       HouseRules(), 1)  # fmt: skip
        p.start(t)
        set_match(t, match)
        p.step(5)
        p.screenshot()
    p.app.notices.add(i18n._("Your settings could not be saved ({why}).").format(why="x"))
    p.screenshot()
    assert _bypassing(shown - lines_of_wrapped) == []
    assert len(shown) > 150  # the walk really saw the screens  # the walk really saw the screens
