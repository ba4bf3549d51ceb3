"""Tressette and Tressette in due at the table: the chiamata del Tre never shows the secret
partner before the called card is played; the stock of Tressette in due is counted and every
drawn card named; claims and signals; the words fit (the walk from the title to the history and
the statistics is in test_every_game_walk.py)."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.games.tressette.actions import Signal
from coteccio_gui.games.tressette.cards import points
from coteccio_gui.games.tressette.rules import PRESETS
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.core.theme import GOLD
from coteccio_gui.ui.games.tressette.choices import claim_reach, known_total
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.rules import RulesScene
from coteccio_gui.ui.table.frame import frame_of
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.saves_support import home
from tests.ui.layout_check import layout_problems
from tests.ui.support import button_center, click_a_legal_card


def _table(p: Pilot, game: str, kinds: list[str], rules, seed: int) -> TableScene:
    names = ["Anna", "Bruno", "Carla", "Dario"][: len(kinds)]
    seats = [SeatSetup(n, k) for n, k in zip(names, kinds, strict=True)]
    t = TableScene(p.app, TableSetup(game, seats, rules, seed))
    p.start(t)
    return t


def test_the_chiamata_never_shows_the_partner_before_the_called_card_is_played(
    monkeypatch, tmp_path
):
    home(monkeypatch, tmp_path)
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = _table(p, "tressette", ["human", "easy", "easy", "easy"], PRESETS["chiamata"], 3)
    secret = known = calls = 0
    for _ in range(60_000):
        m = t.match
        if m.called is not None and m.caller >= 0 and not t.queue:
            p.screenshot()
            panels = [look.text for _spot, look in frame_of(t).seats]
            info = t.look.info(t.show.board, m, t.faces)
            if not m.revealed:
                secret += 1
                assert "Partner: secret" in info
                assert not any(text.startswith("partner:") for text in panels)
                assert "held the called card" not in t.message
                assert sum(text.startswith("caller:") for text in panels) == 1
            elif t.show.board.partner is not None:
                known += 1
                assert "Partner: known" in info
                assert panels[m.partner].startswith("partner:")
        top = p.top
        if isinstance(top, Dialog):
            if top.title == "Call a card":
                calls += 1
                assert m.turn == 0 and len(top.group.buttons) == len(m.legal_actions())
            if t.ended:
                break
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom():
            click_a_legal_card(p, t)
        else:
            p.step()
    assert secret > 20 and known > 20 and calls


def test_tressette_in_due_counts_the_stock_and_names_each_card_drawn(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = _table(p, "tressette-in-due", ["human", "easy"], None, 4)
    stocks, drawn = [], set()
    for _ in range(60_000):
        info = t.look.info(t.show.board, t.match, t.faces)
        stock = next((line for line in info if line.startswith("Stock")), None)
        if stock is not None and (not stocks or stocks[-1] != stock):
            stocks.append(stock)
        if " draws the " in t.message:
            drawn.add(t.message)
        top = p.top
        if isinstance(top, Dialog):
            assert not top.title.startswith("Lead the")  # no partner, no signals
            if t.ended or top.title.startswith("End of hand"):
                break
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom():
            click_a_legal_card(p, t)
        else:
            p.step()
    assert stocks[:3] == ["Stock: 20 cards", "Stock: 18 cards", "Stock: 16 cards"]
    assert "Stock: empty" in stocks and "Stock: 0 cards" not in stocks
    # each message names both cards drawn after a trick: the winner's first
    assert len(drawn) >= 9 and all(m.count(" draws the ") == 2 for m in drawn)


def test_c_offers_a_claim_short_of_the_count_asks_first_and_a_secret_partner_makes_it_right(
    monkeypatch, tmp_path
):
    """With the chiamata a secret partner's tricks may make a claim right that the person's own
    count says is short: it is offered, asked about first ("no" the default), and judged by
    the side's true count (the words of a wrong claim: test_rules_words.py)."""
    home(monkeypatch, tmp_path)
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = _table(p, "tressette", ["human", "easy", "easy", "easy"], PRESETS["chiamata"], 5)
    m = t.match

    def may_be_more() -> bool:  # the person's count may be more than it is: a partner unknown
        seen = t.look.seen(m, 0)
        return seen.partner is None and claim_reach(seen) > sum(known_total(seen))

    for _ in range(30_000):
        if p.top is t and t.waiting_for_bottom() and may_be_more():
            break
        if isinstance(p.top, Dialog) or t.waiting_for_bottom():
            p.key(pygame.K_RETURN)
        else:
            p.step()
    target = m.rules.target
    m.score[0] = target - 1 - known_total(t.look.seen(m, 0))[1]  # one short by the count
    t.look._seen = None  # the view is made again (it is kept while no action is taken)
    p.key(pygame.K_c)
    dialog = p.top
    assert isinstance(dialog, Dialog) and dialog.title == "Your choices"
    labels = [b.label for b in dialog.group.buttons]
    assert labels[-2:] == ["Claim the game", "Play a card"]
    assert dialog.group.focus == len(labels) - 1  # Enter never claims short of the target
    assert any(line.startswith(f"By your count you have {target - 1} (") for line in dialog.lines)
    p.click(button_center(dialog, "Play a card"))
    assert p.top is t and t.waiting_for_bottom()
    p.key(pygame.K_c)
    actions = len(m.actions)
    p.click(button_center(p.top, "Claim the game"))
    sure = p.top  # a claim short by the person's count asks first, and "no" is the default
    assert isinstance(sure, Dialog) and sure.title.startswith(f"Claim the game with {target - 1}")
    p.key(pygame.K_RETURN)
    assert p.top is t and len(m.actions) == actions and m.outcome() is None
    right = m.score[0] + points(m.side_thirds(0)) >= target  # the partner's tricks count too
    p.key(pygame.K_c)
    p.click(button_center(p.top, "Claim the game"))
    p.click(button_center(p.top, "Yes"))
    p.until(lambda: t.ended)
    assert type(m.actions[-1]).__name__ == "Claim"
    assert (0 in m.outcome().winners) == right and right  # seed 5: the partner took the point
    assert isinstance(p.top, Dialog)
    assert p.top.lines[0] == "A right claim wins the game, for 1 stake."


