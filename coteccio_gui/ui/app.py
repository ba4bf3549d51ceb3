"""Starting the game: the window, the title scene, and the self-test."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Any

from coteccio_gui.settings import Settings, Speed

if TYPE_CHECKING:
    from coteccio_gui.ui.title import Opened

SELF_TEST_LIMIT_FRAMES = 200_000


def run_app(self_test: bool = False, autoplay: bool = False, opened: Opened | None = None) -> int:
    """Open the window and play; with ``self_test``, computers play a match through every scene.

    ``autoplay`` is the self-test in the player's own folders: it continues the autosave if
    there is one and prints ``saved N`` after every save (the kill test drives it).
    ``opened`` is a record and its file to show in the hand history (``coteccio open``).
    """
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if sys.platform.startswith("linux"):
        # The window's pixels go to X11 (or Wayland) directly, not through an OpenGL texture:
        # SDL would otherwise load the GL driver (about 100 MB, and time) to show a 2D surface.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    import pygame

    from coteccio_gui.ui import prefs
    from coteccio_gui.ui.scene import App
    from coteccio_gui.ui.title import launch

    pygame.display.init()
    pygame.font.init()
    _set_icon(pygame)
    if self_test or autoplay:  # the self-test never reads or writes the player's settings
        settings, notice = Settings(speed=Speed.INSTANT, tips=False), None
    else:
        settings, notice = prefs.launch_settings()
    app = App(settings, self_test=self_test or autoplay)
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


def _set_icon(pygame: Any) -> None:
    """The window's icon: the app icon drawn from the card art (before the window opens)."""
    from coteccio_gui.paths import assets_dir

    try:
        icon = pygame.image.load(str(assets_dir() / "icons" / "coteccio-256.png"))
        pygame.display.set_icon(pygame.transform.smoothscale(icon, (64, 64)))
    except (pygame.error, OSError, FileNotFoundError):
        pass  # an icon is a nicety: the game starts without one
