"""A window's network session: the server it hosts (if any) and the client it plays through.

The scenes of hosting, joining, the lobby and the network table share one :class:`Session`.
The window never waits on the network in its own loop: slow steps (reaching an address,
opening a table) run in a worker thread (:class:`Job`) and the scene looks at the result.
The server's one-line errors are turned into a player's words by :func:`say`.
"""

from __future__ import annotations

import json
import os
import socket
import ssl
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from websockets.exceptions import InvalidHandshake

from coteccio_gui.i18n import _
from coteccio_gui.net.live import Limits
from coteccio_gui.net.threaded import ClientThread, ServerThread, addresses
from coteccio_gui.storage import write_atomic
from coteccio_gui.ui.net.seats import HUMAN, notice_words, sit_others

PORT = int(os.environ.get("COTECCIO_PORT", "") or 8765)
"""The port a host listens on when it is free (else any free port, shown on the invitation);
``COTECCIO_PORT`` chooses another (the real-window test gives each run its own)."""
MOST_SEATS = 8
JOINED = "joined-table.json"
"""Where a guest's program keeps its seat (in its data folder) to come back to it."""
AWAY_S = 30.0
"""How long a dropped guest's seat waits before the computer plays for it."""


class Job:
    """Work done in a thread while the window keeps drawing: ``done``, then ``result`` or
    ``error`` (a player's words)."""

    def __init__(self, work: Callable[[], Any]) -> None:
        self.done = False
        self.result: Any = None
        self.error = ""
        self._work = work
        threading.Thread(target=self._run, name="coteccio-net-job", daemon=True).start()

    def _run(self) -> None:
        try:
            self.result = self._work()
        except Exception as e:  # shown to the person, in their words
            self.error = say(e)
        self.done = True


def finished(owner: Any) -> Job | None:
    """``owner.job`` once it is done, taken off ``owner`` (None while it runs, or with none)."""
    job: Job | None = owner.job
    if job is None or not job.done:
        return None
    owner.job = None
    return job


def say(error: BaseException | str) -> str:
    """A network failure or a server's error line in a player's words."""
    text = str(error)
    if isinstance(error, ssl.SSLCertVerificationError):
        return _(
            "This address could not prove it is the table it claims to be (its certificate "
            "does not check), so the game did not connect. Check the address with whoever runs "
            "the table."
        )
    if isinstance(error, ssl.SSLError):
        return _(
            "No secure connection could be made at this address: it may not use wss://. Try it "
            "with ws:// at the start instead, or with no ws:// at all."
        )
    if isinstance(error, InvalidHandshake):
        return _(
            "Something answered at this address, but not a table of this game. If the table "
            "is on a secure server, type the address with wss:// at the start."
        )
    if isinstance(error, OSError | TimeoutError) and not isinstance(error, ValueError):
        return _(
            "Nothing answered at this address. Check it with the host, and that the host's "
            "window shows the table."
        )
    if "no table has this code" in text:
        return _("No table has this code at this address. Check the code with the host.")
    if "taken" in text:
        return _("Someone has just taken that seat: choose another.")
    if "already started" in text:
        return _("The match at this table has already started.")
    if "too many" in text:
        return _("This table has no room for more people.")
    return _("The table answered: {message}").format(message=text)


def table_url(text: str) -> str:
    """The WebSocket address of what a guest typed: ``wss://`` (TLS) if typed so, else
    ``ws://`` (ValueError if unreadable)."""
    host, port = parse_address(text)
    scheme = "wss" if text.strip().lower().startswith("wss://") else "ws"
    return f"{scheme}://{host}:{port}"


def parse_address(text: str) -> tuple[str, int]:
    """``host``, ``host:port`` or a ``ws://`` address → (host, port); ValueError if unreadable."""
    text = text.strip()
    for scheme in ("ws://", "wss://"):
        if text.lower().startswith(scheme):
            text = text[len(scheme) :]
    text = text.rstrip("/")
    host, colon, port = text.rpartition(":")
    if not colon:
        host, port = text, str(PORT)
    if not host or not port.isdigit() or not 0 < int(port) < 65536 or " " in host:
        raise ValueError(text)
    return host, int(port)


