"""Friends across the internet without touching the router, against a real one: Debian's
``miniupnpd`` runs as the home router in a network namespace this test makes (a home, the
router, and "the internet" beyond it, joined by veth pairs; the router's own nftables). A
host's program in the home asks it for the port (UPnP IGD, or NAT-PMP when that is all it
offers), a friend on the internet side looks at the table through the public address, and
the mapping is gone once the table closes. A router that refuses is told in a player's words.

Linux and root only (network namespaces); ``.ci/run`` installs miniupnpd and nftables."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.net.support import ROOT

PORT = 8765
NEEDS = ("ip", "nft", "miniupnpd")
HOST = """
import json, sys, time
from pathlib import Path
from coteccio_gui.net.limits import Limits
from coteccio_gui.net.threaded import ROUTER_ASKING, ClientThread, ServerThread
server = ServerThread(Path(sys.argv[1]), Limits(durable=False))
port = server.start(%(port)d, "0.0.0.0")
client = ClientThread(f"ws://127.0.0.1:{port}")
setup = {"game": "coch", "players": ["Anna", "Bruno"], "seats": ["human", "remote"]}
code = client.call(client.client.open, setup, 0)
server.open_router()
end = time.monotonic() + 60
while server.router == ROUTER_ASKING and time.monotonic() < end:
    time.sleep(0.05)
router = server.router
said = {"address": router.address, "how": router.how} if hasattr(router, "address") else router
print(json.dumps({"code": code, "router": said}), flush=True)
sys.stdin.readline()
client.close()
server.stop()
print("closed", flush=True)
"""
FRIEND = """
import asyncio, json, sys
from coteccio_gui.net.client import TableClient
async def main():
    friend = TableClient("ws://" + sys.argv[1])
    await friend.connect()
    print(json.dumps(await friend.look(sys.argv[2])), flush=True)
    await friend.close()
