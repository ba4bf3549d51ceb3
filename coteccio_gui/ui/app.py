"""Starting the game: the window, the title scene, and the self-test."""

from __future__ import annotations

import os
import sys

from coteccio_gui.settings import Settings, Speed

SELF_TEST_LIMIT_FRAMES = 200_000


def run_app(self_test: bool = False) -> int:
    """Open the window and play; with ``self_test``, computers play a match through every scene."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from coteccio_gui.ui.scene import App
    from coteccio_gui.ui.title import TitleScene

    from coteccio_gui.ui import prefs

    pygame.display.init()
    pygame.font.init()
    if self_test:  # the self-test never reads or writes the player's settings
        settings, notice = Settings(speed=Speed.INSTANT, tips=False), None
    else:
        settings, notice = prefs.launch_settings()
    app = App(settings, self_test=self_test)
    if settings.fullscreen:
        prefs.apply_window(app)
    app.push(TitleScene(app))
    if notice:
        app.notices.add(notice)
    try:
        app.run()
    finally:
        for scene in app.scenes:
            scene.closed()
        app.sound.close()
        pygame.quit()
    if not self_test:
        return 0
    if app.result is None:
        print("self-test: the match did not reach its end", file=sys.stderr)
        return 1
    print(
        f"self-test: winner seat {app.result['winner']} after {app.result['hands']} hands, "
        f"{app.frames} frames, frame p95 {app.frame_p95():.1f} ms"
    )
    return 0
