"""The translation layer: every text a player reads goes through ``_``.

Only English exists so far; the catalogs for Italian and English come with the
languages issue, and then ``_`` looks the message up in the chosen catalog.
"""

from __future__ import annotations


def _(message: str) -> str:
    """The message in the player's language."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form of a message for ``n``."""
    return singular if n == 1 else plural
