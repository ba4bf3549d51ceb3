"""Fill msgstr of a .po from Python dicts of translations: ``python tools/fill_po.py it FILE...``.

Each FILE defines ``T``: ``{msgid: text}``, ``{(context, msgid): text}``, and for plural
messages a list of forms. Existing translations are replaced only when FILE has one.
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import i18n as tool  # noqa: E402


def main(lang: str, files: list[str]) -> int:
    """Merge the translations of ``files`` into ``locale/<lang>.po``."""
    table: dict[tuple[str | None, str], object] = {}
    for f in files:
        for key, text in runpy.run_path(f)["T"].items():
            table[key if isinstance(key, tuple) else (None, key)] = text
    path = tool.PO_DIR / f"{lang}.po"
    entries = tool.read_po(path)
    messages = [m for m in entries.values() if m.msgid]
    for m in messages:
        text = table.get(m.key)
        if text is not None:
            m.strings = list(text) if isinstance(text, list) else [str(text)]
    tool.write_po(path, lang, messages)
    missing = [m.msgid for m in messages if not m.strings or not all(m.strings)]
    print(f"{len(messages) - len(missing)} translated, {len(missing)} missing")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
