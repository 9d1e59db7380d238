"""What the page tells the controller: the person's clicks, keys and form changes, and what
happened around them (a trick's pause over, a computer move found, another tab's write).

:meth:`briscola.app.controller.Controller.handle` takes any :data:`Command`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from briscola.engine.actions import Action
from briscola.engine.tuples import NamedTuple

if TYPE_CHECKING:
    from briscola.learn.hint import HintResult


class Click(NamedTuple):
    """A click on a ``data-act`` control (or its key); ``arg`` is its ``data-arg``, or for an
    offer of the table its ``data-action`` (the bot protocol's JSON of the action)."""

    act: str
    arg: str | None = None


class Key(NamedTuple):
    """Number key ``number``: play the card at that place of the hand."""

    number: int


class Choose(NamedTuple):
    """A start-screen field changed to ``value``."""

    name: str
    value: str


class Confirmed(NamedTuple):
    """The confirmation dialog closed with ``answer`` ("yes" or anything else)."""

    answer: str


class Resume(NamedTuple):
    """The page is up: warm the computer players and carry on where the saved game stood."""


class HoldOver(NamedTuple):
    """The pause showing the finished trick ``token`` is over."""

    token: int


class ComputerMoved(NamedTuple):
    """The computer player at ``seat`` chose ``action`` for the game of ``generation``."""

    generation: int
    seat: int
    action: Action


class Thinking(NamedTuple):
    """The computer player at ``seat`` has been thinking a while, in the game of
    ``generation``: the table says so until it moves."""

    generation: int
    seat: int


class Heartbeat(NamedTuple):
    """Time to renew this tab's lock (or to look for a free one)."""


class LockLost(NamedTuple):
    """Another tab took the game."""


class LockFreed(NamedTuple):
    """The tab that played went away."""


class StoreChanged(NamedTuple):
    """Another tab saved ``key``."""

    key: str


class Imported(NamedTuple):
    """The file chosen in the saved-data panel was read: its text, or None if unreadable."""

    content: str | None


class RecordChosen(NamedTuple):
    """The text of the hand record the person chose to open (None if it could not be read)."""

    content: str | None


class HintFound(NamedTuple):
    """The hint asked as ``token`` was thought: its action and reason."""

    token: int
    result: HintResult


class ReviewProgress(NamedTuple):
    """The review of ``token`` went on: show its progress."""

    token: int


class ReviewDone(NamedTuple):
    """The review of ``token`` is done."""

    token: int


class UpdateReady(NamedTuple):
    """A new version of the site is installed: the next load of the page brings it."""


class InstallOffer(NamedTuple):
    """The browser offers (``available``) or no longer offers to install the site as an app."""

    available: bool


class StorageKept(NamedTuple):
    """What the browser says of the site's storage: ``kept`` (it will not evict it to make
    room or after weeks without a visit), not kept (False), or nothing (None: it has no way
    to say, or refused to)."""

    kept: bool | None


class PuzzlesLoaded(NamedTuple):
    """The puzzle set's text (None, with ``error``, when it could not be fetched)."""

    content: str | None
    error: str = ""


class Failed(NamedTuple):
    """Something went wrong in the page: ``message`` says what."""

    message: str


Command = (
    Click
    | RecordChosen
    | Key
    | Choose
    | Confirmed
    | Resume
    | HoldOver
    | ComputerMoved
    | Thinking
    | Heartbeat
    | LockLost
    | LockFreed
    | StoreChanged
    | Imported
    | HintFound
    | ReviewProgress
    | ReviewDone
    | UpdateReady
    | InstallOffer
    | StorageKept
    | PuzzlesLoaded
    | Failed
)
"""Anything the controller takes."""
