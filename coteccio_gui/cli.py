"""The ``coteccio`` command: the game, and the tools around it (replay, simulate, cards)."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable, Sequence

_DEFAULT = " (default: %(default)s)"


def _parser() -> argparse.ArgumentParser:
    import argparse  # here, not at the top: a plain launch goes to the window without them

    from coteccio_gui import games
    from coteccio_gui.net.limits import FLAGS, Limits

    p = argparse.ArgumentParser(prog="coteccio", description="Coteccio, the Triestine card game.")
    p.add_argument(
        "--self-test", action="store_true", help="play a whole match of computers and exit"
    )
    # The kill test's player: computers in every seat through the real scenes, in the player's
    # folders, continuing the autosave if there is one and printing "saved N" after each save.
    p.add_argument("--autoplay", action="store_true", help=argparse.SUPPRESS)
    sub = p.add_subparsers(dest="command")

    r = sub.add_parser("replay", help="check a match record and print the state after it")
    r.add_argument("file", help="the record file, or - for standard input")

    o = sub.add_parser("open", help="show a match record in the hand history")
    o.add_argument("file", help="the record file")

    s = sub.add_parser("simulate", help="play whole matches with random legal choices")
    s.add_argument("--game", default=games.DEFAULT, help=f"the game (default: {games.DEFAULT})")
    s.add_argument("--players", type=int, default=4)
    s.add_argument("--matches", type=int, default=100)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--out", help="write each match record into this folder")

    t = sub.add_parser("tournament", help="duplicate-deal tournament between computer levels")
    t.add_argument("--game", default=games.DEFAULT, help=f"the game (default: {games.DEFAULT})")
    t.add_argument(
        "--field",
        default="normal",
        help="the level of the comparison table (Coteccio also: sampler, a tournament-only field)",
    )
    t.add_argument("--players", type=int, default=4)
    t.add_argument("--seats", default="expert,normal,normal,normal")
    t.add_argument("--hands", type=int, default=1000)
    t.add_argument(
        "--matches", type=int, default=None, help="whole matches (default: one per 20 deals)"
    )
    t.add_argument("--seed", type=int, default=0)
    t.add_argument("--json", action="store_true")

    n = sub.add_parser("serve", help="hold network tables without a window (docs/network.md)")
    n.add_argument("--port", type=int, default=8765)
    n.add_argument("--host", default="", help="the address to listen on (default: all)")
    n.add_argument("--cert", help="TLS certificate (PEM); with --key, clients use wss://")
    n.add_argument("--key", help="the certificate's private key (PEM)")
    n.add_argument("--folder", help="where tables are kept (default: the data folder's server/)")
    n.add_argument("--no-fsync", action="store_true", help=argparse.SUPPRESS)
    for flag, name, words in FLAGS:  # the limits, with their defaults
        default = getattr(Limits, name)
        n.add_argument(flag, type=type(default), default=default, dest=name, help=words + _DEFAULT)

    c = sub.add_parser("cards", help="write every card image and a contact sheet as PNG")
    faces = ["triestine", "english", "cucco", "german", "german-english"]
    c.add_argument("--faces", choices=faces, default="triestine")
    c.add_argument("--four-colour", action="store_true")
    c.add_argument("--height", type=int, default=240)
    c.add_argument("--out", required=True)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    given = sys.argv[1:] if argv is None else list(argv)
    if not given:  # a menu entry or a double-click: the window first, no parser to build
        return _guarded(_play)
    args = _parser().parse_args(given)
    if args.command == "replay":
        from coteccio_gui.replay import run_replay

        return run_replay(args.file)
    if args.command == "open":
        return _open(args.file)
    if args.command == "simulate":
        from coteccio_gui.simulate import run_simulate

        return run_simulate(args.players, args.matches, args.seed, args.out, args.game)
    if args.command == "tournament":
        from coteccio_gui.players.tournament import run_tournament

        seats = [s.strip() for s in args.seats.split(",")]
        return int(
            run_tournament(
                args.players,
                seats,
                args.hands,
                args.seed,
                args.json,
                args.game,
                args.field,
                args.matches,
            )
        )
    if args.command == "serve":
        from coteccio_gui.net.limits import FLAGS, Limits
        from coteccio_gui.net.serve import run_serve

        limits = Limits(durable=not args.no_fsync, burst=max(60.0, args.rate * 3))
        for _flag, name, _words in FLAGS:
            setattr(limits, name, getattr(args, name))
        return run_serve(args.port, args.host, args.cert, args.key, args.folder, limits)
    if args.command == "cards":
        from coteccio_gui.ui.card_sheet import run_cards

        return int(run_cards(args.faces, args.four_colour, args.height, args.out))

    return _guarded(lambda: _play(args.self_test, args.autoplay))


def _play(self_test: bool = False, autoplay: bool = False) -> int:
    """The game in its window (with ``self_test`` or ``autoplay``, computers play it)."""
    from coteccio_gui.ui.app import run_app

    return run_app(self_test=self_test, autoplay=autoplay)


def _guarded(run: Callable[[], int]) -> int:
    """Run the game; an error that escapes it is one line, not a traceback. No display is
    status 2 (like a bad file), anything else 1."""
    try:
        return run()
    except KeyboardInterrupt:
        return 130
    except Exception as e:
        # NoDisplay (ui/app.py) is matched by name: importing it here could fail the same way
        # as whatever failed inside the game.
        if type(e).__name__ == "NoDisplay":
            print(f"coteccio: no display: {e}", file=sys.stderr)
            return 2
        import logging  # here: the window does not wait for it

        from coteccio_gui.ui.core.errors import describe_error

        logging.getLogger("coteccio").info("the game stopped", exc_info=e)
        print(f"coteccio: the game stopped: {describe_error(e)}", file=sys.stderr)
        return 1


def _open(file: str) -> int:
    """``coteccio open FILE``: the hand history of a record; a bad file is one line and 2."""
    from pathlib import Path

    from coteccio_gui.autosave import load_record_file
    from coteccio_gui.record import RecordError

    path = Path(file)
    try:
        record = load_record_file(path)
    except RecordError as e:
        line = " ".join(f"{file}: {e}".split())
        sys.stderr.write(line.encode("ascii", "backslashreplace").decode("ascii") + "\n")
        return 2

    def show() -> int:
        from coteccio_gui.ui.app import run_app

        return run_app(opened=(record, path.resolve()))

    return _guarded(show)


if __name__ == "__main__":
    sys.exit(main())
