"""Entry point of the frozen app: the same ``coteccio`` command line as the console script.

Double-clicked, it opens the card table; ``Coteccio --self-test``, ``Coteccio replay FILE``
and the other subcommands work as from source. Anything that escapes ``main`` is written
to the log file first, since a windowed build may have nowhere else to show it.
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
    from coteccio_gui.cli import main

    try:
        return main()
    except Exception:
        from coteccio_gui.logs import setup_logging

        log_file = setup_logging()
        logging.getLogger("coteccio").exception("uncaught error; the game stops")
        if sys.stderr is not None:
            print(f"coteccio: crashed; details in {log_file}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(_run())
