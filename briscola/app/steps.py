"""What a handler returns: the steps the controller carries out, in order.

A handler is a function over the page's state (:class:`~briscola.app.state.PageState`)
that reads it and returns steps, never writing the state itself:

- an effect for the page (:mod:`briscola.app.effects`): an announcement, a focus, a file…;
- a :class:`Change`: new values for some of the state's fields, which the controller
  writes (it alone does);
- :class:`Redraw`: the page is drawn again after the command;
- :class:`Then`: more work, done on the state as the steps before it have left it (a save
  after the session changed, say);
- a write (:data:`Write`): a save, the tab lock taken or renewed, the saved data erased,
  imported, restored or set aside. The controller carries it out (:mod:`briscola.app.writer`)
  and goes on with the steps that follow from it (``then`` when it was done, ``otherwise``
  when not).

Handlers read the store (reading moves a value that cannot be read to a backup slot, and the
page says so); every other write, and the tab lock, are steps. The objects the records hold
that change through their own methods (the session's moves, the statistics' counts, the
hints, the fair-deal proofs) are changed by the handlers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from briscola.app.effects import Announce, Confirm, Cue, Effect
from briscola.engine.tuples import NamedTuple

if TYPE_CHECKING:
    from briscola.app.acts import Act
    from briscola.app.state import Aids, Alerts, Net, PageState, Play, Saved, Screen
    from briscola.engine.actions import Action


class Keep:
    """The value of a :class:`Change` field that changes nothing."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "KEEP"


KEEP: Final = Keep()


class Change(NamedTuple):
    """New records for the state, each replacing its record whole; the others are kept
    (``KEEP``). A list of steps changes each record once at most: a second change of it
    would be built from the record as it was before the first (the controller refuses it);
    work that needs the first change done goes in a :class:`Then`."""

    saved: Saved | Keep = KEEP
    screen: Screen | Keep = KEEP
    alerts: Alerts | Keep = KEEP
    play: Play | Keep = KEEP
    aids: Aids | Keep = KEEP
    net: Net | Keep = KEEP


class Save(NamedTuple):
    """Write these parts of the state to the store, in the tab that holds the lock (taking
    it if it is free; a tab that lost it follows the other one and writes nothing):
    ``"game"`` (the session and the hand's aids), ``"aids"`` (the hand's aids), ``"stats"``,
    ``"kept"`` (the last hands kept and the rating), ``"settings"``. A shared hand, played
    in memory, never saves the game or its aids."""

    parts: tuple[str, ...]


class TakeLock(NamedTuple):
    """Take the tab lock (``force``: from the tab that holds it; ``shared``: a shared hand
    is played here, not the saved game); then the steps of ``then`` if it was taken, of
    ``otherwise`` if not."""

    shared: bool = False
    force: bool = False
    then: Work | None = None
    otherwise: Work | None = None


class RenewLock(NamedTuple):
    """Renew this tab's lock; the steps of ``otherwise`` if another tab took it."""

    otherwise: Work


class SetAside(NamedTuple):
    """Move the saved value of ``kind`` to a backup slot (it is no longer in use)."""

    kind: str


class RetireOld(NamedTuple):
    """Move the keys of ``keys`` that another version of the page wrote aside; the steps of
    ``then`` if there were any."""

    keys: tuple[str, ...]
    then: Work


class Erase(NamedTuple):
    """Erase the saved data (the panel keeps a copy to download); then ``then``."""

    then: Work


class TakeIn(NamedTuple):
    """Take in the saved-data file ``content`` (None: it could not be read); ``then`` if the
    store changed."""

    content: str | None
    then: Work


class RestoreBackup(NamedTuple):
    """Put the backup ``arg`` (``kind:slot``) back in use; ``then`` if the store changed."""

    arg: str | None
    then: Work


class ResetStats(NamedTuple):
    """Start the statistics afresh, the saved ones moved to a backup first (in the tab that
    holds the lock); ``then`` once done, ``otherwise`` if the store refused."""

    then: Work
    otherwise: Work


class Redraw(NamedTuple):
    """Draw the page again after this command."""


class Then(NamedTuple):
    """Go on with ``work`` on the state as the steps before it have left it."""

    work: Work


Write = (
    Save | TakeLock | RenewLock | SetAside | RetireOld | Erase | TakeIn | RestoreBackup | ResetStats
)
"""What the controller writes to the store, or asks of the tab lock."""
WRITES: Final = (
    Save,
    TakeLock,
    RenewLock,
    SetAside,
    RetireOld,
    Erase,
    TakeIn,
    RestoreBackup,
    ResetStats,
)
Step = Effect | Change | Redraw | Then | Write
Steps = list[Step]
"""What a handler returns."""
Work = Callable[["PageState"], Steps]
"""More steps, from the state as the steps before have left it."""


def say(*sentences: str) -> Steps:
    """Read the sentences that are not empty out through the live region."""
    said = tuple(s for s in sentences if s)
    return [Announce(said)] if said else []


def cue(state: PageState, *names: str) -> Steps:
    """Play these sound effects, if the sound is on."""
    return [Cue(names)] if names and state.saved.settings.sound else []


def ask(state: PageState, kind: Act, points: int = 0, pending: Action | None = None) -> Steps:
    """Open the dialog asking before the act ``kind`` (the declaration ``pending``, of
    ``points``)."""
    play = state.play._replace(confirming=kind, pending=pending)
    return [Change(play=play), Confirm(kind, points)]
