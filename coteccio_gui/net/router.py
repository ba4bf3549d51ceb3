"""Asking the home router to open the host's port, so friends elsewhere reach the table.

A host's program listens on its port inside the home network; friends across the internet
reach it only if the router passes that port on. Most home routers take such a request:
UPnP IGD (found on the network with SSDP, then asked over SOAP, through the kept
``async-upnp-client``), or NAT-PMP (RFC 6886, a few UDP bytes to the gateway; routers that
speak PCP answer it too). :meth:`PortMap.open` tries UPnP, then NAT-PMP, and gives the public
address to pass on; :meth:`PortMap.close` removes the mapping when the table closes. When the
router will not (none answers, it refuses, the port is taken, it is itself behind another
router), :class:`RouterRefused` says so in a player's words, and what to do instead.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import socket
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from coteccio_gui.i18n import _

log = logging.getLogger("coteccio.net")
IGD = "urn:schemas-upnp-org:device:InternetGatewayDevice:1"
WAN_SERVICES = (
    "urn:schemas-upnp-org:service:WANIPConnection:1",
    "urn:schemas-upnp-org:service:WANIPConnection:2",
    "urn:schemas-upnp-org:service:WANPPPConnection:1",
)
NATPMP_PORT = 5351
LEASE_S = 7200
"""How long a mapping is asked for (renewed while the table is open)."""
DESCRIPTION = "Coteccio table"


class RouterRefused(Exception):
    """The router did not open the port; the message is for the host, in a player's words."""


@dataclass
class Opened:
    """A port the router passes on: the public address to give friends, and how."""

    public: str
    port: int
    how: str
    """``UPnP`` or ``NAT-PMP``."""

    @property
    def address(self) -> str:
        """``public:port``, what friends type."""
        return f"{self.public}:{self.port}"


def refused(why: str, port: int) -> RouterRefused:
    """The refusal for the host: why, then the way that does not need the router."""
    after = _(
        "Friends on your own network can still join. For friends elsewhere, forward port "
        "{port} to this computer in your router's settings, or play on a club's server "
        "(coteccio serve)."
    ).format(port=port)
    return RouterRefused(f"{why} {after}")


def default_gateway() -> str | None:
    """The default gateway's address (Linux: the routing table), or None."""
    try:
        lines = Path("/proc/net/route").read_text().splitlines()[1:]
    except OSError:
        return None
    for line in lines:
        fields = line.split()
        if len(fields) > 2 and fields[1] == "00000000" and fields[2] != "00000000":
            return socket.inet_ntoa(struct.pack("<L", int(fields[2], 16)))
    return None


