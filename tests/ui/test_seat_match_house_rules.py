"""Tressette's and Terziglio's presentations show a network seat as the local match under their
other house rules too (the chiamata del Tre, claims, a pass-out redeal), and say the same of
its own choices at its turn, of a claim it is about to make and of the end of the match."""

from __future__ import annotations

import random

import pytest

from coteccio_gui.net.seat import SeatMatch
from coteccio_gui.net.table import Seat, Table
from coteccio_gui.ui.games import presentation
from tests.ui.test_seat_match import NAMES, pick, said

TABLES = [
    ("tressette", 4, {"chiamata": True, "declarations": False}, 400, 0.0),
    ("tressette", 4, {"target": 21}, 40, 0.0),
    ("tressette-in-due", 2, {}, 40, 0.0),
    ("terziglio", 3, {"pass_out": True, "solissimo_leads": True}, 400, 0.0),
    ("terziglio", 3, {"pass_out": True}, 400, 0.8),
    ("terziglio", 3, {}, 400, 0.8),
]
"""Game, seats, house rules, the steps during which a claim is put off (after them a claim is
as likely as any action, so the match soon ends by a claim, right or wrong), and how often the
first legal action is taken (in Terziglio's auction, a pass: hands are thrown in, redealt)."""


def turn_words(look, game, names, seat):  # type: ignore[no-untyped-def]
    """What the presentation says of ``seat``'s own choices: the turn's dialog (asked for and
    not), the question before each claim, the end of the match."""
    out: list[object] = []
    if game.outcome() is not None:
        return [look.match_end(game, names)]
    if game.turn < 0 or game.controller(game.turn) != seat:
        return out
    legal = game.legal_actions()
    for asked in (False, True):
        spec = look.turn_choice(game, game.turn, legal, "english", asked)
        if spec is not None:
            out.append((spec.title, list(spec.lines), [c.label for c in spec.choices]))
    out += [look.confirm(game, a) for a in legal]
    return out


def _pick(rng: random.Random, m, steps: int, lasting: int, first: float):  # type: ignore[no-untyped-def]
    if rng.random() < first:
        return m.legal_actions()[0]
    if steps < lasting:
        return pick(rng, m, steps)
    return rng.choice(m.legal_actions())


@pytest.mark.parametrize(("game", "players", "rules", "lasting", "first"), TABLES)
@pytest.mark.parametrize("seed", [3, 11])
def test_every_seat_is_shown_alike_under_other_house_rules(
    game, players, rules, lasting, first, seed
):
    look = presentation(game)
    rng = random.Random(seed)
    table = Table("ABCDEF", game, [Seat(NAMES[i], "human") for i in range(players)], rules, "host")
    table.start(random.Random(seed))
    names = look.seat_names(table.match, NAMES[:players])
    seats = [{"name": s.name, "kind": s.kind} for s in table.seats]
    steps = 0
    while steps < 400:
        m = table.match
        if m.needs_deal():
            table.apply(None, rng)
            continue
        for seat in range(players):
            seen = SeatMatch(game, table.update(seat, 0, seats))
            remote, local = look.board(seen, names), look.board(m, names)
            assert said(look, seen, remote, names, seat) == said(look, m, local, names, seat)
            assert turn_words(look, seen, names, seat) == turn_words(look, m, names, seat)
        if m.outcome() is not None:
            break
        table.apply(_pick(rng, m, steps, lasting, first))
        steps += 1
    assert steps > 20
