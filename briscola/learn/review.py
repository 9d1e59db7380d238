"""The review of a finished hand: each of one seat's moves against the judgement of the
position it was played in (``judgement.py``): the strongest level's search from that seat's
view at that moment, with the position's own random source, so the best move the review
names is the move the hint gives there, and the coach's tips are those the judgement backs.

A move's loss is the best action's value minus the value of the action played, in the hard
search's units (1 for a win, 1/2 for a tie, plus 0.5 × points / 120; see ``figures.py``),
all actions valued in the same worlds, so the best move's loss is exactly 0. The three
costliest moves whose loss reaches :data:`MARK_FLOOR` are marked.

The review runs in slices like a computer's move: ``step(budget)`` until it returns True,
with ``progress`` for a bar and ``cancel()`` to stop. The exact solves of all its moves share
one :class:`~briscola.ai.kernel.endgame.Tables`: a later position of the hand is often inside an
earlier one's tree.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Any, Final

from briscola.ai.kernel.endgame import Tables
from briscola.ai.levels.hard import HardConfig
from briscola.engine.actions import Action, Play, SwapSeven
from briscola.engine.record import replay_record
from briscola.engine.state import GameState
from briscola.engine.view import SeatView
from briscola.learn.analysis import Analysis
from briscola.learn.coach import Tip, trick_of
from briscola.learn.figures import Choice
from briscola.learn.judgement import Judgement
from briscola.learn.position import position_rng

MARK_FLOOR: Final = 0.03
"""The smallest loss marked: about 3 % of a win, or 7 points."""
MARKED: Final = 3
"""How many of the costliest moves are marked."""


@dataclass(frozen=True, slots=True)
class MoveReview:
    """One move of the reviewed seat: the judgement of the position before it, and what
    that judgement says of the move."""

    number: int
    """The move's index in the hand's moves (0 = the first move)."""
    action: Action
    judgement: Judgement
    tips: tuple[Tip, ...] = ()
    """The coach's patterns the move matches that the judgement backs (``coach.py``)."""
    marked: bool = False

    @property
    def view(self) -> SeatView:
        """What the seat saw before the move."""
        return self.judgement.view

    @property
    def choices(self) -> tuple[Choice, ...]:
        """Every weighed action's figures; empty when the move was settled (one legal action,
        a right declaration, …): such a move costs nothing."""
        return self.judgement.choices

    @property
    def exact(self) -> bool:
        """True when the values are exact solves (the last cards of a two-player hand)."""
        return self.judgement.exact

    @property
    def played(self) -> Choice | None:
        """The figures of the action played (None for a settled move)."""
        return self.judgement.choice(self.action)

    @property
    def best(self) -> Choice | None:
        """The figures of the judgement's best action (None for a settled move)."""
        return self.judgement.choice(self.judgement.best)

    @property
    def loss(self) -> float:
        """Best value minus the value of the action played: 0 for a best move."""
        return self.judgement.loss(self.action)


@dataclass(frozen=True, slots=True)
class HandReview:
    """A whole hand's review for one seat."""

    seat: int
    moves: tuple[MoveReview, ...]

    @property
    def marked(self) -> tuple[MoveReview, ...]:
        """The marked moves, costliest first."""
        return tuple(sorted((m for m in self.moves if m.marked), key=lambda m: -m.loss))


def reviewed(action: Action) -> bool:
    """The moves a review values: card plays and the trump-7 swap."""
    return isinstance(action, (Play, SwapSeven))


def mark(moves: list[MoveReview]) -> tuple[MoveReview, ...]:
    """``moves`` with the :data:`MARKED` costliest (loss at least :data:`MARK_FLOOR`)
    marked; equal losses keep the earlier move."""
    costly = sorted((m for m in moves if m.loss >= MARK_FLOOR), key=lambda m: (-m.loss, m.number))[
        :MARKED
    ]
    chosen = {m.number for m in costly}
    return tuple(dataclasses.replace(m, marked=m.number in chosen) for m in moves)


