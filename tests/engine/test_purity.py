"""The engine and every game stay pure: importing them never imports pygame (or UI code)."""

import subprocess
import sys

BLOCK_PYGAME = """
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("pygame", "platformdirs") or name.startswith("coteccio_gui.ui"):
            raise ImportError("the engine must not import " + name)
sys.meta_path.insert(0, Block())
import coteccio_gui.engine
import coteccio_gui.games.coteccio.view
import coteccio_gui.games.coch
import coteccio_gui.games.zifuli
import coteccio_gui.games.cucco.cards
import coteccio_gui.games.cucco.scoring
import coteccio_gui.games.rovescino
from coteccio_gui import games
for name in games.NAMES:
    games.spec(name)
assert not any(m.startswith("pygame") for m in sys.modules)
print("pure")
"""


def test_importing_the_engine_never_imports_pygame():
    done = subprocess.run([sys.executable, "-c", BLOCK_PYGAME], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "pure"
