"""Skip to the result: with no person left in the match, the summary of a hand offers to play
the rest at once; the match then runs to its end with no summary in between."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.games.coteccio import HouseRules
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table import skip
from coteccio_gui.ui.table.setup import SeatSetup
from tests.ui.layout_check import texts_drawn
from tests.ui.support import NAMES, coteccio_table

SKIP_LABEL = "Skip to the result"


def _until_offered(p: Pilot, seed: int, label: str = SKIP_LABEL):
    """A match played by the person until a summary offers the skip (None: the match ended
    first), and whether a summary offered it before the person was out."""
    seats = [SeatSetup(NAMES[0])] + [SeatSetup(n, "easy") for n in NAMES[1:6]]
    t = coteccio_table(p.app, seats, HouseRules(starting_lives=1, doctor_limit=0), seed)
    p.start(t)
    for _ in range(200_000):
        if t.match.outcome() is not None:
            return None
        top = p.top
        if isinstance(top, Dialog):
            if label in [b.label for b in top.group.buttons]:
                return t
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom():
            p.key(pygame.K_RETURN)
        else:
            p.step()
    raise AssertionError("the match never got there")


def test_once_the_person_is_out_a_summary_offers_to_skip_to_the_result(tmp_path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = next(t for seed in range(1, 30) if (t := _until_offered(p, seed)) is not None)
    assert t.match.lives[0] == 0 and skip.nobody_left(t)  # offered once the person is out
    p.app.settings.speed = Speed.NORMAL  # the rest would take its time, summaries between
    hands = t.match.hands_played
    p.click(next(b for b in p.top.group.buttons if b.label == SKIP_LABEL).rect.center)
    summaries = frames = 0
    while not t.ended and frames < 5_000:  # at once: no beat, no flight, no pause
        if isinstance(p.top, Dialog):
            summaries += 1
            p.key(pygame.K_RETURN)
        p.step()
        frames += 1
    assert t.ended and t.match.outcome() is not None
    assert summaries == 0 and t.match.hands_played > hands


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_summarys_buttons_share_one_size_of_letters(tmp_path, monkeypatch, language):
    """ "Salta al risultato" was drawn a size smaller than the buttons beside it (the longest
    label alone shrank to fit): the buttons of a dialog now share the size the longest fits at."""
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    i18n.set_language(language)
    try:
        p = Pilot((900, 600), Settings(speed=Speed.INSTANT, tips=False, sound=False))
        label = i18n._(SKIP_LABEL)
        t = next(t for seed in range(1, 30) if (t := _until_offered(p, seed, label)) is not None)
        labels = [b.label for b in p.top.group.buttons]
        assert label in labels and len(labels) > 1
        drawn = [d for d in texts_drawn(p.top.draw, (900, 600)) if d.text in labels]
        assert {d.text for d in drawn} == set(labels)  # each label whole, on one line
        assert len({d.rect.height for d in drawn}) == 1, [(d.text, d.rect.height) for d in drawn]
        assert t.match.outcome() is None
    finally:
        i18n.set_language("en")
