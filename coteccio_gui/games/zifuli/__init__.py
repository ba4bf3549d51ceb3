"""Zifuli, the five-player bidding Cöch with a secret partner: ``SPEC`` and the match."""

from coteccio_gui.games.zifuli.actions import Bid, Pass
from coteccio_gui.games.zifuli.events import (
    AllPassed,
    BiddingWon,
    BidMade,
    PartnerRevealed,
    Passed,
    ZifuliHandScored,
    ZifuliMatchOver,
    ZifuliPhase,
)
from coteccio_gui.games.zifuli.match import ZifuliMatch
from coteccio_gui.games.zifuli.rules import PRESETS, ZifuliRules
from coteccio_gui.games.zifuli.spec import SPEC, ZifuliSpec
from coteccio_gui.games.zifuli.view import ZifuliView
from coteccio_gui.games.zifuli.wire import WIRE

__all__ = [
    "WIRE",
    "PRESETS", "SPEC", "AllPassed", "Bid", "BidMade", "BiddingWon", "Pass",
    "PartnerRevealed", "Passed", "ZifuliHandScored", "ZifuliMatch", "ZifuliMatchOver",
    "ZifuliPhase", "ZifuliRules", "ZifuliSpec", "ZifuliView",
]  # fmt: skip
