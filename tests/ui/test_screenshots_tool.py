"""``tools/screenshots.py`` (the shots a developer looks at) runs on today's scenes: it had
fallen behind the table's set-up and stopped at its first import."""

from __future__ import annotations

import pygame

from tests.scripts import load_script


def test_the_screenshots_tool_shoots_a_table_in_play(tmp_path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path / "home"))
    tool = load_script("tools/screenshots.py")
    files = tool.shoot(tmp_path / "shots", ["terziglio"], [(900, 600)], ["it"])
    names = sorted(f.name for f in files)
    assert names == ["setup-it-900x600.png", "terziglio-it-900x600.png", "title-it-900x600.png"]
    for f in files:
        assert pygame.image.load(str(f)).get_size() == (900, 600)
