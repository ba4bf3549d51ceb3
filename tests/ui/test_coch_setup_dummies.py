"""The Cöch set-up did not say that two or three people means dummies (issue 49): on the
Players line, the line under the form says who plays the dummies, in both languages."""

from __future__ import annotations

import pytest

from coteccio_gui import i18n
from coteccio_gui.settings import Settings
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.setup import SetupScene


@pytest.mark.parametrize(("language", "word"), [("en", "dumm"), ("it", "mort")])
def test_the_players_line_says_when_dummies_play(tmp_path, monkeypatch, language, word):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    i18n.set_language(language)
    try:
        p = Pilot((900, 600), Settings(language=language, tips=False, sound=False))
        setup = SetupScene(p.app, "coch")
        p.start(setup)
        players = next(i for i, r in enumerate(setup.form.rows) if r.label == _players())
        setup.form.focus = players
        said = {}
        for count in (2, 3, 4):
            setup.count = count
            said[count] = setup.under_form()
        assert word in said[2].lower() and word in said[3].lower()
        assert said[2] != said[3]
        assert word not in said[4].lower()
    finally:
        i18n.set_language("en")


def _players() -> str:
    return i18n._("Players")
