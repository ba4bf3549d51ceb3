"""Starting the game: the window, every scene by name, the title, and the self-test.

This is the root of the UI: the one module that knows every screen, by the name the
navigator reaches it under. Screens are imported when first shown, not here.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Any, TypeAlias

if TYPE_CHECKING:
    from pathlib import Path

    import pygame

    from coteccio_gui.autosave import AutoSaver
    from coteccio_gui.record import Record
    from coteccio_gui.ui.core.loop import App

Opened: TypeAlias = "tuple[Record, Path]"
"""A record to show at launch, and the file it came from."""

SCENES = {
    "title": "coteccio_gui.ui.screens.title:TitleScene",
    "games": "coteccio_gui.ui.screens.games:GamesScene",
    "setup": "coteccio_gui.ui.screens.setup:SetupScene",
    "table": "coteccio_gui.ui.table.scene:TableScene",
    "resume": "coteccio_gui.ui.table.start:resume_table",
    "new_table": "coteccio_gui.ui.table.start:new_table",
    "menu": "coteccio_gui.ui.screens.menu:GameMenu",
    "curtain": "coteccio_gui.ui.screens.curtain:CurtainScene",
    "history": "coteccio_gui.ui.screens.history:HistoryScene",
    "history_list": "coteccio_gui.ui.screens.files:HistoryList",
    "files": "coteccio_gui.ui.screens.chooser:FileChooser",
    "stats": "coteccio_gui.ui.screens.stats:StatsScene",
    "settings": "coteccio_gui.ui.screens.settings:SettingsScene",
    "rules": "coteccio_gui.ui.screens.rules:RulesScene",
    "crash": "coteccio_gui.ui.screens.crash:CrashScene",
    "sheet": "coteccio_gui.ui.screens.scoresheet:ScoreSheetScene",
    "host": "coteccio_gui.ui.net.host:HostSetupScene",
    "join": "coteccio_gui.ui.net.join:JoinScene",
    "lobby": "coteccio_gui.ui.net.lobby:LobbyScene",
    "net_table": "coteccio_gui.ui.net.seat_source:net_table",
    "net_menu": "coteccio_gui.ui.net.menu:NetMenu",
    "rehost": "coteccio_gui.ui.net.rehost:RehostScene",
}
"""Every scene by the name the others reach it under."""
SELF_TEST_FOLDER = "self-test"
"""The self-test's own data folder: the player's autosave stays untouched."""

SELF_TEST_LIMIT_FRAMES = 200_000
ICON = "coteccio-256.png"
"""The window's icon, in the assets' ``icons/`` folder."""
QUIET_DRIVERS = ("dummy", "offscreen")
"""SDL video drivers that open no window: fine when asked for (the self-test, the tests), a
missing display when SDL falls back to them by itself."""


class NoDisplay(Exception):
    """No window can open here; the message says why, in one line."""


def display_problem() -> str | None:
    """Why no window can open here, judged before SDL starts (None: try)."""
    if sys.platform in ("win32", "darwin"):
        return None
    driver = os.environ.get("SDL_VIDEODRIVER", "").strip().lower()
    if driver and driver not in ("x11", "wayland"):
        return None  # a driver asked for by name (dummy for the self-test, kmsdrm, ...)
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "neither DISPLAY nor WAYLAND_DISPLAY is set; start it from a desktop session "
        "(for a check without a window: SDL_VIDEODRIVER=dummy coteccio --self-test)"
    )


def run_app(self_test: bool = False, autoplay: bool = False, opened: Opened | None = None) -> int:
    """Open the window and play; with ``self_test``, computers play a match through every scene.

    ``autoplay`` is the self-test in the player's own folders: it continues the autosave if
    there is one and prints ``saved N`` after every save (the kill test drives it).
    ``opened`` is a record and its file to show in the hand history (``coteccio open``).
    """
    screen = open_first_window()
    import pygame

    from coteccio_gui.settings import Settings, Speed
    from coteccio_gui.ui.core import prefs
    from coteccio_gui.ui.core.loop import App

    pygame.font.init()
    if self_test or autoplay:  # the self-test never reads or writes the player's settings
        settings, notice = Settings(speed=Speed.INSTANT, tips=False), None
    else:
        settings, notice = prefs.launch_settings()
    app = App(settings, self_test=self_test or autoplay, screen=screen)
    if settings.fullscreen:
        prefs.apply_window(app)
    launch(app, self_test=self_test, autoplay=autoplay, opened=opened)
    if notice:
        app.notices.add(notice)
    try:
        app.run()
    finally:
        for scene in app.scenes:
            scene.closed()
        app.sound.close()
        pygame.quit()
    if not (self_test or autoplay):
        return 1 if app.failed else 0
    if app.result is None:
        print("self-test: the match did not reach its end", file=sys.stderr)
        return 1
    mode = "autoplay" if autoplay else "self-test"
    print(
        f"{mode}: winner seat {app.result['winner']} after {app.result['hands']} hands, "
        f"{app.frames} frames, frame p95 {app.frame_p95():.1f} ms"
    )
    return 0


def open_first_window() -> pygame.Surface:
    """The window, first of all, painted with the title's felt: a person sees it while the
    rest of the game loads (its modules, the settings, the title's cards and words).

    Only SDL, the icon and the window's size come before it; NoDisplay when no window can open.
    """
    problem = display_problem()
    if problem is not None:
        raise NoDisplay(problem)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if sys.platform.startswith("linux"):
        # The window's pixels go to X11 (or Wayland) directly, not through an OpenGL texture:
        # SDL would otherwise load the GL driver (about 100 MB, and time) to show a 2D surface.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    asked = os.environ.get("SDL_VIDEODRIVER", "").strip().lower()
    import pygame

    from coteccio_gui.ui.core import window

    try:
        pygame.display.init()
    except pygame.error as e:
        raise NoDisplay(f"the window system did not answer ({e})") from None
    driver = pygame.display.get_driver()
    if driver in QUIET_DRIVERS and asked not in QUIET_DRIVERS:
        pygame.quit()
        raise NoDisplay(f"no window system answered (SDL fell back to its {driver} driver)")
    # Icon and caption before the window, so it never shows pygame's own for a moment.
    _set_icon(pygame)
    pygame.display.set_caption("Coteccio")
    screen = window.open_window()
    from coteccio_gui.ui.core import theme

    theme.title_felt(screen)
    pygame.display.flip()
    return screen


def install_autosave(app: App, announce: bool = False, durable: bool = True) -> AutoSaver:
    """Autosave every table of ``app`` after each action, into its data folder, telling the
    player through its notices."""
    from coteccio_gui.autosave import AutoSaver

    saver = AutoSaver(lambda: app.data_folder, app.notices.add, announce, durable)
    app.match_hooks.append(saver)
    return saver


def launch(
    app: App, self_test: bool = False, autoplay: bool = False, opened: Opened | None = None
) -> None:
    """Get a run ready: every scene's name, the log file, the data folder, autosave, then the
    title (and a record). The self-test plays in a folder of its own, emptied first;
    ``autoplay`` (the kill test) uses the player's folder and announces every save."""
    import logging
    import shutil

    from coteccio_gui.paths import data_dir

    for name, place in SCENES.items():
        app.nav.register(name, place)
    try:
        from coteccio_gui.logs import setup_logging

        app.log_path = setup_logging()
    except (ImportError, OSError) as e:
        logging.getLogger("coteccio").warning("no log file: %s", e)
    if autoplay:  # the kill test plays other games too
        app.self_test_game = os.environ.get("COTECCIO_AUTOPLAY_GAME", "")
    if self_test:
        folder = data_dir() / SELF_TEST_FOLDER
        shutil.rmtree(folder, ignore_errors=True)
        app.data_folder = folder
    install_autosave(app, announce=autoplay, durable=not self_test)
    app.nav.push("title")
    if opened is not None:
        app.nav.push("history", record=opened[0], source=opened[1])


def icon_file() -> str:
    """The app icon, in the assets' ``icons/`` folder (``paths`` imports nothing slow: the icon
    is set before the window opens)."""
    from coteccio_gui.paths import assets_dir

    return str(assets_dir() / "icons" / ICON)


def _set_icon(pygame: Any) -> None:
    """The window's icon: the app icon drawn from the card art (before the window opens)."""
    try:
        icon = pygame.image.load(icon_file())
        pygame.display.set_icon(pygame.transform.smoothscale(icon, (64, 64)))
    except (pygame.error, OSError, FileNotFoundError):
        pass  # an icon is a nicety: the game starts without one
