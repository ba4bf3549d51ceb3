"""The Italian catalog read as a card player writes (issue 49, Words): the two lines the issue
quoted ("Carla prende il monte: altri 1.", "Unisciti a un tavolo") and one word for each thing
the games do, the word Italian players use: *si chiama fuori*, *esce* / *è di mano*, *la
parcella del dottore*, *le varianti*, *apri un tavolo*, *i terzi avanzati*."""

from __future__ import annotations

import re

import pytest

from coteccio_gui import i18n
from coteccio_gui.games.rovescino import MonteTaken
from coteccio_gui.settings import Settings
from coteccio_gui.ui.games import presentation
from coteccio_gui.ui.games.rovescino import Board
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.title import TitleScene
from tests.test_i18n import tool
from tests.ui.support import SIZE

NAMES = ["Anna", "Bruno", "Carla"]


@pytest.fixture
def italian():
    """The game speaks Italian for the test, English again after it."""
    i18n.set_language("it")
    yield
    i18n.set_language("en")


def _monte_line(thirds: int) -> str:
    """What Rovescino's table says when Carla's last trick takes a monte worth ``thirds``."""
    look = presentation("rovescino")
    board = Board([0] * 3, [0] * 3, [0] * 3, [False] * 3, 1, 0, 1, False)
    shown = look.see(board, MonteTaken(2, (5,), thirds), [], NAMES, "triestine")
    assert shown.message is not None
    return shown.message


@pytest.mark.parametrize(
    ("thirds", "said"),
    [
        (3, "Carla prende il monte, che vale 1."),
        (2, "Carla prende il monte, che vale ⅔."),
        (7, "Carla prende il monte, che vale 2⅓."),
        (0, "Carla prende il monte, che vale 0."),
    ],
)
def test_the_monte_line_reads_right_whatever_the_monte_is_worth(italian, thirds, said):
    """The issue saw "Carla prende il monte: altri 1.": a plural before a count that may be
    one, or a third. The line now says what the monte is worth, right for every number."""
    assert _monte_line(thirds) == said


def test_the_titles_join_button_asks_you_to_sit_at_a_table(italian):
    """The title said "Unisciti a un tavolo", English under Italian words: at a card table one
    sits down (the host's button beside it opens a table: "Apri un tavolo")."""
    p = Pilot(SIZE, Settings(language="it", tips=False, sound=False))
    labels = [b.label for b in TitleScene(p.app).group.buttons]
    assert "Siediti a un tavolo" in labels and "Apri un tavolo" in labels
    assert not [s for s in labels if re.search(r"(?i)unisciti|ospita", s)]
    lobby = i18n._("Friends choose Join a table and type:")
    assert "«Siediti a un tavolo»" in lobby  # the lobby names the button as it is


def _italian() -> list[tuple[str, str]]:
    """(the English source, each Italian form) of every message."""
    found = []
    for m in tool.load(tool.PO_DIR / "it.po"):
        if not m.id:
            continue
        source = m.id[0] if isinstance(m.id, tuple) else m.id
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        found += [(source, s) for s in strings]
    return found


TERMS = {
    "a claim is 'chiamarsi fuori'": (
        r"(?i)\bclaim(?!s to be)",
        r"(?i)\bfuori\b",
        r"(?i)reclam|rivendic",
    ),
    "to lead is 'uscire', the leader 'è di mano'": (
        r"(?i)\b(leads?|leading|the winner leads)\b|^You lead",
        r"(?i)\b(esc[aeio]|usc\w+|di mano)\b",  # "Esc", the key, is no lead
        r"(?i)\bapr[eio]\b(?! (il|l'))",  # "apre il menu" opens; "apre" alone is no lead
    ),
    "the doctor's fee is his 'parcella'": (
        r"(?i)\bfee\b",
        r"(?i)parcella|\{fee\} fiches",
        r"(?i)tariffa",
    ),
    "house rules are 'varianti'": (
        r"(?i)house rule",
        r"(?i)variant",
        r"(?i)regol\w* della casa",
    ),
    "to host is to open a table": (
        r"(?i)\bhost",
        r"(?i)\b(apri|aperto|riapr\w*)\b",
        r"(?i)ospit",
    ),
    "the fractions that drop are 'i terzi avanzati' that do not count": (
        r"(?i)drop on the floor|fractions are dropped|^on the floor$",
        r"(?i)non contano",
        r"(?i)per terra|frazioni",
    ),
}
"""For each thing the games do, the one Italian word for it: (English sources that speak of
it, what their Italian must say, what it must never say)."""


def _misworded(messages: list[tuple[str, str]]) -> list[tuple[str, str, str]]:
    """(the term, the source, the Italian) of every message that words a thing otherwise."""
    bad = []
    for term, (source, must, never) in TERMS.items():
        for msgid, said in messages:
            if re.search(source, msgid) and (not re.search(must, said) or re.search(never, said)):
                bad.append((term, msgid, said))
    return bad


def test_each_thing_the_games_do_has_one_italian_word_everywhere():
    messages = _italian()
    for term, (source, _must, _never) in TERMS.items():
        assert sum(1 for m, _ in messages if re.search(source, m)) >= 2, term  # it finds them
    assert _misworded(messages) == []


def test_the_term_check_catches_the_words_the_catalog_had():
    """Lines of the catalog before issue 49, each caught by its term."""
    before = [
        ("Claim the win", "Reclama la vittoria"),
        ("leads", "apre"),
        ("{name} leads {card} — {signal}.", "{name} apre con {card} — {signal}."),
        ("Doctor's fee", "Tariffa del dottore"),
        ("House rules", "Regole della casa"),
        ("Host a table", "Ospita un tavolo"),
        ("Fractions drop on the floor: a hand scores 11.", "Le frazioni cadono per terra."),
    ]
    caught = {msgid for _, msgid, _ in _misworded(before)}
    assert caught == {msgid for msgid, _ in before}


CALQUES = {
    r"\bPunti carta\b": "'card points' word for word: the points one has made are 'punti fatti'",
    r"\bmorti insieme\b": "players are not dead: they are all at zero lives",
    r"\bTorna al titolo\b": "the title screen is the 'schermata iniziale'",
    r"\baltri \{": "'altri {n}' outside a plural form: 'altri 1'",
    r"\bbuttata via\b": "a hand thrown in is a hand not played",
    r"\bcome normale\b": "'like normal': like the normal level",
    r"\bTi sei perso\b": "a participle that guesses the player is a man",
}
"""Italian that reads as a translation, and why."""


def test_no_italian_message_reads_as_a_translation():
    plural_ok = {"{names} and {n} other"}  # "e altri {n}" is its plural form
    found = [
        (why, said)
        for msgid, said in _italian()
        for pattern, why in CALQUES.items()
        if re.search(pattern, said) and msgid not in plural_ok
    ]
    assert found == []


def test_no_italian_panel_or_line_guesses_a_players_gender():
    """Zifuli's panel tag and the chiamata del Tre's reveal stand beside any name: Anna too."""
    said = dict(_italian())
    assert said["alone"] == "contro tutti"
    reveal = said["{partner} held the called card: partner of {caller}."]
    assert "è il compagno" not in reveal and "{caller}" in reveal
