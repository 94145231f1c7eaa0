"""The host's lobby (issue 44, network play: "the app shows the address and a short join code for
each open seat"): the address(es) to give friends, for each open seat its join code and invitation
line with Copy buttons, who has joined (refreshed), the table listed on this network while it is
open; "Go to the table" joins this window to its own table (seat 0, on 127.0.0.1, through a
`game.net.remote.RemoteMatch` as every other player) and shows the board; "Close the table" (Esc)
closes it, after asking.  What stays open between screens is kept in `game.ui.net_session`."""

from __future__ import annotations

import contextlib

import pygame

from game.i18n import _
from game.text.names import seat_label

from .. import clipboard, net_session
from .. import theme as T
from ..net_page import NetPage
from ..net_play import ask_to_close_table
from ..scene import make, register
from ..widgets import Button, draw_spinner

#: How often who has joined is asked again (seconds).


def address_text(host: str, port: int) -> str:
    """`host`:`port` as typed in the Join screen (an IPv6 address in brackets)."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


@register("host_table")
class HostTableScene(NetPage):
    """The lobby of the table `hosted` (a `game.net.hosting.HostedTable`) this app runs."""

    refresh = 0.5  # who has joined is asked again twice a second

    def __init__(self, app, hosted) -> None:
        super().__init__(app)
        self.hosted = hosted
        net_session.set_hosted(hosted)
        from game.net.addresses import lan_addresses

        self.addresses = list(lan_addresses()) or ["127.0.0.1"]
        self.presence = self._presence()
        self.clock = 0.0
        self.t = 0.0
        self.joining = None  # this window's RemoteMatch, until its first view comes

    # --- the table ----------------------------------------------------------------------------------

    def _presence(self) -> list[dict]:
        try:
            return list(self.hosted.presence())
        except Exception:  # a host that stopped: the seats as they were
            return list(getattr(self, "presence", []))

    def _kinds(self) -> list[str]:
        seats = getattr(self.hosted.table, "seats", None)
        if seats:
            return [s if isinstance(s, str) else getattr(s, "kind", "human") for s in seats]
        return [p.get("kind", "human") for p in self.presence] or ["human"]

    def _open_seats(self) -> list[int]:
        """The human seats a friend joins (every one but the host's own, seat 0)."""
        codes = list(self.hosted.codes)
        return [s for s, kind in enumerate(self._kinds()) if kind == "human" and s and codes[s]]

    def _connected(self, seat: int) -> bool:
        return any(p.get("seat") == seat and p.get("connected") for p in self.presence)

    def _ad(self):
        from game.core.save import RULES_VERSION
        from game.net.discovery import TableAd

        waiting = [s for s in self._open_seats() if not self._connected(s)]
        return TableAd(
            name=net_session.table_name(),
            host=self.addresses[0],
            port=int(self.hosted.port),
            players=len(self._kinds()),
            open_seats=len(waiting),
            rules=RULES_VERSION,
        )

    def enter(self) -> None:
        """The table is listed on this network while it is open."""
        try:
            net_session.advertise(self._ad())
        except Exception as exc:  # no network to list it on: the address still works
            self.say(
                _(
                    "This table could not be listed on the network ({error}); give friends "
                    "the address instead."
                ).format(error=exc)
            )

    # --- what is shown --------------------------------------------------------------------------------

    def title(self) -> str:
        return _("Your table is open")

    def rows(self) -> list[tuple]:
        from game.net import codes as net_codes
        from game.net.invite import Invitation

        port = int(self.hosted.port)
        rows: list[tuple] = [
            (
                "text",
                _(
                    "Friends on this network see your table in their Join list. Others type "
                    "the address and their seat's code, or paste its invitation line."
                ),
                14,
                T.TEXT_DIM,
                False,
            ),
            ("text", _("Address"), 16, T.GOLD, True),
            ("text", "   ".join(address_text(a, port) for a in self.addresses), 18, T.TEXT, True),
            ("gap", 6),
        ]
        if getattr(self.hosted, "autosave", None) is None:  # the user's folder cannot be used
            words = _(
                "This table is not saved: the game's folder cannot be written, so it cannot be "
                "reopened if this window closes."
            )
            rows[1:1] = [("text", words, 14, T.ILLEGAL, False)]
        kinds = self._kinds()
        codes = list(self.hosted.codes)
        for seat, kind in enumerate(kinds):
            name = T.player_name(seat)
            if seat == 0:
                state = _("{seat}: you (this window)").format(seat=name)
            elif kind != "human":
                state = seat_label(seat, kind)  # "Gold (Greedy computer)": it plays at this host
            elif self._connected(seat):
                state = _("{seat}: a friend has joined").format(seat=name)
            else:
                state = _("{seat}: open seat, waiting for a friend").format(seat=name)
            rows.append(("text", state, 16, T.player_colour(seat), True))
            if seat == 0 or kind != "human" or not codes[seat]:
                continue
            code = net_codes.show(codes[seat])
            line = str(Invitation(self.addresses[0], port, codes[seat]))
            rows.append(("text", _("Join code: {code}").format(code=code), 18, T.TEXT, True))
            rows.append(("text", line, 13, T.TEXT_DIM, False))
            rows.append(
                (
                    "buttons",
                    [
                        Button(
                            _("Copy {seat}'s code").format(seat=name),
                            lambda c=code, n=name: self._copy(c, n),
                        ),
                        Button(
                            _("Copy {seat}'s invitation").format(seat=name),
                            lambda t=line, n=name: self._copy(t, n),
                        ),
                    ],
                )
            )
        return rows

    def actions(self) -> list[Button]:
        return [Button(_("Go to the table"), self._go, hotkey=pygame.K_RETURN)]

    def back(self) -> Button:
        return Button(_("Close the table"), self._ask_to_close)

    # --- what the buttons do ----------------------------------------------------------------------

    def _copy(self, text: str, seat: str) -> None:
        if clipboard.copy(text):
            self.say(_("Copied for {seat}: {text}").format(seat=seat, text=text))
        else:
            self.say(_("This computer has no clipboard: read it out or write it down"))

    def _ask_to_close(self) -> None:
        if self.joining is not None:  # Esc while joining: stop joining, the table stays
            net_session.set_match(None)
            self.joining = None
            self.say("")
            return
        ask_to_close_table(self.app, self._close)

    def _close(self) -> None:
        net_session.close_table()
        self.app.pop()  # the question
        if self.app.stack.top is self:
            self.app.pop()

    def _go(self) -> None:
        """Join this window to its own table, seat 0, as every other player joins."""
        if self.joining is not None:
            return
        from game.net.remote import Connection, RemoteMatch

        connection = Connection(f"ws://127.0.0.1:{int(self.hosted.port)}", self.hosted.codes[0])
        self.joining = RemoteMatch(connection, hosted=self.hosted)
        net_session.set_match(self.joining)
        self.say(_("Joining your table…"))

    # --- each frame -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.t += dt
        self.clock += dt
        if self.joining is not None:
            if net_session.arrived(self.joining):
                match, self.joining = self.joining, None
                viewer = getattr(match, "local", 0)
                self.app.replace(make("board", self.app, match, viewer=viewer))
                return
            refused = net_session.refusal_words(self.joining)
            if refused:
                net_session.set_match(None)
                self.joining = None
                self.say(refused, refused=True)
        if self.clock >= self.refresh:
            self.clock = 0.0
            now = self._presence()
            if now != self.presence:
                self.presence = now
                self.rebuild()
                with contextlib.suppress(Exception):  # unlisted: the address still works
                    net_session.advertise(self._ad())

    def draw_more(self, surface) -> None:
        if self.joining is not None and self.buttons:
            go = next((b for b in self.buttons if b.primary), None)
            if go is not None and go.rect.width:
                r = self.theme.px(10)
                draw_spinner(surface, (go.rect.right + 3 * r, go.rect.centery), r, self.t, T.GOLD)
