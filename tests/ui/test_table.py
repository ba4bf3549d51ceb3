"""The table driven headless through its real scenes: clicks, keys, dialogs, layouts, screenshots."""

from __future__ import annotations

import itertools
import subprocess
import sys

import pygame
import pytest

from coteccio_gui.games.coteccio import HouseRules, Phase
from coteccio_gui.settings import CARD_SCALE, CardSize
from coteccio_gui.ui.board.layout import table_layout
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.screens.menu import GameMenu
from coteccio_gui.ui.screens.rules import RulesScene
from coteccio_gui.ui.screens.settings import SettingsScene
from coteccio_gui.ui.screens.setup import SetupScene
from coteccio_gui.ui.screens.title import TitleScene
from tests.ui.support import (
    bottom_cards,
    capotto_match,
    compare_golden,
    doctor_match,
    human_plays_first_legal,
    pilot,
    set_match,
    table,
)


def _dialog_titled(p, start: str) -> bool:
    top = p.top
    return isinstance(top, Dialog) and top.title.startswith(start)


def _wait_for_human(p, t) -> None:
    p.until(lambda: t.waiting_for_bottom() or isinstance(p.top, Dialog))


def test_a_refused_card_shows_why_and_changes_nothing():
    p = pilot()
    t = table(p, seed=5)
    # play until Anna must follow suit and holds a card she may not play
    for _ in range(200):
        _wait_for_human(p, t)
        if isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)
            continue
        legal = set(t.match.legal_plays(0))
        illegal = [i for i, c in enumerate(bottom_cards(t)) if c not in legal]
        if t.match.trick and illegal:
            break
        human_plays_first_legal(p, t)
    else:
        raise AssertionError("Anna never had to follow suit")
    before = (list(t.match.hands[0]), list(t.match.trick), len(t.match.actions))
    p.click(t.hand_rects()[illegal[0]].center)
    assert t.message.startswith("You must follow ")
    assert t.message.rstrip(".").split()[-1] in ("cups", "coins", "swords", "batons")
    assert (list(t.match.hands[0]), list(t.match.trick), len(t.match.actions)) == before
    assert t.waiting_for_bottom()


def test_a_legal_click_plays_the_card_and_the_keyboard_plays_too():
    p = pilot()
    t = table(p, seed=8)
    _wait_for_human(p, t)
    legal = t.match.legal_plays(0)
    index = bottom_cards(t).index(legal[0])
    p.click(t.hand_rects()[index].center)
    assert legal[0] not in t.match.hands[0]
    assert t.match.actions[-1].card == legal[0] or legal[0] in [c for _, c in t.match.trick]
    # next turn: by keyboard, Enter on the selected (lifted, legal) card
    for _ in range(2000):
        if t.waiting_for_bottom():
            break
        p.key(pygame.K_RETURN) if isinstance(p.top, Dialog) else p.step()
    assert t.waiting_for_bottom()
    n = len(t.match.hands[0])
    p.key(pygame.K_RETURN)
    assert len(t.match.hands[0]) == n - 1


def test_the_capotto_dialog_offers_annul_and_play(tmp_path):
    p = pilot()
    t = table(p)
    t = set_match(p, t, capotto_match())
    p.until(lambda: _dialog_titled(p, "Capotto"))
    compare_golden("capotto", p.screenshot())
    labels = [b.label for b in p.top.group.buttons]
    assert labels == ["Annul", "Play the last card"]
    p.key(pygame.K_RETURN)  # the default: annul
    assert t.match.hands_annulled == 1 and t.match.phase is Phase.DEAL


def test_the_doctor_dialog_gives_price_lives_and_calls_left():
    p = pilot()
    t = table(p, rules=HouseRules(starting_lives=1))
    t = set_match(p, t, doctor_match())
    p.until(lambda: _dialog_titled(p, "Call the doctor"))
    text = " ".join(p.top.lines)
    assert "5 chips" in text and "gives you 1 life" in text and "calls left: 3" in text
    compare_golden("doctor", p.screenshot())
    p.key(pygame.K_RETURN)
    assert t.match.lives[0] == 1 and t.match.pool == 45


