"""What the controller asks the page to do; the page's adapter (:mod:`briscola.ui.game`)
carries each effect out on the DOM, the browser and asyncio, in the order given."""

from __future__ import annotations

from briscola.app.acts import Act
from briscola.app.screens.page import Page
from briscola.engine.tuples import NamedTuple


class Render(NamedTuple):
    """Bring the page up to date with ``page`` (one per command, at most)."""

    page: Page


class Announce(NamedTuple):
    """Read ``sentences`` out through the live region."""

    sentences: tuple[str, ...]


class Focus(NamedTuple):
    """Move keyboard focus to the first element matching ``selector``."""

    selector: str


class Drive(NamedTuple):
    """Make sure the driver runs: it waits out a held trick (:class:`HoldOver`) and lets the
    computer move (:class:`ComputerMoved`), asking :meth:`Controller.waiting` what is next."""


class WarmUp(NamedTuple):
    """Warm these computer levels up once, before their first real move."""

    levels: tuple[str, ...]


class Confirm(NamedTuple):
    """Ask before the act ``kind`` (leave, erase, reset-stats, or declare with its ``points``)."""

    kind: Act
    points: int = 0


class Download(NamedTuple):
    """Offer ``content`` as a file named ``name``."""

    name: str
    content: str


class CopyText(NamedTuple):
    """Copy ``content`` to the clipboard (where the browser allows it)."""

    content: str


class Cue(NamedTuple):
    """Play these sound effects (:data:`briscola.app.game.cues.CUES`), in order."""

    names: tuple[str, ...]


class LogError(NamedTuple):
    """Write ``message`` to the browser's console as an error (the page shows it too)."""

    message: str


class ReloadPage(NamedTuple):
    """Load the page afresh."""


class PromptInstall(NamedTuple):
    """Show the browser's own offer to install the site as an app."""


class KeepStorage(NamedTuple):
    """Find out whether the browser keeps the site's storage (``navigator.storage.persisted()``)
    or, with ``ask``, ask it to (``navigator.storage.persist()``); the answer comes back as
    :class:`~briscola.app.commands.StorageKept`."""

    ask: bool = False


class LoadPuzzles(NamedTuple):
    """Fetch the puzzle set (``static/puzzles.json``) and report it (``PuzzlesLoaded``)."""


Effect = (
    Render
    | Announce
    | Focus
    | Drive
    | WarmUp
    | Confirm
    | Download
    | CopyText
    | Cue
    | LogError
    | ReloadPage
    | PromptInstall
    | KeepStorage
    | LoadPuzzles
)
"""Anything the controller asks for."""
