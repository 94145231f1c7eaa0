"""The new-game screen's deal code (issue 43, item 3): the code of the game being set up, shown and
copied; a friend's code typed or pasted (anywhere on the screen, Ctrl+V, or a click on its field),
dealt when whole, or refused with its reason.

`DealCodeEntry` is a part of `NewGameScene` (game/ui/scenes/newgame.py), which provides what it
works on: the options (`players`, `layout_choice`, `lion_draft`, `character_draft`, `difficulty`,
`solo`, `seats`), the deal (`seed`, `first_roll`), `config()`, the field (`typed`, `code_buttons`)
and the note (`message`, `refused`), and `_build`, `_place`, `content`, `compact`, `scroll`.
"""

from __future__ import annotations

import pygame

from game.i18n import _
from game.session import deal_codes
from game.text.deal_codes import problem_text

from . import clipboard
from .user_settings import GameSetup


class DealCodeEntry:
    """The deal code's part of the new-game screen."""

    def code(self) -> str:
        """The deal code of the game being set up."""
        return deal_codes.code_of(self.config())

    def _chapter_option(self) -> list[tuple[str, bool, object]]:
        """The campaign chapter a typed code chose as the village (none otherwise)."""
        number = deal_codes.chapter_number(self.layout_choice)
        if not number:
            return []
        return [(_("Chapter {number}").format(number=number), True, lambda: None)]

    def _entry_label(self) -> str:
        """The field a code is typed in: what is typed so far, or what to do there."""
        if not self.typed:
            return _("Type or paste a code")
        return deal_codes.group(deal_codes.normalise(self.typed)) + "_"

    def _say(self, message: str, refused: bool = False) -> None:
        self.message, self.refused = message, refused
        self._build(self.app.screen.get_size())

    def _copy(self) -> None:
        """Copy the code of the game being set up (the clipboard, where there is one)."""
        code = self.code()
        if clipboard.copy(code):
            self._say(
                _("The code {code} is copied: a friend who types it plays this deal").format(
                    code=code
                )
            )
        else:
            self._say(_("This computer has no clipboard: read the code out or write it down"))

    def _paste(self) -> None:
        """Take a code from the clipboard (a click on the field, or Ctrl+V)."""
        text = clipboard.paste()
        if text.strip():
            self.typed = ""
            self._type(text)
        else:
            self._say(_("The clipboard holds no code: type one here"))

    def _type(self, text: str) -> None:
        """Typed or pasted text: a code's characters are kept (up to 24); a whole code is dealt
        as soon as it is there, and a pasted one at once."""
        kept = "".join(c for c in text if c.isalnum() or c in "- ")
        self.typed = (self.typed + kept)[:24]
        self.message, self.refused = "", False
        if len(deal_codes.normalise(self.typed)) >= deal_codes.LENGTH or len(text) > 1:
            self.enter_code()
        else:
            self._build(self.app.screen.get_size())
        self._show_field()

    def _show_field(self) -> None:
        """The code field scrolled into view (large UI scales), to see what is typed in it."""
        field = self.content[self.buttons.index(self.code_buttons[-1])]
        if self.compact and field is not None:
            self.scroll.reveal(field.top, field.bottom)
            self._place()

    def enter_code(self, typed: str | None = None) -> bool:
        """Deal the code typed (or `typed`): every option becomes the code's, its seed and first
        player the game's; or say why it is refused.  Whether it was taken."""
        text = self.typed if typed is None else typed
        try:
            config = deal_codes.decode(text)
        except deal_codes.DealCodeError as exc:
            self._say(problem_text(exc.problem), refused=True)
            return False
        self.typed = ""
        if (config.players == 1) != self.solo:
            self._switch_table(config.players == 1)
        self.players = config.players
        self.layout_choice = config.layout
        self.lion_draft = config.lion_draft
        self.character_draft = config.character_draft
        if self.solo:
            self.difficulty = config.difficulty
        self.seed, self.first_roll = config.seed, config.first_player
        self._say(
            _("Dealt from the code {code}: choose who sits at each seat, then start").format(
                code=self.code()
            )
            if not self.solo
            else _("Dealt from the code {code}").format(code=self.code())
        )
        return True

    def _switch_table(self, solo: bool) -> None:
        """A Solo code typed at a table, or a table's in Solo: the screen becomes the other one,
        its seats as last chosen there."""
        self.solo = solo
        settings = getattr(self.app, "settings", None)
        last = getattr(settings, "solo" if solo else "hot_seat", None)
        if not isinstance(last, GameSetup):
            last = GameSetup(players=1) if solo else GameSetup()
        self.seats = list(last.seats)
        self.difficulty = last.difficulty

    def _code_key(self, event) -> bool:
        """The keys of the code field: typed text goes in it, Ctrl+V pastes, Backspace takes the
        last character back; while a code is typed Enter deals it and Esc clears it."""
        if event.type == pygame.TEXTINPUT:
            text = getattr(event, "text", "")
            if text and text.strip():
                self._type(text)
            return bool(text and text.strip())
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self._paste()
            return True
        if not self.typed:
            return False
        if event.key == pygame.K_BACKSPACE:
            self.typed = self.typed.rstrip("- ")[:-1]
            self._say("")
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.enter_code()
        elif event.key == pygame.K_ESCAPE:
            self.typed = ""
            self._say("")
        else:
            return False
        return True
