"""Joining a friend's table (issue 44, network play: "the list of tables found on this network, or
an address and code"): the tables found (asked again each second; a click fills in the address),
the address and join code typed, or an invitation line pasted; Join connects
(`game.net.remote.Connection` and `RemoteMatch`), says "Joining…" until the table's first view
comes, then shows the board from this player's seat.  A refusal is said in words (a wrong code, a
seat given to a computer, another version of Lionwake), and so is a host that does not answer.
Esc goes back (and stops a join under way)."""

from __future__ import annotations

import pygame

from game.i18n import _

from .. import clipboard, net_session
from .. import theme as T
from ..net_page import NetPage
from ..scene import make, register
from ..widgets import Button, draw_spinner

#: How often the tables on this network are asked for again (seconds).
#: How long a host may take to answer before the screen says it does not (seconds).
NO_ANSWER = 6.0
#: The characters an address and a code may be typed with.
ADDRESS_CHARS = set("0123456789abcdefABCDEFghijklmnopqrstuvwxyzGHIJKLMNOPQRSTUVWXYZ.:-[]%_")
MOST_ADDRESS = 80
MOST_CODE = 12


def split_address(text: str) -> tuple[str, int]:
    """`host` and `port` from "host:port" ("[v6]:port" for IPv6); `ValueError` with a player's
    reason when there is no port or it is no number."""
    from game.text.net import invitation_problem_text

    text = text.strip()
    for scheme in ("lionwake://", "ws://"):
        if text.lower().startswith(scheme):
            text = text[len(scheme) :].split("/")[0]
    if text.startswith("["):
        host, _sep, rest = text[1:].partition("]")
        port = rest[1:] if rest.startswith(":") else ""
    else:
        host, _sep, port = text.rpartition(":")
        if host.count(":"):  # an IPv6 address without brackets: no port can be told apart
            host, port = text, ""
    if not host:
        raise ValueError(_("Type the host's address and port, like 192.168.1.5:52100."))
    if not port.isdigit() or not 1 <= int(port) <= 65535:
        raise ValueError(invitation_problem_text("bad_port"))
    return host, int(port)