class Session:
    """One person's network table: its client, and the server when this window hosts."""

    def __init__(self, client: ClientThread, server: ServerThread | None = None) -> None:
        self.client = client
        """The connection of the (first) seat this window plays."""
        self.others: list[ClientThread] = []
        """The host's other people's seats, one connection each (hot-seat at a hosted table)."""
        self.server = server
        self.seen: dict[str, Any] | None = None
        """The update the window last drew (a newer one makes it draw again)."""
        self.told = 0
        """How many of the client's notices the window has shown."""
        self.ended = False

    @classmethod
    def host(cls, folder: Path, invitation: dict[str, Any]) -> Session:
        """Start a server in this program, open the table and sit at its human seats (the
        first through :attr:`client`, the others' through :attr:`others`)."""
        server = ServerThread(folder, Limits(away_s=AWAY_S))
        # IPv4 only, as the invitation's addresses: listening on every family with port 0
        # would give each family its own port, and the one said might not be IPv4's
        try:
            port = server.start(PORT, "0.0.0.0")
        except OSError:
            port = server.start(0, "0.0.0.0")
        client = ClientThread(f"ws://127.0.0.1:{port}")
        session = cls(client, server)
        try:
            human = invitation["seats"].index("human")
            client.call(client.client.open, invitation, human)
            opened = next(r for r in client.client.replies if r.get("type") == "opened")
            session.others = sit_others(client.client, dict(opened["tokens"]))
        except Exception:
            session.close()
            raise
        server.open_router()  # friends elsewhere: the router is asked meanwhile
        return session

    @classmethod
    def rehost(cls, folder: Path) -> Session:
        """Host the saved table of ``folder`` again (after the program was closed or killed):
        the server resumes it on the usual port, where the guests' programs reconnect by
        themselves, and this window sits again at the host's seats."""
        data = saved_table(folder)
        if data is None:
            raise ValueError("no saved table")
        server = ServerThread(folder, Limits(away_s=AWAY_S))
        port = server.start(PORT, "0.0.0.0")
        client = ClientThread(f"ws://127.0.0.1:{port}")
        session = cls(client, server)
        try:
            tokens = {str(i): s["token"] for i, s in enumerate(data["seats"]) if s["kind"] == HUMAN}
            client.client.host_token = str(data["host_token"])
            client.call(client.client.hello, str(data["code"]), next(iter(tokens.values())))
            session.others = sit_others(client.client, tokens)
        except Exception:
            session.close()
            raise
        server.open_router()
        return session

    @classmethod
    def rejoin(cls, folder: Path) -> Session:
        """Sit again at the seat this program joined (after it was closed or killed), with the
        seat's token it kept."""
        kept = json.loads((folder / JOINED).read_text("utf-8"))
        session, _where = cls.reach(str(kept["address"]))
        try:
            session.client.call(session.client.client.hello, str(kept["table"]), str(kept["token"]))
        except Exception:
            session.close()
            raise
        return session

    def keep_seat(self, folder: Path) -> None:
        """Remember where this guest sits (the ``ws://`` or ``wss://`` address, the code, the
        seat's token) to come back."""
        c = self.client.client
        kept = {"address": c.url, "table": c.table, "token": c.token}
        write_atomic(folder / JOINED, json.dumps(kept), durable=False)

    def forget(self) -> None:
        """The host cancels the table before its match: its file goes too."""
        if self.server is not None:
            folder = self.server.server.folder
            self.close()
            (folder / "tables" / f"{self.code}.json").unlink(missing_ok=True)

    @classmethod
    def reach(cls, address: str) -> tuple[Session, str]:
        """Connect to a host's address; returns the session and its ``ws://`` or ``wss://``
        address (OSError if nothing answers there, ``ssl.SSLError`` if TLS does not check)."""
        url = table_url(address)
        socket.create_connection(parse_address(address), timeout=4).close()
        try:
            return cls(ClientThread(url)), url
        except ConnectionError as e:  # it answered, then hung up on the TLS handshake
            if url.startswith("wss:"):
                raise ssl.SSLError("this address does not speak TLS") from e
            raise

    @property
    def state(self) -> dict[str, Any]:
        """The latest update (read as one object: the client's thread replaces it whole)."""
        return self.client.client.state

    @property
    def code(self) -> str:
        """The table code."""
        return self.client.client.table

    def invitation(self) -> list[str]:
        """Where friends reach this table: ``address:port`` lines (hosting only)."""
        port = self.server.port if self.server is not None else PORT
        return [f"{a}:{port}" for a in addresses()]

    def router_words(self) -> str:
        """What the host's router did for friends elsewhere, in a player's words ("" if none)."""
        return self.server.router_words() if self.server is not None else ""

    def changed(self) -> bool:
        """Whether something came from the table since the window last looked."""
        c = self.client.client
        return c.state is not self.seen or len(c.notices) > self.told

    def news(self) -> list[str]:
        """The notices not shown yet, in a player's words; marks the update as seen."""
        c = self.client.client
        self.seen = c.state
        fresh, self.told = c.notices[self.told :], len(c.notices)
        return [notice_words(n) for n in fresh]

    def close(self) -> None:
        """Leave the table; a hosted server stops too (once, however often it is asked)."""
        if self.ended:
            return
        self.ended = True
        try:
            for other in self.others:
                other.close()
            self.client.close()
        finally:
            if self.server is not None:
                self.server.stop()
                self.server = None


def saved_table(folder: Path) -> dict[str, Any] | None:
    """The newest table this program hosted that is not over (its file), if any."""
    files = sorted((folder / "tables").glob("*.json"), key=lambda f: f.stat().st_mtime)
    for file in reversed(files):
        try:
            return dict(json.loads(file.read_text("utf-8")))
        except (OSError, ValueError):
            continue
    return None