class Review:
    """The review of ``seat``'s moves in the finished (or unfinished) hand ``hand``.

    Each move's search has the position's own random source (``position_rng``), or with
    ``rng`` given, one seeded from ``rng`` in move order; the result never depends on the
    slice sizes.
    """

    def __init__(
        self,
        hand: GameState,
        seat: int,
        rng: random.Random | None = None,
        config: HardConfig | None = None,
    ) -> None:
        if not 0 <= seat < hand.rules.players:
            raise ValueError(f"seat {seat} is not at this table of {hand.rules.players}")
        self.seat = seat
        self.hand = hand
        self.config = config
        self.rng = rng
        self._moves = list(hand.moves)
        self._replay = GameState.from_deal(
            hand.rules, hand.dealer, [list(h) for h in hand.dealt], list(hand.initial_stock)
        )
        self._next = 0
        """Index of the next move not yet applied to ``_replay``."""
        self._todo = sum(1 for s, a in self._moves if s == seat and reviewed(a))
        self._done: list[MoveReview] = []
        self._current: tuple[int, SeatView, Action, Analysis] | None = None
        self._tables = Tables()
        self.cancelled = False
        self._result: HandReview | None = None

    @property
    def count(self) -> int:
        """How many moves the review values."""
        return self._todo

    @property
    def progress(self) -> float:
        """The share of the review done, from 0 to 1."""
        if self._result is not None or self._todo == 0:
            return 1.0
        current = self._current[3].progress if self._current is not None else 0.0
        return (len(self._done) + current) / self._todo

    @property
    def searching(self) -> Analysis | None:
        """The search of the move under review now, if one is under way."""
        return self._current[3] if self._current is not None else None

    @property
    def done(self) -> bool:
        """True once every move is reviewed (or the review was cancelled)."""
        return self._result is not None or self.cancelled

    def cancel(self) -> None:
        """Stop: ``step`` does nothing more and ``result`` is not given."""
        self.cancelled = True
        self._current = None
        self._tables = Tables()

    def step(self, budget: int) -> bool:
        """About ``budget`` units of work (at least one piece); True once done."""
        if self.done:
            return True
        if self._current is None:
            self._current = self._start_next()
            if self._current is None:
                self._result = HandReview(self.seat, mark(self._done))
                self._tables = Tables()  # what the solves proved is no longer needed
                return True
        number, _, action, analysis = self._current
        if analysis.step(budget):
            judgement = analysis.judgement()
            trick = trick_of(self.hand, number)
            found = judgement.tips(action, trick) if trick is not None else ()
            self._done.append(MoveReview(number, action, judgement, found))
            self._current = None
        return False

    def result(self) -> HandReview:
        """The review (once ``step`` has returned True without a cancel)."""
        if self._result is None:
            raise ValueError("the review is cancelled" if self.cancelled else "not done yet")
        return self._result

    def _start_next(self) -> tuple[int, SeatView, Action, Analysis] | None:
        """Replay up to the seat's next reviewed move and start its search."""
        while self._next < len(self._moves):
            number = self._next
            seat, action = self._moves[number]
            if seat == self.seat and reviewed(action):
                view = self._replay.view(seat)
                move_rng = (
                    position_rng(view)
                    if self.rng is None
                    else random.Random(self.rng.getrandbits(64))
                )
                self._replay.apply(action, seat)
                self._next += 1
                return (
                    number,
                    view,
                    action,
                    Analysis(view, move_rng, self.config, self._tables),
                )
            self._replay.apply(action, seat)
            self._next += 1
        return None


def review_record(data: Any, seat: int, rng: random.Random | None = None) -> Review:
    """A review of ``seat`` in a hand record (``docs/record-format.md``; the record or its
    JSON text), checked against the rules first (:class:`InvalidStateError` if wrong);
    ``rng`` as for :class:`Review`."""
    return Review(replay_record(data), seat, rng)


def run_review(review: Review, budget: int = 1 << 30) -> HandReview:
    """Run ``review`` to the end in steps of ``budget`` and return the result."""
    while not review.step(budget):
        pass
    return review.result()
