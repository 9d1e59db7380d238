"""The page's adapter: carries the controller's effects out on the DOM, the browser and asyncio.

Every decision is the controller's (:class:`briscola.app.controller.Controller`); this class
sends it the page's commands, writes what it presents as markup, and runs the computer's
driver: the pause that shows a finished trick, then the computer's moves, thought in slices
(:mod:`briscola.ui.computer`).
"""

from __future__ import annotations

import asyncio
import importlib
import random
from collections.abc import Callable, Coroutine
from functools import partial
from typing import Any

from briscola.app.acts import Act
from briscola.app.aids.hinting import HintTurn
from briscola.app.aids.record_reading import RECORD_FILE_LIMIT
from briscola.app.aids.reviewing import ReviewTurn
from briscola.app.commands import (
    Click,
    Command,
    ComputerMoved,
    Failed,
    HintFound,
    HoldOver,
    Imported,
    PuzzlesLoaded,
    RecordChosen,
    Resume,
    ReviewDone,
    ReviewProgress,
    StorageKept,
    Thinking,
)
from briscola.app.controller import Controller
from briscola.app.effects import (
    Announce,
    Confirm,
    CopyText,
    Cue,
    Download,
    Drive,
    Effect,
    Focus,
    KeepStorage,
    LoadPuzzles,
    LogError,
    PromptInstall,
    ReloadPage,
    Render,
    WarmUp,
)
from briscola.app.game.cues import timed
from briscola.app.handlers.learning import hint_wanted, review_wanted
from briscola.app.handlers.playing import ComputerTurn, HoldTrick
from briscola.app.saved import storage
from briscola.app.saved.panel import FILE_LIMIT
from briscola.app.screens.page import Page
from briscola.app.screens.review import ReviewModel
from briscola.app.url_params import parse_seed, share_query, without_share
from briscola.ui import browser, collector
from briscola.ui.computer import think, warm_up, work
from briscola.ui.held import HeldMove
from briscola.ui.local_store import LocalStore
from briscola.ui.markup import chrome
from briscola.ui.markup.html import CardArt
from briscola.ui.markup.motion import SWEEP
from briscola.ui.markup.passing import passing as passing_html
from briscola.ui.markup.result import result as result_html
from briscola.ui.markup.review import review as review_html
from briscola.ui.markup.rules import rules as rules_html
from briscola.ui.markup.saved_data import saved_data as saved_data_html
from briscola.ui.markup.series_end import series_end as series_html
from briscola.ui.markup.start import start as start_html
from briscola.ui.markup.stats import stats_page as stats_html
from briscola.ui.markup.table import layout, layout_key, regions
from briscola.ui.motion import Motion
from briscola.ui.pacing import FAST, Pace, fast_asked, fast_understood, pace_for
from briscola.ui.screen import Screen
from briscola.ui.sound import Sounds
from briscola.ui.tabs import TabGuard, tab_id
from briscola.ui.weights import load_network

LEARNING_MODULES = (
    "briscola.ai.levels.hard",
    "briscola.learn.analysis",
    "briscola.learn.coach",
    "briscola.learn.hint",
    "briscola.learn.review",
    "briscola.learn.words",
    "briscola.engine.record",
)
"""The hint's and the review's modules, loaded in the background (``Game._load_learning``)."""
LEARNING_PAUSE_S = 0.5
"""The pause before each: the page's own work comes first."""
PROGRESS_MS = 250
"""How often a running review's progress bar is brought up to date."""


class BrowserClock:
    """The browser's time, for the controller."""

    def now_ms(self) -> float:
        """Milliseconds since the epoch."""
        return browser.now_ms()

    def local_time(self, ms: int, lang: str) -> str:
        """A time written the browser's way for ``lang``."""
        return browser.local_time(ms, lang)


