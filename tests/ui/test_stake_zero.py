"""Stake 0: no pool, so no doctor — the set-up greys the doctor's rows with the reason, the
rules screen of a match at stake 0 says so, in both languages (issue 19)."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.games.coteccio import HouseRules
from coteccio_gui.settings import Settings
from coteccio_gui.ui.games import presentation
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.rules import RulesScene
from coteccio_gui.ui.screens.setup import SetupScene
from tests.ui.support import SIZE, compare_golden

REASON = {
    "en": "no pool with stake 0, so no doctor",
    "it": "con posta 0 non c'è piatto, quindi niente dottore",
}
SAID = {
    "en": "no stake, so no pool and no doctor",
    "it": "niente posta, quindi niente piatto e niente dottore",
}


@pytest.fixture
def language(request):
    yield request.param
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["it", "en"], indirect=True)
def test_the_setup_greys_the_doctor_rows_at_stake_zero(language, monkeypatch, tmp_path):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    i18n.set_language(language)
    p = Pilot(SIZE, Settings(language=language, tips=False))
    setup = SetupScene(p.app)
    p.start(setup)
    doctor_rows = [r for r in setup.form.rows if r.noted() is not None]
    assert doctor_rows == []  # a stake: the doctor's rows are live
    setup.rules["stake"] = 0
    p.app.dirty = True
    shot = p.screenshot()
    noted = [r for r in setup.form.rows if r.noted() is not None]
    assert len(noted) == 3 and all(r.noted() == REASON[language] for r in noted)
    # greyed rows do not change: Right on one leaves the rule as it was
    fee = setup.rules["doctor_fee"]
    setup.form.focus = setup.form.rows.index(noted[0])
    p.key(pygame.K_RIGHT)
    assert setup.rules["doctor_fee"] == fee
    compare_golden(f"setup_stake0_{language}", shot)


@pytest.mark.parametrize("language", ["it", "en"], indirect=True)
def test_the_rules_of_a_match_at_stake_zero_say_there_is_no_doctor(language):
    i18n.set_language(language)
    p = Pilot(SIZE, Settings(language=language, tips=False))
    rules = RulesScene(p.app, "coteccio", HouseRules(stake=0))
    p.start(rules)
    shown = presentation("coteccio").rules(HouseRules(stake=0), "triestine")
    texts = " ".join(text for _heading, text in shown)
    assert SAID[language] in texts
    p.key(pygame.K_END)
    compare_golden(f"rules_stake0_{language}", p.screenshot())
