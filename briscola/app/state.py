"""The page's state: a few records of everything the controller knows.

:class:`PageState` holds one record of each kind. Each record is immutable and is replaced
whole: a handler returns a :class:`~briscola.app.steps.Change` naming the new records, and
the controller, the only writer (``tests/app/test_page_state.py`` checks it), puts them in.
A feature owns a record (or a field of one) and reads the others.

- :class:`Ports` — set once when the page starts: the store, the tab lock, the clock, the
  seeds, and the objects whose contents change only through their own methods (the
  saved-data panel, the hints, the fair-deal proofs);
- :class:`Saved` — the saved data in memory: the settings, the statistics, the last hands
  kept, the rating, whether the browser keeps the storage;
- :class:`Screen` — what the page shows over the game: one :class:`Overlay` at most (the
  rules, the saved data or the statistics), whether the start screen's choices are open;
- :class:`Alerts` — what the notice line says;
- :class:`Play` — the game: the session, this tab's part in it, the held trick, the
  computer's turn, the series-end screen;
- :class:`Aids` — the learning aids: the review, the shared and daily deals, the puzzle,
  the lesson.

The session, the statistics and the rating are mutable objects changed through their own
methods (a move, a hand counted): the handlers call them, and the records hold them.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import TYPE_CHECKING

from briscola.app.aids.hinting import Hints
from briscola.app.aids.proof import Proofs
from briscola.app.saved.panel import Panel
from briscola.app.statistics.counts import Stats
from briscola.engine.tuples import NamedTuple
from briscola.i18n import french_suited
from briscola.setup.looks import is_french
from briscola.setup.settings import Settings

if TYPE_CHECKING:
    import random

    from briscola.app.acts import Act
    from briscola.app.aids.hinting import Position
    from briscola.app.aids.puzzles import Solving
    from briscola.app.aids.record_reading import Refusal
    from briscola.app.aids.reviewing import Reviewing
    from briscola.app.game.session import Session
    from briscola.app.ports import Clock, Lock
    from briscola.app.saved.storage import KeyValueStore, Namespace
    from briscola.app.statistics.kept_hands import KeptHands
    from briscola.app.statistics.rating import Ratings
    from briscola.engine.actions import Action
    from briscola.learn.share import SharedDeal


class Overlay(StrEnum):
    """A page shown over the game from the bar: at most one at a time, by its type."""

    RULES = "rules"
    """The rules (named in the URL, so a reload comes back to them)."""
    DATA = "data"
    """The saved-data panel."""
    STATS = "stats"
    """The statistics."""


class Ports(NamedTuple):
    """What the page is given when it starts (no step changes it)."""

    store: KeyValueStore
    ns: Namespace
    lock: Lock
    clock: Clock
    seeds: random.Random
    """Where new hands get their seeds: the system's entropy, or ``?seed=N`` in tests."""
    seed: int | None
    """The page's ``?seed=N`` (None when it has none)."""
    full: Callable[[], bool]
    """Whether the store refuses writes for lack of space (play goes on in memory)."""
    page_url: str
    """The page's address without its query, for the links it shares."""
    panel: Panel
    """The saved-data panel's last result and erased export."""
    hints: Hints
    """The hint asked or shown at the person's turn, and the hints used per hand."""
    proofs: Proofs
    """The fair-deal proof of the hands dealt in this page."""


class Saved(NamedTuple):
    """The saved data, in memory."""

    settings: Settings
    stats: Stats
    kept: KeptHands | None = None
    """The last hands finished, read from the store when first needed."""
    ratings: Ratings | None = None
    """The person's rating per table size, read from the store when first needed."""
    persisted: bool | None = None
    """Whether the browser keeps the site's storage (it will not evict it): None until it
    says, or where it cannot say."""
    persist_asked: bool = False
    """This page asked the browser to keep the storage (after a hand was finished)."""


class Screen(NamedTuple):
    """What the page shows beside the game itself."""

    overlay: Overlay | None = None
    """The page shown over the game (None: the game's own screen)."""
    settings_open: bool = False
    """The start screen shows its choices (else only their summary and "Gioca")."""
    stats_result: tuple[str, bool] = ("", True)
    """What the last reset of the statistics did, and whether it did it."""
    shown: str = "loading"
    """The screen the page shows (focus moves when it changes)."""


class Alerts(NamedTuple):
    """What the notice line says, until dismissed or over."""

    problems: tuple[str, ...] = ()
    """The saved values that could not be read (moved to a backup), until dismissed."""
    ignored: tuple[str, ...] = ()
    """The URL parameters that did not parse (ignored, and said so once)."""
    full_dismissed: bool = False
    crashed: str = ""
    unknown_act: str = ""
    """The last act asked that the page does not know (a tampered control), until dismissed."""
    share_refused: bool = False
    """The page was opened with a shared deal's link that does not parse."""
    record_refused: Refusal | None = None
    """Why the record file the person opened cannot be read."""
    update_ready: bool = False
    """A new version of the site is installed (offered between hands)."""
    installable: bool = False
    """The browser offers to install the site as an app."""


