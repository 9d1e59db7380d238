"""The hint: the judgement of the seat's view (``judgement.py``): its best move, with a
short reason built from what the search saw (a :class:`Reason`: a kind, cards and numbers,
that the i18n keys ``hint.<kind>`` turn into words).

It runs in slices like a computer's move (``step(budget)`` until True, ``progress``,
``cancel()``). Its choice is the hard level's own for the same view and random source; by
default that source is the position's own (``position_rng``), the one the review judges
the same position with.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from briscola.ai.levels.hard import HardConfig
from briscola.engine.actions import Action
from briscola.engine.view import SeatView
from briscola.learn.analysis import Analysis
from briscola.learn.figures import Choice
from briscola.learn.position import position_rng
from briscola.learn.reasons import KINDS, Reason, high_trumps_out, reason_for

__all__ = ["KINDS", "Hint", "HintResult", "Reason", "high_trumps_out", "reason_for"]


@dataclass(frozen=True, slots=True)
class HintResult:
    """The hint: the action, why, and every action's figures (empty when settled)."""

    action: Action
    reason: Reason
    choices: tuple[Choice, ...]


class Hint:
    """The hint for ``view`` (the seat to move), in slices; see the module docstring.
    ``rng``: the search's random source (None: the position's own)."""

    def __init__(
        self,
        view: SeatView,
        rng: random.Random | None = None,
        config: HardConfig | None = None,
    ) -> None:
        if not view.is_my_turn:
            raise ValueError(f"it is not seat {view.seat}'s turn")
        self.view = view
        self.analysis = Analysis(view, position_rng(view) if rng is None else rng, config)
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
            judgement = self.analysis.judgement()
            self._result = HintResult(judgement.best, judgement.reason(), judgement.choices)
            return True
        return False

    def result(self) -> HintResult:
        """The hint (once ``step`` has returned True without a cancel)."""
        if self._result is None:
            raise ValueError("the hint is cancelled" if self.cancelled else "not done yet")
        return self._result
