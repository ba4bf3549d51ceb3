"""Every message of both catalogs, read for the words a player would trip on: an Italian suit
name in English, a placeholder or code name left untranslated, a raw key on the set-up."""

from __future__ import annotations

import importlib.util
import re
import sys
from dataclasses import fields
from pathlib import Path

import pytest

from coteccio_gui import games, i18n
from coteccio_gui.settings import CardSize, Settings, Speed
from coteccio_gui.ui.games import playable, presentation
from coteccio_gui.ui.words import card_name, suit_name, the_card

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
tool = importlib.util.module_from_spec(spec)
sys.modules["i18n_tool"] = tool
spec.loader.exec_module(tool)  # type: ignore[union-attr]

ITALIAN_SUITS = re.compile(r"\b(coppe|denari|spade|bastoni)\b")
ENGLISH_SUITS = re.compile(r"\b(cups|coins|swords|batons)\b")
PLACEHOLDERS = {"custom", "default", "todo", "fixme", "xxx", "tbd", "placeholder"}
"""Words a programmer leaves in place of a text; none may reach an Italian player."""


def _messages(lang: str) -> list[tuple[str, str]]:
    """(the source text, each translated form) of every message in ``lang``'s catalog."""
    return [(msgid, s) for _, msgid, s in _entries(lang)]


def _code_names() -> set[str]:
    """Names that live in code and files, never in a sentence: the settings fields, their enum
    classes, the presets of every game (those with an underscore: a one-word preset may be a
    word, like ``classic``)."""
    names = {f.name for f in fields(Settings) if "_" in f.name}
    names |= {p for g in games.NAMES for p in games.spec(g).presets() if "_" in p}
    return names | {Speed.__name__ + "(", CardSize.__name__, "is not a valid"}


def test_no_english_message_names_a_suit_in_italian_without_its_english_name():
    bad = [
        s
        for _, s in _messages("en")
        if ITALIAN_SUITS.search(s) and not ENGLISH_SUITS.search(s)  # a gloss names both
    ]
    assert bad == []


@pytest.mark.parametrize("faces", ["triestine", "english"])
def test_every_english_card_name_and_refusal_is_in_english(faces):
    i18n.set_language("en")
    said = [card_name(c, faces) for c in range(40)] + [the_card(c, faces) for c in range(40)]
    said += [
        i18n._("You must follow suit: {suit}.").format(suit=suit_name(s, faces)) for s in range(4)
    ]
    assert [s for s in said if ITALIAN_SUITS.search(s)] == []
    if faces == "triestine":
        assert "Ace of cups" in said and "4 of swords" in said
        assert "You must follow suit: coins." in said


def test_italian_card_names_keep_the_italian_suits():
    i18n.set_language("it")
    try:
        assert card_name(0, "triestine") == "Asso di coppe"
        assert [suit_name(s, "triestine") for s in range(4)] == [
            "coppe", "denari", "spade", "bastoni"
        ]  # fmt: skip
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["it", "en"])
def test_no_message_is_a_placeholder_or_a_name_from_the_code(lang):
    code = _code_names()
    bad = []
    for _msgid, s in _messages(lang):
        words = set(re.findall(r"[a-z_]+", s.lower()))
        if lang == "it" and words & PLACEHOLDERS:
            bad.append(s)
        if words & code or any(n in s for n in code if not n.islower()):
            bad.append(s)
    assert bad == []


def test_the_walk_catches_what_it_is_for(monkeypatch):
    """The checks above fail on the texts the issue found: a test that cannot fail is none."""
    monkeypatch.setattr(
        sys.modules[__name__],
        "_messages",
        lambda lang: [
            ("x", "Ace of coppe"),
            ("y", "custom"),
            ("z", "card_size: 'huge' is not a valid CardSize"),
        ],
    )
    with pytest.raises(AssertionError):
        test_no_english_message_names_a_suit_in_italian_without_its_english_name()
    with pytest.raises(AssertionError):
        test_no_message_is_a_placeholder_or_a_name_from_the_code("it")
    monkeypatch.setattr(
        sys.modules[__name__], "_messages", lambda lang: [("z", "'huge' is not a valid CardSize")]
    )
    with pytest.raises(AssertionError):
        test_no_message_is_a_placeholder_or_a_name_from_the_code("en")


@pytest.mark.parametrize("lang", ["it", "en"])
@pytest.mark.parametrize("game", playable())
def test_every_preset_and_custom_rules_have_a_name_in_the_players_language(game, lang):
    i18n.set_language(lang)
    try:
        look = presentation(game)
        for preset in games.spec(game).presets():
            name = look.preset_name(preset)
            assert name and name != preset or preset.title() == name, (game, preset, name)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("lang", "said"), [("it", "Personalizzate"), ("en", "Custom")])
@pytest.mark.parametrize("game", ["coteccio", "rovescino", "tressette", "terziglio"])
def test_rules_matching_no_preset_are_called_custom_in_the_players_words(game, lang, said):
    from coteccio_gui.ui.pilot import Pilot
    from coteccio_gui.ui.screens.setup import SetupScene
    from tests.ui.support import SIZE

    i18n.set_language(lang)
    try:
        p = Pilot(SIZE, Settings(language=lang, tips=False))
        scene = SetupScene(p.app, game)
        p.start(scene)
        scene.rules = {**scene.rules, "target": 99} if "target" in scene.rules else {}
        scene.rules.setdefault("stake", 7)
        scene.relabel()
        house = next(r for r in scene.form.rows if r.label == i18n._("House rules"))
        assert scene.preset == "custom" and house.value() == said
    finally:
        i18n.set_language("en")


def _entries(lang: str) -> list[tuple[str, str, str]]:
    """(where it is used, the source text, each translated form)."""
    found = []
    for m in tool.load(tool.PO_DIR / f"{lang}.po"):
        if not m.id:
            continue
        msgid = m.id[0] if isinstance(m.id, tuple) else m.id
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        where = " ".join(f for f, _ in m.locations)
        found += [(where, msgid, s) for s in strings]
    return found


def test_the_target_has_one_italian_word_everywhere():
    said = [s for _, msgid, s in _entries("it") if msgid.startswith("Target")]
    assert len(said) >= 3 and all(s.startswith("Limite") for s in said), said
    assert [s for _, _, s in _entries("it") if re.search(r"\b(meta|traguardo)\b", s.lower())] == []


@pytest.mark.parametrize("lang", ["it", "en"])
def test_capotto_is_spelt_one_way_in_each_game(lang):
    wrong = []
    for where, _, s in _entries(lang):
        games_here = set(re.findall(r"ui/games/([a-z]+?)(?:_[a-z]+)?\.py", where))
        if games_here == {"coteccio"} and re.search(r"(?i)cappott", s):
            wrong.append(s)
        if games_here & {"rovescino", "tressette"} and re.search(r"(?i)\bcapott", s):
            wrong.append(s)
    assert wrong == []


def test_no_italian_message_puts_a_before_a_name_or_guesses_a_gender():
    names = r"\{(name|holder|partner|caller|winner|leader|dealer)\}"
    bad = [
        s
        for _, _, s in _entries("it")
        if re.search(rf"\ba {names}", s) or re.search(rf"{names} (si è chiamato|è eliminato)", s)
    ]
    assert bad == []
