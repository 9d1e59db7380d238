"""What a handler returns: the steps the controller carries out, in order.

A handler is a function over the page's state (:class:`~briscola.app.state.PageState`)
that reads it and returns steps, never writing the state itself:

- an effect for the page (:mod:`briscola.app.effects`): an announcement, a focus, a file…;
- a :class:`Change`: new values for some of the state's fields, which the controller
  writes (it alone does);
- :class:`Redraw`: the page is drawn again after the command;
- :class:`Then`: more work, done on the state as the steps before it have left it (a save
  after the session changed, say).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from briscola.app.effects import Announce, Confirm, Cue, Effect
from briscola.engine.tuples import NamedTuple

if TYPE_CHECKING:
    from briscola.app.acts import Act
    from briscola.app.aids.hinting import Position
    from briscola.app.aids.puzzles import Solving
    from briscola.app.aids.record_reading import Refusal
    from briscola.app.aids.reviewing import Reviewing
    from briscola.app.game.session import Session
    from briscola.app.state import PageState
    from briscola.app.statistics.counts import Stats
    from briscola.app.statistics.kept_hands import KeptHands
    from briscola.app.statistics.rating import Ratings
    from briscola.engine.actions import Action
    from briscola.learn.share import SharedDeal
    from briscola.setup.settings import Settings


class Keep:
    """The value of a :class:`Change` field that changes nothing."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "KEEP"


KEEP: Final = Keep()


class Change(NamedTuple):
    """New values for the state's fields named; the others are kept (``KEEP``). Its fields
    are the state's, but for those set once when the page starts."""

    settings: Settings | Keep = KEEP
    stats: Stats | Keep = KEEP
    session: Session | Keep | None = KEEP
    kept: KeptHands | Keep | None = KEEP
    ratings: Ratings | Keep | None = KEEP
    shown: str | Keep = KEEP
    rules_open: bool | Keep = KEEP
    settings_open: bool | Keep = KEEP
    stats_open: bool | Keep = KEEP
    stats_result: tuple[str, bool] | Keep = KEEP
    series_open: bool | Keep = KEEP
    data_open: bool | Keep = KEEP
    problems: tuple[str, ...] | Keep = KEEP
    ignored: tuple[str, ...] | Keep = KEEP
    full_dismissed: bool | Keep = KEEP
    crashed: str | Keep = KEEP
    unknown_act: str | Keep = KEEP
    share_refused: bool | Keep = KEEP
    record_refused: Refusal | Keep | None = KEEP
    update_ready: bool | Keep = KEEP
    installable: bool | Keep = KEEP
    following: bool | Keep = KEEP
    generation: int | Keep = KEEP
    hold: int | Keep = KEEP
    holds: int | Keep = KEEP
    refusal: str | Keep = KEEP
    confirming: Act | Keep | None = KEEP
    pending: Action | Keep | None = KEEP
    warmed: frozenset[str] | Keep = KEEP
    thinking: tuple[Position, int] | Keep | None = KEEP
    revealed: int | Keep | None = KEEP
    reviewing: Reviewing | Keep | None = KEEP
    review_tokens: int | Keep = KEEP
    share_link: str | Keep = KEEP
    shared_play: SharedDeal | Keep | None = KEEP
    shared_aside: tuple[SharedDeal, Session | None] | Keep | None = KEEP
    daily: tuple[int, int, str] | Keep | None = KEEP
    daily_counted: bool | Keep = KEEP
    puzzle: Solving | Keep | None = KEEP


class Redraw(NamedTuple):
    """Draw the page again after this command."""


class Then(NamedTuple):
    """Go on with ``work`` on the state as the steps before it have left it."""

    work: Callable[[PageState], Steps]


Step = Effect | Change | Redraw | Then
Steps = list[Step]
"""What a handler returns."""


def say(*sentences: str) -> Steps:
    """Read the sentences that are not empty out through the live region."""
    said = tuple(s for s in sentences if s)
    return [Announce(said)] if said else []


def cue(state: PageState, *names: str) -> Steps:
    """Play these sound effects, if the sound is on."""
    return [Cue(names)] if names and state.settings.sound else []


def ask(kind: Act, points: int = 0) -> Steps:
    """Open the dialog asking before the act ``kind`` (a declaration of ``points``)."""
    return [Change(confirming=kind), Confirm(kind, points)]