asyncio.run(main())
"""


class Lab:
    """Three namespaces: home (192.168.77.2) — router (192.168.77.1 | 11.0.0.1) — internet
    (11.0.0.2). The router runs miniupnpd; its WAN address is public-looking, as a home
    router's is (the namespaces reach nothing real)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        tag = uuid.uuid4().hex[:6]
        self.home, self.router, self.net = f"cth{tag}", f"ctr{tag}", f"ctn{tag}"
        self.daemon: subprocess.Popen[bytes] | None = None
        self.log = folder / "miniupnpd.log"

    def run(self, *args: str, ns: str | None = None, **kw) -> subprocess.CompletedProcess[str]:
        prefix = ["ip", "netns", "exec", ns] if ns else []
        return subprocess.run([*prefix, *args], check=True, capture_output=True, text=True, **kw)

    def build(self) -> None:
        for ns in (self.home, self.router, self.net):
            self.run("ip", "netns", "add", ns)
            self.run("ip", "link", "set", "lo", "up", ns=ns)
        for a, b, left, right in (
            ("h", "l", self.home, self.router),
            ("w", "n", self.router, self.net),
        ):
            self.run(
                "ip",
                "link",
                "add",
                a + self.home[3:],
                "type",
                "veth",
                "peer",
                "name",
                b + self.home[3:],
            )
            self.run("ip", "link", "set", a + self.home[3:], "netns", left)
            self.run("ip", "link", "set", b + self.home[3:], "netns", right)
        tag = self.home[3:]
        for ns, dev, addr in (
            (self.home, "h" + tag, "192.168.77.2/24"),
            (self.router, "l" + tag, "192.168.77.1/24"),
            (self.router, "w" + tag, "11.0.0.1/24"),
            (self.net, "n" + tag, "11.0.0.2/24"),
        ):
            self.run("ip", "addr", "add", addr, "dev", dev, ns=ns)
            self.run("ip", "link", "set", dev, "up", ns=ns)
        self.run("ip", "route", "add", "default", "via", "192.168.77.1", ns=self.home)
        self.run("sysctl", "-qw", "net.ipv4.ip_forward=1", ns=self.router)
        rules = (
            "table inet filter {\n"
            " chain forward { type filter hook forward priority 0; policy accept; jump miniupnpd; }\n"
            " chain miniupnpd { }\n"
            " chain prerouting { type nat hook prerouting priority -100; policy accept;"
            " jump prerouting_miniupnpd; }\n"
            " chain postrouting { type nat hook postrouting priority 100; policy accept;"
            " jump postrouting_miniupnpd; }\n"
            " chain prerouting_miniupnpd { }\n chain postrouting_miniupnpd { }\n}\n"
        )
        self.run("nft", "-f", "-", ns=self.router, input=rules)

    def start_router(self, upnp: bool = True, allow: bool = True) -> None:
        """(Re)start miniupnpd: UPnP on or off (NAT-PMP is always on), mappings allowed or not."""
        self.stop_router()
        tag = self.home[3:]
        conf = self.folder / "miniupnpd.conf"
        lines = [f"ext_ifname=w{tag}", f"listening_ip=l{tag}", "port=0", "enable_natpmp=yes"]
        lines += [f"enable_upnp={'yes' if upnp else 'no'}", "secure_mode=yes"]
        lines += ["uuid=3d3cec3a-8cf0-11e0-98ee-001a6bd2d07b"]
        lines += ["allow 1024-65535 192.168.77.0/24 1024-65535"] if allow else []
        lines += ["deny 0-65535 0.0.0.0/0 0-65535"]
        conf.write_text("\n".join(lines) + "\n")
        with self.log.open("ab") as log:
            self.daemon = subprocess.Popen(
                ["ip", "netns", "exec", self.router, "miniupnpd", "-d", "-f", str(conf)]
                + ["-P", str(self.folder / "miniupnpd.pid")],
                stdout=log,
                stderr=log,
            )
        while b"Listening for NAT-PMP" not in self.log.read_bytes():  # up and listening
            assert self.daemon.poll() is None, self.log.read_text()
            time.sleep(0.01)

    def stop_router(self) -> None:
        if self.daemon is not None and self.daemon.poll() is None:
            self.daemon.terminate()
            try:
                self.daemon.wait(5)
            except subprocess.TimeoutExpired:
                self.daemon.kill()
                self.daemon.wait(5)

    def mappings(self) -> str:
        """The router's port forwards as nftables holds them."""
        return self.run(
            "nft", "list", "chain", "inet", "filter", "prerouting_miniupnpd", ns=self.router
        ).stdout

    def python(self, ns: str, code: str, *args: str, **kw) -> subprocess.Popen[str]:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        return subprocess.Popen(
            ["ip", "netns", "exec", ns, sys.executable, "-c", code, *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            **kw,
        )

    def tear_down(self) -> None:
        try:
            self.stop_router()
        finally:
            self.remove()

    def remove(self) -> None:
        for ns in (self.home, self.router, self.net):
            subprocess.run(["ip", "netns", "del", ns], capture_output=True)


@pytest.fixture
def lab(tmp_path: Path) -> Iterator[Lab]:
    if not sys.platform.startswith("linux"):
        pytest.skip("the router test builds Linux network namespaces")
    if os.geteuid() != 0:
        pytest.skip("the router test needs root to make network namespaces")
    missing = [tool for tool in NEEDS if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"the router test needs {', '.join(missing)} (.ci/run installs them)")
    made = Lab(tmp_path)
    try:
        made.build()
    except subprocess.CalledProcessError as e:
        made.tear_down()
        pytest.skip(f"network namespaces cannot be made here: {e.stderr.strip()}")
    yield made
    made.tear_down()


def host_and_friend(lab: Lab) -> tuple[dict, dict | None]:
    """A host's program in the home opens a table and asks the router; a friend on the
    internet looks at it through what the host was given. Then the table closes."""
    host = lab.python(lab.home, HOST % {"port": PORT}, str(lab.folder / "hosted"))
    assert host.stdout is not None and host.stdin is not None
    said = json.loads(host.stdout.readline() or json.dumps({"error": host.stderr.read()}))
    seen = None
    if isinstance(said.get("router"), dict):
        friend = lab.python(lab.net, FRIEND, said["router"]["address"], said["code"])
        out, err = friend.communicate(timeout=60)
        assert friend.returncode == 0, err
        seen = json.loads(out)
    host.stdin.write("\n")
    host.stdin.flush()
    assert host.stdout.readline().strip() == "closed", host.stderr.read()
    host.wait(30)
    return said, seen


@pytest.mark.parametrize("upnp", [True, False], ids=["upnp-igd", "nat-pmp"])
def test_a_friend_elsewhere_reaches_the_table_through_the_port_the_router_opened(
    lab: Lab, upnp: bool
) -> None:
    lab.start_router(upnp=upnp)
    said, seen = host_and_friend(lab)
    assert said["router"] == {"address": f"11.0.0.1:{PORT}", "how": "UPnP" if upnp else "NAT-PMP"}
    assert seen is not None and seen["type"] == "table" and seen["table"] == said["code"]
    assert seen["players"] == ["Anna", "Bruno"] and seen["free"] == [1]
    assert f"dport {PORT}" not in lab.mappings()  # the table closed: the port is closed too


def test_a_router_that_refuses_is_told_in_a_players_words(lab: Lab) -> None:
    lab.start_router(allow=False)
    said, seen = host_and_friend(lab)
    assert seen is None
    assert said["router"].startswith("Your router refused to open the port.")
    assert "forward port 8765 to this computer" in said["router"]
    assert "club's server" in said["router"] and "Traceback" not in said["router"]
