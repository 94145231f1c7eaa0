"""A table hosted by the desktop app (issue 44, "Host a table"): a `Host` in a background thread with
its own asyncio event loop, so the window never waits on the network.

`HostedTable.start(config, seats)` serves a new table (on every interface, or 127.0.0.1 when
`game.net.addresses.loopback_only()`), saving it after every decision to its table file;
`HostedTable.reopen(path)` serves a saved one again on its saved port with its saved codes, so every
player's invitation still works.  The window reads `port`, `codes`, `presence()` and `over`, and may
`replace` a seat that does not come back; `close()` stops the thread (the table file is kept).
"""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from game.core import Config

from . import table_file
from .addresses import bind_address
from .host import Host
from .table import Table

#: `autosave=DEFAULT`: the table file at `table_file.default_path()`
DEFAULT = "default"
START_TIMEOUT = 10.0


class HostedTable:
    """A running host; build it with `start` or `reopen`."""

    def __init__(
        self,
        table: Table,
        bind: str | None,
        port: int,
        autosave: Path | str | None,
        pace: float,
    ) -> None:
        if autosave == DEFAULT:
            autosave = table_file.default_path()
        self.autosave = Path(autosave) if autosave is not None else None
        self.table = table  # read-only use from the window's thread
        self._loop = asyncio.new_event_loop()
        self._host = Host(table, bind or bind_address(), port, pace, self.autosave)
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._run, name="lionwake-host", daemon=True)
        self._started: Future = Future()

    @classmethod
    def start(
        cls,
        config: Config,
        seats: list[str] | None = None,
        bind: str | None = None,
        port: int = 0,
        autosave: Path | str | None = DEFAULT,
        pace: float = 1.0,
        spectators: bool = False,
    ) -> HostedTable:
        """A new table served now (`OSError` if the port cannot be had)."""
        return cls(Table(config, seats, spectators=spectators), bind, port, autosave, pace)._go()

    @classmethod
    def reopen(
        cls,
        path: Path | None = None,
        bind: str | None = None,
        port: int | None = None,
        pace: float = 1.0,
    ) -> HostedTable:
        """The table saved in `path` (default: `table_file.default_path()`) served again on its
        saved port (or `port`), saving to the same file; `TableFileError` says why a file is
        refused (it is left untouched)."""
        path = Path(path) if path is not None else table_file.default_path()
        table, saved = table_file.load(path)
        return cls(table, bind, saved if port is None else port, path, pace)._go()

    def _go(self) -> HostedTable:
        self._thread.start()
        self._started.result(START_TIMEOUT)  # raises what start() raised (port taken...)
        return self

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._host.start())
        except BaseException as exc:
            self._started.set_exception(exc)
            self._loop.close()
            return
        self._started.set_result(None)
        try:
            self._loop.run_forever()
        finally:
            self._loop.run_until_complete(self._host.close())
            self._loop.run_until_complete(self._loop.shutdown_asyncgens())
            self._loop.close()
            self._stopped.set()

    def _call(self, coro: Any, timeout: float = 10.0) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(timeout)

    @property
    def port(self) -> int:
        return self._host.port

    @property
    def codes(self) -> list[str | None]:
        """Each seat's join code (None for a computer's seat)."""
        return list(self.table.codes)

    @property
    def spectator_code(self) -> str | None:
        return self.table.spectator_code

    @property
    def host(self) -> Host:
        return self._host

    @property
    def over(self) -> bool:
        return self._host.over.is_set()

    def wait_over(self, timeout: float) -> bool:
        """Wait up to `timeout` seconds for the game to be over; whether it is."""

        async def wait() -> bool:
            try:
                await asyncio.wait_for(self._host.over.wait(), timeout)
            except TimeoutError:
                return False
            return True

        return self._call(wait(), timeout + 5)

    def presence(self) -> list[dict[str, Any]]:
        """Who sits where and who is connected, as in a PRESENCE message."""

        async def read() -> list[dict[str, Any]]:
            return self.table.presence(self._host.connected())

        return self._call(read())

    def replace(self, seat: int, kind: str) -> None:
        """Give `seat` to a computer of `kind` (its player's code stops working); thread-safe."""
        self._call(self._host.replace(seat, kind))

    def close(self, timeout: float = 10.0) -> None:
        """Stop serving (the table file is kept, to reopen)."""
        if self._thread.is_alive() and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._stopped.wait(timeout)
