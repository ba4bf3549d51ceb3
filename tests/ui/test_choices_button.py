"""The Choices button beside the hand: a person with only a mouse reaches what C opens (buon
gioco, annulling, a claim at will). It is there at the person's own turn when there is
something to choose, behind their own curtain in hot-seat, and nowhere else; it covers nothing
at a small and a large window in either language."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.games.tressette.actions import Claim
from coteccio_gui.games.tressette.rules import PRESETS
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.board.layout import pile_rect, table_layout
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.curtain import CurtainScene
from coteccio_gui.ui.table.frame import frame_of
from coteccio_gui.ui.table.paint import TablePainter
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.saves_support import home
from tests.ui.layout_check import layout_problems

LABEL = {"en": "Choices (C)", "it": "Scelte (C)"}
LONG_NAMES = ["Massimiliano", "Mariangelina", "Wilhelmina W", "Bartolomeo"]


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def _table(p: Pilot, game: str, kinds: list[str], rules=None, seed: int = 6) -> TableScene:
    seats = [SeatSetup(n, k) for n, k in zip(LONG_NAMES, kinds, strict=False)]
    t = TableScene(p.app, TableSetup(game, seats, rules, seed))
    p.start(t)
    return t


def _pilot(size=(1280, 800), language: str = "en", speed: Speed = Speed.INSTANT) -> Pilot:
    i18n.set_language(language)
    return Pilot(size, Settings(speed=speed, tips=False, sound=False, language=language))


def _to_my_turn(p: Pilot, t: TableScene, keep: str = "") -> None:
    """Step until the table waits for the person's card; a dialog that opens by itself is
    answered with its last choice ("Play a card"), unless its title is ``keep``."""
    for _ in range(20_000):
        top = p.top
        if isinstance(top, Dialog):
            if top.title == keep:
                return
            p.click(top.group.buttons[-1].rect.center)
        elif top is t and t.waiting_for_bottom():
            return
        else:
            p.step()
    raise AssertionError("the person's turn never came")


def _count_at_target(p: Pilot, t: TableScene, *seats: int) -> None:
    """The people's own count at the target, so that a claim is there to choose (short of it,
    with their count known, a claim could not be right and is not offered); drawn."""
    for seat in seats or (0,):
        t.match.score[seat] = t.match.rules.target
    t.look._seen = None  # the view is made again (it is kept while no action is taken)
    t.app.dirty = True
    p.step()


def _drawn_label(p: Pilot, label: str) -> list[pygame.Rect]:
    """Where the frame just drawn wrote ``label`` (a fresh drawing of every scene)."""
    p.screenshot()
    return [d.rect for d in p.app.drawn.items if d.kind == "text" and d.text == label]


def _dialog_seen(d: Dialog) -> tuple[object, ...]:
    """What a person reads in a dialog: its title, lines, buttons and the one Enter presses."""
    return d.title, tuple(d.lines), tuple(b.label for b in d.group.buttons), d.group.focus


def test_a_click_on_choices_opens_what_c_opens_and_a_mouse_player_can_claim(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = _pilot()
    t = _table(p, "tressette", ["human", "easy", "easy", "easy"])
    _to_my_turn(p, t)
    _count_at_target(p, t)
    button = t.painter.choices
    (label,) = _drawn_label(p, "Choices (C)")
    assert button.rect.contains(label)
    p.key(pygame.K_c)
    by_key = p.top
    assert isinstance(by_key, Dialog) and by_key.title == "Your choices"
    seen = _dialog_seen(by_key)
    assert "Claim the game" in seen[2]
    p.click(by_key.group.buttons[-1].rect.center)  # "Play a card": back to the table
    assert p.top is t and t.waiting_for_bottom()
    p.click(button.rect.center)
    by_click = p.top
    assert isinstance(by_click, Dialog) and _dialog_seen(by_click) == seen
    claim = next(b for b in by_click.group.buttons if b.label == "Claim the game")
    p.click(claim.rect.center)  # a claim with the mouse alone (at the target: no question)
    p.until(lambda: t.ended)
    assert t.match.actions[-1] == Claim(0)


def test_the_button_is_italian_in_italian(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = _pilot(language="it")
    t = _table(p, "tressette", ["human", "easy", "easy", "easy"])
    _to_my_turn(p, t)
    _count_at_target(p, t)
    assert t.painter.choices.label == "Scelte (C)"
    assert _drawn_label(p, "Scelte (C)") and not _drawn_label(p, "Choices (C)")
    p.click(t.painter.choices.rect.center)
    assert isinstance(p.top, Dialog) and p.top.title == "Le tue scelte"


def test_no_button_while_it_is_not_the_persons_turn(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = _pilot(speed=Speed.NORMAL)
    t = _table(p, "tressette", ["human", "easy", "easy", "easy"])
    _to_my_turn(p, t)
    _count_at_target(p, t)
    where = t.painter.choices.rect.center
    assert _drawn_label(p, "Choices (C)")
    p.key(pygame.K_RETURN)  # Anna plays her card (a lead may ask for a signal: none)
    if isinstance(p.top, Dialog):
        p.key(pygame.K_RETURN)
    p.until(lambda: t.match.turn != 0 and p.top is t)
    frames = 0
    while t.match.turn != 0 and p.top is t:  # the computers' turns, to the last frame of them
        assert not _drawn_label(p, "Choices (C)")
        frames += 1
        if frames == 5:
            p.click(where)  # where the button was: nothing opens
            assert p.top is t
        else:
            p.step()
    assert frames > 10


def test_no_button_in_coteccio_where_a_turn_has_no_choices(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = _pilot()
    t = _table(p, "coteccio", ["human", "normal", "normal", "normal"])
    _to_my_turn(p, t)
    assert not _drawn_label(p, "Choices (C)") and not frame_of(t).choices
    assert t.painter.hint is not None and _drawn_label(p, "Hint (H)")  # the coach's is there
    hand = list(t.show.cards[0])
    p.click(t.painter.choices.rect.center)  # where it would be: nothing happens
    assert p.top is t and list(t.show.cards[0]) == hand and t.match.turn == 0


def test_no_button_when_the_only_answer_would_be_play_a_card(monkeypatch, tmp_path):
    """Played to the end (no claims): after the first turn C says "nothing to choose", and the
    button, which is for a choice, is not there."""
    home(monkeypatch, tmp_path)
    p = _pilot()
    t = _table(p, "tressette", ["human", "easy", "easy", "easy"], PRESETS["to the end"])
    _to_my_turn(p, t)
    p.key(pygame.K_RETURN)
    if isinstance(p.top, Dialog):
        p.key(pygame.K_RETURN)  # the lead's signal: none
    p.until(lambda: bool(t.match.tricks))
    _to_my_turn(p, t)
    assert not _drawn_label(p, "Choices (C)")
    p.click(t.painter.choices.rect.center)  # where it would be: a hidden button is not pressed
    assert p.top is t and t.waiting_for_bottom()
    p.key(pygame.K_c)
    assert isinstance(p.top, Dialog) and "Nothing to choose now: play a card." in p.top.lines


def _clear_of(t: TableScene, button: pygame.Rect) -> list[str]:
    """What the button covers: a card of any hand (lifted ones too), a panel, a pile, the info
    box, the other buttons, the banner; or the window's edge it runs out of."""
    lay = t.layout
    problems = []
    if not pygame.Rect((0, 0), lay.size).contains(button):
        problems.append("runs out of the window")
    for spot in lay.spots:
        if button.collidelist(t.turns.hand_rects(spot.seat)) >= 0:
            problems.append(f"covers a card of seat {spot.seat}")
        for what, r in (("panel", spot.panel), ("pile", pile_rect(lay, spot))):
            if button.colliderect(r):
                problems.append(f"covers the {what} of seat {spot.seat}")
    if button.colliderect(lay.info):
        problems.append("covers the info box")
    for other in t.painter.buttons.buttons:
        if other is not t.painter.choices and button.colliderect(other.rect):
            problems.append(f"covers {other.label}")
    return problems


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("size", [(900, 600), (1600, 1000)])
@pytest.mark.parametrize("game", ["tressette", "tressette-in-due"])
def test_the_button_covers_nothing_at_a_small_and_a_large_window(
    monkeypatch, tmp_path, language, size, game
):
    home(monkeypatch, tmp_path)
    p = _pilot(size, language)
    kinds = ["human", "easy", "easy", "easy"] if game == "tressette" else ["human", "easy"]
    t = _table(p, game, kinds, seed=9)
    _to_my_turn(p, t)
    _count_at_target(p, t)
    button = t.painter.choices.rect
    (label,) = _drawn_label(p, LABEL[language])
    assert button.contains(label)
    assert layout_problems(p.app.drawn, pygame.Rect((0, 0), size)) == []
    assert _clear_of(t, button) == []
    banners = [d.rect for d in p.app.drawn.items if d.kind == "banner"]
    assert banners and not button.collidelist(banners) >= 0  # "Your turn: …" is over the hand


