"""The examples in the engine's docstrings are true."""

import doctest

import pytest

from coteccio_gui.engine import cards, errors, match, rules


@pytest.mark.parametrize("module", [cards, errors, match, rules])
def test_docstring_examples(module):
    failed, tried = doctest.testmod(module)
    assert tried > 0 and failed == 0
