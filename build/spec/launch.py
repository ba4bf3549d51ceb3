"""Entry point of the frozen app: the same ``coteccio`` command line as the console script.

Double-clicked, it opens the card table; ``Coteccio --self-test``, ``Coteccio replay FILE``
and the other subcommands work as from source. Logging goes to the player's log file from
the start, and anything that escapes ``main`` is written there, since a windowed build may
have nowhere else to show it.
"""

import logging
import os
import sys


def _console_to_file() -> None:
    # A windowed build started with nowhere to print (sys.stdout is None on Windows) writes
    # what it prints, e.g. the self-test's result, to $COTECCIO_STDOUT when that is set.
    target = os.environ.get("COTECCIO_STDOUT")
    if target and (sys.stdout is None or sys.stderr is None):
        stream = open(target, "a", encoding="utf-8", buffering=1)  # noqa: SIM115
        sys.stdout = sys.stdout or stream
        sys.stderr = sys.stderr or stream


def _run() -> int:
    _console_to_file()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from coteccio_gui.cli import main
    from coteccio_gui.logs import setup_logging

    # No console to read in a windowed build: everything worth knowing goes to the log file.
    log_file = setup_logging()
    log = logging.getLogger("coteccio")
    log.info("frozen build started on %s, arguments %s", sys.platform, sys.argv[1:])
    try:
        return main()
    except Exception:
        log.exception("uncaught error; the game stops")
        if sys.stderr is not None:
            print(f"coteccio: crashed; details in {log_file}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(_run())
