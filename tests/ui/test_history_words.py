"""The History's words in Italian where a number of points comes before the word 'punti'."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from coteccio_gui import i18n
from coteccio_gui.games.terziglio.actions import Contract
from coteccio_gui.ui.games.terziglio.story import result_lines


@pytest.mark.parametrize("made", [True, False])
def test_a_terziglio_hand_of_one_point_does_not_read_one_punti(made):
    # the History's last step of a Terziglio hand read "e fa 1 punti su 11"
    e = SimpleNamespace(soloist=0, contract=Contract.SCEGLIETE, made=made, multiplier=1)
    i18n.set_language("it")
    try:
        [first, _] = result_lines(e, ["Anna", "Bruno", "Carla"], "1")
    finally:
        i18n.set_language("en")
    assert "fa 1 punti" not in first
    assert "fa 1 su 11 punti" in first
