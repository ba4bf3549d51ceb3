"""Tests of what the project ships: the wheel pip and pipx install."""
