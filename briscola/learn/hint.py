"""The hint: the strongest level's choice for the seat's view, with a short reason built
from what the search saw (a :class:`Reason`: a kind, cards and numbers, that the i18n keys
``hint.<kind>`` turn into words).

It runs in slices like a computer's move (``step(budget)`` until True, ``progress``,
``cancel()``), and its choice is the hard level's own for the same view and random source.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from briscola.ai.levels.base import would_win
from briscola.ai.levels.hard import HardConfig
from briscola.engine.actions import Action, Declare, Play, SwapSeven
from briscola.engine.cards import Card
from briscola.engine.view import SeatView
from briscola.learn.analysis import Analysis
from briscola.learn.counting import still_out
from briscola.learn.figures import Choice

HIGH_TRUMPS: Final = ("A", "3")

KINDS: Final = (
    "take",
    "take_spare",
    "keep_trumps",
    "let_go",
    "load",
    "lead_liscio",
    "lead",
    "swap",
    "declare",
    "only",
    "best",
)
"""Every kind of reason, each with its text ``hint.<kind>`` in the i18n tables."""


@dataclass(frozen=True, slots=True)
class Reason:
    """Why the hint's action: its kind (:data:`KINDS`), the card it plays (or takes by the
    swap), another card the words name (a high trump still out), the points at stake, and
    the chance of winning the hand the search gives it (None when it weighed nothing)."""

    kind: str
    card: Card | None = None
    other: Card | None = None
    points: int = 0
    win: float | None = None


@dataclass(frozen=True, slots=True)
class HintResult:
    """The hint: the action, why, and every action's figures (empty when settled)."""

    action: Action
    reason: Reason
    choices: tuple[Choice, ...]


def high_trumps_out(view: SeatView) -> list[Card]:
    """The Ace and 3 of trump neither in the seat's hand nor played, highest first."""
    out = still_out(view)  # strongest first within a suit
    return [c for c in out if c.suit == view.trump_suit and c.rank in HIGH_TRUMPS]


def reason_for(view: SeatView, action: Action, choices: list[Choice] | None) -> Reason:
    """The reason for ``action`` in ``view``, from the position and the search's figures."""
    win = None
    if choices:
        win = next(c.win for c in choices if c.action == action)
    if isinstance(action, SwapSeven):
        return Reason("swap", view.face_up, action.card, win=win)
    if isinstance(action, Declare):
        return Reason("declare", points=view.side_points(), win=win)
    if not isinstance(action, Play):
        return Reason("only" if choices is None else "best", win=win)
    if choices is None:
        return Reason("only", action.card)
    card = action.card
    on_table = sum(c.points for _, c in view.trick)
    trump = view.trump_suit
    if not view.trick:
        kind = "lead_liscio" if card.points == 0 and card.suit != trump else "lead"
        return Reason(kind, card, points=card.points, win=win)
    if would_win(view, card):
        if on_table == 0:  # nothing to take: the search's reason is further ahead
            return Reason("best", card, win=win)
        spare = card.suit == trump and any(c.suit == trump for c in view.hand if c != card)
        return Reason("take_spare" if spare else "take", card, points=on_table, win=win)
    winner = view.winning_seat()
    if view.side_of(winner) == view.my_side and winner != view.seat and card.points:
        return Reason("load", card, points=card.points, win=win)
    could_take = [c for c in view.hand if c.suit == trump and would_win(view, c)]
    out = high_trumps_out(view)
    if could_take and out:
        return Reason("keep_trumps", card, out[0], on_table, win)
    return Reason("let_go", card, points=on_table, win=win)


class Hint:
    """The hint for ``view`` (the seat to move), in slices; see the module docstring."""

    def __init__(
        self, view: SeatView, rng: random.Random, config: HardConfig | None = None
    ) -> None:
        if not view.is_my_turn:
            raise ValueError(f"it is not seat {view.seat}'s turn")
        self.view = view
        self.analysis = Analysis(view, rng, config)
        self.cancelled = False
        self._result: HintResult | None = None

    @property
    def progress(self) -> float:
        """The share of the search done, from 0 to 1."""
        return self.analysis.progress

    @property
    def done(self) -> bool:
        """True once the hint is known (or it was cancelled)."""
        return self._result is not None or self.cancelled

    def cancel(self) -> None:
        """Stop: ``step`` does nothing more and no result is given."""
        self.cancelled = True

    def step(self, budget: int) -> bool:
        """About ``budget`` units of work (at least one piece); True once done."""
        if self.done:
            return True
        if self.analysis.step(budget):
            action = self.analysis.best()
            choices = self.analysis.choices()
            reason = reason_for(self.view, action, choices)
            self._result = HintResult(action, reason, tuple(choices or ()))
            return True
        return False

    def result(self) -> HintResult:
        """The hint (once ``step`` has returned True without a cancel)."""
        if self._result is None:
            raise ValueError("the hint is cancelled" if self.cancelled else "not done yet")
        return self._result
