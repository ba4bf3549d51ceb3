"""After a colon, running text goes on in lower case, in English and in Italian, unless a name
follows (a dialog said 'Claim the game: Short of the target…' and 'Nuova partita: Questa…')."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tests.test_i18n import tool

ROOT = Path(__file__).resolve().parent.parent

NAMES_AFTER_A_COLON = {
    '"Continue"': "the title screen's button, quoted by its name",
    "«Continua»": "the title screen's button, quoted by its name",
    "Up": "the names of the arrow keys: 'Up and Down show the others'",
    "Su": "the names of the arrow keys: 'Su e Giù mostrano le altre'",
    "Figure": "the name of a suit of the Cucco pack, capitalised as the Matte are",
}
"""The words that keep their capital after a colon, each for its reason."""

CAPITAL_AFTER_A_COLON = re.compile(r":\s+([\"«]?[A-ZÀ-Ý][\w']*[»\"]?)")
MARKS = {"_", "N_", "ngettext"}


def _texts(lang: str) -> list[str]:
    texts = []
    for m in tool.load(tool.PO_DIR / f"{lang}.po"):
        if m.id:
            texts += list(m.string) if isinstance(m.string, tuple) else [m.string]
    return texts


def test_no_message_capitalises_the_word_after_a_colon_unless_it_is_a_name():
    found = []
    for lang in tool.LANGUAGES:
        for text in _texts(lang):
            words = CAPITAL_AFTER_A_COLON.findall(text)
            found += [(lang, w, text) for w in words if w not in NAMES_AFTER_A_COLON]
    assert found == []


def _top_level() -> dict[str, list[ast.AST]]:
    """What each name is assigned at the top of a module (``MEANINGS = {…: N_("…")}``)."""
    found: dict[str, list[ast.AST]] = {}
    for path in sorted((ROOT / "coteccio_gui").rglob("*.py")):
        for a in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(a, ast.Assign):
                for t in a.targets:
                    found.setdefault(getattr(t, "id", ""), []).append(a.value)
    return found


def _marked(
    node: ast.AST, func: ast.AST, top: dict[str, list[ast.AST]], depth: int = 0
) -> set[str]:
    """The messages an expression can say: marked strings in it, and in what its names are
    assigned in the enclosing function or at the top of a module (``explain = _("…")``)."""
    found = set()
    for inner in ast.walk(node):
        if isinstance(inner, ast.Call) and getattr(inner.func, "id", None) in MARKS:
            found |= {a.value for a in inner.args if isinstance(a, ast.Constant)}
        if isinstance(inner, ast.Name) and depth < 3:
            local = [
                a.value
                for a in ast.walk(func)
                if isinstance(a, ast.Assign)
                and any(getattr(t, "id", None) == inner.id for t in a.targets)
            ]
            for value in local or top.get(inner.id, []):
                found |= _marked(value, func, top, depth + 1)
    return found


def _explains() -> set[tuple[str, str]]:
    """Every message a dialog's choice is explained with, and where."""
    top = _top_level()
    found = set()
    for path in sorted((ROOT / "coteccio_gui").rglob("*.py")):
        module = ast.parse(path.read_text(encoding="utf-8"))
        for func in ast.walk(module):
            if not isinstance(func, ast.FunctionDef):
                continue
            for call in ast.walk(func):
                if not isinstance(call, ast.Call) or len(call.args) < 2:
                    continue
                if getattr(call.func, "id", None) == "Choice":
                    where = f"{path.relative_to(ROOT)}:{call.lineno}"
                    found |= {(m, where) for m in _marked(call.args[1], func, top)}
    return found


def test_a_choice_is_explained_after_its_label_and_a_colon_in_lower_case():
    """A dialog shows each choice as 'Label: explanation', so the explanation goes on in
    lower case in both languages (the terziglio bids' meanings come from a table of N_)."""
    explains = _explains()
    assert len(explains) >= 15, explains  # the scan finds the explanations at all
    translated = {
        lang: {m.id: m.string for m in tool.load(tool.PO_DIR / f"{lang}.po") if m.id}
        for lang in tool.LANGUAGES
    }
    capital = []
    for msgid, where in explains:
        for lang in tool.LANGUAGES:
            key = next(
                (k for k in translated[lang] if msgid in (k if isinstance(k, tuple) else (k,))),
                msgid,
            )
            strings = translated[lang].get(key, msgid)
            for s in strings if isinstance(strings, tuple) else (strings,):
                if s[:1].isupper():
                    capital.append((lang, where, s))
    assert capital == []
