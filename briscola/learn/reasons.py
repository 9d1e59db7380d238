"""Why a move: a :class:`Reason` built from the position and the search's figures, that the
i18n keys ``hint.<kind>`` (and ``hint.rule.<pattern>``, ``hint.chance``) turn into words.

A move the search prefers may go against one of the coach's rules of thumb (``coach.py``):
its reason then carries that rule (``rule``), so that the words say the search's choice
is an exception rather than leave the learner to find the rule broken."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from briscola.ai.levels.base import would_win
from briscola.engine.actions import Action, Declare, Play, SwapSeven
from briscola.engine.cards import Card
from briscola.engine.view import SeatView
from briscola.learn.coach import HIGH_TRUMPS, Tip
from briscola.learn.counting import still_out
from briscola.learn.figures import Choice

KINDS: Final = (
    "take",
    "take_spare",
    "keep_trumps",
    "let_go",
    "cannot_take",
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
    """Why an action: its kind (:data:`KINDS`), the card it plays (or takes by the swap),
    another card the words name (a high trump still out), the points at stake, the chance
    of winning the hand the search gives it (None when it weighed nothing), and the coach's
    rule of thumb it goes against (a :class:`~briscola.learn.coach.Tip` of the move, None
    when it keeps to them all)."""

    kind: str
    card: Card | None = None
    other: Card | None = None
    points: int = 0
    win: float | None = None
    rule: Tip | None = None


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
    if not any(would_win(view, c) for c in view.playable()):
        return Reason("cannot_take", card, points=on_table, win=win)
    could_take = [c for c in view.hand if c.suit == trump and would_win(view, c)]
    out = high_trumps_out(view)
    if could_take and out:
        return Reason("keep_trumps", card, out[0], on_table, win)
    return Reason("let_go", card, points=on_table, win=win)
