"""What a network table reads from the updates: cards by code, the actions, the answers.

The update carries cards as record codes (``"Rc"``); these helpers turn them back into the
cards the card art draws, tell the actions made by clicking a card from the others, and say
the actions that are not a card, the outcome and the server's refusals in a player's words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from coteccio_gui import games
from coteccio_gui.i18n import _
from coteccio_gui.ui.net.session import say


def reader(game: str) -> Callable[[str], int]:
    """The code → card function of ``game``'s pack."""
    return games.spec(game).pack.card_from_code


CARD_KEYS = ("play", "give", "discard")
"""The actions made by clicking a card of the hand (a card played, given or discarded)."""


def card_of(action: dict[str, Any]) -> str | None:
    """The code of the hand's card an action is made with, or None (a choice's button)."""
    return next((str(action[k]) for k in CARD_KEYS if isinstance(action.get(k), str)), None)


def action_words(action: dict[str, Any], name: Callable[[str], str]) -> str:
    """An action that is not a card to play, as a button says it (``name``: a card's name
    from its code)."""
    if "doctor" in action:
        return _("Call the doctor") if action["doctor"] else _("No doctor")
    if "capotto" in action:
        if action["capotto"] == "annul":
            return _("Capotto: annul the hand")
        return _("Capotto: play it out")
    if action.get("bid") == "pass" or "pass" in action:
        return _("Pass")
    if "bid" in action:
        try:  # a bid that is a card (Zifuli's call of a design) says the card
            return _("Call {card}").format(card=name(str(action["bid"])))
        except (KeyError, ValueError, IndexError):
            return _("Bid: {bid}").format(bid=str(action["bid"]).capitalize())
    if "call" in action:
        return _("Call {card}").format(card=name(str(action["call"])))
    if "declare" in action:
        return _("Declare")
    if "annul" in action:
        return _("Annul the hand")
    if "claim" in action:
        return _("Claim the win")
    if isinstance(action.get("take"), list):
        cards = ", ".join(name(str(c)) for c in action["take"])
        return _("Take {cards}").format(cards=cards)
    return ", ".join(f"{k}: {v}" for k, v in action.items() if k != "seat")


def outcome_words(state: dict[str, Any]) -> str:
    """Who won, in a player's words."""
    outcome = state.get("outcome") or {}
    seats = state.get("seats", [])
    names = [seats[w]["name"] for w in outcome.get("winners", []) if 0 <= w < len(seats)]
    if not names:
        return _("The match is over.")
    return _("The match is over: {names} won.").format(names=", ".join(names))


def act_words(line: str) -> str:
    """The server's answer refusing an action, in a player's words (nothing was changed: the
    person may act again)."""
    if "not your turn" in line:
        return _("It is not your turn: wait for the table.")
    if "not allowed" in line:
        return _("You cannot play that card now: choose a raised card.")
    if "is not the table's" in line:
        return _("The table had moved on: look again and play.")
    if "slow down" in line:
        return _("Too many clicks at once: wait a moment.")
    return say(line)
