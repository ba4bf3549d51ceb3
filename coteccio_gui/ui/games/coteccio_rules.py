"""The rules as a player reads them on screen (a summary of RULES.md)."""

from coteccio_gui.i18n import _
from coteccio_gui.ui.words import rank_name


def court_names(faces: str) -> dict[str, str]:
    """The four cards that score, named as the face style shows them: ``ace``, ``king``,
    ``knight`` (the Caval, or the Queen of an English pack) and ``jack``."""
    return {
        key: rank_name(rank, faces) for rank, key in enumerate(("ace", "king", "knight", "jack"))
    }


def rules_paragraphs(faces: str = "triestine") -> list[tuple[str, str]]:
    """(heading, text) pairs of the rules, with the card names of the face style in use."""
    court = court_names(faces)
    return [
        (
            _("The aim"),
            _(
                "Take as few card points as you can. Whoever takes the most points in a "
                "hand loses a life; the last player with lives wins the pool."
            ),
        ),
        (
            _("Cards"),
            _(
                "40 cards in four suits: coppe, denari, spade, bastoni (hearts, diamonds, "
                "spades, clubs with English faces). From high to low: {ace}, {king}, "
                "{knight}, {jack}, 7, 6, 5, 4, 3, 2."
            ).format(**court),
        ),
        (
            _("Points"),
            _(
                "{ace} 6, {king} 5, {knight} 4, {jack} 3, the others nothing. Whoever wins "
                "the last trick adds 6."
            ).format(**court),
        ),
        (
            _("Playing"),
            _(
                "Five cards each. Play goes anticlockwise; the player after the dealer "
                "leads. You must follow the suit led if you can; otherwise play any "
                "card. There are no trumps: the highest card of the suit led wins, and "
                "the winner leads the next trick."
            ),
        ),
        (
            _("Losing lives"),
            _(
                "After five tricks the player with the most points loses a life; "
                "everyone tied for the most loses one."
            ),
        ),
        (
            _("Capotto"),
            _(
                "Whoever wins the first four tricks chooses: annul the hand (no one "
                "loses, the same dealer deals again) or play the last card. Win it too "
                "and you gain a life while everyone else loses one; lose it and you "
                "lose a life and the winner of the trick gains one."
            ),
        ),
        (
            _("The doctor"),
            _(
                "A player who reaches 0 lives may call the doctor if at least two "
                "other players are still alive and calls are left: pay the fee into "
                "the pool and come back with as many lives as the weakest other "
                "player. Otherwise that player is out."
            ),
        ),
        (
            _("Everyone dies together"),
            _(
                "If the last players all lose their last life in the "
                "same hand, the match starts again for everyone, for "
                "the same pool."
            ),
        ),
        (
            _("Controls"),
            _(
                "Click a card, or choose with the arrows and press Enter. Lifted cards "
                "are the ones you may play. L shows the last trick, Esc opens the menu."
            ),
        ),
    ]
