"""The examples in the docstrings of the kernel and of Coteccio's rules are true."""

import doctest

import pytest

from coteccio_gui.engine import cards, errors, tricks, trumps
from coteccio_gui.games.coteccio import match, rules


@pytest.mark.parametrize("module", [cards, errors, tricks, trumps, match, rules])
def test_docstring_examples(module):
    failed, tried = doctest.testmod(module)
    assert tried > 0 and failed == 0
