"""Headless by default: no window, no sound device, and no writes to the real home folders."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Settings, saves, statistics and logs of the whole session go to one throwaway folder;
# tests that need their own folder set COTECCIO_HOME with monkeypatch.
os.environ["COTECCIO_HOME"] = tempfile.mkdtemp(prefix="coteccio-tests-")


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _english_first():
    """Every test starts in English, whatever the test before it chose."""
    from coteccio_gui import i18n

    i18n.set_language("en")
    yield
    i18n.set_language("en")
