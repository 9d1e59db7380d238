"""Every act of the page's controls: the ``data-act`` the markup writes on a button and the key
of its handler in the controller, one vocabulary for both.

A click (or its key) reaches the controller as :class:`briscola.app.commands.Click` with the
act's text; a text that is no :class:`Act` (a tampered attribute, a stale page) is refused
and reported, never ignored silently.

>>> Act("reset-stats") is Act.RESET_STATS, str(Act.PLAY)
(True, 'play')
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final


class Act(StrEnum):
    """What a control of the page asks for, by its ``data-act``."""

    # The table's offers: their argument is the engine action's JSON (``data-action``).
    PLAY = "play"
    SWAP = "swap"
    DECLARE = "declare"
    SIGNAL = "signal"
    BID = "bid"
    CALL = "call"
    # The game's way on.
    START = "start"
    NEXT = "next"
    AGAIN = "again"
    SETTINGS = "settings"
    LEAVE = "leave"
    MORE = "more"
    SERIES_END = "series-end"
    DAILY = "daily"
    REVEAL = "reveal"
    # The menu and the pages over the game.
    RULES = "rules"
    STATS = "stats"
    DATA = "data"
    BACK = "back"
    LANGUAGE = "language"
    SOUND = "sound"
    INSTALL = "install"
    # The notice's buttons.
    DISMISS = "dismiss"
    TAKE = "take"
    RESTART = "restart"
    UPDATE = "update"
    # The statistics and the saved data.
    RESET_STATS = "reset-stats"
    DOWNLOAD = "download"
    DOWNLOAD_ERASED = "download-erased"
    RESTORE = "restore"
    ERASE = "erase"
    # The learning aids.
    HINT = "hint"
    REVIEW = "review"
    REVIEW_CANCEL = "review-cancel"
    REVIEW_BACK = "review-back"
    REVIEW_PREV = "review-prev"
    REVIEW_NEXT = "review-next"
    REVIEW_GO = "review-go"
    REVIEW_KEPT = "review-kept"
    RECORD = "record"
    SHARE = "share"
    SHARE_COPY = "share-copy"
    # The first hand that teaches.
    LESSON = "lesson"
    LESSON_SKIP = "lesson-skip"
    LESSON_PLAY = "lesson-play"
    # The puzzles.
    PUZZLES = "puzzles"
    PUZZLE_PICK = "puzzle-pick"
    PUZZLE_NEXT = "puzzle-next"
    PUZZLE_DAILY = "puzzle-daily"


OFFERS: Final = frozenset({Act.PLAY, Act.SWAP, Act.DECLARE, Act.SIGNAL, Act.BID, Act.CALL})
"""The table's offers: a click carries the engine action's JSON, whose one key is the act."""


def act_of(text: str) -> Act | None:
    """The act a ``data-act`` text names, or None when it names none.

    >>> act_of("next"), act_of("nope")
    (<Act.NEXT: 'next'>, None)
    """
    try:
        return Act(text)
    except ValueError:
        return None
