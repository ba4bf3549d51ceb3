"""The README a player reads, and the documents it leads to: short, pictured, no dead link."""

from __future__ import annotations

import re
import struct
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
DOCUMENTS = [README, *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
TEST_COMMAND = (
    "python3 -m venv .venv && . .venv/bin/activate && pip install -q -e '.[test]' && pytest"
)


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading).lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """Every heading's anchor in a Markdown file (fenced code skipped)."""
    found: set[str] = set()
    fenced = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and (m := re.match(r"#{1,6} (.+)", line)):
            found.add(slug(m.group(1).strip()))
    return found


def links(path: Path) -> list[str]:
    """The targets of the Markdown links and images of a file, outside fenced code."""
    text = re.sub(r"^```.*?^```", "", path.read_text(encoding="utf-8"), flags=re.M | re.S)
    return LINK.findall(text)


def test_the_readme_is_short():
    lines = README.read_text(encoding="utf-8").count("\n")
    assert lines <= 200, f"README.md has {lines} lines; the rest belongs in docs/"


def test_the_readme_shows_two_screenshots_of_the_game():
    images = [t for t in links(README) if t.endswith(".png")]
    assert len(images) >= 2, images
    for target in images:
        assert (ROOT / target).is_file(), f"{target} is not there"
        data = (ROOT / target).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{target} is not a PNG"
        width, height = struct.unpack(">II", data[16:24])
        assert (width, height) >= (1000, 600), f"{target} is only {width}x{height}"
        assert len(data) < 400_000, f"{target} weighs {len(data)} bytes"


def test_the_quick_start_test_command_is_the_one_ci_runs():
    assert f"\n{TEST_COMMAND}\n" in README.read_text(encoding="utf-8")
    assert f"\n{TEST_COMMAND} " in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_link_leads_somewhere(document):
    dead = []
    for target in links(document):
        if re.match(r"[a-z]+:", target):
            continue  # a web address
        file, _, anchor = target.partition("#")
        path = (document.parent / file).resolve() if file else document
        if not path.exists() or (path.suffix == ".md" and anchor not in {"", *anchors(path)}):
            dead.append(target)
    assert not dead, f"{document.name}: {dead}"
