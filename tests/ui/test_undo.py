"""Undo at the table: one person against computers takes back their last move of the hand and
what the computers did after it; the record keeps what was taken back, the statistics say so."""

from __future__ import annotations

import json

import pygame

from coteccio_gui.engine.cards import code
from coteccio_gui.games.coteccio import HouseRules, Match
from coteccio_gui.record import Record, read_record
from coteccio_gui.stats import Stats, Who, count_match, load_stats
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.table import undo
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup, from_record
from coteccio_gui.ui.table.start import resume_table
from tests.ui.support import NAMES, bottom_cards, coteccio_table, pilot, table


def _to_my_card(p, t) -> None:
    p.until(lambda: t.waiting_for_bottom() or isinstance(p.top, Dialog))
    while isinstance(p.top, Dialog):
        p.key(pygame.K_RETURN)
        p.until(lambda: t.waiting_for_bottom() or isinstance(p.top, Dialog))


def _play_a_card(p, t) -> int:
    legal = set(t.match.legal_plays(t.bottom))
    i, card = next((i, c) for i, c in enumerate(bottom_cards(t)) if c in legal)
    p.click(t.hand_rects()[i].center)
    return card


def test_ctrl_z_takes_back_the_card_and_the_computers_moves_after_it():
    p = pilot()
    t = table(p, seed=7)
    _to_my_card(p, t)
    _to_my_card(p, t)  # not the first trick: cards of the computers lie before it too
    hand, before = list(t.match.hands[0]), list(t.match.actions)
    card = _play_a_card(p, t)
    p.until(lambda: len(t.match.actions) > len(before) + 1)  # a computer played after it
    assert card not in t.match.hands[0]
    p.key(pygame.K_z, pygame.KMOD_LCTRL)
    assert t.match.actions == before
    assert list(t.match.hands[0]) == hand and bottom_cards(t) == t.show.arrange(hand)
    assert bottom_cards(t)[t.turns.selected] == card  # the card taken back is chosen again
    p.until(lambda: t.waiting_for_bottom())
    assert t.match.actions == before  # the computers do not play again before the person
    assert t.setup.undone[0]["at"] == len(before)
    assert t.setup.undone[0]["events"][0] == {"seat": 0, "play": code(card)}


def test_the_undo_button_shows_only_when_there_is_a_move_to_take_back():
    p = pilot()
    t = table(p, seed=7)
    _to_my_card(p, t)
    p.step()
    mine = [i for i, a in enumerate(t.match.actions) if getattr(a, "seat", None) == 0]
    assert not mine and not t.painter.undo.shown  # nothing of the person's in this hand
    _play_a_card(p, t)
    p.step()
    assert t.painter.undo.shown
    hand = list(t.match.hands[0])
    p.click(t.painter.undo.rect.center)
    assert len(t.match.hands[0]) == len(hand) + 1 and t.waiting_for_bottom()


def test_no_undo_in_hot_seat_nor_after_the_hand_is_scored():
    p = pilot()
    seats = [SeatSetup(NAMES[0]), SeatSetup(NAMES[1]), SeatSetup(NAMES[2], "normal")]
    hot = coteccio_table(p.app, seats, HouseRules(), 3)
    assert undo.person(hot) is None
    hot.closed()
    t = table(p, seed=7)
    for _ in range(400):  # to the end of the first hand
        if t.match.hands_played >= 1:
            break
        _to_my_card(p, t)
        if t.match.hands_played >= 1:
            break
        _play_a_card(p, t)
    last_deal = max(i for i, a in enumerate(t.match.actions) if type(a).__name__ == "Deal")
    at = undo.cut(t)
    assert at is None or at > last_deal  # never back across a hand's end
    m = t.match  # the first hand just scored: its last card played, nothing dealt yet
    scored = Match(m.players, m.rules, m.first_dealer)
    for action in m.actions:
        scored.apply(action)
        if not any(scored.hand(s) for s in range(m.players)):
            break
    assert any(getattr(a, "seat", None) == 0 for a in scored.actions[-m.players :])
    done = resume_table(p.app, Record(list(t.setup.names), scored, t.setup.meta()))
    assert undo.cut(done) is None


def test_the_record_keeps_what_was_taken_back_and_resumes_with_it(tmp_path):
    p = pilot()
    t = table(p, seed=7)
    _to_my_card(p, t)
    _play_a_card(p, t)
    undo.take_back(t)
    text = t.record_text()
    record = read_record(text)  # still a valid record of the same match
    assert record.match.actions == t.match.actions
    assert record.meta["undone"] == t.setup.undone and record.meta["undone"]
    again = resume_table(p.app, record)
    assert again.setup.undone == t.setup.undone  # a resumed match stays marked
    assert from_record(record).again().undone == []  # a new match starts unmarked


def test_the_statistics_count_a_match_with_an_undo(tmp_path):
    from tests.ui.support import play_to_the_end

    p = pilot()
    t = table(p, seed=2, rules=HouseRules(starting_lives=1))
    _to_my_card(p, t)
    _play_a_card(p, t)
    undo.take_back(t)
    play_to_the_end(p, t)
    text = t.record_text()
    assert json.loads(text)["meta"]["undone"]
    count_match(tmp_path, t.setup.names, t.match, text, [s.kind for s in t.setup.seats])
    stats, _msg = load_stats(tmp_path)
    undone = {who: row.count("undone") for who, row in stats.ranking("coteccio")}
    assert undone.pop(Who(NAMES[0])) == 1
    assert set(undone.values()) == {0} and all(who.level for who in undone)  # the computers
    plain = Stats()
    assert plain.add(t.setup.names, t.match, "k", kinds=[s.kind for s in t.setup.seats])
    assert plain.row("coteccio", Who(NAMES[0])).count("undone") == 0


def test_undo_in_another_game_rebuilds_the_same_hand():
    p = pilot()
    seats = [SeatSetup(NAMES[0])] + [SeatSetup(NAMES[i], "normal") for i in range(1, 4)]
    from coteccio_gui.ui.table.scene import TableScene

    t = TableScene(p.app, TableSetup("tressette", seats, None, 4))
    p.start(t)
    p.until(lambda: t.waiting_for_bottom() or isinstance(p.top, Dialog))
    while not t.waiting_for_bottom():
        p.key(pygame.K_RETURN)
        p.until(lambda: t.waiting_for_bottom() or isinstance(p.top, Dialog))
    hand, before = list(t.match.hand(0)), list(t.match.actions)
    legal = {a.card for a in t.match.legal_actions() if hasattr(a, "card")}
    i = next(i for i, c in enumerate(bottom_cards(t)) if c in legal)
    p.click(t.hand_rects()[i].center)
    p.until(lambda: len(t.match.actions) > len(before) or isinstance(p.top, Dialog))
    if isinstance(p.top, Dialog):  # a signal to choose with the lead: the first one
        p.key(pygame.K_RETURN)
    p.until(lambda: len(t.match.actions) > len(before))
    p.key(pygame.K_z, pygame.KMOD_CTRL)
    assert t.match.actions == before and list(t.match.hand(0)) == hand
    assert bottom_cards(t) == t.show.arrange(hand)


def test_the_coach_forgets_a_play_taken_back():
    p = pilot()
    t = table(p, seed=7)
    p.app.settings.coach = True
    _to_my_card(p, t)
    _play_a_card(p, t)
    assert len(t.coach.reviews.get(0, [])) == 1
    undo.take_back(t)
    assert t.coach.reviews.get(0, []) == []
