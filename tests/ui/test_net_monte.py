"""The monte at the network table as at the local table, over a real loopback server: the
bid buttons leave Terziglio's face-down monte in sight (small and large windows); a monte a
computer takes lies face up long enough to be seen, while a person who takes it is not held
up; the monte taken with the last trick lies face up with its taker until the next deal
(Rovescino, Terziglio). Every frame watched draws face up only the cards the seat's own
events hold."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from coteccio_gui.ui.net.frame import frame_of
from coteccio_gui.ui.net.lying import HAND_END_S, TURNED_UP_S
from coteccio_gui.ui.net.moves import NetShow
from coteccio_gui.ui.net.table import NetTableScene

from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.board import spreads
from coteccio_gui.ui.board.spreads import Spread
from coteccio_gui.ui.core import theme
from coteccio_gui.ui.pilot import FRAME_S, Pilot
from tests.ui.net_support import host_and_join, texts
from tests.ui.test_net_lying import seeded
from tests.ui.test_net_table import events, ready

Watch = Callable[[int, NetTableScene], None]


def windows_of(tmp_path: Path, size: tuple[int, int], speed: Speed) -> list[Pilot]:
    """A host's window and a guest's of ``size`` (one display: the same size for both)."""
    out = []
    for who in ("host", "guest"):
        p = Pilot(size, Settings(tips=False, speed=speed))
        p.app.data_folder = tmp_path / who
        out.append(p)
    return out


@pytest.fixture
def made() -> Iterator[list[list[Pilot]]]:
    """The windows a test makes, each left at the title afterwards."""
    kept: list[list[Pilot]] = []
    yield kept
    for pair in kept:
        for p in pair:
            p.app.replace(p.app.nav.make("title"))


def monte(t: NetTableScene) -> Spread | None:
    """The monte the window draws now."""
    return next((s for s in frame_of(t).spreads if s.label.startswith("Monte")), None)


def click_a_choice(p: Pilot, rng: random.Random, bids: dict[int, str]) -> None:
    """The person acts: the bid ``bids`` names for their seat (else Pass), or a raised card
    (a card to give, discard or play), or any button."""
    t: NetTableScene = p.top
    if t.view.get("phase") == "bid":
        labels = {b.label: b for b in t.group.buttons}
        button = labels.get(bids.get(t.bottom, "Pass"), labels["Pass"])
        p.click(button.rect.center)
        return
    cards = [rect for card, rect in t.hand_rects() if card in t.plays()]
    p.click(rng.choice(cards or [b.rect for b in t.group.buttons]).center)


def drive(
    pair: list[Pilot], watch: Watch, done: Callable[[], bool], bids: dict[int, str] | None = None
) -> None:
    """Both windows step one frame at a time (``watch`` sees each frame); a person acts as soon
    as the window lets them, until ``done()`` (AssertionError if it never comes)."""
    rng, end = random.Random(7), time.monotonic() + 240
    while not done():
        assert time.monotonic() < end, "the windows never got there"
        for who, p in enumerate(pair):
            p.step()
            t: NetTableScene = p.top
            watch(who, t)
            if ready(t)() and t.state["event"] != t.sent:
                click_a_choice(p, rng, bids or {})
        time.sleep(0.002)


def codes(t: NetTableScene, cards: tuple[Any, ...]) -> list[str | None]:
    """Cards as codes (None: face down)."""
    return [None if c is None else t.code(c) for c in cards]


def face_up(p: Pilot, kind: str, taker: str = "") -> int:
    """1 if the window draws the monte face up now, else 0; face up, it shows the cards of the
    seat's last ``kind`` event, labelled with ``taker`` (else that event's seat)."""
    t: NetTableScene = p.top
    shown = monte(t)
    if shown is None or all(c is None for c in shown.cards):
        return 0
    told = events(p, kind)
    assert told and codes(t, shown.cards) == told[-1]["cards"]  # what the seat was shown
    assert shown.label == f"Monte: {taker or t.names[told[-1]['seat']]}"
    return 1


@pytest.mark.parametrize("size", [(900, 600), (1600, 1000)])
def test_the_bid_buttons_leave_terziglio_s_face_down_monte_in_sight(
    tmp_path: Path, made: list[list[Pilot]], monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    seeded(monkeypatch, 3)
    pair = windows_of(tmp_path, size, Speed.INSTANT)
    made.append(pair)
    host_and_join(pair[0], pair[1], "terziglio", 3)
    seen: set[int] = set()
    """The windows whose bid buttons were looked at (each person then passes)."""

    def watch(who: int, t: NetTableScene) -> None:
        if who in seen or not ready(t)() or t.view.get("phase") != "bid":
            return
        found = monte(t)
        assert found is not None and found.cards == (None,) * 4  # face down as dealt
        s = theme.ui_scale(size)
        laid = spreads.place(t.layout, frame_of(t).spreads, s)
        lying = [r for sp in laid for r in (*sp.rects, sp.label)]
        rects = [b.rect for b in t.group.buttons]
        assert [b.label for b in t.group.buttons][0] == "Pass" and len(rects) >= 4
        panel = rects[0].unionall(rects[1:]).inflate(int(24 * s), int(24 * s))  # as drawn
        assert panel.collidelist(lying) < 0, (panel, lying)  # the monte stays in sight
        assert pair[who].app.screen.get_rect().contains(panel)
        hand = [r for _c, r in t.hand_rects()]
        assert hand and panel.collidelist(hand) < 0  # and so does the hand
        seen.add(who)

    drive(pair, watch, lambda: seen == {0, 1})


def test_a_monte_a_computer_takes_lies_face_up_long_enough_then_the_hand_end_monte(
    tmp_path: Path, made: list[list[Pilot]], monkeypatch: pytest.MonkeyPatch
) -> None:
    seeded(monkeypatch, 0)  # both people pass: Carla (a computer) calls and takes the monte
    pair = windows_of(tmp_path, (1280, 800), Speed.FAST)
    made.append(pair)
    host_and_join(pair[0], pair[1], "terziglio", 3)
    up = [0, 0]
    """Frames each window drew the taken monte face up, labelled with its taker."""
    ended: list[dict[int, tuple[list[str | None], str]]] = [{}, {}]
    """Each window's monte at the end of each hand: (its cards, its label)."""
    blind: list[list[str]] = []
    """What a window showed while the update already asked for the next hand's bid."""

    def watch(who: int, t: NetTableScene) -> None:
        shown = monte(t)
        if shown is not None and t.moves.aside is not None and t.moves.aside.ended:
            hand = len(events(pair[who], "HandScored")) - 1  # the hand is over
            ended[who][hand] = (codes(t, shown.cards), shown.label)
            if t.group.buttons:  # the next hand's bid, asked before its cards are dealt
                blind.append(texts(pair[who]))
            return
        up[who] += face_up(pair[who], "MonteShown", "Carla")

    drive(pair, watch, lambda: all(ended))
    held = TURNED_UP_S * 0.45  # at the fast speed
    assert all(n * FRAME_S >= held - FRAME_S for n in up), up  # not a blink: as held locally
    for who, p in enumerate(pair):  # at the end of the hand: with the last trick's taker
        t: NetTableScene = p.top
        scored = events(p, "HandScored")[0]
        tricks = [e for e in events(p, "TrickWon") if e["number"] == 11]
        cards, label = ended[who][0]
        assert cards == scored["monte"] and len(cards) == 4  # face up only what it holds
        assert label == f"Monte: {t.names[tricks[0]['seat']]}"
    assert blind and not [shown for shown in blind if "Pass" in shown]  # no bid before the deal
    # a window that falls behind (its history shown at once, Carla's four discards with her
    # monte, as real windows get them) still shows and holds the monte
    g: NetTableScene = pair[1].top
    history = g.session.client.client.history
    kinds = [[e["kind"] for e in h["events"]] for h in history]
    turned = next(i for i, k in enumerate(kinds) if "MonteShown" in k)
    discarded = max(i for i, k in enumerate(kinds[: turned + 6]) if "Discarded" in k)
    assert discarded > turned
    behind = NetShow(g.seating, lambda: g.layout, lambda: (1.0, 1.0), lambda _n: None, lambda: True)
    behind.follow(g.state, history[: discarded + 1])
    assert behind.aside is not None and behind.aside.taker == 2
    assert codes(g, behind.aside.cards) == events(pair[1], "MonteShown")[0]["cards"]
    frames = 0
    while behind.aside is not None and frames < 1000:
        behind.tick(FRAME_S)
        frames += 1
    assert TURNED_UP_S <= frames * FRAME_S + FRAME_S < 1000 * FRAME_S


