"""At a network table the game's own moments are said above the hand as the hand history
tells them (before, a friend's table showed the cards and the panels and said nothing of a
hand's result, a contract or a capotto)."""

from __future__ import annotations

from collections import Counter
from types import SimpleNamespace
from typing import Any

import pytest
from coteccio_gui.ui.net.frame import frame_of
from coteccio_gui.ui.net.seating import Seating
from coteccio_gui.ui.net.table import NetTableScene
from coteccio_gui.ui.net.telling import LEAST_S, READ_S, Teller

from coteccio_gui import i18n
from coteccio_gui.games.terziglio.actions import Contract
from coteccio_gui.net.codec import spec_of
from coteccio_gui.ui.games.terziglio.story import bid_line
from coteccio_gui.ui.pilot import FRAME_S, Pilot
from tests.ui import test_net_table
from tests.ui.net_support import host_and_join, play_by_clicks, until

windows = test_net_table.windows
"""A host's window and a guest's, left at the title afterwards."""


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def listen(p: Pilot) -> list[str]:
    """Every line the window's table says above the hand, from now on."""
    t, said = p.top, []
    say = t.say

    def spy(message: str, seconds: float = 3.0) -> None:
        said.append(message)
        say(message, seconds)

    t.say = spy
    return said


def shown_for(p: Pilot) -> Counter[str]:
    """How many frames each line above the hand shows from now on (what a person can read)."""
    frames: Counter[str] = Counter()
    step = p.step

    def stepped(count: int = 1, dt: float = FRAME_S) -> None:
        for _ in range(count):
            step(1, dt)
            if isinstance(p.top, NetTableScene):
                frames[frame_of(p.top).message] += 1

    p.step = stepped
    return frames


def read(p: Pilot) -> bool:
    """The person has read what their table said: nothing waits to be said, the last line has
    been up long enough (these people would otherwise answer within a frame)."""
    teller = p.top.teller
    return not teller.waiting and teller.up >= LEAST_S


def events(p: Pilot, kind: str) -> list[dict[str, Any]]:
    history = p.top.session.client.client.history
    return [e for h in history for e in h["events"] if e.get("kind") == kind]


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_hand_s_result_is_said_at_both_windows_in_the_history_s_words(
    windows: tuple[Pilot, Pilot], language: str
) -> None:
    host, guest = windows
    both = [host, guest]
    host_and_join(host, guest, "coteccio", 3)  # Anna, Gianni, a computer
    i18n.set_language(language)
    heard = {id(p): listen(p) for p in both}
    shown = lambda: all(not p.top.moving() for p in both)  # noqa: E731
    play_by_clicks(host, guest, 3, stop=lambda: bool(events(guest, "HandScored")) and shown())
    until(both, lambda: bool(events(host, "HandScored")) and shown())
    names = ["Anna", "Gianni", "Carla"]
    scored = events(guest, "HandScored")[0]
    if scored["outcome"] == "points":
        losers = ", ".join(names[s] for s in scored["losers"])
        line = i18n._("Most points: {names}.").format(names=losers)
    else:  # a capotto made or saved, by the seat of the last trick
        words = {
            "capotto_made": "{name} won all five tricks: capotto!",
            "capotto_saved": "{name} won the fifth trick and saved the capotto.",
        }[scored["outcome"]]
        line = i18n._(words).format(name=names[scored["last_trick"]])
    until(both, lambda: not any(p.top.teller.waiting for p in both))  # all said
    for p in both:
        assert line in heard[id(p)], heard[id(p)]


def test_terziglio_s_bids_and_contract_are_said_none_lost_to_the_next(
    windows: tuple[Pilot, Pilot],
) -> None:
    # the host read "Carla passes." only: the guest's bid just before it was written over in
    # the same frame
    host, guest = windows
    both = [host, guest]
    names = ["Anna", "Gianni", "Carla"]
    host_and_join(host, guest, "terziglio", 3)
    shown = {id(p): shown_for(p) for p in both}
    start = {id(p): len(p.top.session.client.client.history) for p in both}
    contracted = lambda: all(events(p, "Contracted") and not p.top.moving() for p in both)  # noqa: E731
    play_by_clicks(host, guest, 4, stop=contracted, calm=read)
    until(both, lambda: not any(p.top.teller.waiting for p in both))  # all said
    for p in both:
        history = p.top.session.client.client.history[start[id(p)] :]
        bids = [e for h in history for e in h["events"] if e.get("kind") == "Bidded"]
        others = [bid for bid in bids if bid["seat"] != p.top.bottom]  # theirs: known
        for bid in others:  # each bid since the table showed, in the History's words, on
            contract = Contract(bid["contract"]) if bid["contract"] else None  # the window
            line = bid_line(bid["seat"], contract, names)  # (these people answer at once)
            assert any(line in said for said in shown[id(p)]), (line, shown[id(p)])
        made = events(p, "Contracted")[0]
        soloist, contract = names[made["soloist"]], made["contract"]
        assert [said for said in shown[id(p)] if soloist in said and contract in said.lower()]


def test_the_person_s_own_doing_is_not_echoed_while_they_go_on() -> None:
    # the soloist discarding his four cards read "Gianni discards a card face down." four
    # times over the line that asks him to discard
    said: list[str] = []
    seating = Seating("terziglio", spec_of("terziglio").pack.card_from_code)
    table = SimpleNamespace(
        seating=seating,
        look=seating.look,
        names=["Anna", "Gianni", "Carla"],
        faces="triestine",
        bottom=1,
        state={"seats": [{}, {}, {}], "legal": [{"seat": 1, "discard": "Rc"}]},
        message_left=0.0,
        say=lambda line, _seconds: said.append(line),
    )
    teller = Teller(table)  # type: ignore[arg-type]
    assert teller({"kind": "Discarded", "seat": 1}) == 0.0 and not said  # discarding on
    assert teller({"kind": "Bidded", "seat": 0, "contract": None}) == 0.0  # they act next
    assert said == ["Anna passes."]
    table.state = {"seats": [{}, {}, {}], "legal": []}
    teller.tick(LEAST_S)
    assert teller({"kind": "Discarded", "seat": 2}) == READ_S  # another's: the cards wait
    assert said[-1] == "Carla discards a card face down."