class Play(NamedTuple):
    """The game in this tab."""

    session: Session | None = None
    following: bool = False
    """This tab follows the game another tab plays (it writes nothing)."""
    generation: int = 0
    """Bumped whenever the session is replaced, so a pending computer move is dropped."""
    hold: int = 0
    """Non-zero while a finished trick stays on the table: the token of that pause."""
    holds: int = 0
    """The last hold token given (tokens count up, so a stale pause never ends a new one)."""
    refusal: str = ""
    """Why the person's last click was refused, until their next action."""
    confirming: Act | None = None
    """The act the confirmation dialog asks about: leave, erase, reset-stats or declare."""
    pending: Action | None = None
    """The declaration waiting for the dialog's answer."""
    warmed: frozenset[str] = frozenset()
    """The computer levels warmed up already."""
    thinking: tuple[Position, int] | None = None
    """The position and seat of the computer's move that has been thought a while (the
    table says so while that move is awaited)."""
    revealed: int | None = None
    """At a table of several people: the person who took the device and showed their hand
    (None since the page loaded or the hand was dealt: the pass screen comes first)."""
    series_open: bool = False
    """The series-end screen follows the last hand's result."""


class Aids(NamedTuple):
    """The learning aids and the deals from outside the series."""

    reviewing: Reviewing | None = None
    """The review of a hand, while it is open."""
    review_tokens: int = 0
    """The last review's token (a new review gets the next one)."""
    share_link: str = ""
    """The link of the finished hand, once the person asked to share it."""
    shared_play: SharedDeal | None = None
    """The shared deal being played (in memory: the saved game stays as it was)."""
    shared_aside: tuple[SharedDeal, Session | None] | None = None
    """In a tab that follows another: the shared deal it was opened with (and its hand, if
    it was played here until the other tab took the game), offered to play here."""
    daily: tuple[int, int, str] | None = None
    """The hand's seed, number and day when the hand in play is the daily deal."""
    daily_counted: bool = False
    """The daily hand just finished was the day's first result (it counts)."""
    puzzle: Solving | None = None
    """The puzzle screen, while it is open."""
    lesson: Session | None = None
    """The first hand that teaches, while it is the session in play (played in memory: it
    saves nothing and counts for nothing)."""


RECORDS = ("saved", "screen", "alerts", "play", "aids")
"""The records a step may replace (the ports are set once)."""


class PageState:
    """One page's game: its ports, saved data, screen, notice, play and aids."""

    __slots__ = ("ports", *RECORDS)

    ports: Ports
    saved: Saved
    screen: Screen
    alerts: Alerts
    play: Play
    aids: Aids

    def __init__(
        self,
        store: KeyValueStore,
        ns: Namespace,
        lock: Lock,
        clock: Clock,
        seeds: random.Random,
        *,
        full: Callable[[], bool] = lambda: False,
        page_url: str = "",
        ignored: tuple[str, ...] = (),
        rules_open: bool = False,
        seed: int | None = None,
    ) -> None:
        panel = Panel(store, ns.site)
        self.ports = Ports(
            store, ns, lock, clock, seeds, seed, full, page_url, panel, Hints(), Proofs()
        )
        self.saved = Saved(Settings(), Stats())
        self.screen = Screen(Overlay.RULES if rules_open else None)
        self.alerts = Alerts(ignored=ignored)
        self.play = Play()
        self.aids = Aids()

    @property
    def lang(self) -> str:
        """The page's language; it names the cards with the French suits while a
        French-suited deck is chosen (:class:`briscola.i18n.FrenchSuited`)."""
        settings = self.saved.settings
        if is_french(settings.pattern):
            return french_suited(settings.language)
        return settings.language

    def shows(self, overlay: Overlay) -> bool:
        """Whether ``overlay`` is the page shown over the game."""
        return self.screen.overlay is overlay

    def passing_to(self) -> int | None:
        """At a table of several people during a hand: the person the device must pass to
        before the table shows (their hand), until they take it; else None. A finished
        trick stays on the table first."""
        play = self.play
        session = play.session
        if session is None or play.hold or session.phase not in ("human", "computer"):
            return None
        if not session.settings.friends:
            return None
        seat = session.viewer
        return None if seat == play.revealed else seat

    def idle_elsewhere(self) -> bool:
        """In a tab that follows another one: the other tab has no game in progress (nor a
        shared hand), so a game started here loses nothing."""
        session = self.play.session
        in_progress = session is not None and session.phase != "series-over"
        return self.play.following and not in_progress and not self.ports.lock.shared_elsewhere()

    def in_lesson(self) -> bool:
        """The session in play is the lesson (a session started since ends it)."""
        lesson = self.aids.lesson
        return lesson is not None and lesson is self.play.session

    def in_memory(self) -> bool:
        """The hand in play is not the saved game's (a shared hand, the lesson): the game is
        never saved over."""
        return self.aids.shared_play is not None or self.in_lesson()

    def between_hands(self) -> bool:
        """No hand is in progress: a reload now interrupts nothing."""
        session = self.play.session
        return session is None or session.phase in ("hand-over", "series-over")
