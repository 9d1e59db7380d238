"""Hands reviewed from a record: one of the last hands kept in the page ("Rivedi"), or a
record file the person opens ("Apri una registrazione"), read by the record reader of
``python -m briscola replay`` and reviewed as after a hand, trick by trick.

A file that is not a record (or whose moves the rules refuse) is refused with a notice
naming the fault, and nothing saved changes: opening a record never writes.
"""

from __future__ import annotations

import hashlib
import random
from typing import TYPE_CHECKING, Final

from briscola.app.hand_keeping import kept_hands
from briscola.app.i18n import text
from briscola.app.kept_hands import hand_of
from briscola.app.reviewing import Reviewing, review_rng
from briscola.errors import BriscolaError
from briscola.jsonio import loads_bounded, shorten

if TYPE_CHECKING:
    from briscola.app.controller import Controller
    from briscola.state import GameState

RECORD_FILE_LIMIT: Final = 2_000_000
"""The most characters of a record file read (the record reader's own limit)."""


def open_record(game: Controller, content: str | None) -> None:
    """Review the hand of the record file ``content``; refuse (with a notice) anything else."""
    from briscola.record import replay_record

    if content is None:
        _refuse(game, text(game.lang, "record.unreadable"))
        return
    try:
        hand = replay_record(loads_bounded(content, "the file", max_chars=RECORD_FILE_LIMIT))
    except (BriscolaError, ValueError) as error:
        _refuse(game, shorten(str(error), 150))
        return
    if not hand.tricks:
        _refuse(game, text(game.lang, "record.empty"))
        return
    digest = hashlib.sha256(content.encode("utf-8")).hexdigest()
    _review(game, hand, random.Random(f"record:{digest}"))


def review_kept(game: Controller, arg: str | None) -> None:
    """Review the kept hand ``arg`` (its index in the saved list, oldest first)."""
    hands = kept_hands(game).hands
    if arg is None or not arg.isdigit() or int(arg) >= len(hands):
        return
    kept = hands[int(arg)]
    try:
        hand = hand_of(kept)
    except (BriscolaError, ValueError) as error:
        _refuse(game, shorten(str(error), 150))
        return
    _review(game, hand, review_rng(kept.hand_seed, kept.hand_number))


def _review(game: Controller, hand: GameState, rng: random.Random) -> None:
    game.record_refused = ""
    game.review_tokens += 1
    game.reviewing = Reviewing.of_record(hand, game.review_tokens, rng)
    game.stats_open = game.rules_open = False
    game.panel.open = False
    game.mark_render()
    game.drive()


def _refuse(game: Controller, why: str) -> None:
    game.record_refused = why  # the notice (a status region) says it
    game.mark_render()