def test_end_of_hand_summary_and_match_end_through_the_real_scenes():
    p = pilot()
    t = table(p, seed=11, rules=HouseRules(starting_lives=1, doctor_limit=0))
    shots = set()
    for _ in range(2000):
        _wait_for_human(p, t)
        if _dialog_titled(p, "End of hand"):
            rows = p.top.rows
            assert rows[0] == ("Player", "Points", "Lives", "Why")
            assert any("most points" in r[3] or "capotto" in r[3] for r in rows[1:])
            if "summary" not in shots:
                compare_golden("hand-summary", p.screenshot())
                shots.add("summary")
            p.key(pygame.K_RETURN)
        elif isinstance(p.top, Dialog) and p.top.title.endswith("wins!"):
            assert shots == {"summary"}  # the hands before the end had their summaries
            compare_golden("match-end", p.screenshot())
            assert t.match.phase is Phase.FINISHED
            p.key(pygame.K_RIGHT)
            p.key(pygame.K_RETURN)  # back to the title
            assert isinstance(p.top, TitleScene)
            return
        elif isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)
        else:
            human_plays_first_legal(p, t)
    raise AssertionError("the match never ended")


@pytest.mark.parametrize("faces", ["triestine", "english"])
@pytest.mark.parametrize("players", [4, 7])
def test_table_mid_trick_looks_as_it_should(faces, players):
    p = pilot(faces)
    t = table(p, players=players, seed=3)
    p.until(lambda: t.waiting_for_bottom() and len(t.show.trick) >= 1)
    compare_golden(f"table{players}-{faces}", p.screenshot())


def test_title_and_setup_screens():
    p = pilot()
    p.start(TitleScene(p.app))
    compare_golden("title", p.screenshot())
    p.key(pygame.K_RETURN)  # New match
    compare_golden("games", p.screenshot())
    p.key(pygame.K_RETURN)  # Coteccio
    assert isinstance(p.top, SetupScene)
    compare_golden("setup", p.screenshot())
    setup = p.top
    assert (
        setup.count == 4 and [kind for _name, kind in setup.seats[:4]] == ["human"] + ["normal"] * 3
    )
    p.key(pygame.K_RIGHT)  # five players
    assert setup.count == 5
    p.key(pygame.K_ESCAPE)  # back to the choice of games
    p.key(pygame.K_ESCAPE)
    assert isinstance(p.top, TitleScene)


def test_escape_menu_reaches_rules_and_settings_and_switches_faces_live():
    p = pilot()
    t = table(p)
    _wait_for_human(p, t)
    p.key(pygame.K_ESCAPE)
    assert isinstance(p.top, GameMenu)
    p.key(pygame.K_DOWN)
    p.key(pygame.K_RETURN)
    assert isinstance(p.top, RulesScene)
    p.key(pygame.K_ESCAPE)
    p.key(pygame.K_DOWN)
    p.key(pygame.K_RETURN)
    assert isinstance(p.top, SettingsScene)
    p.key(pygame.K_DOWN)  # from the language to the card faces
    p.key(pygame.K_RIGHT)
    assert p.app.settings.faces == "english"
    p.key(pygame.K_ESCAPE)
    p.key(pygame.K_ESCAPE)  # resume
    assert p.top is t


@pytest.mark.parametrize("players", range(2, 8))
def test_layouts_from_small_to_large_windows_never_overlap(players):
    p = pilot()
    t = table(p, players=players)
    for card_size in CardSize:
        p.app.settings.card_size = card_size
        for size in [(1024, 640), (1280, 800), (1600, 900), (1920, 1080), (2560, 1440)]:
            p.resize(size)
            lay = t.layout
            assert lay.size == size
            boxes = [s.hand for s in lay.spots] + [s.panel for s in lay.spots]
            boxes += [lay.info, lay.buttons]
            for a, b in itertools.combinations(boxes, 2):
                assert not a.colliderect(b), (card_size, size, a, b)
            for box in boxes:
                assert pygame.Rect((0, 0), size).contains(box), (card_size, size, box)
    assert table_layout((2560, 1440), players, 0).spots[0].card_height > 200
    small = table_layout((1280, 800), players, 0, CARD_SCALE[CardSize.SMALL])
    large = table_layout((1280, 800), players, 0, CARD_SCALE[CardSize.LARGE])
    assert small.spots[0].card_height < large.spots[0].card_height


def test_self_test_plays_a_whole_match_headless():
    done = subprocess.run(
        [sys.executable, "-m", "coteccio_gui", "--self-test"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    line = done.stdout.strip()
    assert line.startswith("self-test: winner seat ")
    words = line.split()
    assert words[words.index("after") + 2] == "hands," and "frame p95" in line
    assert "Traceback" not in done.stderr
