"""Tressette in due (two players, a stock of twenty) as the registry finds it by name."""

from coteccio_gui.games.tressette.spec import DUE_SPEC as SPEC

__all__ = ["SPEC"]
