"""The log file: where a windowed build leaves what went wrong (part of the plain suite)."""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from coteccio_gui.logs import close_logging, setup_logging


@pytest.fixture(autouse=True)
def restore_root_logger() -> Iterator[None]:
    root = logging.getLogger()
    level = root.level
    yield
    close_logging()
    root.setLevel(level)


def test_log_file_lands_in_the_players_log_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    path = setup_logging()
    assert path == tmp_path / "logs" / "coteccio.log"
    logging.getLogger("coteccio.table").info("deal %d", 3)
    assert "INFO coteccio.table: deal 3" in path.read_text(encoding="utf-8")


def test_warnings_reach_stderr_but_info_only_the_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    path = setup_logging()
    logging.getLogger("coteccio").info("quiet detail")
    logging.getLogger("coteccio").warning("settings file broken, using defaults")
    err = capsys.readouterr().err
    assert "settings file broken" in err and "quiet detail" not in err
    assert "quiet detail" in path.read_text(encoding="utf-8")


def test_calling_twice_does_not_write_each_line_twice(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    first = setup_logging()
    second = setup_logging()
    logging.getLogger("coteccio").warning("once")
    assert first == second
    assert first.read_text(encoding="utf-8").count("once") == 1


def test_a_new_home_moves_the_log(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path / "a"))
    old = setup_logging()
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path / "b"))
    new = setup_logging()
    logging.getLogger("coteccio").warning("after the move")
    assert new != old and "after the move" in new.read_text(encoding="utf-8")
    assert "after the move" not in old.read_text(encoding="utf-8")


def test_no_stderr_as_in_a_windowed_build_still_logs_to_the_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    monkeypatch.setattr(sys, "stderr", None)
    path = setup_logging()
    logging.getLogger("coteccio").error("crash details")
    assert "ERROR coteccio: crash details" in path.read_text(encoding="utf-8")
