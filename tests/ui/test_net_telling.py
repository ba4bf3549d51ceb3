"""At a network table the game's own moments are said above the hand as the hand history
tells them (before, a friend's table showed the cards and the panels and said nothing of a
hand's result, a contract or a capotto)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from coteccio_gui import i18n
from coteccio_gui.ui.pilot import Pilot
from tests.ui.net_support import host_and_join, pilot, play_by_clicks, until


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


def events(p: Pilot, kind: str) -> list[dict[str, Any]]:
    history = p.top.session.client.client.history
    return [e for h in history for e in h["events"] if e.get("kind") == kind]


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_hand_s_result_is_said_at_both_windows_in_the_history_s_words(
    tmp_path: Path, language: str
) -> None:
    host, guest = pilot(tmp_path / "host"), pilot(tmp_path / "guest")
    both = [host, guest]
    try:
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
        for p in both:
            assert line in heard[id(p)], heard[id(p)]
    finally:
        for p in both:
            p.app.replace(p.app.nav.make("title"))


def test_terziglio_s_bids_and_contract_are_said(
    tmp_path: Path,
) -> None:
    host, guest = pilot(tmp_path / "host"), pilot(tmp_path / "guest")
    both = [host, guest]
    try:
        host_and_join(host, guest, "terziglio", 3)
        heard = listen(guest)
        contracted = lambda: bool(events(guest, "Contracted")) and not guest.top.moving()  # noqa: E731
        play_by_clicks(host, guest, 4, stop=contracted)
        bids, names = events(guest, "Bidded"), ["Anna", "Gianni", "Carla"]
        assert any(line.startswith(names[b["seat"]]) for b in bids[1:] for line in heard)
        contracted = events(guest, "Contracted")[0]
        soloist, contract = names[contracted["soloist"]], contracted["contract"]
        assert [line for line in heard if soloist in line and contract in line.lower()], heard
    finally:
        for p in both:
            p.app.replace(p.app.nav.make("title"))
