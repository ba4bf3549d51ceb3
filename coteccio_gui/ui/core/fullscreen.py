"""Full screen and back: F11 or Alt+Enter on every screen, or the settings' row.

Leaving full screen brings the window back to the size and the place it had before, on the
screen: some window managers keep a window that was full screen at the desktop's size (SDL
then warns "Requested window size … New window size …"), so the size and place are set
again on the window itself until it has them.
"""

from __future__ import annotations

import logging
import warnings
from typing import Any, TypeAlias

import pygame

from coteccio_gui.i18n import _
from coteccio_gui.settings import save_settings
from coteccio_gui.ui.core.window import desktop_size, open_window, window_size

_log = logging.getLogger(__name__)
Place: TypeAlias = "tuple[tuple[int, int], tuple[int, int] | None]"
_windowed: dict[int, Place] = {}
"""The window before full screen, per app: its size and where it was on the screen."""


def wanted(event: pygame.event.Event) -> bool:
    """F11, or Alt+Enter: the key that toggles full screen wherever the player is."""
    if event.type != pygame.KEYDOWN:
        return False
    if event.key == pygame.K_F11:
        return True
    alt = getattr(event, "mod", 0) & pygame.KMOD_ALT
    return bool(alt) and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)


def window_event(app: Any, event: pygame.event.Event) -> bool:
    """Handle what concerns the window itself (a new size, the full-screen key); True if it
    was that, so no scene sees it."""
    if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
        app.screen = pygame.display.get_surface() or app.screen
        for scene in app.scenes:
            scene.resized()
        return True
    if wanted(event):
        toggle(app)
        return True
    return False


def toggle(app: Any) -> None:
    """Full screen if windowed, the window as it was if full screen; the setting is kept."""
    app.settings.fullscreen = not app.settings.fullscreen
    apply(app)
    if app.self_test:
        return
    try:
        save_settings(app.settings)
    except OSError as error:
        _log.warning("could not save settings: %s", error)


def apply(app: Any) -> None:
    """Full screen or a window, as the settings say."""
    want = app.settings.fullscreen
    surface = pygame.display.get_surface()
    flags = surface.get_flags() if surface is not None else 0
    if bool(flags & pygame.FULLSCREEN) == want:
        return
    try:
        if want:
            _windowed[id(app)] = (app.screen.get_size(), _position())
            pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            size, where = _windowed.get(id(app), (None, None))
            # The window before full screen, unless the screen is smaller now.
            _restore(window_size(desktop_size(), size), where)
    except pygame.error as error:
        _log.warning("cannot change the window: %s", error)
        app.settings.fullscreen = not want
        app.notices.add(_("The window could not change to full screen."))
        return
    app.screen = pygame.display.get_surface() or app.screen
    for scene in app.scenes:
        scene.resized()
    app.dirty = True


def _position() -> tuple[int, int] | None:
    try:
        x, y = pygame.display.get_window_position()
    except (pygame.error, AttributeError):
        return None
    return x, y


def _restore(size: tuple[int, int], where: tuple[int, int] | None) -> None:
    """The window at ``size`` (and at ``where``, or where the screen shows it whole)."""
    with warnings.catch_warnings():
        # The warning that the window manager kept another size: set again just below.
        warnings.simplefilter("ignore", RuntimeWarning)
        open_window(size)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            shown = pygame.Window.from_display_module()
        if tuple(shown.size) != size:
            shown.size = size
            pygame.display.set_mode(size, pygame.RESIZABLE)
        desktop = desktop_size()
        if where is None or (desktop and not _fits(where, size, desktop)):
            where = _centred(size, desktop) if desktop else None
        if where is not None:
            shown.position = where
    except (pygame.error, AttributeError, ValueError) as error:
        _log.warning("the window could not go back to its place: %s", error)


def _fits(where: tuple[int, int], size: tuple[int, int], desktop: tuple[int, int]) -> bool:
    x, y = where
    return x >= 0 and y >= 0 and x + size[0] <= desktop[0] and y + size[1] <= desktop[1]


def _centred(size: tuple[int, int], desktop: tuple[int, int]) -> tuple[int, int]:
    return max(0, (desktop[0] - size[0]) // 2), max(0, (desktop[1] - size[1]) // 2)
