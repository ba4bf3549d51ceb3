"""Starting the game: a clear line and status 2 without a display, a quiet terminal, no hidden
import errors."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from coteccio_gui import cli
from tests.ui.xserver import need, xvfb

ROOT = Path(__file__).resolve().parents[1]


def _command() -> list[str]:
    """``coteccio`` as a player runs it (the console script next to this Python)."""
    script = Path(sys.executable).with_name("coteccio")
    return [str(script)] if script.exists() else [sys.executable, "-m", "coteccio_gui"]


def _without_display(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}  # fmt: skip
    env.update(COTECCIO_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    return env


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="a display is always there")
@pytest.mark.parametrize("args", [[], ["--self-test"]], ids=["coteccio", "self-test"])
def test_without_a_display_one_line_and_status_2_within_2_seconds(tmp_path, args):
    started = time.monotonic()
    done = subprocess.run([*_command(), *args], env=_without_display(tmp_path), cwd=ROOT,
                          capture_output=True, text=True, timeout=20)  # fmt: skip
    elapsed = time.monotonic() - started
    assert done.returncode == 2, (done.returncode, done.stderr)
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("coteccio: no display: ")
    assert elapsed < 2.0


def test_an_import_error_is_not_passed_off_as_a_table_not_built_yet(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "coteccio_gui.ui.app", None)  # importing it now fails
    status = cli.main([])
    out, err = capsys.readouterr()
    assert status != 0
    assert "not built yet" not in out + err
    assert err.startswith("coteccio: the game stopped: ") and err.count("\n") == 1
    assert "coteccio_gui.ui.app" in err  # the real cause, named


def _clicks(tmp_path: Path) -> list[tuple[int, int]]:
    """Where New match, Coteccio and Start the match are in the window the game opens (the
    same layout code, run here on an invisible screen)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from coteccio_gui.settings import Settings
    from coteccio_gui.ui.pilot import Pilot
    from coteccio_gui.ui.screens.games import GamesScene
    from coteccio_gui.ui.screens.setup import SetupScene
    from coteccio_gui.ui.screens.title import TitleScene

    old = os.environ.get("COTECCIO_HOME")
    os.environ["COTECCIO_HOME"] = str(tmp_path / "oracle")
    try:
        p = Pilot((1280, 800), Settings(language="en", tips=False, sound=False))
        title = TitleScene(p.app)
        new = next(b for b in title.group.buttons if b.label == "New match").rect.center
        chooser = GamesScene(p.app)
        coteccio = chooser.group.buttons[chooser.names.index("coteccio")].rect.center
        setup = SetupScene(p.app)
        start = next(r for r in setup.form.rows if r.label == "Start the match").rect.center
    finally:
        if old is None:
            os.environ.pop("COTECCIO_HOME", None)
        else:
            os.environ["COTECCIO_HOME"] = old
    return [new, coteccio, start]


def test_no_alsa_or_sdl_noise_on_the_terminal_and_one_line_in_the_log(tmp_path):
    """A machine without a sound card: the first sound of a match finds no device. The
    terminal stays quiet; the log says it once."""
    need("Xvfb", "xdotool")
    env = _without_display(tmp_path)
    env.update(SDL_AUDIODRIVER="alsa", ALSA_CARD="no-such-card")  # no device, for certain
    with xvfb((1600, 1000)) as display:
        env.update(DISPLAY=display, SDL_VIDEODRIVER="x11")
        game = subprocess.Popen(_command(), env=env, cwd=ROOT, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)  # fmt: skip
        try:
            window = ""
            for _ in range(150):
                found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid",
                                        str(game.pid)], env=env, capture_output=True,
                                       text=True)  # fmt: skip
                window = found.stdout.split()[-1] if found.stdout.split() else ""
                if window:
                    break
                time.sleep(0.2)
            assert window, "the game's window never appeared"
            time.sleep(1.0)
            # New match, Coteccio in the choice of games, then Start the match
            for x, y in _clicks(tmp_path):
                subprocess.run(["xdotool", "mousemove", "--window", window, str(x), str(y),
                                "click", "1"], env=env, check=True)  # fmt: skip
                time.sleep(1.5)
            time.sleep(3.0)  # the deal: the shuffle and the cards want to be heard
        finally:
            game.terminate()
            out, err = game.communicate(timeout=20)
    log = (tmp_path / "logs" / "coteccio.log").read_text("utf-8")
    assert (tmp_path / "data" / "autosave.json").exists()  # the match really started
    assert err == "" and out == ""
    assert log.count("sound off for this session") == 1
