"""Tables on the same network, found without typing an address (issue 44, LAN discovery).

A host advertises its open table; the Join screen lists what is seen now.  Both go through the small
`Discovery` interface:

- `ZeroconfDiscovery`: real mDNS / DNS-SD with the `zeroconf` library, service type
  "_lionwake._tcp.local.", TXT keys name / players / open / rules.  Creating one is what starts
  mDNS (multicast on the LAN), so it is created only by `open_discovery()` when a player opens the
  Host or Join screen, never at import; the `zeroconf` package itself is imported only then.  All
  its work (registering, resolving, goodbyes) runs on its own thread, so `advertise`, `withdraw`,
  `tables` and `close` return at once and the drawing thread never waits on the network.  It
  refuses to start under LIONWAKE_LOOPBACK_ONLY=1.
- `LoopbackDiscovery`: an in-process registry shared by every instance, no traffic at all: what
  tests, CI and loopback-only runs get from `open_discovery()`.

`tables()` includes the instance's own ad (a player may open a second window on the same machine),
sorted by name, and takes a lock and copies a small dict: microseconds.  `ad_to_properties` and
`ad_from_service` / `ad_from_info` are the pure TXT encoding and decoding (tested without mDNS).
"""

from __future__ import annotations

import ipaddress
import logging
import queue
import secrets
import threading
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from game.net.addresses import lan_addresses, loopback_only, order_addresses

log = logging.getLogger(__name__)

SERVICE_TYPE = "_lionwake._tcp.local."
#: Longest table name sent (characters); DNS-SD TXT strings are at most 255 bytes each.
NAME_CHARS = 60
#: Most players a table may claim in an ad (anything larger is a malformed ad).
MAX_PLAYERS = 16
#: How long the discovery thread waits for one service's details (ms).
RESOLVE_MS = 3000


@dataclass(frozen=True)
class TableAd:
    """One table as advertised: a name to show, where to connect, and whether it can be joined.

    `rules` is the host's rules version (game.core.save.RULES_VERSION): the Join screen refuses a
    table with another one.  `host` is an address a friend can reach (for an ad being advertised,
    "" or "0.0.0.0" means every address of `lan_addresses()`).
    """

    name: str
    host: str
    port: int
    players: int
    open_seats: int
    rules: int


class Discovery(Protocol):
    """Advertise at most one table and see the tables around (issue 44)."""

    def advertise(self, ad: TableAd) -> None:
        """Advertise `ad` (replacing this instance's previous ad, e.g. when a seat fills)."""

    def withdraw(self) -> None:
        """Stop advertising this instance's ad (nothing when there is none)."""

    def tables(self) -> list[TableAd]:
        """The tables seen now, sorted by name; returns at once."""

    def close(self) -> None:
        """Withdraw and stop looking; later calls do nothing and tables() is empty."""


def _sorted(ads: Any) -> list[TableAd]:
    return sorted(ads, key=lambda a: (a.name.casefold(), a.name, a.host, a.port))


# --- the in-process registry ---------------------------------------------------------------------


class LoopbackDiscovery:
    """Discovery within this process: every instance sees every open instance's ad; no traffic."""

    _ads: ClassVar[dict[int, TableAd]] = {}
    _lock: ClassVar[threading.Lock] = threading.Lock()
    _next: ClassVar[int] = 0

    def __init__(self) -> None:
        with LoopbackDiscovery._lock:
            LoopbackDiscovery._next += 1
            self._id = LoopbackDiscovery._next
        self.closed = False

    def advertise(self, ad: TableAd) -> None:
        if self.closed:
            return
        with LoopbackDiscovery._lock:
            LoopbackDiscovery._ads[self._id] = ad

    def withdraw(self) -> None:
        with LoopbackDiscovery._lock:
            LoopbackDiscovery._ads.pop(self._id, None)

    def tables(self) -> list[TableAd]:
        if self.closed:
            return []
        with LoopbackDiscovery._lock:
            return _sorted(LoopbackDiscovery._ads.values())

    def close(self) -> None:
        self.withdraw()
        self.closed = True

    @classmethod
    def reset(cls) -> None:
        """Forget every ad of every instance (test isolation)."""
        with cls._lock:
            cls._ads.clear()


# --- TXT encoding (pure) -------------------------------------------------------------------------


