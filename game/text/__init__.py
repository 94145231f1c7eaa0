"""One voice: every word a player reads, outside the rules.

The rules core (game/core) speaks in typed values: decisions, events, reasons,
components and Solo cards. This package turns them into the player's language
(English, or the chosen translation through game.i18n), following the
rulebook's "Language and Iconography" and its appendices. The board, the log,
the tooltips, the rules reference, docs/components.md and the guide all read
their words from here, so no sentence is built in two places and no code
parses a sentence back.
"""
