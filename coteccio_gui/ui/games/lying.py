"""What lies on the table besides the trick, as cards: the monte, the stock and the cards
drawn from it, the combinations a buon gioco showed.

The table and the hand history draw these ``Spread``s from a game's board (which lags the
match by the events not shown yet) and the game; a card is face up only where every seat may
see it (the engine's rules: a monte turned up, a drawn card, a declaration shown), else it
is ``None`` and drawn face down.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

import pygame

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.game import Game
from coteccio_gui.games.tressette.declarations import Combo, Declaration, shown_cards
from coteccio_gui.i18n import _, ngettext
from coteccio_gui.ui.board.layout import TableLayout
from coteccio_gui.ui.board.spreads import Spread, paint, place


def spreads(game: Game, board: Any, names: Sequence[str]) -> list[Spread]:
    """What lies on the table now, as ``board`` shows ``game``."""
    name = getattr(game, "name", "")  # by name: a game's modules load when it is played
    if name == "rovescino":
        return _rovescino(game, board, names)
    if name == "terziglio":
        return _terziglio(board, names)
    if name in ("tressette", "tressette-in-due"):
        return _tressette(game, board, names)
    return []


def paint_lying(
    surface: pygame.Surface,
    lay: TableLayout,
    game: Game,
    board: Any,
    names: Sequence[str],
    look: tuple[str, bool, float],
    hide: Callable[[Card], bool] | None = None,
) -> None:
    """Draw what lies on the table of ``game`` (``look``: the faces, four colours, the scale);
    a card ``hide`` names lies face down (one a network seat never saw, in its history)."""
    faces, four, s = look
    found = spreads(game, board, names)
    if hide is not None:
        found = [
            replace(sp, cards=tuple(None if c is None or hide(c) else c for c in sp.cards))
            for sp in found
        ]
    placed = place(lay, found, s)
    paint(surface, placed, faces, four, s)


def declared_cards(declared: Sequence[Any]) -> tuple[Card, ...]:
    """The cards a buon gioco's ``declared`` combinations show to the table."""
    cards: list[Card] = []
    for d in declared:
        cards += [c for c in shown_cards(d) if c not in cards]
    return tuple(cards)  # as declared: 3 2 Asso of a napoletana, a four by suit


def written_declared_cards(written: Sequence[dict[str, Any]]) -> tuple[Card, ...]:
    """``declared_cards`` of combinations as a written view holds them (a network seat's
    update: each its kind by name, rank, suit and points)."""
    return declared_cards(
        [
            Declaration(
                Combo[str(d["combo"]).upper()], int(d["rank"]), int(d["suit"]), int(d["points"])
            )
            for d in written
        ]
    )


def _rovescino(game: Game, board: Any, names: Sequence[str]) -> list[Spread]:
    """The monte face down during the hand; turned up with its taker once the last trick
    took it (until the next deal)."""
    if board.monte:
        return [Spread((None,) * board.monte, _("Monte"))]
    piles = game.piles()
    if piles and all(c is not None for c in piles[0].cards) and game.tricks:
        return [monte_spread(piles[0].cards, names[game.tricks[-1].winner])]
    return []


def _terziglio(board: Any, names: Sequence[str]) -> list[Spread]:
    """The monte as it lies: face down, turned up, the discards, and at the end of the hand
    face up with whoever took it."""
    if not board.lying:
        return []
    return [monte_spread(board.lying, names[board.lying_to] if board.lying_to >= 0 else None)]


def monte_spread(cards: Sequence[Card | None], taker: str | None = None) -> Spread:
    """The monte in the middle of the table (``None``: a card face down), labelled with the
    name of whoever took it, if anyone has."""
    if taker is None:
        return Spread(tuple(cards), _("Monte"))
    return Spread(tuple(cards), _("Monte: {name}").format(name=taker))


def _tressette(game: Game, board: Any, names: Sequence[str]) -> list[Spread]:
    """The stock of Tressette in due and the last cards drawn from it; every buon gioco's
    cards before the seat that showed them."""
    out: list[Spread] = []
    if game.players == 2 and board.playing and board.stock:
        label = ngettext("Stock: {n} card", "Stock: {n} cards", board.stock)
        out.append(Spread((None,) * min(board.stock, 6), label.format(n=board.stock), None, True))
    for seat, card in board.drawn:
        out.append(Spread((card,), _("{name} draws").format(name=names[seat])))
    for seat, cards in sorted(board.shown.items()):
        out.append(Spread(cards, _("Buon gioco"), seat))
    return out
