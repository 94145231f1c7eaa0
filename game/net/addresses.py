"""Where a hosted table listens and which addresses the host shows its friends (issue 44).

`loopback_only()` is the switch every test, benchmark and CI run sets (LIONWAKE_LOOPBACK_ONLY=1):
then every table binds 127.0.0.1, `lan_addresses()` is exactly ["127.0.0.1"] and
`game.net.discovery.open_discovery()` never starts real mDNS.  Without it the desktop host binds
every interface ("0.0.0.0") so friends on the same network can join.

`lan_addresses()` reads this machine's interface addresses with `ifaddr` (the operating system's
own list: no packet is sent, no socket is opened), best first: private IPv4 (home networks
192.168.x.x, then 10.x.x.x, then 172.16-31.x.x; virtual bridges such as docker0 after real
adapters), then other IPv4, then global IPv6.  Loopback only when there is nothing else.
"""

from __future__ import annotations

import ipaddress
import os
from collections.abc import Iterable

#: The environment variable that keeps every address and discovery on this machine.
LOOPBACK_ENV = "LIONWAKE_LOOPBACK_ONLY"
LOOPBACK = "127.0.0.1"

#: Adapter name prefixes of virtual bridges and tunnels: their addresses come after real adapters'.
_VIRTUAL = ("docker", "br-", "veth", "virbr", "vmnet", "vboxnet", "lxc", "lxd", "cni", "flannel")


def loopback_only() -> bool:
    """True when LIONWAKE_LOOPBACK_ONLY is "1": nothing may listen or look beyond 127.0.0.1."""
    return os.environ.get(LOOPBACK_ENV) == "1"


def bind_address() -> str:
    """The address a hosted table listens on: 127.0.0.1 when loopback_only(), else every interface."""
    return LOOPBACK if loopback_only() else "0.0.0.0"


def _rank(
    adapter: str, ip: ipaddress.IPv4Address | ipaddress.IPv6Address
) -> tuple[int, ...] | None:
    """Sort key of one interface address (lower is better), or None when friends can't use it."""
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast:
        return None
    virtual = int(adapter.lower().startswith(_VIRTUAL))
    if ip.version == 4:
        if ip.is_link_local:  # 169.254.x.x: no DHCP answered; rarely reachable
            return (2, virtual, 0)
        if ip.is_private:
            home = next(
                (i for i, net in enumerate(("192.168.0.0/16", "10.0.0.0/8")) if ip in _net(net)),
                2,
            )
            return (0, virtual, home)
        return (1, virtual, 0)
    if ip.is_global:
        return (3, virtual, 0)
    return None  # link-local or unique-local IPv6: needs a scope, or is not routed here


def _net(text: str) -> ipaddress.IPv4Network:
    return ipaddress.IPv4Network(text)


def order_addresses(found: Iterable[tuple[str, str]]) -> list[str]:
    """Pure: (adapter name, address) pairs -> usable addresses best first, without duplicates.

    Never empty: ["127.0.0.1"] when no address is usable by another machine.
    """
    ranked: dict[str, tuple[int, ...]] = {}
    for adapter, text in found:
        try:
            ip = ipaddress.ip_address(text.split("%", 1)[0])
        except ValueError:
            continue
        rank = _rank(adapter, ip)
        if rank is not None:
            key = str(ip)
            ranked[key] = min(rank, ranked.get(key, rank))
    ordered = sorted(ranked, key=lambda a: (ranked[a], ipaddress.ip_address(a).packed))
    return ordered or [LOOPBACK]


def _interface_addresses() -> list[tuple[str, str]]:
    """(adapter name, address) of every interface, from the operating system (no traffic)."""
    import ifaddr  # comes with zeroconf; imported here so importing game.net stays light

    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            # IPv4 addresses are strings; IPv6 ones (address, flowinfo, scope_id) tuples
            found.append((adapter.nice_name or adapter.name, ip.ip if ip.is_IPv4 else ip.ip[0]))
    return found


def lan_addresses() -> list[str]:
    """This machine's addresses friends may type, best first; exactly ["127.0.0.1"] when
    loopback_only(), and ["127.0.0.1"] too when the machine has no usable interface."""
    if loopback_only():
        return [LOOPBACK]
    try:
        found = _interface_addresses()
    except (OSError, ValueError):  # an exotic platform ifaddr cannot read
        return [LOOPBACK]
    return order_addresses(found)