def local_address(toward: str = "192.0.2.1") -> str:
    """This computer's address on the way to ``toward`` (nothing is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect((toward, 9))
        return str(probe.getsockname()[0])


class PortMap:
    """One TCP port opened on the home router for as long as a table is open."""

    def __init__(self, port: int, search_s: float = 3.0, gateway: str | None = None) -> None:
        self.port = port
        self.search_s = search_s
        self.gateway = gateway
        self.opened: Opened | None = None
        self._undo: Any = None
        self._renew: asyncio.Task[None] | None = None

    async def open(self) -> Opened:
        """Ask the router (UPnP, then NAT-PMP); the public address, or ``RouterRefused``."""
        why = ""
        try:
            self.opened = await self._upnp()
        except RouterRefused as e:
            why = str(e)
        except Exception as e:  # a router that answers in ways nobody planned: NAT-PMP next
            log.info("UPnP did not open the port: %s: %s", type(e).__name__, e)
        if self.opened is None:
            try:
                self.opened = await self._natpmp()
            except RouterRefused as e:
                why = why or str(e)
            except OSError as e:
                log.info("NAT-PMP did not open the port: %s", e)
        if self.opened is None:
            why = why or _("Your router did not answer a request to open a port.")
            raise refused(why, self.port)
        if ipaddress.ip_address(self.opened.public).is_private:
            await self.close()
            why = _("Your router is itself behind another router, so this cannot work.")
            raise refused(why, self.port)
        self._renew = asyncio.get_running_loop().create_task(self._keep())
        return self.opened

    async def _keep(self) -> None:
        while True:
            await asyncio.sleep(LEASE_S / 2)
            with contextlib.suppress(Exception):  # it is asked again at the next turn
                await (
                    self._upnp() if self.opened and self.opened.how == "UPnP" else self._natpmp()
                )

    async def close(self) -> None:
        """Remove the mapping (quietly: the router may be gone)."""
        if self._renew is not None:
            self._renew.cancel()
        undo, self._undo, self.opened = self._undo, None, None
        if undo is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(undo(), 5)

    # ---- UPnP IGD ----------------------------------------------------------------------------

    async def _upnp(self) -> Opened:
        from async_upnp_client.aiohttp import AiohttpRequester
        from async_upnp_client.client_factory import UpnpFactory
        from async_upnp_client.exceptions import UpnpActionError
        from async_upnp_client.search import async_search

        here = local_address(self.gateway or "192.0.2.1")
        found: list[str] = []

        async def answered(headers: Any) -> None:
            location = headers.get("location")
            if location and location not in found:
                found.append(str(location))

        await async_search(answered, int(max(1, self.search_s)), IGD, source=(here, 0))
        if not found:
            raise OSError("no UPnP router answered")
        device = await UpnpFactory(AiohttpRequester(5), non_strict=True).async_create_device(
            found[0]
        )
        wan = next(
            (s for t in WAN_SERVICES for s in _services(device) if s.service_type == t), None
        )
        if wan is None:
            raise OSError("the UPnP device offers no WAN connection")
        public = (await wan.action("GetExternalIPAddress").async_call())["NewExternalIPAddress"]
        mapping = {"NewRemoteHost": "", "NewExternalPort": self.port, "NewProtocol": "TCP"}
        try:
            await wan.action("AddPortMapping").async_call(
                **mapping,
                NewInternalPort=self.port,
                NewInternalClient=here,
                NewEnabled=True,
                NewPortMappingDescription=DESCRIPTION,
                NewLeaseDuration=LEASE_S,
            )
        except UpnpActionError as e:
            if e.error_code == 718:  # ConflictInMappingEntry: another computer has it
                why = _("Your router already passes port {port} to another computer.")
                raise refused(why.format(port=self.port), self.port) from None
            if e.error_code == 725:  # OnlyPermanentLeasesSupported
                await wan.action("AddPortMapping").async_call(
                    **mapping,
                    NewInternalPort=self.port,
                    NewInternalClient=here,
                    NewEnabled=True,
                    NewPortMappingDescription=DESCRIPTION,
                    NewLeaseDuration=0,
                )
            else:
                raise refused(_("Your router refused to open the port."), self.port) from None

        async def undo() -> None:
            await wan.action("DeletePortMapping").async_call(**mapping)

        self._undo = undo
        return Opened(str(public), self.port, "UPnP")

    # ---- NAT-PMP (and PCP routers, which answer it) -------------------------------------------

    async def _natpmp(self) -> Opened:
        gateway = self.gateway or default_gateway()
        if gateway is None:
            raise OSError("no gateway known")
        head = await _natpmp_ask(gateway, struct.pack("!BB", 0, 0), 128, self.port)
        public = socket.inet_ntoa(head[8:12])
        ask = struct.pack("!BBHHHI", 0, 2, 0, self.port, self.port, LEASE_S)
        answer = await _natpmp_ask(gateway, ask, 130, self.port)
        external = struct.unpack("!H", answer[10:12])[0]

        async def undo() -> None:
            stop = struct.pack("!BBHHHI", 0, 2, 0, self.port, 0, 0)
            await _natpmp_ask(gateway, stop, 130, self.port)

        self._undo = undo
        return Opened(public, external, "NAT-PMP")


def _services(device: Any) -> list[Any]:
    """Every service of a UPnP device and of its embedded devices."""
    found = list(device.services.values())
    for child in device.embedded_devices.values():
        found += _services(child)
    return found


class _Answer(asyncio.DatagramProtocol):
    def __init__(self) -> None:
        self.got: asyncio.Queue[bytes] = asyncio.Queue()

    def datagram_received(self, data: bytes, addr: Any) -> None:
        self.got.put_nowait(data)


async def _natpmp_ask(gateway: str, ask: bytes, op: int, port: int) -> bytes:
    """One NAT-PMP request, sent again after 0.25, 0.5, 1 s (RFC 6886); its answer."""
    loop = asyncio.get_running_loop()
    transport, answers = await loop.create_datagram_endpoint(
        _Answer, remote_addr=(gateway, NATPMP_PORT)
    )
    try:
        for wait in (0.25, 0.5, 1.0, 2.0):
            transport.sendto(ask)
            try:
                while True:
                    data = await asyncio.wait_for(answers.got.get(), wait)
                    if len(data) >= 8 and data[1] == op:
                        break
            except TimeoutError:
                continue
            code = struct.unpack("!H", data[2:4])[0]
            if code == 2:
                why = _("Your router does not let programs open ports (NAT-PMP is off).")
                raise refused(why, port)
            if code != 0:
                raise refused(_("Your router refused to open the port."), port)
            return data
        raise OSError("no NAT-PMP answer")
    finally:
        transport.close()
