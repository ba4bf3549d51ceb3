"""A walk through every screen a player can reach, calling ``look()`` at each thing worth seeing.

The translation test walks it with a marking catalog (every drawn word must come from a
catalog); the layout test walks it in Italian and English at four window sizes, with the
longest names and seven seats (every text must fit its box and cover nothing).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pygame

from coteccio_gui import autosave, i18n
from coteccio_gui.engine import card_from_code
from coteccio_gui.games.coteccio import HouseRules, Match, Phase
from coteccio_gui.live import HUMAN
from coteccio_gui.record import dumps_record
from coteccio_gui.stats import count_match
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.chooser import FileChooser
from coteccio_gui.ui.screens.crash import CrashScene
from coteccio_gui.ui.screens.curtain import CurtainScene
from coteccio_gui.ui.screens.files import HistoryList
from coteccio_gui.ui.screens.history import HistoryScene
from coteccio_gui.ui.screens.menu import GameMenu
from coteccio_gui.ui.screens.rules import RulesScene
from coteccio_gui.ui.screens.settings import SettingsScene
from coteccio_gui.ui.screens.setup import SetupScene
from coteccio_gui.ui.screens.stats import StatsScene
from coteccio_gui.ui.screens.title import TitleScene
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.saves_support import finished_match, partial_match
from tests.ui.support import coteccio_table, set_match

Look = Callable[[str], None]
"""Called with a short name of what is on screen now."""

LONG_NAMES = [
    "Massimiliano",
    "Wilhelmina W",
    "Maria Grazia",
    "Gianfranco M",
    "Mariangelina",
    "Domenico Moi",
    "Annamaria Mo",
]
"""Seven names of 12 characters, the longest the set-up takes (W and M are wide)."""


# ---- prepared hands -------------------------------------------------------------------------


def _play(m: Match, hands: list[list[str]], until: Callable[[], bool]) -> None:
    """Deal ``hands`` and play them, each seat its cards in the order listed, until told."""
    m.deal_hands([[card_from_code(c) for c in hand] for hand in hands])
    while not until():
        seat = m.turn
        m.play(seat, card_from_code(hands[seat][len(m.tricks)]))


def capotto_seven() -> Match:
    """Seven seats; seat 0 leads and wins the first four tricks with the aces (and the fifth
    with the Re di coppe if it plays on)."""
    m = Match(7, first_dealer=6)
    low = "234567"
    hands = [["Ac", "Ad", "As", "Ab", "Rc"]]
    last = ["Cc", "Fc", "Rd", "Cd", "Fd", "Rs"]
    for seat in range(1, 7):
        hands.append([f"{low[seat - 1]}{suit}" for suit in "cdsb"] + [last[seat - 1]])
    _play(m, hands, lambda: m.phase is Phase.CAPOTTO)
    return m


def doctor_seven() -> Match:
    """Seven seats with one life; seat 0 is about to take the last trick and the most points."""
    m = Match(7, HouseRules(starting_lives=1), first_dealer=6)
    hands = [
        ["Ac", "2d", "3s", "4b", "Rc"],
        ["2c", "3d", "4s", "5b", "Ab"],
        ["3c", "4d", "5s", "6b", "Rd"],
        ["4c", "5d", "6s", "7b", "Rs"],
        ["5c", "6d", "7s", "Fb", "Fc"],
        ["6c", "7d", "Fs", "2b", "Ad"],
        ["7c", "Fd", "2s", "3b", "As"],
    ]
    _play(m, hands, lambda: m.turn == 0 and len(m.tricks) == 4)
    return m


# ---- folders ----------------------------------------------------------------------------------


def fill_folder(data: Path, names: list[str]) -> None:
    """A saved match, finished matches in the history and statistics, all with ``names``."""
    (data / "history").mkdir(parents=True, exist_ok=True)
    kinds = [HUMAN] + ["expert", "normal", "hard", "easy", "normal", "normal"]
    for seed, players in ((2, 7), (4, 4)):
        m = finished_match(seed=seed, players=players)
        text = dumps_record(names[:players], m, {"seats": kinds[:players], "seed": seed})
        (data / "history" / f"match-{seed}.json").write_text(text, "utf-8")
        count_match(data, names[:players], m, text, kinds[:players])
    saved = partial_match(150, seed=5, players=7)
    text = dumps_record(names[:7], saved, {"seats": kinds, "seed": 5})
    (data / autosave.AUTOSAVE).write_text(text, "utf-8")
    (data / "exports").mkdir(exist_ok=True)
    (data / "exports" / "not-a-record.json").write_text(json.dumps({"x": 1}), "utf-8")


# ---- the walk ---------------------------------------------------------------------------------


def _press(p: Pilot, key: int, look: Look, what: str) -> None:
    p.key(key)
    look(what)


def _table(
    p: Pilot, names: list[str], kinds: list[str], rules: HouseRules, seed: int
) -> TableScene:
    seats = [SeatSetup(n, k) for n, k in zip(names, kinds, strict=True)]
    t = coteccio_table(p.app, seats, rules, seed)
    p.start(t)
    return t


def _put(p: Pilot, t: TableScene, m: Match) -> TableScene:
    return set_match(p, t, m)


def walk_title_and_lists(p: Pilot, look: Look) -> None:
    """The title and everything its buttons open (and three lines into each)."""
    title = TitleScene(p.app)
    p.start(title)
    look("title")
    labels = [b.label for b in title.group.buttons]
    for i, label in enumerate(labels):
        if label == i18n._("Quit"):
            continue
        title = TitleScene(p.app)
        p.start(title)
        title.group.focus = i
        p.key(pygame.K_RETURN)
        p.step(6)  # the lists read their summaries
        look(f"from the title: {label}")
        for _ in range(3):
            _press(p, pygame.K_DOWN, look, f"from the title: {label}, a line down")
        if isinstance(p.top, TableScene):
            p.step(30)
            look("a resumed match")
            p.start(TitleScene(p.app))
            continue
        p.key(pygame.K_ESCAPE)
    lst = HistoryList(p.app)
    p.start(lst)
    p.step(10)
    for entry in list(lst.entries):
        p.start(lst)
        lst.selected = lst.entries.index(entry)
        p.key(pygame.K_RETURN)
        history = p.top
        if not isinstance(history, HistoryScene):
            look("a history line that is no record")
            continue
        for index in range(0, len(history.steps), max(1, len(history.steps) // 5)):
            history.go(index)
            look(f"history step {index}")
        history.go(len(history.steps) - 1)
        look("history, last step")
    chooser = FileChooser(p.app)
    p.start(chooser)
    look("file chooser")
    p.key(pygame.K_RETURN)
    look("file chooser, a file that is no record")
    stats = StatsScene(p.app)
    p.start(stats)
    look("statistics")
    stats.ask_reset()
    p.step()
    look("statistics: reset?")


def walk_setup_rules_settings(p: Pilot, look: Look, names: list[str]) -> None:
    """The set-up with seven seats and the names, the rules to the end, the settings."""
    setup = SetupScene(p.app)
    p.start(setup)
    for i, name in enumerate(names):
        setup.seats[i][0] = name
    for _ in range(3):
        p.key(pygame.K_RIGHT)  # up to seven seats
    look("set-up, seven seats")
    for _ in range(len(setup.form.rows)):
        p.key(pygame.K_RIGHT)
        _press(p, pygame.K_DOWN, look, "set-up, a line down")
    setup.error = i18n._("Two players have the same name: please give each seat its own.")
    p.app.dirty = True
    look("set-up, an error")
    rules = RulesScene(p.app)
    p.start(rules)
    look("rules")
    for _ in range(30):
        _press(p, pygame.K_PAGEDOWN, look, "rules, a page down")
    settings = SettingsScene(p.app)
    p.start(settings)
    look("settings")
    for _ in range(len(settings.form.rows)):
        _press(p, pygame.K_DOWN, look, "settings, a line down")


def walk_a_match(
    p: Pilot, look: Look, names: list[str], players: int, seed: int, hands: int = 99
) -> None:
    """A solo match (to its end, or ``hands`` hands): every kind of frame at the table, the
    menu, tips, the summaries."""
    kinds = [HUMAN] + ["normal", "easy", "normal", "hard", "normal", "easy"][: players - 1]
    t = _table(p, names[:players], kinds, HouseRules(starting_lives=1), seed)
    seen_peek = seen_menu = seen_sheet = False
    for frame in range(6000):
        top = p.top
        if t.match.phase is Phase.FINISHED and isinstance(top, Dialog):
            look("the end of the match")
            break
        if t.match.hands_played >= hands and isinstance(top, Dialog):
            look(f"{type(top).__name__}: {top.title}")
            return
        if isinstance(top, (Dialog, CurtainScene)):
            look(f"{type(top).__name__}: {getattr(top, 'title', '')}")
            p.key(pygame.K_RETURN)
        elif top is t and t.waiting_for_bottom():
            look("your turn")
            if not seen_peek:
                _press(p, pygame.K_l, look, "the last trick")
                p.key(pygame.K_l)
                seen_peek = bool(t.show.last_trick)
            if not seen_menu:
                _press(p, pygame.K_ESCAPE, look, "the menu")
                p.key(pygame.K_ESCAPE)
                seen_menu = True
            if t.match.hands_played and not seen_sheet:
                _press(p, pygame.K_s, look, "the score sheet")
                p.key(pygame.K_ESCAPE)
                seen_sheet = True
            p.key(pygame.K_RIGHT)
            _press(p, pygame.K_RETURN, look, "a card, or why not")
            p.key(pygame.K_LEFT)
            p.key(pygame.K_RETURN)
        else:
            p.step()
            if frame % 12 == 0:
                look("the table moving")
    assert t.match.phase is Phase.FINISHED


def walk_special_hands(p: Pilot, look: Look, names: list[str]) -> None:
    """Capotto and the doctor with seven seats, a hot-seat curtain, notices, the crash dialog."""
    kinds7 = [HUMAN] + ["normal"] * 6
    t = _table(p, names[:7], kinds7, HouseRules(), 1)
    t = _put(p, t, capotto_seven())
    p.until(lambda: isinstance(p.top, Dialog))
    look("capotto?")
    dialog = p.top
    p.click(dialog.group.buttons[1].rect.center)  # play the last card
    p.until(lambda: isinstance(p.top, Dialog))
    look("the summary after a capotto")
    t = _table(p, names[:7], kinds7, HouseRules(starting_lives=1), 1)
    t = _put(p, t, doctor_seven())
    p.until(t.waiting_for_bottom)
    look("the last trick to play")
    p.key(pygame.K_RETURN)
    for _ in range(8):
        p.until(lambda: isinstance(p.top, Dialog) or t.waiting_for_bottom())
        if p.top is t:
            break
        look(f"after the doctor's hand: {getattr(p.top, 'title', 'a tip')}")
        p.key(pygame.K_RETURN)
    # A capotto the computer decides: the table says it.
    t = _table(p, names[:7], ["normal"] * 6 + [HUMAN], HouseRules(), 1)
    t = _put(p, t, capotto_seven())
    for _ in range(200):
        p.step()
        if t.message:
            look("a computer's capotto")
            break
    # Hot-seat: the curtain, and its menu.
    kinds = [HUMAN, HUMAN] + ["normal"] * 5
    t = _table(p, names[:7], kinds, HouseRules(), 3)
    p.until(lambda: isinstance(p.top, CurtainScene))
    look("the curtain")
    p.key(pygame.K_ESCAPE)
    assert isinstance(p.top, GameMenu)
    look("the menu over the curtain")
    p.key(pygame.K_ESCAPE)
    p.key(pygame.K_RETURN)
    for _ in range(3000):  # on to the curtain for the second person (a wide name)
        if isinstance(p.top, CurtainScene):
            break
        p.key(pygame.K_RETURN) if t.waiting_for_bottom() else p.step()
    look("the curtain for the second person")
    p.key(pygame.K_RETURN)
    p.until(t.waiting_for_bottom)
    p.app.notices.add(i18n._("Your unfinished match was kept in the History."))
    p.app.notices.add(
        i18n._("Your settings could not be saved ({why}).").format(why="Permission denied")
    )
    p.step()
    look("notices over the table")
    p.app.log_path = Path("/home/someone/.local/state/Coteccio/log/coteccio.log")
    p.start(CrashScene(p.app, "ZeroDivisionError: division by zero (table.py, line 1)", True))
    look("the crash dialog")


def walk_terziglio(p: Pilot, look: Look, names: list[str]) -> None:
    """Terziglio's own dialogs and prompts: the bid, the call, the card to give, the discards,
    a hand to its summary; the share of a scegliete monte; its set-up and rules."""
    import random

    from coteccio_gui.games.terziglio.actions import Bid, Contract
    from coteccio_gui.games.terziglio.match import Terziglio

    def table(m: Terziglio) -> TableScene:
        seats = [SeatSetup(names[0])] + [SeatSetup(n, "easy") for n in names[1:3]]
        t = TableScene(p.app, TableSetup("terziglio", seats, None, 4), match=m)
        p.start(t)
        return t

    m = Terziglio(3, None, 0)
    m.deal(random.Random(5))
    m.apply(Bid(1, None))
    m.apply(Bid(2, None))  # the first person's bid ends the auction
    t = table(m)
    asked, prompts = 0, set()
    for _ in range(20_000):
        top = p.top
        if isinstance(top, Dialog):
            look(f"terziglio: {getattr(top, 'title', 'a tip')}")
            asked += isinstance(top, Dialog)
            if isinstance(top, Dialog) and top.rows:
                break  # the end of the hand
            if isinstance(top, Dialog) and m.phase.value == "bid":
                p.key(pygame.K_RIGHT)  # chiamo
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom():
            look(f"terziglio: {m.phase.value}")
            prompts.add(m.phase.value)
            p.key(pygame.K_RETURN)  # the selected card: given, discarded or played
        else:
            p.step()
    assert asked >= 3 and {"give", "discard", "play"} <= prompts, (asked, prompts)
    m = Terziglio(3, None, 1)
    m.deal(random.Random(3))
    m.apply(Bid(2, Contract.SCEGLIETE))  # the first person shares the monte
    table(m)
    p.until(lambda: isinstance(p.top, Dialog))
    look("terziglio: the share of the monte")
    p.start(SetupScene(p.app, "terziglio"))
    look("terziglio: the set-up")
    p.start(RulesScene(p.app, "terziglio"))
    for _ in range(12):
        _press(p, pygame.K_PAGEDOWN, look, "terziglio: the rules, a page down")


def _one_hand(p: Pilot, look: Look, names: list[str], game: str, kinds: list[str],
              rules: object, seed: int, claim: bool = False) -> set[str]:  # fmt: skip
    """A hand of ``game`` with a person at the first seat, to its summary: every dialog and
    prompt looked at; dialogs get their default (Zifuli's bidding: the first card to call),
    cards the selected one. ``claim``: the choices by C at the fourth trick. The titles seen."""
    seats = [SeatSetup(names[i], k) for i, k in enumerate(kinds)]
    t = TableScene(p.app, TableSetup(game, seats, rules, seed))
    p.start(t)
    titles: set[str] = set()
    for _ in range(40_000):
        top = p.top
        if isinstance(top, Dialog):
            title = getattr(top, "title", "a tip")
            look(f"{game}: {title}")
            titles.add(title)
            if isinstance(top, Dialog) and top.rows:
                _sheet_from(p, look, game)
                return titles  # the end of the hand
            if isinstance(top, Dialog) and game == "zifuli" and t.match.phase.value == "bid":
                p.key(pygame.K_RIGHT)  # call a card rather than pass
            claiming = [b for b in top.group.buttons if b.label == i18n._("Claim the game")]
            if claim and claiming and "a claim asked about" not in titles:
                titles.add("a claim asked about")  # short of the target: the question
                p.click(claiming[0].rect.center)
                continue
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom():
            look(f"{game}: the turn")
            if t.tips.showing is not None:
                titles.add("a tip")  # beside the table, looked at with the turn
            if claim and "claim" not in titles and len(t.match.tricks) == 3:
                titles.add("claim")
                p.key(pygame.K_c)  # the choices by key: a claim (Enter never makes one)
                continue
            bar = t.signals.buttons()
            if len(bar) > 1 and "the lead signal" not in titles:
                titles.add("the lead signal")  # beside the hand: a signal chosen, then the lead
                p.click(bar[1].rect.center)
                look(f"{game}: a lead signal chosen")
            p.key(pygame.K_RETURN)  # the selected card
        else:
            p.step()
    raise AssertionError(f"{game}: the hand never ended ({titles})")


def _sheet_from(p: Pilot, look: Look, game: str) -> None:
    """The score sheet from the end-of-hand summary (its last button), and back."""
    summary = p.top
    assert isinstance(summary, Dialog)
    summary.group.focus = len(summary.group.buttons) - 1
    p.key(pygame.K_RETURN)
    look(f"{game}: the score sheet")
    p.key(pygame.K_ESCAPE)


def _setup_and_rules(p: Pilot, look: Look, game: str) -> None:
    p.start(SetupScene(p.app, game))
    look(f"{game}: the set-up")
    p.start(RulesScene(p.app, game))
    for _ in range(12):
        _press(p, pygame.K_PAGEDOWN, look, f"{game}: the rules, a page down")


def walk_tressette(p: Pilot, look: Look, names: list[str]) -> None:
    """Tressette's and Tressette in due's dialogs and prompts: the choices at a turn (buon
    gioco, annulling, a claim by C), the lead's signal, the call of the chiamata del Tre, a hand
    to its summary, the stock; their set-ups and rules."""
    from coteccio_gui.games.tressette.rules import PRESETS

    four = ["human", "easy", "easy", "easy"]
    seen = _one_hand(p, look, names, "tressette", four, None, 3, claim=True)
    seen |= _one_hand(p, look, names, "tressette", four, PRESETS["chiamata"], 11)  # a call
    seen |= _one_hand(p, look, names, "tressette-in-due", ["human", "easy"], None, 7)
    assert len(seen) >= 5, seen
    for game in ("tressette", "tressette-in-due"):
        _setup_and_rules(p, look, game)


def walk_cucco(p: Pilot, look: Look, names: list[str]) -> None:
    """Cöch with four people and with two (each playing a dummy's open hand), Zifuli's bidding
    and its secret partner, a hand of each to its summary; their set-ups and rules."""
    seen = _one_hand(p, look, names, "coch", ["human", "easy", "easy", "easy"], None, 3)
    seen |= _one_hand(p, look, names, "coch", ["human", "easy"], None, 4)
    seen |= _one_hand(p, look, names, "zifuli", ["human"] + ["easy"] * 4, None, 5)
    assert len(seen) >= 3, seen
    for game in ("coch", "zifuli"):
        _setup_and_rules(p, look, game)


def walk_every_screen(p: Pilot, look: Look, names: list[str], players: tuple[int, ...]) -> None:
    """Every screen: title and lists, set-up, rules, settings, matches, special hands."""
    walk_title_and_lists(p, look)
    walk_setup_rules_settings(p, look, names)
    for n in players:
        walk_a_match(p, look, names, n, seed=2, hands=99 if n == players[0] else 2)
    walk_terziglio(p, look, names)
    walk_tressette(p, look, names)
    walk_cucco(p, look, names)
    walk_special_hands(p, look, names)