class Game:
    """One page's game: the controller and the page it drives."""

    def __init__(self, controller: Controller, guard: TabGuard, fast: bool) -> None:
        self.controller = controller
        self.guard = guard
        self.fast = fast
        """The tests' pace (``?fast=1``): the computer and a finished trick do not wait."""
        self.screen = Screen()
        self.motion = Motion()
        self.moves = HeldMove(self.motion, self.run, self.fail)
        """The person's moves on the table: carried out once the cards in flight have landed."""
        self.sounds = Sounds(controller.state.saved.settings.sound)
        self.driving = False
        self._task: asyncio.Future[None] | None = None
        self._loading: asyncio.Future[None] | None = None
        self._learning: asyncio.Future[None] | None = None
        self._keeping: asyncio.Future[None] | None = None
        """The browser's answer on keeping the storage, awaited (kept, so the task is not
        collected)."""
        self._network: asyncio.Future[bool] | None = None
        """The maestro level's network being loaded (None until a game with maestro)."""
        self._named = ("", "", "")
        """The URL fragment, language and title last set."""
        self.painted: Callable[[Screen, bool], None] = lambda screen, steady: None
        """Called after each render: keeps the screen for the next load (see ui/paint)."""
        collector.watch()

    @property
    def pace(self) -> Pace:
        """The waits of the player's pace setting (none in the tests' fast mode)."""
        return FAST if self.fast else pace_for(None, self.controller.state.saved.settings.pace)

    def run(self, command: Command) -> None:
        """Send ``command`` to the controller and carry out its effects."""
        started = browser.perf_now()
        effects = self.controller.handle(command)
        handled = browser.perf_now()
        self.carry_out(effects)
        # Each command's whole cost (controller, saves, render) and the controller's part,
        # named after the command, for the benchmarks.
        name = command_name(command)
        browser.span("briscola:controller", started, handled - started, name)
        browser.span("briscola:command", started, browser.perf_now() - started, name)

    def render(self) -> None:
        """Bring the page up to date (the first paint)."""
        self.carry_out(self.controller.render())

    def resume(self) -> None:
        """Carry on where the saved game stood: the computer's turn continues by itself."""
        self._task = asyncio.ensure_future(self._resume())

    async def _resume(self) -> None:
        await asyncio.sleep(0)  # let the browser paint the ready page first
        self.run(Resume())

    def fail(self, error: BaseException) -> None:
        """Show what went wrong instead of a frozen page."""
        message = f"{type(error).__name__}: {error}"[:200]
        browser.console_error(message)
        self.carry_out(self.controller.handle(Failed(message)))

    def carry_out(self, effects: list[Effect]) -> None:
        """Do what the controller asked, in order."""
        for effect in effects:
            match effect:
                case Render(page):
                    self._render(page)
                case Announce(sentences):
                    self.screen.say(list(sentences))
                case Focus(selector):
                    self.screen.focus(selector)
                case Drive():
                    self._kick()
                case WarmUp(levels):
                    self._warm_up(levels)
                case Confirm(kind, points):
                    self._confirm(kind, points)
                case Download(name, content):
                    browser.download(name, content)
                case CopyText(content):
                    browser.copy_text(content, "share-link")
                case Cue(names):
                    gathered = max(0.0, self.pace.trick - SWEEP)  # as the trick leaves for its pile
                    # In a task of its own, after the render's: the first frame of the cards'
                    # movement does not wait for the audio nodes to be made.
                    timing = timed(list(names), gathered)
                    asyncio.get_event_loop().call_soon(self._play, timing)
                case _:
                    self._ask_browser(effect)

    def _ask_browser(self, effect: Effect) -> None:
        """The effects that ask the browser itself: an error logged, a reload, the install
        offer, the puzzle set's fetch, keeping the storage."""
        match effect:
            case LogError(message):
                browser.console_error(message)
            case ReloadPage():
                browser.reload_page()
            case PromptInstall():
                browser.prompt_install()
            case LoadPuzzles():
                self._later(self._load_puzzles())
            case KeepStorage(ask):
                self._keeping = asyncio.ensure_future(self._keep_storage(ask))

    def _render(self, page: Page) -> None:
        lang, name = page.lang, page.screen
        self._looks(page)
        self.screen.write("nav", chrome.nav(lang, name, page.in_game, page.sound))
        if page.sound and not self.sounds.on:
            self.sounds.set_on(True)
            self.sounds.unlock()  # switched on by a click: the effects may start now
        self.sounds.set_on(page.sound)
        notice = page.notice
        self.screen.notice(
            chrome.notice(notice.message, lang, notice.action, notice.action_label, notice.closable)
            if notice is not None
            else ""
        )
        if page.start is not None:
            self.screen.write("screen-start", start_html(page.start, lang, page.installable))
        elif name == "rules":
            self.screen.write("screen-rules", rules_html(lang))
        elif page.data is not None:
            self.screen.write("screen-data", saved_data_html(page.data, lang))
        elif page.stats is not None:
            self.screen.write("screen-stats", stats_html(page.stats, lang))
        elif page.series is not None:
            self.screen.write("screen-series", series_html(page.series, lang))
        elif page.result is not None:
            self.screen.write("screen-result", result_html(page.result, lang))
        elif page.review is not None:
            self._review_screen(page.review, lang)
        elif page.puzzle is not None:
            from briscola.ui.markup.puzzle import puzzle as puzzle_html

            self.screen.write("screen-puzzle", puzzle_html(page.puzzle, lang))
        elif page.passing is not None:
            self.screen.write("screen-pass", passing_html(page.passing))
        elif page.table is not None:
            self._load_network()
            table = page.table
            key, frame, parts = layout_key(table, lang), layout(table, lang), regions(table, lang)
            self.motion.table(table, self.pace.trick, lambda: self.screen.table(key, frame, parts))
        for blank in page.blank:
            self.screen.blank(blank)
        self.screen.show(name)
        self.motion.land()
        if (page.fragment, lang, page.title) != self._named:
            self._named = (page.fragment, lang, page.title)
            browser.set_page_fragment(page.fragment)
            browser.document.documentElement.lang = str(lang)  # a plain code for JS
            browser.document.title = page.title
        self.screen.set_state(
            phase=page.phase,
            hold="1" if page.hold else "0",
            following="1" if page.following else "0",
            felt=page.felt,
        )
        started = browser.perf_now()
        self.painted(
            self.screen,
            not (page.hold or page.following or page.private or self.controller.state.play.refusal),
        )
        browser.span("briscola:save", started, browser.perf_now() - started)

    def _looks(self, page: Page) -> None:
        """Draw the cards from the chosen deck, and ask the service worker to keep its
        pictures for visits offline (the default deck's are kept with the whole site)."""
        art = CardArt.of(page.pattern, page.back)
        if art == self.screen.art:
            return
        self.screen.art = art
        if art.files():
            browser.keep_offline([f"./static/{name}" for name in art.files()])

    def _later(self, work: Coroutine[Any, Any, None]) -> None:
        self._loading = asyncio.ensure_future(work)  # kept, so the task is not collected

    async def _load_puzzles(self) -> None:
        """Fetch the puzzle set (from the service worker's cache once installed)."""
        try:
            response = await browser.window.fetch("./static/puzzles.json")
            if not response.ok:
                raise OSError(f"HTTP {response.status}")
            content = str(await response.text())
        except Exception as error:  # a network's failure, said on the screen
            self.run(PuzzlesLoaded(None, str(error)[:200]))
            return
        self.run(PuzzlesLoaded(content))

    async def _keep_storage(self, ask: bool) -> None:
        """Find out (or ask) whether the browser keeps the storage, and tell the controller."""
        self.run(StorageKept(await browser.storage_kept(ask)))

    def _play(self, timing: list[tuple[str, float]]) -> None:
        started = browser.perf_now()
        self.sounds.play(timing)
        browser.span("briscola:sound", started, browser.perf_now() - started)

    def _review_screen(self, review: ReviewModel, lang: str) -> None:
        bar = browser.document.querySelector("#screen-review progress")
        if review.running and bar:
            # Only the bar moves: the cancel button stays put under the pointer.
            bar.value = review.progress
            bar.textContent = f"{review.progress} %"
        else:
            self.screen.write("screen-review", review_html(review, lang))

    def _confirm(self, kind: Act, points: int) -> None:
        lang = self.controller.state.lang
        if kind == Act.DECLARE:
            html = chrome.confirm_declare(lang, points)
        elif kind == Act.ERASE:
            html = chrome.confirm_erase(lang)
        elif kind == Act.RESET_STATS:
            html = chrome.confirm_reset_stats(lang)
        else:
            html = chrome.confirm_leave(lang)
        dialog = browser.by_id("confirm")
        self.screen.write("confirm", html)
        dialog.returnValue = ""
        dialog.showModal()

    def _load_network(self) -> None:
        """Load maestro's network once, when a game with maestro is on the table (started or
        resumed): not for other levels, nor for maestro merely chosen in the settings."""
        if self._network is not None or (session := self.controller.state.play.session) is None:
            return
        if "maestro" in session.settings.computer_levels():
            self._network = asyncio.ensure_future(load_network())

    def _warm_up(self, levels: tuple[str, ...]) -> None:
        from briscola.ai import make_player  # the computer players load here, after the page

        try:
            for level in levels:
                warm_up(make_player(level))
        except Exception as error:
            self.fail(error)
        collector.freeze()
        if self._learning is None:
            self._learning = asyncio.ensure_future(self._load_learning())

    async def _load_learning(self) -> None:
        """Load the hint's and the review's modules while the person plays, one module per
        task, so that asking for either later starts at once instead of in one long task."""
        try:
            for name in LEARNING_MODULES:
                await asyncio.sleep(LEARNING_PAUSE_S)
                await self.motion.settled()  # an import is a long task: not while cards move
                importlib.import_module(name)
            collector.freeze()
        except Exception as error:  # never leave the page stuck without a word
            self.fail(error)

    async def import_file(self, field: browser.JsObject) -> None:
        """Take in the saved-data file chosen in the panel's file field."""
        if self.controller.state.play.following:
            return
        content = await browser.file_text(field, FILE_LIMIT)
        field.value = ""  # choosing the same file again is a new change
        self.run(Imported(content))

    async def open_record(self, field: browser.JsObject) -> None:
        """Review the hand record chosen in the statistics page's file field."""
        content = await browser.file_text(field, RECORD_FILE_LIMIT * 4)
        field.value = ""  # choosing the same file again is a new change
        self.run(RecordChosen(content))

    # -- the computer's turns -------------------------------------------------------------

    def _kick(self) -> None:
        """Make sure the driver runs (it stops by itself when nothing is to wait for)."""
        if not self.driving:
            self._task = asyncio.ensure_future(self._drive())

    async def _drive(self) -> None:
        self.driving = True
        try:
            while (wait := self.controller.waiting()) is not None:
                if isinstance(wait, HoldTrick):
                    await asyncio.sleep(self.pace.trick)
                    await self.motion.settled()  # the trick is on its way to its pile
                    self.run(HoldOver(wait.token))
                elif isinstance(wait, HintTurn):
                    await self._hint(wait)
                    await asyncio.sleep(0)
                elif isinstance(wait, ReviewTurn):
                    await self._review(wait)
                    await asyncio.sleep(0)
                else:
                    await self._computer_move(wait, browser.now_ms())
                    # Let the browser paint and take input between two computer moves, even
                    # when both were quick (the Chiamata's bids, or a fast pace).
                    await asyncio.sleep(0)
        except Exception as error:  # never leave the page stuck without a word
            self.fail(error)
        finally:
            self.driving = False

    async def _hint(self, turn: HintTurn) -> None:
        from briscola.learn.hint import Hint  # the search's modules load after the page

        hint = Hint(turn.view, turn.rng)
        browser.mark("briscola:hint-start")
        done = await work(
            hint.step, self.pace.slice, partial(hint_wanted, self.controller.state, turn.token)
        )
        browser.mark("briscola:hint-end")
        browser.measure("briscola:hint", "briscola:hint-start", "briscola:hint-end")
        if done:
            self.run(HintFound(turn.token, hint.result()))
        else:
            hint.cancel()

    async def _review(self, turn: ReviewTurn) -> None:
        shown = browser.now_ms()

        def wanted() -> bool:
            nonlocal shown
            if not review_wanted(self.controller.state, turn.token):
                return False
            if browser.now_ms() - shown >= PROGRESS_MS:  # the bar moves a few times a second
                shown = browser.now_ms()
                self.run(ReviewProgress(turn.token))
            return True

        browser.mark("briscola:review-start")
        done = await work(turn.review.step, self.pace.slice, wanted)
        browser.mark("briscola:review-end")
        browser.measure("briscola:review", "briscola:review-start", "briscola:review-end")
        if done:
            self.run(ReviewDone(turn.token))
        else:
            turn.review.cancel()

    async def _computer_move(self, turn: ComputerTurn, started: float) -> None:
        """Think in slices, then play once the pace's least time since ``started`` is over.

        The thinking starts once the cards still moving have landed (a card just played,
        the deal): the movement has the main thread to itself, and the wait counts in the
        pace's time. The maestro level's first move also waits for its network's file.
        """
        waited = await self.motion.settled()
        if self._network is not None and not self._network.done():
            await self._network  # maestro's first move waits for its network (or its failure)
            waited = True
        if waited:
            now = self.controller.waiting()
            if not isinstance(now, ComputerTurn) or (now.generation, now.seat) != (
                turn.generation,
                turn.seat,
            ):
                return  # the game changed meanwhile: the driver asks again
            turn = now
        browser.mark("briscola:think-start")
        thinking = Thinking(turn.generation, turn.seat)
        action = await think(
            turn.player, turn.view, turn.rng, self.pace.slice, partial(self.run, thinking)
        )
        browser.mark("briscola:think-end")
        browser.measure("briscola:think", "briscola:think-start", "briscola:think-end")
        rest = self.pace.move - (browser.now_ms() - started) / 1000
        if rest > 0:
            await asyncio.sleep(rest)
        self.run(ComputerMoved(turn.generation, turn.seat, action))