def ad_to_properties(ad: TableAd) -> dict[str, str]:
    """The TXT record of an ad: name (at most NAME_CHARS characters), players, open, rules."""
    return {
        "name": ad.name.strip()[:NAME_CHARS],
        "players": str(ad.players),
        "open": str(ad.open_seats),
        "rules": str(ad.rules),
    }


def _text(properties: dict[Any, Any], key: str) -> str | None:
    for k in (key.encode(), key):
        value = properties.get(k)
        if value is not None:
            return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)
    return None


def _count(properties: dict[Any, Any], key: str) -> int | None:
    text = _text(properties, key)
    if text is None or not text.isascii() or not text.isdigit() or len(text) > 9:
        return None
    return int(text)


def ad_from_service(
    addresses: list[str], port: int, properties: dict[Any, Any], fallback_name: str = ""
) -> TableAd | None:
    """Pure: a resolved service's addresses, port and TXT properties (bytes or str keys and values)
    -> the TableAd, or None when the ad is malformed (no usable address, bad port or numbers).
    The best address is chosen as for `lan_addresses()` (private IPv4 first)."""
    usable = [a for a in order_addresses(("", a) for a in addresses) if a != "127.0.0.1"]
    if not usable and any(_is_loopback(a) for a in addresses):
        usable = ["127.0.0.1"]  # a table on this very machine, seen with loopback only
    players, open_seats, rules = (_count(properties, k) for k in ("players", "open", "rules"))
    if not usable or not 0 < port < 65536 or None in (players, open_seats, rules):
        return None
    assert players is not None and open_seats is not None and rules is not None
    if not 0 < players <= MAX_PLAYERS or open_seats > players:
        return None
    name = " ".join((_text(properties, "name") or fallback_name).split())[:NAME_CHARS]
    return TableAd(name or usable[0], usable[0], port, players, open_seats, rules)


def _is_loopback(text: str) -> bool:
    try:
        return ipaddress.ip_address(text.split("%", 1)[0]).is_loopback
    except ValueError:
        return False


def instance_label(name: str) -> str:
    """Pure: a DNS-SD instance label for a table name (unique, at most 63 bytes, no dots)."""
    suffix = f" {secrets.token_hex(3)}"
    base = " ".join(name.replace(".", " ").split()) or "Lionwake"
    while len((base + suffix).encode()) > 63:
        base = base[:-1]
    return base + suffix


def ad_from_info(info: Any) -> TableAd | None:
    """Pure: a zeroconf ServiceInfo -> TableAd (None when malformed); the instance label is the
    name's fallback."""
    label = info.name[: -len(SERVICE_TYPE) - 1] if info.name.endswith(SERVICE_TYPE) else info.name
    return ad_from_service(info.parsed_addresses(), info.port or 0, info.properties or {}, label)


def service_info(ad: TableAd, label: str) -> Any:
    """The zeroconf ServiceInfo advertising `ad` under the instance `label` (builds data only)."""
    from zeroconf import ServiceInfo

    if ad.host in ("", "0.0.0.0", "::"):
        addresses = lan_addresses()
    else:
        addresses = [ad.host]
    return ServiceInfo(
        SERVICE_TYPE,
        f"{label}.{SERVICE_TYPE}",
        port=ad.port,
        properties=ad_to_properties(ad),
        server=f"lionwake-{secrets.token_hex(4)}.local.",
        parsed_addresses=addresses,
    )


# --- real mDNS -----------------------------------------------------------------------------------


class SeenTables:
    """The services seen on the network, by instance name: written by zeroconf's browser thread,
    read by the drawing thread (a lock and a copy: microseconds)."""

    def __init__(self) -> None:
        self._ads: dict[str, TableAd] = {}
        self._lock = threading.Lock()

    def saw(self, name: str, info: Any) -> None:
        """A service was resolved (info) or could not be (None): list it or drop it."""
        ad = ad_from_info(info) if info is not None else None
        with self._lock:
            if ad is None:
                self._ads.pop(name, None)
            else:
                self._ads[name] = ad

    def lost(self, name: str) -> None:
        with self._lock:
            self._ads.pop(name, None)

    def tables(self) -> list[TableAd]:
        with self._lock:
            return _sorted(self._ads.values())


