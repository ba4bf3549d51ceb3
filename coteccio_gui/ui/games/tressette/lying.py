"""What lies on Tressette's table besides the trick: the stock of Tressette in due and the cards
just drawn from it, every buon gioco's cards while the table shows them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.game import Game
from coteccio_gui.games.tressette.declarations import Combo, Declaration, shown_cards
from coteccio_gui.i18n import _, ngettext
from coteccio_gui.ui.board.spreads import Spread


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


def tressette_spreads(game: Game, board: Any, names: Sequence[str]) -> list[Spread]:
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
