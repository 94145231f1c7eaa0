"""Issue 44, LAN discovery: tables seen without typing an address, and nothing here starts mDNS.

Every test runs under LIONWAKE_LOOPBACK_ONLY=1 (tests/conftest.py): discovery is the in-process
LoopbackDiscovery and the zeroconf side is tested through its pure TXT encoding only.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.net import addresses, discovery
from game.net.addresses import bind_address, lan_addresses, loopback_only, order_addresses
from game.net.discovery import (
    SERVICE_TYPE,
    LoopbackDiscovery,
    SeenTables,
    TableAd,
    ad_from_info,
    ad_from_service,
    ad_to_properties,
    instance_label,
    open_discovery,
    service_info,
)

ROOT = Path(__file__).resolve().parents[2]

AD = TableAd("Mei's table", "192.168.1.20", 8765, 4, 2, 3)


@pytest.fixture(autouse=True)
def _fresh_registry():
    LoopbackDiscovery.reset()
    yield
    LoopbackDiscovery.reset()


def test_tests_run_loopback_only():
    assert os.environ.get("LIONWAKE_LOOPBACK_ONLY") == "1"
    assert loopback_only()
    assert bind_address() == "127.0.0.1"
    assert lan_addresses() == ["127.0.0.1"]


def test_without_the_switch_a_host_listens_on_the_lan(monkeypatch):
    monkeypatch.delenv("LIONWAKE_LOOPBACK_ONLY")
    assert not loopback_only()
    assert bind_address() == "0.0.0.0"


def test_a_table_is_seen_by_another_window_until_withdrawn():
    host, joiner = open_discovery(), open_discovery()
    assert isinstance(host, LoopbackDiscovery) and isinstance(joiner, LoopbackDiscovery)
    assert joiner.tables() == []
    host.advertise(AD)
    assert joiner.tables() == [AD]
    # a seat fills: the new ad replaces the old one
    filled = TableAd(AD.name, AD.host, AD.port, 4, 1, 3)
    host.advertise(filled)
    assert joiner.tables() == [filled]
    host.withdraw()
    assert joiner.tables() == []
    host.close()
    joiner.close()


def test_tables_are_sorted_by_name_and_closing_removes_an_ad():
    a, b, looker = LoopbackDiscovery(), LoopbackDiscovery(), LoopbackDiscovery()
    zed = TableAd("zed", "10.0.0.2", 9000, 2, 1, 3)
    b.advertise(zed)
    a.advertise(AD)
    assert looker.tables() == [AD, zed]
    a.close()
    assert looker.tables() == [zed]
    a.advertise(AD)  # a closed discovery advertises nothing
    assert looker.tables() == [zed]
    assert a.tables() == []
    b.close()
    assert looker.tables() == []


def test_tables_answers_at_once_with_many_ads():
    ads = [LoopbackDiscovery() for _ in range(50)]
    for i, d in enumerate(ads):
        d.advertise(TableAd(f"table {i}", "10.0.0.9", 9000 + i, 3, 1, 3))
    start = time.perf_counter()
    for _ in range(100):
        seen = ads[0].tables()
    assert len(seen) == 50
    assert (time.perf_counter() - start) / 100 < 0.002


# --- addresses -----------------------------------------------------------------------------------


def test_addresses_best_first_home_network_before_bridges_and_public():
    found = [
        ("lo", "127.0.0.1"),
        ("lo", "::1"),
        ("docker0", "172.17.0.1"),
        ("eth1", "81.2.69.160"),
        ("eth0", "10.1.2.3"),
        ("wlan0", "192.168.1.20"),
        ("wlan0", "fe80::1%wlan0"),
        ("wlan0", "2001:4860::8"),
        ("eth2", "169.254.3.3"),
        ("wlan0", "192.168.1.20"),
    ]
    assert order_addresses(found) == [
        "192.168.1.20",
        "10.1.2.3",
        "172.17.0.1",
        "81.2.69.160",
        "169.254.3.3",
        "2001:4860::8",
    ]


def test_addresses_never_empty():
    assert order_addresses([("lo", "127.0.0.1"), ("lo", "::1")]) == ["127.0.0.1"]
    assert order_addresses([]) == ["127.0.0.1"]


def test_lan_addresses_reads_interfaces_without_the_switch(monkeypatch):
    monkeypatch.delenv("LIONWAKE_LOOPBACK_ONLY")
    # the operating system's list, read locally (ifaddr): no traffic
    monkeypatch.setattr(
        addresses, "_interface_addresses", lambda: [("lo", "127.0.0.1"), ("en0", "192.168.0.5")]
    )
    assert lan_addresses() == ["192.168.0.5"]


# --- TXT encoding of the real mDNS side (pure; no Zeroconf is created) ---------------------------


def test_txt_round_trip():
    props = ad_to_properties(AD)
    assert props == {"name": "Mei's table", "players": "4", "open": "2", "rules": "3"}
    encoded = {k.encode(): v.encode() for k, v in props.items()}
    assert ad_from_service(["fe80::1", "192.168.1.20"], 8765, encoded) == AD


def test_long_names_are_cut_and_the_instance_label_fits_dns():
    long = TableAd("Ω" * 100, "10.0.0.1", 9000, 2, 1, 3)
    assert len(ad_to_properties(long)["name"]) == discovery.NAME_CHARS
    label = instance_label("a.b" + "Ω" * 100)
    assert "." not in label and len(label.encode()) <= 63
    assert instance_label("x") != instance_label("x")  # two hosts with one name don't collide


@pytest.mark.parametrize(
    "change",
    [
        {b"players": b"many"},
        {b"players": b"0"},
        {b"open": b"5"},
        {b"rules": None},
        {b"open": b"-1"},
    ],
)
def test_malformed_ads_are_not_listed(change):
    props = {k.encode(): v.encode() for k, v in ad_to_properties(AD).items()}
    props.update(change)
    assert ad_from_service(["192.168.1.20"], 8765, props) is None


def test_ads_without_a_usable_address_or_port_are_not_listed():
    props = ad_to_properties(AD)
    assert ad_from_service([], 8765, props) is None
    assert ad_from_service(["fe80::1"], 8765, props) is None
    assert ad_from_service(["192.168.1.20"], 0, props) is None


def test_service_info_round_trip_without_mdns():
    label = instance_label(AD.name)
    info = service_info(AD, label)  # builds records only: no socket, no thread
    assert info.type == SERVICE_TYPE and info.name == f"{label}.{SERVICE_TYPE}"
    assert ad_from_info(info) == AD


def test_services_seen_on_the_network_are_listed_until_they_leave():
    seen = SeenTables()
    zed = TableAd("zed", "10.0.0.2", 9000, 2, 1, 3)
    a, z = service_info(AD, "a 1"), service_info(zed, "z 1")
    seen.saw(z.name, z)
    seen.saw(a.name, a)
    assert seen.tables() == [AD, zed]
    seen.saw(a.name, None)  # could not be resolved again: gone
    assert seen.tables() == [zed]
    seen.lost(z.name)
    assert seen.tables() == []


# --- guards: no test process starts real mDNS ----------------------------------------------------


def test_open_discovery_never_starts_mdns_under_the_switch():
    for _ in range(3):
        d = open_discovery()
        assert type(d) is LoopbackDiscovery
        d.close()


def test_real_discovery_refuses_to_start_under_the_switch():
    real = discovery.ZeroconfDiscovery
    with pytest.raises(RuntimeError, match="LOOPBACK_ONLY"):
        real()


def test_only_discovery_py_constructs_zeroconf():
    constructs = re.compile(r"\b(ZeroconfDiscovery|AsyncZeroconf|Zeroconf|ServiceBrowser)\(")
    offenders = []
    for folder in ("game", "tests"):
        for path in (ROOT / folder).rglob("*.py"):
            rel = path.relative_to(ROOT).as_posix()
            if rel == "game/net/discovery.py":
                continue
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if constructs.search(line):
                    offenders.append(f"{rel}:{n}: {line.strip()}")
    assert offenders == []


def test_importing_game_net_loads_no_zeroconf():
    code = (
        "import sys, threading, game.net.discovery, game.net.addresses\n"
        "print('zeroconf' in sys.modules, threading.active_count())"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["False", "1"]
