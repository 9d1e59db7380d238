"""The page's state: one plain record of everything the controller knows.

Every module of the page reads it; only the controller writes its fields
(:mod:`briscola.app.controller` applies the :class:`~briscola.app.steps.Change` steps the
handlers return, and ``tests/app/test_page_state.py`` checks that no other module assigns
them). The first group of fields is set once, when the page starts: the ports to the
browser, and the objects whose contents change only through their own methods (the
saved-data panel, the hints, the fair-deal proofs).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from briscola.app.aids.hinting import Hints
from briscola.app.aids.proof import Proofs
from briscola.app.saved.panel import Panel
from briscola.app.statistics.counts import Stats
from briscola.setup.settings import Settings

if TYPE_CHECKING:
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

FIXED = (
    "store",
    "ns",
    "lock",
    "clock",
    "seeds",
    "seed",
    "full",
    "page_url",
    "panel",
    "hints",
    "proofs",
)
"""The fields set once, when the page starts (no step changes them)."""


class PageState:
    """One page's game: its settings, statistics, session and what the page shows."""

    __slots__ = (
        *FIXED,
        # the saved data, in memory
        "settings",
        "stats",
        "session",
        "kept",
        "ratings",
        # the screen shown
        "shown",
        "rules_open",
        "settings_open",
        "stats_open",
        "stats_result",
        "series_open",
        "data_open",
        # what the notice says
        "problems",
        "ignored",
        "full_dismissed",
        "crashed",
        "unknown_act",
        "share_refused",
        "record_refused",
        "update_ready",
        "installable",
        # the play
        "following",
        "generation",
        "hold",
        "holds",
        "refusal",
        "confirming",
        "pending",
        "warmed",
        "thinking",
        "revealed",
        # the learning aids
        "reviewing",
        "review_tokens",
        "share_link",
        "shared_play",
        "shared_aside",
        "daily",
        "daily_counted",
        # the puzzles
        "puzzle",
    )

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

    settings: Settings
    stats: Stats
    session: Session | None
    kept: KeptHands | None
    """The last hands finished, read from the store when first needed."""
    ratings: Ratings | None
    """The person's rating per table size, read from the store when first needed."""

    shown: str
    """The screen the page shows (focus moves when it changes)."""
    rules_open: bool
    """The rules page is shown (and named in the URL, so a reload comes back to it)."""
    settings_open: bool
    """The start screen shows its choices (else only their summary and "Gioca")."""
    stats_open: bool
    """The statistics page is shown."""
    stats_result: tuple[str, bool]
    """What the last reset of the statistics did, and whether it did it."""
    series_open: bool
    """The series-end screen is shown (after the last hand's result)."""
    data_open: bool
    """The saved-data panel is shown."""

    problems: tuple[str, ...]
    """The saved values that could not be read (moved to a backup), until dismissed."""
    ignored: tuple[str, ...]
    """The URL parameters that did not parse (ignored, and said so once)."""
    full_dismissed: bool
    crashed: str
    unknown_act: str
    """The last act asked that the page does not know (a tampered control), until dismissed."""
    share_refused: bool
    """The page was opened with a shared deal's link that does not parse."""
    record_refused: Refusal | None
    """Why the record file the person opened cannot be read."""
    update_ready: bool
    """A new version of the site is installed (offered between hands)."""
    installable: bool
    """The browser offers to install the site as an app."""

    following: bool
    """This tab follows the game another tab plays (it writes nothing)."""
    generation: int
    """Bumped whenever the session is replaced, so a pending computer move is dropped."""
    hold: int
    """Non-zero while a finished trick stays on the table: the token of that pause."""
    holds: int
    """The last hold token given (tokens count up, so a stale pause never ends a new one)."""
    refusal: str
    """Why the person's last click was refused, until their next action."""
    confirming: Act | None
    """The act the confirmation dialog asks about: leave, erase, reset-stats or declare."""
    pending: Action | None
    """The declaration waiting for the dialog's answer."""
    warmed: frozenset[str]
    """The computer levels warmed up already."""
    thinking: tuple[Position, int] | None
    """The position and seat of the computer's move that has been thought a while (the
    table says so while that move is awaited)."""
    revealed: int | None
    """At a table of several people: the person who took the device and showed their hand
    (None since the page loaded or the hand was dealt: the pass screen comes first)."""

    reviewing: Reviewing | None
    """The review of a hand, while it is open."""
    review_tokens: int
    """The last review's token (a new review gets the next one)."""
    share_link: str
    """The link of the finished hand, once the person asked to share it."""
    shared_play: SharedDeal | None
    """The shared deal being played (in memory: the saved game stays as it was)."""
    shared_aside: tuple[SharedDeal, Session | None] | None
    """In a tab that follows another: the shared deal it was opened with (and its hand, if
    it was played here until the other tab took the game), offered to play here."""
    daily: tuple[int, int, str] | None
    """The hand's seed, number and day when the hand in play is the daily deal."""
    daily_counted: bool
    """The daily hand just finished was the day's first result (it counts)."""
    puzzle: Solving | None
    """The puzzle screen, while it is open."""

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
        self.store, self.ns, self.lock, self.clock, self.seeds = store, ns, lock, clock, seeds
        self.seed = seed
        self.full, self.page_url = full, page_url
        self.panel, self.hints, self.proofs = Panel(store, ns.site), Hints(), Proofs()
        self.settings, self.stats, self.session, self.kept = Settings(), Stats(), None, None
        self.ratings = None
        self.shown, self.rules_open, self.settings_open = "loading", rules_open, False
        self.stats_open, self.stats_result, self.series_open, self.data_open = (
            False,
            ("", True),
            False,
            False,
        )
        self.problems, self.ignored, self.full_dismissed = (), ignored, False
        self.crashed = self.unknown_act = ""
        self.share_refused, self.record_refused = False, None
        self.update_ready = self.installable = False
        self.following, self.generation, self.hold, self.holds = False, 0, 0, 0
        self.refusal, self.confirming, self.pending = "", None, None
        self.warmed, self.thinking, self.revealed = frozenset(), None, None
        self.reviewing, self.review_tokens = None, 0
        self.share_link, self.shared_play, self.shared_aside = "", None, None
        self.daily, self.daily_counted = None, False
        self.puzzle = None

    @property
    def lang(self) -> str:
        """The page's language."""
        return self.settings.language

    def passing_to(self) -> int | None:
        """At a table of several people during a hand: the person the device must pass to
        before the table shows (their hand), until they take it; else None. A finished
        trick stays on the table first."""
        session = self.session
        if session is None or self.hold or session.phase not in ("human", "computer"):
            return None
        if not session.settings.friends:
            return None
        seat = session.viewer
        return None if seat == self.revealed else seat

    def idle_elsewhere(self) -> bool:
        """In a tab that follows another one: the other tab has no game in progress (nor a
        shared hand), so a game started here loses nothing."""
        session = self.session
        in_progress = session is not None and session.phase != "series-over"
        return self.following and not in_progress and not self.lock.shared_elsewhere()

    def between_hands(self) -> bool:
        """No hand is in progress: a reload now interrupts nothing."""
        return self.session is None or self.session.phase in ("hand-over", "series-over")