def test_a_lead_signal_is_chosen_beside_the_hand_and_goes_with_the_card(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    t = _table(p, "tressette", ["human", "easy", "easy", "easy"], None, 3)
    for _ in range(20_000):  # until Anna leads a trick
        if isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom() and not t.match.trick:
            break
        elif t.waiting_for_bottom():
            click_a_legal_card(p, t)
        else:
            p.step()
    before = len(t.match.hand(0))
    assert not isinstance(p.top, Dialog)  # no dialog asks at the lead: the bar waits beside
    labels = [b.label for b in t.signals.buttons()]
    assert labels[:2] == ["No signal", "Busso"]
    assert frame_of(t).signals[0][1]  # "No signal" is the one chosen
    p.click(next(b for b in t.signals.buttons() if b.label == "Busso").rect.center)
    assert len(t.match.hand(0)) == before and t.signals.chosen is Signal.BUSSO
    assert [chosen for _b, chosen in frame_of(t).signals][:2] == [False, True]
    click_a_legal_card(p, t)
    p.step()
    assert t.message.startswith("Anna leads the ") and t.message.endswith(
        "busso: take it if you can, and come back."
    )
    assert t.match.signals[0][1:] == (0, Signal.BUSSO)
    # Every seat sees the signal on the led card too: a gold tag at its top, while it lies there.
    assert frame_of(t).marks == {0: "Busso"}
    lay = t.layout
    card = pygame.Rect(0, 0, int(lay.trick_height * 0.62), lay.trick_height)
    card.center = lay.spots[0].trick
    top = card.copy()
    top.height = card.height // 4
    shot = p.screenshot()
    gold = sum(1 for x in range(top.left, top.right) for y in range(top.top, top.bottom)
               if tuple(shot.get_at((x, y)))[:3] == GOLD)  # fmt: skip
    assert gold > 100, f"no tag on the led card ({gold} gold pixels)"
    taken = len(t.show.tricks)
    for _ in range(20_000):  # the trick is taken: the tag goes with it
        if len(t.show.tricks) > taken or isinstance(p.top, Dialog):
            break
        p.step()
    assert 0 not in frame_of(t).marks


@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("game", ["tressette", "tressette-in-due"])
def test_tressette_words_fit_at_a_small_and_a_large_window(monkeypatch, tmp_path, language, game):
    home(monkeypatch, tmp_path)
    i18n.set_language(language)
    try:
        for size in ((900, 600), (1920, 1080)):
            p = Pilot(size, Settings(speed=Speed.INSTANT, tips=True, language=language))
            names = ["Massimiliano", "Mariangelina", "Wilhelmina W", "Bartolomeo"]
            n = 4 if game == "tressette" else 2
            seats = [SeatSetup(names[0])] + [SeatSetup(x, "easy") for x in names[1:n]]
            t = TableScene(p.app, TableSetup(game, seats, None, 9))
            p.start(t)
            window = pygame.Rect((0, 0), size)
            problems: list[str] = []
            ends = asked = 0
            for _ in range(40_000):
                top = p.top
                if isinstance(top, Dialog):
                    p.screenshot()
                    problems += layout_problems(p.app.drawn, window)
                    if isinstance(top, Dialog) and (top.rows or t.ended):
                        ends += 1
                        break
                    p.key(pygame.K_RETURN)
                elif t.waiting_for_bottom():
                    p.screenshot()
                    problems += layout_problems(p.app.drawn, window)
                    if not asked:  # the person's choices, opened with C
                        asked += 1
                        p.key(pygame.K_c)
                        continue
                    click_a_legal_card(p, t)
                else:
                    p.step()
            assert ends and asked
            p.app.push(RulesScene(p.app, game, t.match.rules))
            for _ in range(14):
                p.screenshot()
                problems += layout_problems(p.app.drawn, window)
                p.key(pygame.K_PAGEDOWN)
            assert sorted(set(problems)) == []
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game", ["tressette", "tressette-in-due"])
def test_a_hot_seat_table_shows_each_hand_and_each_choice_only_to_its_owner(
    monkeypatch, tmp_path, game
):
    home(monkeypatch, tmp_path)
    p = Pilot((1280, 800), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    kinds = ["human", "human", "easy", "easy"] if game == "tressette" else ["human", "human"]
    t = _table(p, game, kinds, None, 5)
    curtains = asked = 0
    for _ in range(20_000):
        top = p.top
        if type(top).__name__ == "CurtainScene":
            t.painter.face_up = set()
            p.screenshot()
            assert not (t.painter.face_up & {0, 1})  # behind the curtain, no person's hand
            curtains += 1
            p.key(pygame.K_RETURN)
            assert t.turns.viewer == t.match.turn
        elif isinstance(top, Dialog):
            if top.title in ("Your choices",) or top.title.startswith("Lead the"):
                # a person's own choices are asked of them alone, their hand alone face up
                assert t.turns.viewer == t.match.turn
                t.painter.face_up = set()
                p.screenshot()
                assert t.painter.face_up == {t.turns.viewer}
                asked += 1
            if t.ended:
                break
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom():
            t.painter.face_up = set()
            p.screenshot()
            assert t.painter.face_up == {t.turns.viewer}
            if not asked:
                p.key(pygame.K_c)  # the choices, asked for
                continue
            click_a_legal_card(p, t)
        else:
            p.step()
        if curtains >= 8 and asked >= 2:
            break
    assert curtains >= 8 and asked >= 2
