"""Terziglio at the table: hot-seat keeps each hand (and the soloist's discards, and the card
given for a called one) to its owner; the auction and the call answer keyboard and mouse; a
wrong click is told why; words fit (the walk from the title to the history and the statistics
is in test_every_game_walk.py)."""

from __future__ import annotations

import random

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.games.terziglio.actions import Bid, Contract, Phase, TerziglioRules
from coteccio_gui.games.terziglio.match import Terziglio
from coteccio_gui.record import read_record
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.games.terziglio.dialogs import STRENGTH
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.rules import RulesScene
from coteccio_gui.ui.table.frame import frame_of
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from coteccio_gui.ui.table.start import resume_table
from coteccio_gui.ui.words import card_name
from tests.saves_support import home
from tests.ui.layout_check import layout_problems
from tests.ui.support import button_center, click_a_legal_card

NAMES = ["Anna", "Bruno", "Carla"]


def _hand_cards(t: TableScene) -> list[int]:
    """The cards the person may click now (to play, give or discard)."""
    return [c for a in t.match.legal_actions() if (c := t.look.hand_card(a)) is not None]


def _dealt(
    p: Pilot, kinds: list[str], passes: int = 2, seed: int = 5, names: list[str] = NAMES
) -> TableScene:
    """A table whose match was just dealt by Anna (Bruno speaks first) and where ``passes``
    seats passed already: with two, Anna's bid ends the auction."""
    m = Terziglio(3, None, 0)
    m.deal(random.Random(seed))
    for _ in range(passes):
        m.apply(Bid(m.turn, None))
    seats = [SeatSetup(n, k) for n, k in zip(names, kinds, strict=True)]
    t = TableScene(p.app, TableSetup("terziglio", seats, None, 4), match=m)
    p.start(t)
    return t


def _terziglio(t: TableScene) -> Terziglio:
    m = t.match
    assert isinstance(m, Terziglio)
    return m


