"""The real ``coteccio`` in a real X window, driven by real X input, never shows an old frame.

Xvfb runs the game as a player would start it; xdotool moves the pointer, clicks cards and
buttons and presses keys. Whenever the window has been still for a while (a quiet moment)
with the pointer parked on empty floor, a screenshot of the window is compared with one
taken after the pointer moved by one pixel: a game that skipped a frame shows its change
only then, so the two differ (a stale frame). The game's own autosave says what the match
waits for, and the layout code says where each card and button is.

Solo: every game from the title by mouse (Coteccio a whole hand and more at fast speed, every
other game its whole match at instant speed), the last trick by key and by button, the menu.
Hot-seat: two people, the curtain handed over, the match left for the History and taken up
again with Continue — a hand and more of each game, and with ``-m long`` every game's whole
match. The figures are printed (run with ``-n 0 -s``).
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from coteccio_gui.ui.games import presentation
from tests.ui.real_oracle import Oracle, new_match, play_until, start_match
from tests.ui.real_window import SIZE, Game, write_settings
from tests.ui.support import differing_pixels
from tests.ui.xserver import TOOLS, need, xvfb

pytestmark = pytest.mark.slow

REAL_GAMES = [
    "coteccio",
    "rovescino",
    "coch",
    "zifuli",
    "terziglio",
    "tressette",
    "tressette-in-due",
]
"""Every game, from the title to its end by mouse, solo and hot-seat."""
ANSWERS = {"zifuli": ("Right", "Return"), "terziglio": ("shift+Tab", "Return")}
"""The keys that answer a game's choice dialog (else Return: its default): in Zifuli's bidding
the person calls the first card offered rather than pass, so a secret partner is played too;
in Terziglio the last choice (Shift+Tab goes round to it; an arrow stops at the end), the
highest bid, so that a match to 21 takes a few hands (and the monte is shared)."""


def _play_turns(game: Game, oracle: Oracle, humans: set[int], moments: int, hot_seat: bool,
                extras: bool, on_turn=None, whole: bool = False) -> dict[str, int]:  # fmt: skip
    """Play with the mouse until ``moments`` quiet moments were checked (and a whole hand);
    ``whole``: then on to the end of the match, checking a quiet moment every tenth card."""
    seen = {"cards": 0, "handovers": 0, "hands": 0, "dialogs": 0}
    viewer: int | None = None if hot_seat else min(humans)
    deals = 0
    start_hands = game.record().hands_played
    for _ in range(3000):
        m = game.record()
        seen["hands"] = m.hands_played - start_hands
        checked = game.moments >= moments and seen["hands"] >= 1 and seen["cards"] >= 5
        if checked and not whole:
            return seen
        if m.outcome() is not None:
            return seen
        look = not checked or seen["cards"] % 10 == 0  # a quiet moment checked, or just settle
        new_deals = sum(1 for a in m.actions if type(a).__name__ == "Deal")
        if hot_seat and new_deals != deals:
            viewer = None  # a new hand: each person sees theirs after a curtain only
        deals = new_deals
        before = len(m.actions)
        turn = m.turn
        who = m.controller(turn)  # a dummy's cards are played by its partner
        if m.needs_deal():  # the end-of-hand summary waits for Continue...
            time.sleep(1.0)
            if len(game.record().actions) != before:
                continue  # ...unless the hand was annulled: then the same dealer deals again
            game.settle("the end-of-hand summary", look)
            seen["dialogs"] += 1
            game.talks(game.key_to_act(("Return",), before), before)
            continue
        if who not in humans:  # computers are playing: wait for them
            game.talks(game.acted(before), before)
            continue
        if hot_seat and who != viewer:
            game.settle(f"the curtain for seat {who}", look)
            game.click((SIZE[0] // 2, SIZE[1] // 2))
            viewer = who
            seen["handovers"] += 1
            continue
        hand_card = presentation(m.name).hand_card  # a card to play, give or discard
        legal = [c for a in m.legal_actions() if (c := hand_card(a)) is not None]
        if not legal:  # capotto, doctor, a bid...: the dialog's default (or as the game says)
            game.settle(f"the {m.phase.value} dialog", look)
            seen["dialogs"] += 1
            game.talks(game.key_to_act(ANSWERS.get(m.name, ("Return",)), before), before)
            continue
        game.settle(f"seat {turn} to play", look)
        if on_turn is not None and on_turn(m):
            viewer = None if hot_seat else viewer  # the screen was everyone's for a while
            continue
        if extras and not checked and seen["cards"] % 2 == 0:
            game.key("l")  # the tricks, by key
            game.quiet("the tricks (L)")
            game.key("l")
            game.quiet("the tricks closed")
        if extras and not checked and seen["cards"] % 3 == 1:
            game.click(oracle.table_buttons(m.players)[0].center)  # and by its button
            game.quiet("the tricks (button)")
            game.click(oracle.table_buttons(m.players)[0].center)
        if extras and not checked and seen["cards"] % 5 == 2 and not oracle.asks_at_turn(m, turn):
            game.key("Escape")
            game.quiet("the menu")
            game.key("Escape")
        game.click(oracle.card(m, turn, legal[0], viewer))
        seen["cards"] += 1
        game.talks(game.acted_or_default(before), before)
    raise AssertionError("the match went on too long")


@pytest.mark.parametrize("which", REAL_GAMES)
def test_a_solo_match_with_the_mouse_never_shows_an_old_frame(tmp_path, monkeypatch, which):
    need(*TOOLS)
    home = tmp_path / "home"
    write_settings(home, "fast" if which == "coteccio" else "instant")
    oracle = Oracle(home, monkeypatch)
    whole = which != "coteccio"  # the new game is played to its end
    with xvfb() as display:
        game = Game(display, home)
        try:
            start_match(game, oracle, which)
            seen = _play_turns(game, oracle, {0}, moments=40, hot_seat=False, extras=True,
                               whole=whole)  # fmt: skip
            final = game.record()
        finally:
            err = game.close()
    answered = sum(1 for a in final.actions if getattr(a, "seat", -1) == 0 and
                   type(a).__name__ not in ("Play", "Deal", "Pass"))  # fmt: skip
    print(f"\nreal input, solo {which}: {game.moments} quiet moments, {len(game.stale)} stale "
          f"frames, {seen}, {answered} choices other than a card or a pass")  # fmt: skip
    assert "Traceback" not in err
    # a whole match may end sooner (a Terziglio scegliete lost with every trick, a Tressette
    # won in its first hand: one hand, 29 quiet moments seen once)
    least = 25 if whole and final.outcome() is not None else 40
    assert game.moments >= least and seen["cards"] >= 5 and seen["hands"] >= 1
    assert game.stale == []
    if whole:
        assert final.outcome() is not None, "the match was played to its end"
    if which in ANSWERS:
        assert answered >= 1, "the person's own answers were taken (a call in Zifuli)"


HOT_SEAT = [(g, False) for g in REAL_GAMES] + [
    pytest.param(g, True, marks=pytest.mark.long, id=f"{g}-whole") for g in REAL_GAMES[1:]
]
"""Hot-seat: a hand and more of each game in the default suite (the curtain, the history,
Continue); the whole match of every game with ``-m long`` (five minutes or more each)."""


@pytest.mark.parametrize("which, whole", HOT_SEAT)
def test_a_hot_seat_match_handed_over_and_left_for_the_history(tmp_path, monkeypatch, which, whole):
    need(*TOOLS)
    home = tmp_path / "home"
    write_settings(home, "fast" if which == "coteccio" else "instant")
    oracle = Oracle(home, monkeypatch)
    history = {"opened": 0}
    with xvfb() as display:
        game = Game(display, home)
        try:
            setup = new_match(game, oracle, which)
            seat2 = next(r for r in setup.form.rows if r.label == "Seat 2")
            left = setup.form.arrows(seat2)[0]
            for _ in range(2):  # normal → easy → human
                game.click(left.center)
            game.quiet("the set-up with two people")
            start = next(r for r in setup.form.rows if r.label == "Start the match")
            game.click(start.rect.center)

            def leave_for_the_history(m: Any) -> bool:
                if history["opened"] or game.moments < 8 or oracle.asks_at_turn(m, m.turn):
                    return False  # a dialog of choices would take the Esc: a plain turn later
                game.key("Escape")  # each screen is waited for, not only a still window:
                game.sees(oracle.menu_look("Quit to the title"), "menu")  # a starved game is
                game.quiet("the menu at a hot-seat table")  # still before it takes the key
                game.click(oracle.menu_button("Quit to the title"))
                game.sees(oracle.title_look("Rules"), "title")
                game.quiet("the title with a match to continue")
                game.click(oracle.title_button("History"))
                game.quiet("the history list")
                listing = oracle.history_list()
                row = listing._row_rects()[0]
                assert listing.entries[0].label.startswith("The saved match, ")
                game.click(row.center)
                game.click(listing.group.buttons[0].rect.center)  # Open
                game.quiet("the history of the match in play")
                game.key("Escape")
                game.quiet("back to the history list")
                game.key("Escape")
                game.sees(oracle.title_look("Rules"), "title")
                game.quiet("back to the title")
                game.click(oracle.title_button("Continue"))
                history["opened"] += 1
                return True

            seen = _play_turns(game, oracle, {0, 1}, moments=20, hot_seat=True, extras=False,
                               on_turn=leave_for_the_history, whole=whole)  # fmt: skip
            final = game.record()
        finally:
            err = game.close()
    print(f"\nreal input, hot-seat: {game.moments} quiet moments, {len(game.stale)} stale "
          f"frames, {seen}, history opened {history['opened']}")  # fmt: skip
    assert "Traceback" not in err
    assert game.moments >= 20 and seen["handovers"] >= 2 and history["opened"] == 1
    assert game.stale == []
    if whole:
        assert final.outcome() is not None, "the match was played to its end"


def test_every_trick_of_the_hand_opens_from_the_seat_piles_with_the_mouse(tmp_path, monkeypatch):
    """Tricks lie face up in front of whoever won them (issue 19): a click on a seat's pile
    shows that seat's tricks of the hand in play, as played; a click anywhere closes them."""
    need(*TOOLS)
    home = tmp_path / "home"
    write_settings(home)
    oracle = Oracle(home, monkeypatch)
    opened: dict[int, int] = {}
    with xvfb() as display:
        game = Game(display, home)
        try:
            start_match(game, oracle, "coteccio")
            # play on until two seats have tricks of the hand in front of them
            m = play_until(
                game,
                oracle,
                lambda m, legal: len({t.winner for t in m.tricks}) >= 2 and bool(legal),
            )
            assert len({t.winner for t in m.tricks}) >= 2
            game.quiet("tricks in front of two seats")
            _cards, _picture, piles = oracle.tricks(home, -1)
            winners = {t.winner for t in m.tricks}
            assert set(piles) == winners  # a pile beside every seat that took a trick
            for seat in sorted(winners):
                cards, expected, _piles = oracle.tricks(home, seat)
                game.click(piles[seat].center)
                game.quiet(f"the tricks of seat {seat}")
                shown = game.picture()
                taken = [t for t in m.tricks if t.winner == seat]
                assert len(cards) == sum(len(t.plays) for t in taken)
                for rect in cards:  # each card of each trick, where and as it was played
                    differing = differing_pixels(shown.subsurface(rect), expected.subsurface(rect))
                    assert differing <= rect.width * rect.height // 50, (seat, rect, differing)
                opened[seat] = len(taken)
                game.click((SIZE[0] // 2, SIZE[1] // 2))  # a click anywhere closes them
                game.quiet("the tricks closed")
                assert differing_pixels(game.picture(), shown) > 0
            # and every trick at once, by the Tricks button
            cards, expected, _piles = oracle.tricks(home, -1)
            game.click(oracle.table_buttons(m.players)[0].center)
            game.quiet("every trick of the hand")
            shown = game.picture()
            assert len(cards) == sum(len(t.plays) for t in m.tricks)
            for rect in cards:
                differing = differing_pixels(shown.subsurface(rect), expected.subsurface(rect))
                assert differing <= rect.width * rect.height // 50, ("all", rect, differing)
        finally:
            err = game.close()
    print(f"\nreal input, tricks: opened the piles of seats {opened} (seat: tricks)")
    assert "Traceback" not in err
    assert sum(opened.values()) == len(m.tricks) and len(opened) >= 2
    assert game.stale == []
