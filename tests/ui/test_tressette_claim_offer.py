"""Tressette's claim is offered only when it could be right (issue 49: Choices offered "Claim the
game" at 0 of 21, and "Your count: 0 and 0 this hand" read as a puzzle). With fixed partners the
count is known, so a claim short of it is never offered; with the chiamata a partner still secret
may have taken points, so a claim short of the known count is offered, and asked about first."""

from __future__ import annotations

import pygame

from coteccio_gui.games.tressette.rules import PRESETS
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.games.tressette.choices import claim_reach, known_total
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.frame import frame_of
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.saves_support import home
from tests.ui.support import button_center

NAMES = ("Anna", "Bruno", "Carla", "Dario")


def _table(p: Pilot, rules, seed: int) -> TableScene:
    seats = [SeatSetup(NAMES[0])] + [SeatSetup(n, "easy") for n in NAMES[1:]]
    t = TableScene(p.app, TableSetup("tressette", seats, rules, seed))
    p.start(t)
    return t


def _to_my_turn(p: Pilot, t: TableScene, done=lambda: True) -> None:
    """Play on by Enter (at the person's choices: "Play a card") until the person's turn at
    which ``done()`` holds."""
    for _ in range(30_000):
        if isinstance(p.top, Dialog) and p.top.title == "Your choices":
            p.click(button_center(p.top, "Play a card"))
        elif isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)
        elif p.top is t and t.waiting_for_bottom():
            if done():
                return
            p.key(pygame.K_RETURN)
        else:
            p.step()
    raise AssertionError("that turn never came")


def test_no_claim_is_offered_short_of_a_count_the_person_knows(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = _table(p, None, 6)
    _to_my_turn(p, t, lambda: bool(t.match.tricks))  # past the first turn's buon gioco
    assert not frame_of(t).choices  # no Choices button: nothing could be chosen
    p.key(pygame.K_c)
    asked = p.top
    assert isinstance(asked, Dialog)
    assert "Claim the game" not in [b.label for b in asked.group.buttons]
    assert "Nothing to choose now: play a card." in asked.lines
    p.key(pygame.K_RETURN)
    target = t.match.rules.target
    t.match.score[0] = t.match.score[2] = target  # the side's count reaches the target
    t.look._seen = None  # the view of the match is made again (kept while no action is taken)
    assert frame_of(t).choices
    p.key(pygame.K_c)
    claim = p.top
    assert isinstance(claim, Dialog) and claim.group.buttons[0].label == "Claim the game"
    line = f"By your count you have {target} ({target} from the hands before"
    assert any(x.startswith(line) and x.endswith(f"{target} win the game.") for x in claim.lines)
    p.key(pygame.K_RETURN)  # Enter claims a count that reaches the target: no question
    p.until(lambda: t.ended)
    assert t.match.outcome().winners == (0, 2)


def test_with_a_secret_partner_a_claim_short_of_the_known_count_is_offered_and_asked(
    monkeypatch, tmp_path
):
    home(monkeypatch, tmp_path)
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = _table(p, PRESETS["chiamata"], 5)
    m = t.match

    def others_took_points() -> bool:  # points the person's secret partner may have taken
        seen = t.look.seen(m, 0)
        return seen.partner is None and claim_reach(seen) > sum(known_total(seen))

    _to_my_turn(p, t, others_took_points)
    assert not frame_of(t).choices
    m.score[0] = m.rules.target - 1  # one point short by the person's count, unless a partner
    t.look._seen = None
    assert frame_of(t).choices
    p.key(pygame.K_c)
    dialog = p.top
    assert isinstance(dialog, Dialog) and "Claim the game" in [
        b.label for b in dialog.group.buttons
    ]
    assert dialog.group.focus == len(dialog.group.buttons) - 1  # Enter: "Play a card"
    p.click(button_center(dialog, "Claim the game"))
    sure = p.top
    assert isinstance(sure, Dialog) and sure.title.startswith("Claim the game with")
    p.key(pygame.K_RETURN)  # "no" is the default
    assert p.top is t and m.outcome() is None
