"""What a player meets in the first minutes: tips, marks, dialogs, words, files, the set-up."""

from __future__ import annotations

import json
import re

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.games.coteccio import HouseRules, Phase
from coteccio_gui.live import HUMAN
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core import theme
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.chooser import FileChooser
from coteccio_gui.ui.screens.curtain import CurtainScene
from coteccio_gui.ui.screens.menu import GameMenu
from coteccio_gui.ui.screens.rules import RulesScene
from coteccio_gui.ui.screens.setup import SetupScene
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup
from tests.saves_support import home, pilot
from tests.ui.support import SIZE, bottom_cards, capotto_match, coteccio_table, set_match, table

NAMES = ["Anna", "Bruno", "Carla", "Dario"]


def _solo(p: Pilot, seed: int, lives: int = 4, players: int = 4) -> TableScene:
    seats = [SeatSetup("Anna")] + [SeatSetup(n, "normal") for n in NAMES[1:players]]
    t = coteccio_table(p.app, seats, HouseRules(starting_lives=lives, doctor_limit=0), seed)
    p.start(t)
    return t


def test_a_tip_never_covers_a_card_in_play_and_holds_nothing_up(tmp_path, monkeypatch):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = Pilot(SIZE, Settings(speed=Speed.FAST, tips=True, sound=False))
    t = _solo(p, seed=8, lives=2)
    tips: set[str] = set()
    covered: list[str] = []
    for _ in range(6_000):
        top = p.top
        if isinstance(top, Dialog) or top is t and t.waiting_for_bottom():
            p.key(pygame.K_RETURN)  # every tip is left open: it must not be in the way
        else:
            p.step()
        if t.tips.showing is None or p.top is not t:
            continue
        tips.add(t.tips.showing)
        p.screenshot()
        box = next(d.rect for d in p.app.drawn.items if d.kind == "tip")
        kinds = ("card", "button", "panel")
        drawn = [d for d in p.app.drawn.items if d.kind in kinds and d.layer_name == "TableScene"]
        cards = [d.rect for d in drawn if not box.contains(d.rect)]
        flights = [pygame.Rect(0, 0, 2, 2).move(f.place()[0]) for f in t.anim.flights]
        if box.collidelist(cards + flights) != -1:
            covered.append(t.tips.showing)
        if t.match.hands_played >= 2:
            break
    assert {"your_turn", "trick"} <= tips
    assert covered == []
    assert t.match.hands_played >= 2  # the table played on with the tips open


GOLD = theme.GOLD


def _gold(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels of the "leads" mark's gold lie in ``rect``."""
    area = surface.subsurface(rect.clip(surface.get_rect()))
    return pygame.mask.from_threshold(area, GOLD, (2, 2, 2, 255)).count()


def test_the_leads_mark_is_on_whoever_leads_the_trick_in_play():
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = _solo(p, seed=3)
    checked = moved = 0
    for _ in range(20_000):
        if checked >= 12:
            break
        top = p.top
        if top is t and t.waiting_for_bottom():
            shot = p.screenshot()
            leader = t.show.trick[0][0] if t.show.trick else t.match.turn
            marked = [s.seat for s in t.layout.spots if _gold(shot, s.panel) > 30]
            assert marked == [leader], (checked, marked, leader)
            checked += 1
            moved += leader != t.match.leader
            p.key(pygame.K_RETURN)
        elif isinstance(top, Dialog):
            p.key(pygame.K_RETURN)
        else:
            p.step()
    assert checked >= 12 and moved >= 2  # the lead moved away from the hand's first leader


def test_play_the_last_card_plays_it():
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = table(p)
    t = set_match(p, t, capotto_match())
    p.until(lambda: isinstance(p.top, Dialog) and p.top.title == "Capotto?")
    dialog = p.top
    p.click(next(b for b in dialog.group.buttons if b.label == "Play the last card").rect.center)
    p.step(120)  # no second click
    assert t.match.hands[0] == []
    assert t.match.hands_played == 1 and t.match.hands_annulled == 0


def test_the_end_of_hand_continue_button_stays_in_one_place():
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = _solo(p, seed=11, lives=1)
    places: list[tuple[int, tuple[int, int, int, int]]] = []
    for _ in range(40_000):
        top = p.top
        if t.match.phase is Phase.FINISHED and isinstance(top, Dialog):
            break
        if isinstance(top, Dialog) and top.title.startswith("End of hand"):
            places.append((len(top.rows), tuple(top.group.buttons[0].rect)))
            p.key(pygame.K_RETURN)
        elif isinstance(top, Dialog) or top is t and t.waiting_for_bottom():
            p.key(pygame.K_RETURN)
        else:
            p.step()
    assert len({rows for rows, _ in places}) >= 2  # seats went out: fewer rows
    assert len({rect for _, rect in places}) == 1, places


def test_the_curtain_opens_the_menu_with_the_mouse_too():
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False, sound=False))
    seats = [SeatSetup("Anna"), SeatSetup("Bruno", HUMAN), SeatSetup("Carla", "normal")]
    t = coteccio_table(p.app, seats, HouseRules(), 5)
    p.start(t)
    for _ in range(5000):
        if isinstance(p.top, CurtainScene):
            break
        p.key(pygame.K_RETURN) if t.waiting_for_bottom() else p.step()
    curtain = p.top
    assert isinstance(curtain, CurtainScene)
    menu = next(b for b in curtain.group.buttons if b.label == "Menu (Esc)")
    p.click(menu.rect.center)
    assert isinstance(p.top, GameMenu)
    p.key(pygame.K_ESCAPE)
    assert p.top is curtain
    p.click((10, 10))  # anywhere else: ready
    assert not isinstance(p.top, CurtainScene)


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("faces", ["triestine", "english"])
def test_a_refused_card_names_the_suit_to_follow_as_a_player_reads_it(language, faces):
    i18n.set_language(language)
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False, sound=False, faces=faces))
    t = _solo(p, seed=5)
    for _ in range(20_000):
        if p.top is t and t.waiting_for_bottom() and t.match.trick:
            legal = set(t.match.legal_plays(0))
            wrong = [i for i, c in enumerate(bottom_cards(t)) if c not in legal]
            if wrong:
                p.click(t.hand_rects()[wrong[0]].center)
                break
        if isinstance(p.top, Dialog) or p.top is t and t.waiting_for_bottom():
            p.key(pygame.K_RETURN)
        else:
            p.step()
    suits = {
        "triestine": "(cups|coins|swords|batons)"
        if language == "en"
        else "(coppe|denari|spade|bastoni)",
        "english": "(hearts|diamonds|spades|clubs)"
        if language == "en"
        else "(cuori|quadri|picche|fiori)",
    }[faces]
    said = {"en": f"You must follow suit: {suits}\\.", "it": f"Devi rispondere a {suits}\\."}
    assert re.fullmatch(said[language], t.message), t.message


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("faces", ["triestine", "english"])
def test_the_rules_never_mix_the_names_of_two_packs(monkeypatch, language, faces):
    i18n.set_language(language)
    shown: list[str] = []
    original = theme.text

    def recording(message, *args, **kwargs):
        shown.append(message)
        return original(message, *args, **kwargs)

    monkeypatch.setattr(theme, "text", recording)
    p = Pilot((1280, 800), Settings(faces=faces, language=language))
    p.start(RulesScene(p.app))
    for _ in range(30):
        p.screenshot()
        p.key(pygame.K_PAGEDOWN)
    words = set(" ".join(shown).replace(",", " ").replace(".", " ").split())
    # The one court card the two packs do not share: the Caval (Knight) or the Donna (Queen).
    triestine, english = {"Caval", "Knight"}, {"Donna", "Queen"}
    assert words & (triestine if faces == "english" else english) == set()
    assert words & (english if faces == "english" else triestine)