@pytest.mark.parametrize("size", [(900, 600), (1600, 1000)])
def test_beside_the_coachs_hint_it_stands_above_it(size):
    """A game with a coach and choices both: the two buttons stack in the corner."""
    lay = table_layout(size, 4, 0, 1.0, 10)
    painter = TablePainter(lambda: None, lambda: None, lambda: None, lambda: None)
    painter.invalidate(lay)
    hint, choices = painter.hint, painter.choices
    assert hint is not None and not choices.rect.colliderect(hint.rect)
    assert choices.rect.bottom < hint.rect.top and choices.rect.right == hint.rect.right
    assert choices.rect.collidelist([s.hand for s in lay.spots]) < 0


def test_hot_seat_shows_the_button_only_to_the_person_whose_turn_it_is(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = _pilot()
    t = _table(p, "tressette", ["human", "human", "easy", "easy"], seed=5)
    _count_at_target(p, t, 0, 1)  # each person's claim is there to choose at their turns
    draw = p.app.draw
    seen: list[tuple[bool, bool, int | None, int, frozenset[int]]] = []

    def checked_draw() -> None:
        t.painter.face_up = set()
        draw()
        drawn = any(d.text == "Choices (C)" for d in p.app.drawn.items)
        curtain = isinstance(p.top, CurtainScene)
        seen.append((drawn, curtain, t.turns.viewer, t.match.turn, frozenset(t.painter.face_up)))

    p.app.draw = checked_draw  # type: ignore[method-assign]
    curtains = clicks = 0
    for _ in range(20_000):
        top = p.top
        if isinstance(top, CurtainScene):
            curtains += 1
            p.key(pygame.K_RETURN)
        elif isinstance(top, Dialog):
            if top.title == "Your choices":
                assert t.turns.viewer == t.match.turn  # opened for the person at the screen
            p.click(top.group.buttons[-1].rect.center)  # "Play a card" (or go on)
        elif top is t and t.waiting_for_bottom():
            if clicks < 4:
                clicks += 1
                p.click(t.painter.choices.rect.center)
                assert isinstance(p.top, Dialog) and p.top.title == "Your choices"
                continue
            p.key(pygame.K_RETURN)
            if isinstance(p.top, Dialog) and p.top.title.startswith("Lead the"):
                p.key(pygame.K_RETURN)
        else:
            p.step()
        if curtains >= 6 and clicks >= 4:
            break
    assert curtains >= 6 and clicks >= 4
    shown = [s for s in seen if s[0]]
    assert shown and len(shown) < len(seen)
    for _drawn, curtain, viewer, turn, face_up in shown:
        assert not curtain and viewer == turn and face_up == {viewer}
    assert {s[3] for s in shown} == {0, 1}  # each person saw it at their own turns


def test_esc_leaves_the_choices_for_the_cards(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = _pilot()
    t = _table(p, "tressette", ["human", "easy", "easy", "easy"])
    _to_my_turn(p, t)
    _count_at_target(p, t)
    p.click(t.painter.choices.rect.center)
    assert isinstance(p.top, Dialog) and p.top.title == "Your choices"
    p.key(pygame.K_ESCAPE)  # as "Play a card": no claim, the person's turn goes on
    assert p.top is t and t.waiting_for_bottom()
    assert not any(isinstance(a, Claim) for a in t.match.actions)
