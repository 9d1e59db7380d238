"""The review of the hand just played, in the page: started from the result screen, thought
in slices by the driver (a progress bar, a cancel), then stepped through trick by trick.

The controller keeps at most one :class:`Reviewing`; :meth:`Reviewing.turn` gives the
driver the :class:`briscola.learn.review.Review` to step, and the driver answers with
:class:`briscola.app.commands.ReviewProgress` now and then and
:class:`briscola.app.commands.ReviewDone` at the end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from briscola.engine.tuples import NamedTuple

if TYPE_CHECKING:
    from briscola.app.game.session import Session
    from briscola.engine.state import GameState
    from briscola.learn.review import HandReview, Review


class ReviewTurn(NamedTuple):
    """The review to step now, for ``token``."""

    token: int
    review: Review


class Reviewing:
    """The review of one finished hand: running, then shown trick by trick."""

    def __init__(self, session: Session, token: int) -> None:
        self._start(session.hand, (session.hand_seed, session.hand_number), token)
        self.standalone = False
        """A hand other than the session's (a kept hand, a record file): shown whatever the
        session does, until closed."""

    @classmethod
    def of_record(cls, hand: GameState, token: int) -> Reviewing:
        """The review of a finished ``hand`` from a record (kept in the page, or a file):
        each position has its own random source, so a kept hand's review agrees with the
        hints given while it was played."""
        reviewing = cls.__new__(cls)
        reviewing._start(hand, (-1, -1), token)
        reviewing.standalone = True
        return reviewing

    def _start(self, hand: GameState, key: tuple[int, int], token: int) -> None:
        from briscola.learn.review import Review  # the search's modules load after the page

        self.hand = hand
        self.key = key
        """The hand reviewed: the review closes when the session moves on."""
        self.token = token
        self.review = Review(self.hand, 0)
        self.result: HandReview | None = None
        self.trick = 0
        """The trick shown, from 0."""
        self.open = True
        """The review screen shows (a finished review is kept when the person goes back)."""

    def show(self) -> None:
        """Show the review screen again (the same hand's review, finished)."""
        self.open = True

    def hide(self) -> None:
        """Leave the review screen, keeping the finished review."""
        self.open = False

    @property
    def tricks(self) -> int:
        """How many tricks the hand had."""
        return len(self.hand.tricks)

    def of(self, session: Session | None) -> bool:
        """Whether this review is open on the session's finished hand (or, for a record's
        hand, open at all)."""
        if self.standalone:
            return self.open
        return (
            self.open
            and session is not None
            and session.phase in ("hand-over", "series-over")
            and self.key == (session.hand_seed, session.hand_number)
        )

    def turn(self) -> ReviewTurn | None:
        """The review to step now (None once done)."""
        return ReviewTurn(self.token, self.review) if self.result is None else None

    def finish(self, token: int) -> bool:
        """Take the finished review of ``token``; False if it is not this one, or not done."""
        if token != self.token or self.result is not None or not self.review.done:
            return False
        self.result = self.review.result()
        return True

    def go(self, trick: int) -> bool:
        """Show trick ``trick`` (from 0); False when out of range or still running."""
        if self.result is None or not 0 <= trick < self.tricks or trick == self.trick:
            return False
        self.trick = trick
        return True
