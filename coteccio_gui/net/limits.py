"""What one client, one address and one table may take of a server: the numbers, and the book
kept per address.

:class:`Limits` holds every number (``coteccio serve --help`` lists them through
:data:`FLAGS`, docs/network.md explains them). :class:`Addresses` counts per network address,
not per connection: a client that reconnects is still the same address. It holds the
connections open, the tables opened (a token bucket), and the wrong codes or tokens tried:
past the first few, each makes that address wait longer before its next try is looked at
(a try before then is refused at once, unread; the count is forgiven slowly). Time comes
from a clock passed in, so tests move it by hand.
Nothing here imports more than the standard library: the command line reads it cheaply.
"""

from __future__ import annotations

import ipaddress
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass
class Limits:
    """Every limit of a server; the defaults suit a club's."""

    away_s: float = 30.0
    """How long a dropped guest's seat waits before a computer plays for it."""
    rate: float = 20.0
    """Messages a second a connection may send, on average…"""
    burst: float = 60.0
    """…and at once."""
    per_table: int = 16
    """Connections sitting at one table (seats, the host, reconnections under way)."""
    connections: int = 5000
    """Connections the server holds at once."""
    per_address: int = 64
    """Connections one network address holds at once."""
    tables: int = 2000
    """Tables the server holds at once."""
    opens_per_address: int = 20
    """Tables one address may open at once, and again an hour (a token bucket)."""
    idle_s: float = 60.0
    """How long a connection may stay without opening, joining or rejoining a table."""
    wrong_secrets: int = 10
    """Wrong codes or tokens one connection may try before it is closed."""
    wrong_free: int = 10
    """Wrong codes or tokens one address may try before each next try waits…"""
    wrong_delay_s: float = 0.5
    """…this long, doubled at each further wrong try…"""
    wrong_delay_max_s: float = 30.0
    """…up to this (one try per this time, for as long as the address keeps guessing)."""
    wrong_forgive_s: float = 60.0
    """One wrong try of an address is forgiven each this many seconds."""
    reap_waiting_s: float = 300.0
    """A table not started, with nobody connected this long, is closed."""
    keep_finished_s: float = 600.0
    """A finished table stays this long for its players to fetch the record (less once every
    seat was sent it and nobody is connected)."""
    unseated_pace_s: float = 2.0
    """At a table where no person is seated (computers only), at least this long between two
    computer actions; with nobody connected at all, a started table is paused."""
    computers: int = 2
    """Computer players deciding at once (worker processes of ``coteccio serve``)."""
    sweep_s: float = 5.0
    """How often the server looks for tables to close or pause."""
    durable: bool = True
    """Every action is on disk (fsync) before it is acknowledged."""


FLAGS: tuple[tuple[str, str, str], ...] = (
    ("--away", "away_s", "seconds a dropped guest's seat waits before a computer plays it"),
    ("--rate", "rate", "messages a second a connection may send (bursts of 3 times that)"),
    ("--connections", "connections", "connections the server holds at once"),
    ("--per-address", "per_address", "connections one network address holds at once"),
    ("--tables", "tables", "tables the server holds at once"),
    ("--opens-per-address", "opens_per_address", "tables one address may open an hour"),
    ("--wrong-free", "wrong_free", "wrong codes an address may try before each try waits"),
    ("--wrong-delay-max", "wrong_delay_max_s", "the longest wait (s) after a wrong code"),
    ("--reap-waiting", "reap_waiting_s", "seconds a table not started stays with nobody there"),
    ("--keep-finished", "keep_finished_s", "seconds a finished table waits for its players"),
    ("--unseated-pace", "unseated_pace_s", "seconds between computer moves with no person seated"),
    ("--computers", "computers", "computer players deciding at once (processes)"),
)
"""The limits ``coteccio serve`` takes on its command line: flag, field, help."""


def address_key(host: str) -> str:
    """The address limits count by: an IPv4 address, or an IPv6 address's /64 (one home)."""
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return host
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


@dataclass
class Address:
    """What one address holds and has tried."""

    connections: int = 0
    wrong: float = 0.0
    """Wrong codes or tokens not yet forgiven."""
    seen: float = 0.0
    """When ``wrong`` and ``opens`` were last brought up to date."""
    next_try: float = 0.0
    """The earliest time its next code or token is looked at (tries before are refused)."""
    opens: float = -1.0
    """Tables it may open now (a token bucket; -1 until first used)."""


@dataclass
class Addresses:
    """The book of every address with a connection, or a debt of wrong tries."""

    limits: Limits
    clock: Callable[[], float] = time.monotonic
    book: dict[str, Address] = field(default_factory=dict)

    def _at(self, key: str) -> Address:
        found = self.book.get(key)
        now = self.clock()
        if found is None:
            found = self.book[key] = Address(seen=now, opens=float(self.limits.opens_per_address))
        forgiven = (now - found.seen) / self.limits.wrong_forgive_s
        found.wrong = max(0.0, found.wrong - forgiven)
        refill = (now - found.seen) * self.limits.opens_per_address / 3600.0
        found.opens = min(float(self.limits.opens_per_address), found.opens + refill)
        found.seen = now
        return found

    def connect(self, key: str) -> bool:
        """One more connection from ``key``, if it holds fewer than the limit."""
        a = self._at(key)
        if a.connections >= self.limits.per_address:
            return False
        a.connections += 1
        return True

    def disconnect(self, key: str) -> None:
        """A connection of ``key`` closed."""
        a = self._at(key)
        a.connections = max(0, a.connections - 1)
        self._forget(key, a)

    def open(self, key: str) -> bool:
        """Whether ``key`` may open one more table now (takes it if so)."""
        a = self._at(key)
        if a.opens < 1:
            return False
        a.opens -= 1
        return True

    def wait(self, key: str) -> float:
        """How long before a code or token from ``key`` is looked at again (0: now). Until
        then its tries are refused at once, unread and uncounted: nothing waits on the server."""
        return max(0.0, self._at(key).next_try - self.clock())

    def wrong(self, key: str) -> None:
        """``key`` tried a wrong code or token: past the free ones, its next try waits, longer
        each time (doubled, up to the longest wait)."""
        a = self._at(key)
        a.wrong += 1
        over = a.wrong - self.limits.wrong_free
        if over > 0:
            delay = self.limits.wrong_delay_s * 2.0 ** min(math.ceil(over) - 1, 30)
            a.next_try = self.clock() + min(self.limits.wrong_delay_max_s, delay)

    def sweep(self) -> None:
        """Forget the addresses with no connection and nothing left to forgive."""
        for key, a in list(self.book.items()):
            self._at(key)
            self._forget(key, a)

    def _forget(self, key: str, a: Address) -> None:
        full = a.opens >= self.limits.opens_per_address
        if a.connections == 0 and a.wrong == 0 and full and a.next_try <= self.clock():
            self.book.pop(key, None)
