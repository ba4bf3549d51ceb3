"""tools/fill_po.py writes translations into a catalog (a copy here; the real ones stay as they are)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent


def _load(path: Path):
    with path.open("rb") as f:
        return read_po(f)


def _fill(po_dir: Path, lang: str, table: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "tools/fill_po.py", lang, str(table), "--po-dir", str(po_dir)]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_fill_po_writes_plain_context_and_plural_translations_into_a_copy(tmp_path):
    real = (ROOT / "locale" / "it.po").read_bytes()
    shutil.copy(ROOT / "locale" / "it.po", tmp_path / "it.po")
    before = _load(tmp_path / "it.po")
    plain = next(m for m in before if isinstance(m.id, str) and m.id and not m.context)
    context = next(m for m in before if m.context)
    plural = next(m for m in before if isinstance(m.id, tuple))
    table = tmp_path / "t.py"
    table.write_text(
        "T = {\n"
        f"    {plain.id!r}: 'UNO',\n"
        f"    ({context.context!r}, {context.id!r}): 'DUE',\n"
        f"    {plural.id[0]!r}: ['TRE', 'TRE-PIU'],\n"
        "    'no such message': 'X',\n"
        "}\n",
        encoding="utf-8",
    )
    done = _fill(tmp_path, "it", table)
    assert done.returncode == 0, done.stderr
    assert " translated, 0 missing" in done.stdout
    assert "not in the catalog: 'no such message'" in done.stdout
    after = _load(tmp_path / "it.po")
    assert after.get(plain.id).string == "UNO"
    assert after.get(context.id, context=context.context).string == "DUE"
    assert tuple(after.get(plural.id[0]).string) == ("TRE", "TRE-PIU")
    changed = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in (plain, context)}
    changed.add((None, plural.id[0]))
    for m in before:  # every other translation as it was
        key = (m.context, m.id if isinstance(m.id, str) else m.id[0])
        if m.id and key not in changed:
            assert after.get(m.id, context=m.context).string == m.string, m.id
    assert (ROOT / "locale" / "it.po").read_bytes() == real


def test_fill_po_with_nothing_new_leaves_the_catalog_byte_for_byte(tmp_path):
    shutil.copy(ROOT / "locale" / "en.po", tmp_path / "en.po")
    table = tmp_path / "t.py"
    table.write_text("T = {}\n", encoding="utf-8")
    done = _fill(tmp_path, "en", table)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "en.po").read_bytes() == (ROOT / "locale" / "en.po").read_bytes()