def test_chiamo_by_keyboard_the_call_the_exchange_and_four_discards_by_mouse(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = _dealt(p, ["human", "easy", "easy"])
    m = _terziglio(t)
    p.until(lambda: isinstance(p.top, Dialog))
    bid = p.top
    assert bid.title == "Your bid, Anna"
    labels = [b.label for b in bid.group.buttons]
    assert labels == ["Pass", "Chiamo", "Solo", "Solissimo", "Solissimo, dividete",
                      "Solissimo, scegliete"]  # fmt: skip
    explained = " ".join(f"{c.label}: {c.explain}" for c in bid.choices)
    assert "Pass: no more bids for you this hand." in explained and "Worth 16." in explained
    assert bid.group.focus == 0  # Enter alone passes: nobody bids by mistake
    p.key(pygame.K_RIGHT)
    p.key(pygame.K_RETURN)  # Chiamo, by keyboard
    assert m.soloist == 0 and m.contract is Contract.CHIAMO and m.phase is Phase.CALL
    p.until(lambda: isinstance(p.top, Dialog))
    call = p.top
    assert call.title == "Call a card, Anna"
    callable_ = [c.value.called for c in call.choices]
    assert len(callable_) == 28 and not set(callable_) & set(m.hand(0))
    assert call.group.buttons[0].label.startswith("3 ")  # the strongest card first
    p.key(pygame.K_RETURN)  # the first: a Three she lacks
    called = m.called
    assert called == callable_[0] and called not in m.hand(0)
    if m.holder >= 0:  # she gives a card by clicking it in her hand
        p.until(t.waiting_for_bottom)
        assert m.phase is Phase.GIVE
        assert frame_of(t).message.startswith("Anna calls the 3 of ")  # what happened, first
        t.message_left = 0.0
        assert frame_of(t).message.startswith("Click the card to give ")
        gave = click_a_legal_card(p, t, 3)
        assert m.given == gave and gave in m.hand(m.holder) and called in m.hand(0)
    p.until(t.waiting_for_bottom)
    assert m.phase is Phase.DISCARD and len(m.hand(0)) == 16
    t.message_left = 0.0  # the monte's message has been read
    assert (
        frame_of(t).message
        == "Click a card to discard face down, or use the arrows and Enter: 4 left."
    )
    info = frame_of(t).info
    assert (
        info[1] == f"Chiamo {card_name(called, t.faces)}, worth 1" and info[2] == "Monte: turned up"
    )
    laid = []
    for _ in range(4):
        p.until(t.waiting_for_bottom)
        laid.append(click_a_legal_card(p, t))
    assert m.discards[0] == laid and m.phase is Phase.PLAY and len(m.hand(0)) == 12


def test_the_call_by_mouse_and_a_wrong_click_is_told_why(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = Pilot((900, 600), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = _dealt(p, ["human", "easy", "easy"], seed=8)
    m = _terziglio(t)
    p.until(lambda: isinstance(p.top, Dialog))
    p.click(button_center(p.top, "Chiamo"))
    p.until(lambda: isinstance(p.top, Dialog))
    call = p.top
    last = call.group.buttons[-1]
    p.click(last.rect.center)  # the weakest card she lacks, by mouse
    assert m.called == call.choices[-1].value.called
    for _ in range(3000):  # give, discard, and play on to a trick she must follow
        if isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom() and m.phase is Phase.PLAY and m.trick:
            led = m.trick[0][1] // 10
            off = [c for c in m.hand(0) if c // 10 != led]
            if off and len(_hand_cards(t)) < len(m.hand(0)):
                break
            click_a_legal_card(p, t)
        elif t.waiting_for_bottom():
            click_a_legal_card(p, t)
        else:
            p.step()
    else:
        raise AssertionError("Anna never had to follow suit")
    cards = list(t.show.cards[0])
    rects = t.turns.hand_rects(0)
    i = cards.index(off[0])
    right = rects[i + 1].left if i + 1 < len(rects) else rects[i].right
    before = len(m.actions)
    p.click(((rects[i].left + min(right, rects[i].right)) // 2, rects[i].centery))
    assert len(m.actions) == before
    assert t.message.startswith("You must follow suit: ")


def _seed_where_bruno_holds_the_first_call() -> int:
    """A deal (Anna dealing) where the strongest card Anna lacks is in Bruno's hand."""
    for seed in range(200):
        m = Terziglio(3, None, 0)
        m.deal(random.Random(seed))
        lacking = sorted(
            (c for c in range(40) if c not in m.hand(0)),
            key=lambda c: (STRENGTH.index(c % 10), c // 10),
        )
        if lacking[0] in m.hand(1):
            return seed
    raise AssertionError("no such deal")


def test_hot_seat_keeps_the_soloists_discards_and_the_given_card_from_the_other_person(
    monkeypatch, tmp_path
):
    home(monkeypatch, tmp_path)
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = _dealt(p, ["human", "easy", "human"], seed=_seed_where_bruno_holds_the_first_call())
    m = _terziglio(t)
    faces = t.faces
    private: set[str] = set()
    curtains = asked = carla_frames = 0
    for _ in range(20_000):
        top = p.top
        if type(top).__name__ == "CurtainScene":
            t.painter.face_up = set()
            p.screenshot()
            assert not t.painter.face_up  # behind the curtain no hand is face up
            curtains += 1
            p.key(pygame.K_RETURN)
            assert t.turns.viewer == m.turn
            continue
        if isinstance(top, Dialog):
            assert t.turns.viewer == m.turn  # asked of the person who has the screen
            asked += 1
            t.painter.face_up = set()
            p.screenshot()
            assert t.painter.face_up == {m.turn}
            if top.title == "Your bid, Anna":
                p.click(button_center(top, "Chiamo"))
            else:
                p.key(pygame.K_RETURN)
            continue
        if t.waiting_for_bottom():
            viewer = t.turns.viewer
            t.painter.face_up = set()
            p.screenshot()
            assert t.painter.face_up == {viewer}  # the owner's hand, no other
            if viewer == 2:
                carla_frames += 1
                still_hidden = {card_name(m.given, faces)} if m.given in m.hand(1) else set()
                shown = " ".join(d.text for d in p.app.drawn.items if d.kind == "text")
                leaks = [n for n in private | still_hidden if n in shown]
                assert leaks == [], leaks
            if m.phase is Phase.GIVE:
                click_a_legal_card(p, t, 0)
                private.clear()  # the card given: known to Anna and Bruno only
            elif m.phase is Phase.DISCARD and viewer == 0:
                private.add(card_name(click_a_legal_card(p, t, 0), faces))
            else:
                click_a_legal_card(p, t)
            if len(m.tricks) >= 2:
                break
        else:
            p.step()
    assert m.soloist == 0 and m.holder == 1 and len(m.discards[0]) == 4 and len(private) == 4
    assert curtains >= 3 and asked >= 2 and carla_frames >= 2


def _words_walk(size: tuple[int, int], faces: str, language: str) -> tuple[list[str], list[str]]:
    """Every Terziglio dialog and prompt at this size: the problems of fit, the titles seen."""
    settings = Settings(speed=Speed.INSTANT, tips=True, language=language, faces=faces)
    p = Pilot(size, settings)
    window = pygame.Rect((0, 0), size)
    problems: list[str] = []
    seen: list[str] = []

    def look(what: str) -> None:
        p.screenshot()
        problems.extend(f"{what}: {x}" for x in layout_problems(p.app.drawn, window))

    # Anna bids chiamo, calls, gives, discards, and plays the hand to its summary.
    t = _dealt(p, ["human", "easy", "easy"], names=["Massimiliano", "Wilhelmina W", "Mariangelina"])
    for _ in range(20_000):
        top = p.top
        if isinstance(top, Dialog):
            look(getattr(top, "title", "a tip"))
            if isinstance(top, Dialog):
                seen.append(top.title)
                if top.rows:
                    break
                if len(top.group.buttons) == 6:  # the bid: chiamo
                    p.key(pygame.K_RIGHT)
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom():
            look(f"{t.match.phase}")
            click_a_legal_card(p, t)
        else:
            p.step()
    # Carla bids scegliete: Anna shares the monte.
    m = Terziglio(3, None, 1)
    m.deal(random.Random(3))
    m.apply(Bid(2, Contract.SCEGLIETE))
    seats = [SeatSetup("Massimiliano"), SeatSetup("Wilhelmina W", "easy"),
             SeatSetup("Mariangelina", "easy")]  # fmt: skip
    share = TableScene(p.app, TableSetup("terziglio", seats, None, 4), match=m)
    p.start(share)
    p.until(lambda: isinstance(p.top, Dialog))
    look("the share of the monte")
    seen.append(p.top.title)
    assert len(p.top.group.buttons) == 16
    p.key(pygame.K_RETURN)
    p.until(share.waiting_for_bottom)
    look("the discards after the share")
    p.app.push(RulesScene(p.app, "terziglio", m.rules))
    for _ in range(14):
        look("the rules")
        p.key(pygame.K_PAGEDOWN)
    return problems, seen


@pytest.mark.parametrize("language", ["it", "en"])
def test_terziglio_words_fit_at_a_small_and_a_large_window(monkeypatch, tmp_path, language):
    home(monkeypatch, tmp_path)
    i18n.set_language(language)
    try:
        for size, faces in (((900, 600), "english"), ((1920, 1080), "triestine")):
            problems, seen = _words_walk(size, faces, language)
            assert len(seen) >= 4, seen
            assert sorted(set(problems)) == []
    finally:
        i18n.set_language("en")


def test_all_pass_with_the_pass_out_rule_redeals_and_solo_is_the_lowest_bid(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    m = Terziglio(3, TerziglioRules(pass_out=True), 0)
    m.deal(random.Random(5))
    m.apply(Bid(1, None))
    m.apply(Bid(2, None))
    seats = [SeatSetup("Anna"), SeatSetup("Bruno", "easy"), SeatSetup("Carla", "easy")]
    t = TableScene(p.app, TableSetup("terziglio", seats, m.rules, 4), match=m)
    p.start(t)
    p.until(lambda: isinstance(p.top, Dialog))
    p.key(pygame.K_RETURN)  # Anna passes too: the default, nobody bids by mistake
    assert m.redealt and m.phase is Phase.BID and m.lowest is Contract.SOLO
    said = []
    for _ in range(3000):  # the same dealer deals again; the table says so
        said.append(t.message)
        if isinstance(p.top, Dialog):
            break
        p.step()
    assert any(s.startswith("Everybody passed: Anna deals the same cards again") for s in said)
    bid = p.top
    assert isinstance(bid, Dialog) and bid.title == "Your bid, Anna"
    assert "Chiamo" not in [b.label for b in bid.group.buttons]
    assert "Everybody passed once: solo is now the lowest bid." in bid.lines


def test_dividete_the_first_opponent_discards_two_by_mouse_and_a_resumed_match_says_the_same(
    monkeypatch, tmp_path
):
    home(monkeypatch, tmp_path)
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    m = Terziglio(3, None, 0)
    m.deal(random.Random(3))
    m.apply(Bid(1, None))
    m.apply(Bid(2, Contract.DIVIDETE))  # Carla plays alone: Anna is the first opponent
    seats = [SeatSetup("Anna"), SeatSetup("Bruno", "easy"), SeatSetup("Carla", "easy")]
    t = TableScene(p.app, TableSetup("terziglio", seats, None, 4), match=m)
    p.start(t)
    p.until(lambda: isinstance(p.top, Dialog))
    assert [b.label for b in p.top.group.buttons] == ["Pass", "Solissimo, scegliete"]
    p.key(pygame.K_RETURN)  # Anna passes
    p.until(t.waiting_for_bottom)
    assert m.phase is Phase.DISCARD and len(m.hand(0)) == 14
    assert t.message == "Anna and Bruno take two monte cards each, unseen, and discard two each."
    assert frame_of(t).info[1:] == ("Dividete, worth 8", "Monte: shared unseen")
    first = click_a_legal_card(p, t)
    # Saved and taken up again here: the same prompt, panels and info.
    again = resume_table(p.app, read_record(t.record_text()))
    p.start(again)
    p.until(again.waiting_for_bottom)
    again.message_left = 0.0
    assert (
        frame_of(again).message
        == "Click a card to discard face down, or use the arrows and Enter: 1 left."
    )
    assert frame_of(again).info[1:] == ("Dividete, worth 8", "Monte: shared unseen")
    panel = again.look.panel(again.show.board, 2, again.match)
    assert panel.text == "Dividete: 0 of 21"
    second = click_a_legal_card(p, again)
    resumed = _terziglio(again)
    assert resumed.discards[0] == [first, second] and len(resumed.hand(0)) == 12
