"""The leak check over the wire: which card codes a seat may have been sent by each event.

A seat may know, from one deal to the next: its own hand at every moment, the cards on the
table (the trick, the finished tricks, face-up piles and hands), the cards played, its own
choices, and what its view shows (declarations, a called card…). Everything is rebuilt by
replaying the final record here, independently of what the server kept.
"""

from __future__ import annotations

import json
import re
from typing import Any

from coteccio_gui import games
from coteccio_gui.engine.wire import Writing

CODE = re.compile(r'"([A-Za-z0-9]{2,8}\'?)"')


def known_codes(game_name: str, record: Any, seats: int) -> list[list[set[str]]]:
    """``known[k][g]``: the card codes seat g may know once k actions are applied."""
    spec = games.spec(game_name)
    wire = games.wire(game_name)
    code = spec.pack.code  # a design: a Cucco card's two copies are one to a player
    m = spec.start(seats, record.match.rules, record.match.first_dealer)
    known: list[list[set[int]]] = []
    sets: list[set[int]] = [set() for _ in range(seats)]

    def look(events: list[Any]) -> None:
        public = wire.shown(events)
        table = {c for _, c in m.trick} | {c for t in m.tricks for _, c in t.plays}
        table |= {c for p in m.piles() for c in p.cards if c is not None}
        table |= {c for s in m.face_up_hands() for c in m.hand(s)}
        for g in range(seats):
            viewed = Writing(wire.pack)
            wire.write_view(m.view(g), viewed)
            sets[g] |= set(m.hand(g)) | table | public | viewed.cards
        known.append([set(s) for s in sets])

    look([])
    for action in record.match.actions:
        if type(action).__name__ == "Deal":
            for s in sets:
                s.clear()
        look(m.apply(action))
    return [[{code(c) for c in s} for s in row] for row in known]


def leaks(raw: list[str], seat: int, known: list[list[set[str]]], all_codes: set[str]) -> list[str]:
    """The card codes in ``raw`` (one seat's received messages) it could not have known."""
    found = []
    for text in raw:
        message = json.loads(text)
        seen = message.get("view", message.get("view_changes"))  # whole, or what changed
        if message.get("type") != "update" or seen is None:
            found += [f"{c} in {message.get('type')}" for c in _codes(text, all_codes)]
            continue
        if message.get("status") == "finished":
            message.pop("record", None)  # the whole record, by design, once the match is over
        history = message.pop("history")
        event = message["event"]
        legal = {c for a in message["legal"] for c in _codes(json.dumps(a), all_codes)}
        for c in _codes(json.dumps(message), all_codes) - known[event][seat] - legal:
            found.append(f"{c} in the update at event {event}")
        for entry in history:
            n = entry["n"]
            for c in _codes(json.dumps(entry), all_codes) - known[n + 1][seat]:
                found.append(f"{c} in the events of action {n}")
    return found


def _codes(text: str, all_codes: set[str]) -> set[str]:
    """The card codes in ``text``, by design (the wire marks a Cucco card's second copy)."""
    return {c.rstrip("'") for c in CODE.findall(text) if c.rstrip("'") in all_codes}
