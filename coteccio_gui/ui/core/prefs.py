"""Settings at run time: read them at launch, apply a change at once, save it at once."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from coteccio_gui import i18n
from coteccio_gui.i18n import _
from coteccio_gui.settings import Settings, load_settings, save_settings
from coteccio_gui.ui.core import fullscreen
from coteccio_gui.ui.core.settings_words import settings_notice

if TYPE_CHECKING:
    from coteccio_gui.ui.core.loop import App

_log = logging.getLogger(__name__)


def launch_settings() -> tuple[Settings, str | None]:
    """The saved settings with the language set, and a notice if the file was bad."""
    loaded = load_settings()
    i18n.set_language(loaded.settings.language)
    if loaded.problem is None:
        return loaded.settings, None
    _log.warning("settings file: %s (kept as %s)", loaded.problem, loaded.kept_as)
    return loaded.settings, settings_notice(loaded)


def save(app: App) -> None:
    """Write the settings now; if the folder cannot be written, say so once and play on."""
    if app.self_test:
        return
    try:
        save_settings(app.settings)
    except OSError as error:
        _log.warning("could not save settings: %s", error)
        app.notices.add(
            _("Your settings could not be saved ({why}).").format(why=error.strerror or error)
        )


def apply_language(app: App) -> None:
    """Show every scene in the language of the settings now."""
    i18n.set_language(app.settings.language)
    for scene in list(app.scenes):
        scene.relabel()
    app.dirty = True


def apply_window(app: App) -> None:
    """Full screen or a window, as the settings say."""
    fullscreen.apply(app)


def apply_sound(app: App) -> None:
    """Sound on or off, and its volume, as the settings say."""
    app.sound.set_enabled(app.settings.sound and not app.self_test)
    app.sound.set_volume(app.settings.volume / 100)


def apply_table(app: App) -> None:
    """Card faces and sizes: every scene lays itself out again."""
    for scene in app.scenes:
        scene.resized()
    app.dirty = True