def command_name(command: Command) -> str:
    """What a command is, in a few characters: its kind, and a click's control."""
    if isinstance(command, Click):
        return f"Click:{command.act}"
    return type(command).__name__


def make_game(fast: str | None = None, seed: str | None = None) -> Game:
    """The game of this page, with localStorage (or memory, where the browser forbids it).

    New hands draw their seeds from the system's entropy, or, when the page is opened with
    ``?seed=N`` (tests, bug reports), from ``random.Random(N)``: the same deals every time.
    ``?fast=1`` shortens the computer's pacing; ``#rules`` opens on the rules page, which
    names itself so in the URL while open (a puzzle likewise: ``#puzzle-57``). A parameter
    that does not parse is ignored
    (the page says so) and never reaches the game or its saved data. The saves live under
    the keys of the page's site (its path up to the last ``/``). A query with ``v=`` is a
    shared deal's link (``docs/learning.md``): its ``seed`` is the deal's, not the page's.
    """
    link = share_query(browser.page_query())
    if link is not None:
        # The shared hand is dealt now and played in memory: a reload must not deal it again.
        browser.set_page_query(without_share(browser.page_query()))
    parsed = parse_seed(None if link is not None else seed)
    ignored = tuple(
        name
        for name, bad in (("seed", parsed.reason is not None), ("fast", not fast_understood(fast)))
        if bad
    )
    fixed = parsed.value
    seeds = random.Random(fixed) if fixed is not None else random.SystemRandom()
    ns = storage.Namespace(storage.site_of(browser.page_path()))
    raw = browser.local_storage()
    store: storage.KeyValueStore
    local = LocalStore(raw) if raw else None

    def full() -> bool:
        return local is not None and local.full

    if local is not None:
        store, keys = local, local.keys()
    else:
        store, keys = storage.MemoryStore(), []
    guard = TabGuard(store, tab_id(), ns.key("lock"), full)
    controller = Controller(
        store,
        ns,
        guard,
        BrowserClock(),
        seeds,
        full=full,
        ignored=ignored,
        rules_open=browser.page_fragment() == "rules",
        old_keys=keys,
        link=link,
        page_url=browser.page_address(),
        seed=fixed,
        languages=browser.languages(),
        fragment=browser.page_fragment(),
    )
    return Game(controller, guard, fast_asked(fast))
