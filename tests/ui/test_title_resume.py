"""The title after a restart (issue 49): a guest's title focused New match, not *Back to your
table*; and *Continue* did not say which game and hand it resumes."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.storage import save_folder
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.screens.title import TitleScene
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.saves_support import home, pilot

NAMES = ("Anna", "Bruno", "Carla", "Dario")


def test_a_guest_title_focuses_back_to_your_table(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = pilot()
    folder = save_folder(p.app.data_folder)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "joined-table.json").write_text("{}", "utf-8")  # a seat at a friend's table
    title = TitleScene(p.app)
    p.start(title)
    assert title.group.buttons[title.group.focus].label == "Back to your table"
    labels = [b.label for b in title.group.buttons]
    assert labels.index("Back to your table") < labels.index("New match")


@pytest.mark.parametrize(
    ("language", "said"),
    [("en", "Continue: Tressette, hand {n}"), ("it", "Continua: Tressette, mano {n}")],
)
def test_continue_says_the_game_and_the_hand_it_resumes(monkeypatch, tmp_path, language, said):
    home(monkeypatch, tmp_path)
    p = pilot()
    seats = [SeatSetup(NAMES[0])] + [SeatSetup(n, "easy") for n in NAMES[1:]]
    t = TableScene(p.app, TableSetup("tressette", seats, None, 3))
    p.start(t)
    for _ in range(30_000):  # into the second hand
        if getattr(t.match, "hands_played", 0) >= 1 and t.waiting_for_bottom():
            break
        if isinstance(p.top, Dialog) or t.waiting_for_bottom():
            p.key(pygame.K_RETURN)
        else:
            p.step()
    hand = t.look.hand_number(t.match)
    assert hand >= 2
    i18n.set_language(language)  # the program closes here and starts again
    q = pilot()
    title = TitleScene(q.app)
    q.start(title)
    q.until(lambda: not title.busy())
    assert title.group.focus == 0
    assert title.group.buttons[0].label == said.format(n=hand)
    q.screenshot()
    drawn = [d.text for d in q.app.drawn.items if d.kind == "text"]
    assert said.format(n=hand) in drawn  # whole, on the button
