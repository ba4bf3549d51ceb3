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
from coteccio_gui.paths import data_dir
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core import theme
from coteccio_gui.ui.pilot import Pilot
from tests.ui.layout_check import contrast_problems, layout_problems
from tests.ui.walk import LONG_NAMES, fill_folder, walk_every_screen

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
tool = importlib.util.module_from_spec(spec)
sys.modules["i18n_tool"] = tool
spec.loader.exec_module(tool)  # type: ignore[union-attr]

OPEN, CLOSE = "⟪", "⟫"
NAMES_IN_WALK = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Giulia"]
NAMES = {*NAMES_IN_WALK, "Coteccio"}
NAMES |= {"Italiano", "English"}  # each language is offered in its own words


def test_every_message_has_an_italian_and_an_english_translation_and_current_mo_files():
    assert tool.problems() == []


def _fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f is not None}


def test_translations_keep_the_placeholders_of_the_source():
    for lang in tool.LANGUAGES:
        for m in tool.load(tool.PO_DIR / f"{lang}.po"):
            if not m.id:
                continue
            ids = m.id if isinstance(m.id, tuple) else (m.id,)
            strings = m.string if isinstance(m.string, tuple) else (m.string,)
            for s in strings:
                assert _fields(s) == _fields(ids[-1]), (lang, m.id, s)


def test_no_translation_says_its_sentence_twice():
    doubled = []  # a translation pasted twice: the player reads it twice, run together
    for lang in tool.LANGUAGES:
        for m in tool.load(tool.PO_DIR / f"{lang}.po"):
            strings = m.string if isinstance(m.string, tuple) else (m.string,)
            for s in strings:
                half = len(s) // 2
                if m.id and len(s) > 20 and s[:half] == s[half:]:
                    doubled.append((lang, m.id))
    assert doubled == []


def test_no_italian_sentence_gives_a_players_name_a_masculine_participle():
    """A name may be Anna's: "Anna si è allontanato", "Anna è il chiamante" read wrong. What is
    said of a {name} is put so that it agrees with anyone ("è di nuovo al tavolo", "chiama")."""
    agreeing = re.compile(r"\{\w+\} (?:si )?è (?:\w+(?:at|ut|it)o\b|(?:il|lo|un|uno) )")
    gendered = [
        (m.id, m.string)
        for m in tool.load(tool.PO_DIR / "it.po")
        if m.id and isinstance(m.string, str) and agreeing.search(m.string)
    ]
    assert gendered == []


def test_no_message_is_marked_inside_an_f_string_where_babel_cannot_see_it():
    import ast

    hidden = []
    for path in sorted((ROOT / "coteccio_gui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.JoinedStr):
                for inner in ast.walk(node):
                    marked = (
                        isinstance(inner, ast.Call) and inner.func.__dict__.get("id") in tool.MARKS
                    )
                    if marked and any(isinstance(a, ast.Constant) for a in inner.args):
                        hidden.append(f"{path.relative_to(ROOT)}:{inner.lineno}")
    assert hidden == []


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
    assert card_name(32, "triestine") == "Knight of batons"


@pytest.mark.parametrize(
    ("language", "card", "faces", "said"),
    [
        ("it", 20, "triestine", "l'Asso di spade"),
        ("it", 11, "triestine", "il Re di denari"),
        ("it", 27, "triestine", "il 4 di spade"),
        ("it", 2, "english", "la Donna di cuori"),
        ("en", 20, "triestine", "the Ace of swords"),
        ("en", 2, "english", "the Queen of hearts"),
    ],
)
def test_a_card_in_a_sentence_has_its_article(language, card, faces, said):
    from coteccio_gui.ui.words import the_card

    i18n.set_language(language)
    assert the_card(card, faces) == said
    i18n.set_language("en")


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
        rest = re.sub(r"\S*[/\\]\S*|\S+\.json\b", " ", rest)  # paths and file names
        rest = re.sub(f"{OPEN}[^{CLOSE}]*…$", " ", rest)  # a marked text clipped to its column
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


def test_no_text_on_screen_bypasses_the_catalogs(marked, monkeypatch, tmp_path):
    shown, lines_of_wrapped = marked
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    fill_folder(data_dir(), NAMES_IN_WALK)
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=True))
    walk_every_screen(p, lambda what: p.screenshot(), NAMES_IN_WALK, players=(4,))
    bad = _bypassing(shown - lines_of_wrapped)
    assert bad == [], "\n".join(bad)
    assert len(shown) > 150  # the walk really saw the screens


SIZES = [(900, 600), (1280, 800), (1920, 1080), (2560, 1440)]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("language", ["it", "en"])
def test_every_text_fits_its_box_and_covers_nothing(monkeypatch, tmp_path, language, size):
    """Italian and English, four window sizes, the longest names, seven seats, every screen;
    and every text reads on what lies under it (4.5:1, WCAG AA)."""
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    fill_folder(data_dir(), LONG_NAMES)
    i18n.set_language(language)
    p = Pilot(size, Settings(speed=Speed.INSTANT, tips=True, language=language))
    window = pygame.Rect((0, 0), size)
    problems: dict[str, str] = {}
    looks = 0

    def look(what: str) -> None:
        nonlocal looks
        looks += 1
        p.screenshot()
        for problem in layout_problems(p.app.drawn, window) + contrast_problems(p.app.drawn):
            problems.setdefault(problem, what)

    walk_every_screen(p, look, LONG_NAMES, players=(4, 7))
    assert looks > 150
    assert [f"{what}: {problem}" for problem, what in problems.items()] == []
