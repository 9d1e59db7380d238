"""The judgement of a position: one search of the seat's view, the source of everything
the learning aids say of it.

The hint plays the judgement's best move and gives its reason; the review values the move
played against the same judgement's figures; the coach's tips on a move are those the
judgement backs. The search's random source is fixed by the position itself
(``position.position_rng``: what the seat sees), so the hint asked during the hand and the
review afterwards, of the same hand or of its record, judge a position alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from briscola.engine.actions import Action, Play
from briscola.engine.cards import Card
from briscola.engine.tricks import Trick
from briscola.engine.view import SeatView
from briscola.learn.coach import Pick, Tip, tips
from briscola.learn.figures import Choice
from briscola.learn.reasons import Reason, reason_for

SAME: Final = 1e-9
"""Values closer than this are equal (as the search's own choice counts them)."""


@dataclass(frozen=True, slots=True)
class Judgement:
    """What the search found in ``view``: its ``best`` action, every weighed action's
    figures (``choices``, empty when the move was settled without weighing: one legal
    action, a right declaration, …) and whether they are exact solves."""

    view: SeatView
    best: Action
    choices: tuple[Choice, ...]
    exact: bool

    def choice(self, action: Action) -> Choice | None:
        """The figures of ``action`` (None when it was not weighed)."""
        return next((c for c in self.choices if c.action == action), None)

    def loss(self, action: Action) -> float:
        """The best action's value minus ``action``'s: 0 for the best move or a settled
        one, and for a move valued the same as the best."""
        best, played = self.choice(self.best), self.choice(action)
        if best is None or played is None or best.value - played.value <= SAME:
            return 0.0
        return best.value - played.value

    def reason(self) -> Reason:
        """Why the best action: the hint's words, with the coach's rule of thumb it goes
        against, if any (judged before the trick is complete)."""
        reason = reason_for(self.view, self.best, list(self.choices) or None)
        if not self.choices:
            return reason
        against = tips(self.view, self.best, None)
        return reason if not against else _with_rule(reason, against[0])

    def tips(self, action: Action, trick: Trick | None) -> tuple[Tip, ...]:
        """The coach's tips on playing ``action`` (in the completed ``trick``) that this
        judgement backs: none on a move it values as high as the best; otherwise each
        pattern names, of the cards that keep to its rule, the one valued highest, and
        a pattern none of whose cards is valued above the move played gives no tip."""
        played = self.choice(action)
        if played is None or self.loss(action) == 0.0:
            return ()
        return tuple(tips(self.view, action, trick, self._valued_above(played.value)))

    def _valued_above(self, floor: float) -> Pick:
        def pick(cards: list[Card]) -> Card | None:
            valued = [(c, self.choice(Play(c))) for c in cards]
            top: tuple[Card, float] | None = None
            for card, choice in valued:
                if choice is not None and (top is None or choice.value > top[1] + SAME):
                    top = (card, choice.value)
            return top[0] if top is not None and top[1] > floor + SAME else None

        return pick


def _with_rule(reason: Reason, rule: Tip) -> Reason:
    return Reason(reason.kind, reason.card, reason.other, reason.points, reason.win, rule)
