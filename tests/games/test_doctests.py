"""The examples in the Cucco games' docstrings are true."""

import doctest

import pytest

from coteccio_gui.games.coch import match as coch_match
from coteccio_gui.games.coch import rules as coch_rules
from coteccio_gui.games.cucco import cards, errors, scoring, tricks
from coteccio_gui.games.zifuli import bidding
from coteccio_gui.games.zifuli import match as zifuli_match
from coteccio_gui.games.zifuli import rules as zifuli_rules
from coteccio_gui.games.zifuli import scoring as zifuli_scoring

MODULES = [cards, errors, scoring, tricks, coch_match, coch_rules, bidding, zifuli_match,
           zifuli_rules, zifuli_scoring]  # fmt: skip


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__)
def test_docstring_examples(module):
    failed, tried = doctest.testmod(module)
    assert tried > 0 and failed == 0
