"""The Cucco pack's card names in both languages, through the translation layer."""

from __future__ import annotations

import pytest

from coteccio_gui import i18n
from coteccio_gui.games.cucco.cards import Design, card_of
from coteccio_gui.ui.words import cucco_card_name, cucco_suit_name

ENGLISH = {
    Design.F1: "Figure I", Design.F4: "Figure IIII", Design.F10: "Figure X",
    Design.MATTO: "the Fool", Design.MASCHERONE: "the Great Mask", Design.SECCHIA: "the Bucket",
    Design.NULLA: "Zero", Design.OSTERIA: "the Inn", Design.GATTO: "the Cat",
    Design.CAVALLO: "the Horse", Design.BRAGON: "the Bragon", Design.CUCCO: "the Cuckoo",
    Design.BRESCIA: "Brescia (the Lion)",
}  # fmt: skip
ITALIAN = {
    Design.F5: "Figura V", Design.F9: "Figura VIIII", Design.MATTO: "il Matto",
    Design.MASCHERONE: "il Mascherone", Design.SECCHIA: "la Secchia", Design.NULLA: "il Nulla",
    Design.OSTERIA: "l'Osteria", Design.GATTO: "il Gatto", Design.CAVALLO: "il Cavallo",
    Design.BRAGON: "il Bragon", Design.CUCCO: "il Cucco", Design.BRESCIA: "Brescia (il Leone)",
}  # fmt: skip


@pytest.fixture(autouse=True)
def _restore_language():
    before = i18n.language()
    yield
    i18n.set_language(before)


@pytest.mark.parametrize(("language", "names"), [("en", ENGLISH), ("it", ITALIAN)])
def test_card_names_follow_the_language_setting(language: str, names: dict) -> None:
    i18n.set_language(language)
    for design, name in names.items():
        assert cucco_card_name(card_of(design)) == name
        assert cucco_card_name(card_of(design, 1)) == name  # both copies
    assert len({cucco_card_name(card_of(d)) for d in Design}) == 20


def test_the_suits_keep_their_italian_names() -> None:
    for language in ("it", "en"):
        i18n.set_language(language)
        assert (cucco_suit_name(0), cucco_suit_name(1)) == ("Figure", "Matte")
