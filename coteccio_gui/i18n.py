"""The translation layer: every text a player reads goes through these functions.

Catalogs are GNU gettext ``.mo`` files in ``assets/locale/<lang>/LC_MESSAGES/coteccio.mo``,
compiled from ``locale/<lang>.po`` by ``tools/i18n.py``. The language is chosen at
start-up from the settings (first default: the system locale) and can change while
the game runs; scenes ask for their texts when they draw or rebuild, never at import.

>>> set_language("it"); _("New match")
'Nuova partita'
>>> set_language("en"); _("New match")
'New match'
"""

from __future__ import annotations

import gettext
import locale
import logging
import os

from coteccio_gui.paths import assets_dir

DOMAIN = "coteccio"
LANGUAGES = ("it", "en")
"""The languages with a complete catalog, the first being the game's own."""
LANGUAGE_NAMES = {"it": "Italiano", "en": "English"}
"""Each language in its own words, as the settings screen offers it."""

_log = logging.getLogger(__name__)
_translations: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def locale_dir() -> str:
    """The folder that holds the compiled catalogs."""
    return str(assets_dir() / "locale")


def set_language(language: str) -> None:
    """Read the catalog of ``language`` (``it`` or ``en``); an unknown one falls back to English."""
    global _translations, _language
    if language not in LANGUAGES:
        language = "en"
    try:
        _translations = gettext.translation(DOMAIN, locale_dir(), languages=[language])
    except OSError as error:  # a missing catalog must not stop the game: show the source text
        _log.warning("no %s catalog (%s); showing English", language, error)
        _translations = gettext.NullTranslations()
    _language = language


def install(translations: gettext.NullTranslations, language: str) -> None:
    """Use ``translations`` as they are (the tests install a marking catalog this way)."""
    global _translations, _language
    _translations, _language = translations, language


def language() -> str:
    """The language texts are shown in now."""
    return _language


def system_language() -> str:
    """``it`` when the system speaks Italian, else ``en``: the first default of the setting."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"):
        value = os.environ.get(var, "")
        if value:
            return "it" if value.lower().startswith("it") else "en"
    try:
        name = locale.getlocale()[0] or ""
    except ValueError:
        name = ""
    return "it" if name.lower().startswith("it") else "en"


def _(message: str) -> str:
    """The message in the player's language."""
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form of a message for ``n``, in the player's language."""
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """A message whose translation depends on ``context`` (``clubs`` of which pack?)."""
    return _translations.pgettext(context, message)


def decimal(x: float, spec: str) -> str:
    """``x`` formatted by ``spec`` with the player's decimal mark (0,7 in Italian)."""
    text = format(x, spec)
    return text.replace(".", ",") if _language == "it" else text


def N_(message: str) -> str:
    """Mark ``message`` for the catalogs without translating it yet (for tables of texts)."""
    return message