@pytest.mark.parametrize(
    "content",
    [
        {"format": "coteccio-stats", "version": 1, "players": {}, "ledger": []},
        {"format": "coteccio-settings", "version": 1, "language": "it"},
        {"hello": "world"},
        [1, 2, 3],
    ],
)
def test_a_file_that_is_not_a_match_record_says_so(monkeypatch, tmp_path, content):
    home(monkeypatch, tmp_path)
    folder = tmp_path / "files"
    folder.mkdir()
    (folder / "other.json").write_text(json.dumps(content), "utf-8")
    p = pilot()
    chooser = FileChooser(p.app, folder)
    p.start(chooser)
    p.key(pygame.K_RETURN)
    assert p.top is chooser
    assert chooser.message == "This file is not a Coteccio match record."


def test_the_setup_remembers_the_last_table(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    from coteccio_gui.ui.core import prefs

    settings, _ = prefs.launch_settings()
    p = Pilot(SIZE, settings)
    setup = SetupScene(p.app)
    p.start(setup)
    assert setup.form.rows[setup.form.focus].label == "Players"  # the game was just chosen
    p.key(pygame.K_RIGHT)  # five players
    setup.seats[1] = ["Zoe", HUMAN]
    setup.seats[4][1] = "expert"
    setup.rules["starting_lives"] = 3
    setup.rules["doctor_limit_per"] = "player"
    setup.start()
    assert isinstance(p.top, TableScene)
    # The next launch: a new window reads the saved settings.
    settings, _ = prefs.launch_settings()
    q = Pilot(SIZE, settings)
    again = SetupScene(q.app)
    assert again.count == 5
    assert [tuple(s) for s in again.seats[:5]] == [
        ("Anna", HUMAN),
        ("Zoe", HUMAN),
        ("Carla", "normal"),
        ("Dario", "normal"),
        ("Elena", "expert"),
    ]
    assert again.rules["starting_lives"] == 3 and again.rules["doctor_limit_per"] == "player"


def test_the_header_names_the_hand_the_summary_is_about(monkeypatch):
    shown: list[str] = []
    original = theme.text

    def recording(message, *args, **kwargs):
        shown.append(message)
        return original(message, *args, **kwargs)

    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = _solo(p, seed=2)
    monkeypatch.setattr(theme, "text", recording)
    seen = []
    for _ in range(20_000):
        top = p.top
        if isinstance(top, Dialog) and top.title.startswith("End of hand"):
            shown.clear()
            p.screenshot()
            number = top.title.split()[-1]
            seen.append((number, [s for s in shown if s.startswith("Hand ")]))
            if len(seen) == 3:
                break
            p.key(pygame.K_RETURN)
        elif isinstance(top, Dialog) or top is t and t.waiting_for_bottom():
            p.key(pygame.K_RETURN)
        else:
            p.step()
    assert [(n, hands) for n, hands in seen] == [(n, [f"Hand {n}"]) for n, _ in seen]
    assert len(seen) == 3
