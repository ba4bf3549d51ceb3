"""The rules screens against the source texts: where the table departs from them it says so,
in both languages; each game's rules are its own; the end of a game lists partners together."""

from __future__ import annotations

import pytest

from coteccio_gui import i18n
from coteccio_gui.games.tressette.actions import Claim
from coteccio_gui.games.tressette.rules import TressetteRules
from coteccio_gui.ui.games import presentation
from coteccio_gui.ui.games.tressette.choices import end_of_game
from tests.games.tressette_helpers import deal_with, four

NAMES = ["Anna", "Bruno", "Carla", "Dario"]
DEPARTURES = {
    "zifuli": (
        "clockwise from the dealer's right",
        "in senso orario a partire dalla destra del mazziere",
    ),
    "tressette": (
        "buon gioco announced before the opening lead",
        "accusare il buon gioco prima che si esca",
    ),
    "tressette-in-due": (
        "buon gioco announced before the opening lead",
        "accusare il buon gioco prima che si esca",
    ),
    "terziglio": ("agree how to split the monte, 2-2, 3-1 or 4-0", "2-2, 3-1 o 4-0"),
    "stovkahra": (
        "the player at the dealer's right may hint a suit to the leader",
        "il giocatore alla destra del mazziere può suggerire un seme",
    ),
    "rovescino": (
        "rounded down as at Tressette",
        "arrotondano i punti per difetto come nel Tressette",
    ),
}
"""What the text says, as each rules screen quotes it (English, Italian)."""


def _rules(game: str, language: str) -> dict[str, str]:
    i18n.set_language(language)
    try:
        return dict(presentation(game).rules(None, "triestine"))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("game", sorted(DEPARTURES))
def test_each_rules_screen_says_what_the_text_says_where_the_table_differs(game, language):
    italian = "Le regole scritte e questo tavolo"
    heading = {"en": "The texts and this table", "it": italian}[language]
    said = _rules(game, language)
    assert DEPARTURES[game][language == "it"] in said[heading]


@pytest.mark.parametrize(
    ("language", "zifuli", "coch"),
    [
        ("en", "Zero, the Fool, XI the Inn", "rise: the Fool, the Great Mask"),
        ("it", "il Nulla, il Matto, XI l'Osteria", "dalla più bassa: il Matto, il Mascherone"),
    ],
)
def test_the_fool_ranks_between_zero_and_the_inn_in_zifuli_only(language, zifuli, coch):
    pack = {"en": "The Cucco pack", "it": "Il mazzo del Cucco"}[language]
    z, c = _rules("zifuli", language), _rules("coch", language)
    pack_z = next(v for k, v in z.items() if k == pack or "Cucco" in k)
    pack_c = next(v for k, v in c.items() if k == pack or "Cucco" in k)
    assert zifuli in pack_z and coch not in pack_z
    assert coch in pack_c and zifuli not in pack_c


@pytest.mark.parametrize("language", ["en", "it"])
def test_tressette_in_due_has_its_own_rules_two_players_no_sides(language):
    due = " ".join(_rules("tressette-in-due", language).values())
    pair = " ".join(_rules("tressette", language).values())
    side = {"en": "your side", "it": "la tua coppia"}[language]
    assert side in pair and "cappottone" in pair
    assert side not in due and "cappottone" not in due and "stramazzone" not in due


@pytest.mark.parametrize(
    ("language", "said"),
    [("en", "holding all four 3s, a 2 he lacks"), ("it", "se ha tutti e quattro i 3, un 2")],
)
def test_the_chiamata_says_what_is_called_with_all_four_threes(language, said):
    assert said in _rules("tressette", language)["Con la chiamata del Tre"]


def test_a_wrong_claim_in_a_partnership_lists_the_sides_not_four_single_scores():
    m = four(deal_with({}), TressetteRules(declarations=False))
    m.score = [12, 20, 12, 20]
    m.apply(Claim(1))
    _, lines = end_of_game(m.view(0), NAMES)
    assert lines[-1] == "Scores: Anna and Carla 12, Bruno and Dario 20."


def test_a_wrong_claim_in_tressette_in_due_pays_the_other_player_not_the_others():
    from coteccio_gui.games.tressette.rules import DueRules
    from tests.games.tressette_helpers import stock_of, two

    hands = deal_with({}, players=2)
    m = two(hands, stock_of(hands), DueRules(declarations=False))
    m.apply(Claim(m.turn))
    _, lines = end_of_game(m.view(0), NAMES[:2])
    assert lines[0].startswith("A wrong claim loses the game: ")
    assert lines[0].endswith(" to the other player.")
    assert lines[-1].startswith("Scores: Anna 0, Bruno 0")


def test_a_right_claim_says_where_its_count_came_from():
    # "Bruno claimed with 31 of 31" over final standings that give Bruno 25 (the hand cut short)
    from coteccio_gui.games.tressette.rules import DueRules
    from tests.games.tressette_helpers import stock_of, two

    hands = deal_with({}, players=2)
    m = two(hands, stock_of(hands), DueRules(declarations=False))
    m.score = [25, 3]
    m.side_thirds = lambda seat: 19 if seat == 0 else 0  # 6⅓ taken in the hand cut short
    m.apply(Claim(m.turn))
    _, lines = end_of_game(m.view(0), NAMES[:2])
    assert "Anna claimed with 31 of 31: 25 in the score, 6 this hand." in lines
    assert lines[-1] == "Scores: Anna 31, Bruno 3."  # the game ends at the count claimed


@pytest.mark.parametrize(
    ("language", "said", "side"),
    [("en", " points for you, shown", "side"), ("it", " punti per te, da mostrare", "coppia")],
)
def test_buon_gioco_in_tressette_in_due_speaks_of_you_not_of_your_side(language, said, side):
    # with two players "Buon gioco: 3 punti per la tua coppia" named a side that does not exist
    from coteccio_gui.games.tressette.actions import Declare
    from coteccio_gui.ui.games.tressette.choices import turn_dialog
    from tests.games.tressette_helpers import stock_of, two

    hands = deal_with({0: "3c 3s 3b"}, players=2)
    m = two(hands, stock_of(hands))
    assert Declare(0) in m.legal_actions()
    i18n.set_language(language)
    try:
        spec = turn_dialog(m.view(0), m.legal_actions(), "italian", asked=True)
    finally:
        i18n.set_language("en")
    assert spec is not None
    explained = " ".join(c.explain for c in spec.choices)
    assert said in explained and side not in explained
