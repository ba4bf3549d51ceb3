"""The card that takes the trick is marked (a gold edge) while the trick stays on the table,
before it is gathered to its winner."""

from __future__ import annotations

import pygame

from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core import theme
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.frame import frame_of
from tests.ui.support import table


def test_the_winning_card_is_edged_in_gold_as_the_trick_is_gathered(tmp_path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot((1280, 800), Settings(speed=Speed.NORMAL, tips=False, sound=False))
    t = table(p, seed=7)
    seen: list[int] = []
    for _ in range(40_000):
        if isinstance(p.top, Dialog) or t.waiting_for_bottom():
            p.key(pygame.K_RETURN)
        else:
            p.step()
        f = frame_of(t)
        if f.taking is None:
            continue
        winner = t.match.tricks[len(t.show.tricks)].winner if t.match.tricks else None
        assert f.taking == winner and any(seat == winner for seat, _c in f.trick)
        shot = p.screenshot()
        card = pygame.Rect((0, 0), (int(t.layout.trick_height * 0.62), t.layout.trick_height))
        card.center = t.layout.spots[winner].trick
        edge = card.inflate(6, 6)
        top = [tuple(shot.get_at((x, edge.top + 1)))[:3] for x in range(edge.left, edge.right)]
        gold = top.count(tuple(theme.GOLD))
        assert gold > card.width // 2, f"no gold edge on the winning card ({gold})"
        seen.append(winner)
        if len(seen) >= 3:
            break
        while frame_of(t).taking is not None:
            p.step()
    assert len(seen) >= 3
