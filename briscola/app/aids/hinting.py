"""The hint on the table: asked by the person, thought in slices by the page's driver, shown
as the highlighted card and a one-line reason, and counted per hand.

The controller keeps one :class:`Hints`; the driver asks :meth:`Hints.turn` what to think
(a :class:`HintTurn`), runs :class:`briscola.learn.hint.Hint` in slices, and answers with
:class:`briscola.app.commands.HintFound`. A hint belongs to one position (the game, the hand
and the number of moves made): once a card is played it is gone, and a late answer is dropped.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from briscola.engine.actions import Play
from briscola.engine.tuples import NamedTuple
from briscola.i18n import count, text

if TYPE_CHECKING:
    from briscola.app.game.session import Session
    from briscola.engine.view import SeatView
    from briscola.learn.hint import HintResult

Position = tuple[int, int, int, int]
"""The game's generation, the hand's seed, the hand's number and the moves made."""


class HintTurn(NamedTuple):
    """The hint to think now: the person's view and its random source, for ``token``."""

    token: int
    view: SeatView
    rng: random.Random


class HintBar(NamedTuple):
    """What the table shows of the hint: the button, or the thinking, or the answer."""

    label: str
    """The button's words ("Suggerimento")."""
    busy: bool
    """The hint is being thought (the button waits)."""
    busy_label: str
    card: str
    """The code of the card the hint plays ("" when none, or when it is not a card)."""
    reason: str
    """The one-line reason, once found."""


def position(generation: int, session: Session) -> Position:
    """Where the game stands, for matching a hint to the position it was asked in."""
    return (generation, session.hand_seed, session.hand_number, len(session.hand.moves))


def hint_rng(session: Session) -> random.Random:
    """The hint's random source: the position's own (``learn/position.py``), the one the
    review judges it with, so a hint asked twice at the same position says the same thing
    and the review of the hand agrees with it."""
    from briscola.learn.position import position_rng

    return position_rng(session.view())


class Hints:
    """The hint asked or shown at the person's position, and the hints used in the hand."""

    def __init__(self) -> None:
        self.asked: Position | None = None
        """The position a hint is being thought for."""
        self.token = 0
        """Counts up with every hint asked, so a late answer is recognised."""
        self.shown: tuple[Position, HintResult] | None = None
        self.used: dict[tuple[int, int], int] = {}
        """Hints shown, by (hand seed, hand number): only the current hand's is kept."""

    def ask(self, here: Position) -> bool:
        """Ask for a hint at ``here``; False when one is already asked or shown there."""
        if self.asked == here or (self.shown is not None and self.shown[0] == here):
            return False
        self.asked = here
        self.token += 1
        return True

    def turn(self, here: Position, session: Session) -> HintTurn | None:
        """The hint to think now, if one is asked for the position the game is in."""
        if self.asked != here:
            return None
        return HintTurn(self.token, session.view(), hint_rng(session))

    def wanted(self, token: int) -> bool:
        """Whether the hint of ``token`` is still waited for (the driver stops when not)."""
        return self.asked is not None and token == self.token

    def found(self, token: int, here: Position, result: HintResult) -> bool:
        """Take the hint thought for ``token``; False (dropped) if the game moved on."""
        if not self.wanted(token) or self.asked != here:
            return False
        self.asked = None
        self.shown = (here, result)
        hand = here[1:3]
        self.used = {hand: self.used.get(hand, 0) + 1}
        return True

    def result_at(self, here: Position) -> HintResult | None:
        """The hint shown at ``here``, if any."""
        if self.shown is not None and self.shown[0] == here:
            return self.shown[1]
        return None

    def restore(self, session: Session, used: int) -> None:
        """Take back the hints used in the session's hand (saved beside it)."""
        self.used = {(session.hand_seed, session.hand_number): used} if used else {}

    def used_in(self, session: Session) -> int:
        """How many hints the person used in the session's current hand."""
        return self.used.get((session.hand_seed, session.hand_number), 0)

    def bar(self, here: Position, lang: str) -> HintBar:
        """What the table shows of the hint at ``here``, in ``lang``."""
        label, busy_label = text(lang, "hint.button"), text(lang, "hint.busy")
        result = self.result_at(here)
        if result is None:
            return HintBar(label, self.asked == here, busy_label, "", "")
        from briscola.learn.words import reason_text  # the search's modules load after the page

        action = result.action
        card = action.card.code if isinstance(action, Play) else ""
        return HintBar(label, False, busy_label, card, reason_text(result.reason, lang))

    def used_label(self, session: Session, lang: str) -> str:
        """The result screen's line on the hints used ("" when none)."""
        used = self.used_in(session)
        return count(lang, "hint.used", used) if used else ""
