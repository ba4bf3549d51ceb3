"""What lies on the network table besides the trick, over a real loopback server: a buon
gioco's cards face up before the seat that showed them at both windows, until the second
trick is taken; Terziglio's monte face down as dealt, face up once taken, and never a card
face up that the seat's update did not hold as a card code; a view without a field the table
lays out fails loudly instead of showing an empty table."""

from __future__ import annotations

import random
from typing import Any

import pytest
from coteccio_gui.ui.net.frame import frame_of
from coteccio_gui.ui.net.lying import lying
from coteccio_gui.ui.net.seating import Seating
from coteccio_gui.ui.net.table import NetTableScene

from coteccio_gui import games
from coteccio_gui.engine.wire import Writing
from coteccio_gui.games.tressette.declarations import Combo, Declaration
from coteccio_gui.ui.games.tressette.lying import declared_cards
from coteccio_gui.ui.pilot import Pilot
from tests.ui import test_net_table
from tests.ui.net_support import host_and_join, play_by_clicks, seeded, texts
from tests.ui.test_net_table import events, play_until, ready, still_frame

windows = test_net_table.windows
"""A host's window and a guest's (the network table tests' own fixture)."""


def test_a_buon_gioco_lies_face_up_before_its_seat_at_both_windows_until_the_second_trick(
    windows: tuple[Pilot, Pilot], monkeypatch: pytest.MonkeyPatch
) -> None:
    host, guest = windows
    seeded(monkeypatch, 0)  # the first deal gives Carla, a computer (it always declares), one
    t = play_until(
        windows,
        ("tressette", 4),
        0,
        lambda t: any(t.view["declared"]) and len(t.view["tricks"]) == 1,
    )
    declared = events(guest, "Declared")
    assert declared and all(e["declarations"] for e in declared)
    wanted = {
        e["seat"]: declared_cards(
            [
                Declaration(Combo(d["combo"]), d["rank"], d["suit"], d["points"])
                for d in e["declarations"]
            ]
        )
        for e in declared
    }
    for p in windows:  # the same cards, face up, before the same seat, at both windows
        _state, frame = still_frame(list(windows), p.top)
        shown = {s.seat: s.cards for s in frame.spreads if s.label == "Buon gioco"}
        assert shown == wanted
        assert "Buon gioco" in texts(p)
    can = ready(t)
    play_by_clicks(host, guest, 0, stop=lambda: can() and len(t.view["tricks"]) >= 2)
    for p in windows:  # the second trick taken: they go back into the hands
        _state, frame = still_frame(list(windows), p.top)
        assert not [s for s in frame.spreads if s.label == "Buon gioco"]


def codes_in(value: Any, out: set[str]) -> set[str]:
    """Every text anywhere in an update (its card codes among them)."""
    if isinstance(value, str):
        out.add(value)
    elif isinstance(value, dict):
        for v in value.values():
            codes_in(v, out)
    elif isinstance(value, list):
        for v in value:
            codes_in(v, out)
    return out


def test_terziglio_s_monte_lies_face_down_and_face_up_only_where_the_seat_was_shown_it(
    windows: tuple[Pilot, Pilot], monkeypatch: pytest.MonkeyPatch
) -> None:
    host, guest = windows
    seeded(monkeypatch, 3)
    host_and_join(host, guest, "terziglio", 3)
    dealt: set[int] = set()
    """The windows (0: the host's) that showed the monte face down during the auction."""
    taken: dict[int, tuple[str, str]] = {}
    """Each window's face-up monte once taken: (label, "Monte: " and the taker's name)."""

    def look(p: Pilot, who: int) -> None:
        t: NetTableScene = p.top
        state = t.state
        if t.moving() or t.session.changed() or not state.get("view"):
            return
        frame = frame_of(t)
        if t.state is not state:
            return  # an update came meanwhile: the frame may mix two
        view, held = state["view"], codes_in(state, set())
        for spread in frame.spreads:  # the leak check: face up only what the update holds
            assert all(t.code(c) in held for c in spread.cards if c is not None), spread
        monte = [s for s in frame.spreads if s.label.startswith("Monte")]
        up = [c for s in monte for c in s.cards if c is not None]
        assert sorted(t.code(c) for c in up) == sorted(view["monte_shown"]) or not up
        if view["phase"] == "bid":
            assert [s.cards for s in monte] == [(None,) * 4]
            dealt.add(who)
        elif view["phase"] == "discard" and up and view["contract"] in ("solo", "chiamo"):
            taker = t.names[view["soloist"]]
            taken[who] = (monte[0].label, f"Monte: {taker}")
        elif view["phase"] == "play":
            assert [s.cards for s in monte] == [(None,) * 4]  # the discards, face down

    def enough() -> bool:
        for who, p in enumerate(windows):
            look(p, who)
        return dealt == set(taken) == {0, 1}

    play_by_clicks(host, guest, 3, stop=enough, end_ok=True)  # both, or one by the end:
    assert dealt == {0, 1}
    # the taken monte lies face up only until the first discard: a window busy with an update
    # at that moment may not stand still while it shows, so one window seeing it is enough
    assert taken and all(label == want for label, want in taken.values())


@pytest.mark.parametrize(
    ("game", "players", "key"),
    [
        ("tressette", 4, "declared"),
        ("tressette-in-due", 2, "stock"),
        ("tressette-in-due", 2, "drawn"),
        ("rovescino", 3, "monte_size"),
        ("terziglio", 3, "monte_size"),
        ("terziglio", 3, "monte_shown"),
    ],
)
def test_a_view_without_a_field_the_table_lays_out_fails_instead_of_an_empty_table(
    game: str, players: int, key: str
) -> None:
    spec = games.spec(game)
    match = spec.start(players, spec.rules_from_dict({}), 0)
    match.deal(random.Random(1))
    wire = games.wire(game)
    view = wire.write_view(match.view(0), Writing(wire.pack))
    state = {"view": view, "seat": 0, "seats": [{"name": f"P{s}"} for s in range(players)]}
    seating = Seating(game, spec.pack.card_from_code)
    if game != "tressette":  # the stock, Rovescino's monte and Terziglio's lie face down
        assert [c for s in lying(seating, state, 0) for c in s.cards if c is not None] == []
        assert lying(seating, state, 0)
    del view[key]
    with pytest.raises(KeyError):
        lying(seating, state, 0)