@register("join_table")
class JoinTableScene(NetPage):
    """Find a table, type or paste where it is and the seat's code, and join."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.address = ""
        self.code = ""
        self.typing = "address"  # the field typed text goes into ("address" or "code")
        self.tables: list = []
        self.clock = 0.0
        self.t = 0.0
        self.joining = None  # the RemoteMatch joining, until its first view comes
        self.waited = 0.0  # how long it has been joining
        self.where = ""  # the address being joined
        self.fields: dict[str, Button] = {}
        try:
            self.tables = list(net_session.open_discovery().tables())
        except Exception as exc:  # no discovery here: typing the address still works
            self.message, self.refused = (
                _("Tables on this network cannot be listed here ({error}).").format(error=exc),
                True,
            )

    def enter(self) -> None:
        pygame.key.start_text_input()  # the address and the code are typed

    def exit(self) -> None:
        self._stop()

    # --- what is shown --------------------------------------------------------------------------------

    def title(self) -> str:
        return _("Join a table")

    def rows(self) -> list[tuple]:
        from game.core.save import RULES_VERSION
        from game.text.net import reason_text

        rows: list[tuple] = [("text", _("Tables on this network"), 16, T.GOLD, True)]
        found = []
        for ad in self.tables:
            where = f"[{ad.host}]:{ad.port}" if ":" in ad.host else f"{ad.host}:{ad.port}"
            label = _("{name} at {address}: {players} players, {open} open seats").format(
                name=ad.name, address=where, players=ad.players, open=ad.open_seats
            )
            b = Button(label, lambda w=where: self._pick(w))
            if ad.rules != RULES_VERSION:
                b.enabled = False
                b.label = f"{label} · {reason_text('wrong_rules')}"
                b.tooltip = reason_text("wrong_rules")
            elif ad.open_seats <= 0:
                b.tooltip = _("No seat is open: only a player who left can take theirs back")
            found.append(b)
        if found:
            rows += [("buttons", [b]) for b in found]
        else:
            rows.append(
                (
                    "text",
                    _(
                        "No table found on this network yet. A friend elsewhere gives you the "
                        "address and your seat's code, or an invitation line to paste."
                    ),
                    14,
                    T.TEXT_DIM,
                    False,
                )
            )
        self.fields = {
            "address": Button(self._field_label("address"), lambda: self._type_in("address")),
            "code": Button(self._field_label("code"), lambda: self._type_in("code")),
        }
        for name, field in self.fields.items():
            field.min_width = self.theme.px(420)
            field.primary = self.typing == name
        paste = Button(_("Paste invitation"), self._paste_invitation)
        paste.tooltip = _("An invitation looks like lionwake://192.168.1.5:52100/ABCD-EFGH")
        return rows + [
            ("gap", 8),
            ("text", _("Address (the host's screen shows it)"), 16, T.GOLD, True),
            ("buttons", [self.fields["address"]]),
            ("text", _("Join code of your seat"), 16, T.GOLD, True),
            ("buttons", [self.fields["code"]]),
            ("buttons", [paste]),
        ]

    def _field_label(self, name: str) -> str:
        value = self.address if name == "address" else self.code
        if self.typing != name:
            return value or _("Click, then type")
        return (value or _("Type here")) + "_"

    def actions(self) -> list[Button]:
        label = _("Joining…") if self.joining is not None else _("Join")
        join = Button(label, self._join, hotkey=pygame.K_RETURN)
        join.enabled = self.joining is None
        return [join]

    def back(self) -> Button:
        return Button(_("Back"), self._back)

    # --- typing -----------------------------------------------------------------------------------

    def _type_in(self, name: str) -> None:
        self.typing = name
        self.rebuild()

    def _pick(self, where: str) -> None:
        """A table found on this network: its address filled in; the code is typed next."""
        self.address = where
        self.typing = "code"
        self.say(_("Now type the join code your host gave you for your seat."))

    def _type(self, text: str) -> None:
        if self.joining is not None:
            return
        if self.typing == "address":
            kept = "".join(c for c in text if c in ADDRESS_CHARS)
            self.address = (self.address + kept)[:MOST_ADDRESS]
        else:
            kept = "".join(c for c in text if c.isalnum() or c == "-")
            self.code = (self.code + kept.upper())[:MOST_CODE]
        self.rebuild()

    def _paste_invitation(self) -> None:
        """An invitation line from the clipboard: its address and code filled in."""
        text = clipboard.paste()
        if not text.strip():
            self.say(_("The clipboard holds no invitation: copy the line your host sent."), True)
            return
        self._take_invitation(text)

    def _take_invitation(self, text: str) -> bool:
        from game.net import codes
        from game.net.invite import Invitation

        try:
            invitation = Invitation.parse(text)
        except ValueError as exc:
            self.say(str(exc), refused=True)
            return False
        host = invitation.host
        self.address = f"[{host}]:{invitation.port}" if ":" in host else f"{host}:{invitation.port}"
        self.code = codes.show(invitation.code)
        self.say(_("Invitation pasted: press Join."))
        return True

    def handle_event(self, event) -> bool:
        if event.type == pygame.TEXTINPUT:
            self._type(getattr(event, "text", ""))
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                text = clipboard.paste()
                if "://" in text or (" " in text.strip() and ":" in text):
                    self._take_invitation(text)
                else:
                    self._type(text.strip())
                return True
            if event.key == pygame.K_BACKSPACE and self.joining is None:
                if self.typing == "address":
                    self.address = self.address[:-1]
                else:
                    self.code = self.code[:-1]
                self.rebuild()
                return True
        taken = super().handle_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            shown = [b for b in self.buttons if b.rect.width]
            if 0 <= self.button_focus < len(shown):  # Tab onto a field: typing goes there
                focused = shown[self.button_focus]
                for name, field in self.fields.items():
                    if field is focused and self.typing != name:
                        self._type_in(name)
        return taken

    # --- joining ------------------------------------------------------------------------------------

    def _join(self) -> None:
        from game.net import codes
        from game.net.invite import Invitation
        from game.net.remote import Connection, RemoteMatch
        from game.text.net import invitation_problem_text

        if self.joining is not None:
            return
        try:
            host, port = split_address(self.address)
        except ValueError as exc:
            self.typing = "address"
            self.say(str(exc), refused=True)
            return
        code = codes.normalize(self.code)
        if not codes.is_code(code):
            self.typing = "code"
            self.say(invitation_problem_text("no_code" if not code else "bad_code"), True)
            return
        invitation = Invitation(host, port, code)
        self.where = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
        self.joining = RemoteMatch(Connection(invitation.uri, code))
        net_session.set_match(self.joining)
        self.waited = 0.0
        self.say(_("Joining the table at {address}…").format(address=self.where))

    def _stop(self) -> None:
        """Stop a join under way."""
        if self.joining is not None:
            if net_session.match is self.joining:
                net_session.set_match(None)
            else:
                self.joining.connection.close()
            self.joining = None

    def _back(self) -> None:
        if self.joining is not None:  # Esc while joining: stop, stay here
            self._stop()
            self.say(_("Joining stopped."))
            return
        self.app.pop()

    # --- each frame ---------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.t += dt
        self.clock += dt
        if self.joining is not None:
            self._follow_join(dt)
            if self.app.stack.top is not self:
                return
        if self.clock >= self.refresh:
            self.clock = 0.0
            try:
                tables = list(net_session.open_discovery().tables())
            except Exception:  # the listing failed: typing the address still works
                tables = self.tables
            if tables != self.tables:
                self.tables = tables
                self.rebuild()

    def _follow_join(self, dt: float) -> None:
        match = self.joining
        self.waited += dt
        if net_session.arrived(match):
            self.joining = None  # the board has it now
            viewer = getattr(match, "local", -1)
            self.app.replace(make("board", self.app, match, viewer=viewer))
            return
        refused = net_session.refusal_words(match)
        if refused:
            self._stop()
            self.say(refused, refused=True)
        elif net_session.closed(match):
            self._stop()
            self.say(
                _("The table at {address} could not be reached.").format(address=self.where),
                refused=True,
            )
        elif self.waited >= NO_ANSWER and not self.refused:
            self.say(
                _(
                    "No answer from {address}: is the address right, and the table open? "
                    "Still trying; Back stops."
                ).format(address=self.where),
                refused=True,
            )

    def draw_more(self, surface) -> None:
        if self.joining is not None:
            join = next((b for b in self.buttons if b.primary and not b.enabled), None)
            if join is not None and join.rect.width:
                r = self.theme.px(10)
                draw_spinner(
                    surface, (join.rect.right + 3 * r, join.rect.centery), r, self.t, T.GOLD
                )
