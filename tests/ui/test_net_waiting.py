"""At a network table, while a friend elsewhere decides, the line above the hand says whom the
table waits for (a friend may take a while: before, the line stood empty)."""

from __future__ import annotations

from pathlib import Path

import pytest

from coteccio_gui import i18n
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.frame import frame_of
from tests.ui.net_support import host_and_join, pilot, play_by_clicks, still, table_of, until


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def waiting_for(p: Pilot, other: Pilot) -> bool:
    """``other``'s person is to act, and ``p``'s table stands still showing that same update
    (the server sends it to one connection after the other: ``p``'s may still be on its way,
    its table showing the computer's turn before)."""
    mine, theirs = table_of(p).source, table_of(other).source.client
    return (
        theirs.my_turn
        and still(p)
        and not mine.client.my_turn
        and mine.seen.get("event") == theirs.state.get("event")
    )


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_table_says_it_waits_for_the_friend_whose_turn_it_is(tmp_path: Path, language):
    host, guest = pilot(tmp_path / "host"), pilot(tmp_path / "guest")
    try:
        host_and_join(host, guest, "coteccio", 3)  # Anna, Gianni, a computer
        i18n.set_language(language)  # the line is said in the language of the moment
        both = [host, guest]
        for p, other, name in ((host, guest, "Gianni"), (guest, host, "Anna")):
            play_by_clicks(host, guest, 7, stop=lambda p=p, o=other: waiting_for(p, o))
            until(both, lambda p=p, o=other: waiting_for(p, o))
            t = table_of(p)
            until(both, lambda t=t: t.message_left <= 0)  # what just happened was said
            said = frame_of(t).message
            assert said == i18n._("Waiting for {name}…").format(name=name), said
    finally:
        for p in (host, guest):
            p.app.replace(p.app.nav.make("title"))