def test_a_person_who_takes_the_monte_is_not_held_up_the_other_window_holds_it(
    tmp_path: Path, made: list[list[Pilot]], monkeypatch: pytest.MonkeyPatch
) -> None:
    seeded(monkeypatch, 0)
    pair = windows_of(tmp_path, (1280, 800), Speed.NORMAL)
    made.append(pair)
    host, guest = pair
    host_and_join(host, guest, "terziglio", 3)
    up = [0, 0]
    waited = [0]
    """Frames the guest's window, holding the taken monte, kept Gianni from discarding."""

    def watch(who: int, t: NetTableScene) -> None:
        shown = monte(t)
        if shown is None or shown.label != "Monte: Gianni" or None in shown.cards:
            return
        up[who] += 1
        if who == 1 and not ready(t)():
            waited[0] += 1

    gianni = guest.top

    def discarded() -> bool:  # Gianni took the monte and discarded, and both windows show it
        playing = gianni.view.get("soloist") == 1 and gianni.view["phase"] == "play"
        return playing and not host.top.moving() and not gianni.moving()

    drive(pair, watch, discarded, {1: "Bid: Solo"})
    assert gianni.view["contract"] == "solo"
    assert waited[0] * FRAME_S <= 0.2, waited  # the person's own: at once, no pause
    assert up[0] * FRAME_S >= TURNED_UP_S - FRAME_S, up  # the host's window lets it be seen


def test_rovescino_s_monte_lies_face_up_with_its_taker_after_the_last_trick(
    tmp_path: Path, made: list[list[Pilot]], monkeypatch: pytest.MonkeyPatch
) -> None:
    seeded(monkeypatch, 3)
    pair = windows_of(tmp_path, (1280, 800), Speed.FAST)
    made.append(pair)
    host_and_join(pair[0], pair[1], "rovescino", 3)
    up = [0, 0]

    def watch(who: int, t: NetTableScene) -> None:
        if face_up(pair[who], "MonteTaken"):
            up[who] += 1
            frame = frame_of(t)  # the hand it ends, not yet its score nor the next hand
            assert frame.info[-1] == "Hand 1" and {look.right for _, look in frame.seats} == {"0"}

    def dealt_again() -> bool:
        return all(
            len(events(p, "HandDealt")) >= 2 and not p.top.session.changed() and not p.top.moving()
            for p in pair
        )

    drive(pair, watch, dealt_again)
    assert all(n * FRAME_S >= HAND_END_S * 0.45 - FRAME_S for n in up), up
    for p in pair:  # the next deal: the monte lies face down again, with nobody's name
        assert monte(p.top) == Spread((None,), "Monte")
        frame = frame_of(p.top)  # and the panels tell the hand's score, the next hand's number
        assert frame.info[-1] == "Hand 2" and {look.right for _, look in frame.seats} != {"0"}