class ZeroconfDiscovery:
    """Real LAN discovery (mDNS / DNS-SD).  Constructing it starts a thread that opens the mDNS
    sockets and browses SERVICE_TYPE; every method returns at once.  `error` is set (and tables()
    stays empty) if the network could not be used."""

    def __init__(self) -> None:
        if loopback_only():
            raise RuntimeError("LIONWAKE_LOOPBACK_ONLY=1: real mDNS is off, use open_discovery()")
        self.error: str | None = None
        self._seen = SeenTables()
        self._jobs: queue.Queue[tuple[str, Any]] = queue.Queue()
        self.closed = False
        self._thread = threading.Thread(target=self._run, name="lionwake-discovery", daemon=True)
        self._thread.start()

    # the drawing thread's side

    def advertise(self, ad: TableAd) -> None:
        if not self.closed:
            self._jobs.put(("advertise", ad))

    def withdraw(self) -> None:
        if not self.closed:
            self._jobs.put(("withdraw", None))

    def tables(self) -> list[TableAd]:
        if self.closed:
            return []
        return self._seen.tables()

    def close(self, wait: float = 0.0) -> None:
        """Withdraw, say goodbye and stop; waits at most `wait` seconds for that to be done (the
        thread is a daemon: leaving the app never hangs on it)."""
        if not self.closed:
            self.closed = True
            self._jobs.put(("close", None))
        if wait > 0:
            self._thread.join(wait)

    # the discovery thread's side

    def _run(self) -> None:
        try:
            from zeroconf import ServiceBrowser, Zeroconf

            zc = Zeroconf()
        except Exception as exc:  # no usable interface, port 5353 refused...
            self.error = str(exc) or type(exc).__name__
            log.warning("LAN discovery unavailable: %s", self.error)
            return
        browser = None
        mine = None  # (label, ServiceInfo) of our ad
        try:
            browser = ServiceBrowser(zc, SERVICE_TYPE, listener=_Listener(self._seen))
            while True:
                job, ad = self._jobs.get()
                if job == "close":
                    break
                try:
                    mine = self._apply(zc, job, ad, mine)
                except Exception as exc:  # a refused registration must not end discovery
                    self.error = str(exc) or type(exc).__name__
                    log.warning("LAN discovery: %s failed: %s", job, self.error)
        finally:
            try:
                if mine is not None:
                    zc.unregister_service(mine[1])
                if browser is not None:
                    browser.cancel()
            finally:
                zc.close()

    def _apply(self, zc: Any, job: str, ad: TableAd | None, mine: Any) -> Any:
        if job == "withdraw":
            if mine is not None:
                zc.unregister_service(mine[1])
            return None
        assert ad is not None
        if mine is None:
            label = instance_label(ad.name)
            info = service_info(ad, label)
            zc.register_service(info, allow_name_change=True)
            return (label, info)
        info = service_info(ad, mine[0])
        zc.update_service(info)
        return (mine[0], info)


class _Listener:
    """zeroconf's ServiceListener: called on the browser's thread, so resolving may wait there."""

    def __init__(self, seen: SeenTables) -> None:
        self.seen = seen

    def add_service(self, zc: Any, type_: str, name: str) -> None:
        self.seen.saw(name, zc.get_service_info(type_, name, timeout=RESOLVE_MS))

    def update_service(self, zc: Any, type_: str, name: str) -> None:
        self.seen.saw(name, zc.get_service_info(type_, name, timeout=RESOLVE_MS))

    def remove_service(self, zc: Any, type_: str, name: str) -> None:
        self.seen.lost(name)


def library_present() -> str:
    """'' when the mDNS library and the interface reader load (a frozen build carries them), else
    what is missing.  Nothing is started: no socket is opened and nothing is sent."""
    try:
        import ifaddr  # noqa: F401
        from zeroconf import ServiceBrowser, ServiceInfo, Zeroconf  # noqa: F401
    except ImportError as exc:
        return str(exc)
    return ""


def open_discovery() -> Discovery:
    """What the Host and Join screens use: LoopbackDiscovery when loopback_only() (tests, CI),
    else real mDNS (ZeroconfDiscovery, which starts here and only here)."""
    if loopback_only():
        return LoopbackDiscovery()
    return ZeroconfDiscovery()
