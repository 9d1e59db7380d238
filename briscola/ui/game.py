"""The page's controller: holds the session, turns commands into app calls, saves, renders.

Every decision about the game is the app layer's (:mod:`briscola.app`); this class only
keeps the pieces together: which screen shows, the computer's pacing, saving after every
action, announcements, and whether this tab plays or follows another one.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from functools import partial

from briscola.actions import CALL, PLAY, SIGNAL, SWAP, Action, Declare
from briscola.app import storage
from briscola.app.announce import deal_sentence, describe, turn_sentence
from briscola.app.events import Event, HandOver, TrickTaken
from briscola.app.i18n import LANGUAGES, join_names, text
from briscola.app.result import present_result
from briscola.app.session import Session
from briscola.app.settings import Settings
from briscola.app.start import choose, present_start
from briscola.app.table import present_table, refusal_text
from briscola.app.url_params import parse_seed
from briscola.auction import BIDS
from briscola.cards import Card
from briscola.errors import BriscolaError, IllegalActionError
from briscola.ui import browser
from briscola.ui.computer import think, warm_up
from briscola.ui.local_store import LocalStore
from briscola.ui.markup import chrome
from briscola.ui.markup.result import result as result_html
from briscola.ui.markup.rules import rules as rules_html
from briscola.ui.markup.start import start as start_html
from briscola.ui.markup.table import layout, layout_key, regions
from briscola.ui.pacing import Pace, fast_understood, pace_for
from briscola.ui.saved_panel import SavedPanel
from briscola.ui.screen import Screen
from briscola.ui.tabs import TabGuard, tab_id


class Game:
    """One page's game."""

    def __init__(
        self,
        store: storage.KeyValueStore,
        keys: list[str],
        guard: TabGuard,
        pace: Pace,
        seeds: random.Random,
        ns: storage.Namespace,
        full: Callable[[], bool] = lambda: False,
        ignored: tuple[str, ...] = (),
        rules_open: bool = False,
    ) -> None:
        self.seeds = seeds
        """Where new hands get their seeds: the system's entropy, or ``?seed=N`` in tests."""
        self.store = store
        self.guard = guard
        self.pace = pace
        self.screen = Screen()
        self.ns = ns
        """The site's keys in the store."""
        loaded = storage.load(store, ns, browser.now_ms())
        problems = list(loaded.problems)
        if storage.retire_old(store, keys):
            problems.append("old")
        self.settings: Settings = loaded.settings
        self.stats = loaded.stats
        self.session: Session | None = loaded.session
        self.problems = problems
        self.rules_open = rules_open
        """The rules page is shown (and named in the URL, so a reload comes back to it)."""
        self.hold = 0
        """Non-zero while a finished trick stays on the table (a token, see :meth:`_drive`)."""
        self.refusal = ""
        """Why the person's last click was refused, until their next action."""
        self.generation = 0
        """Bumped whenever the session is replaced, so a pending computer move is dropped."""
        self.driving = False
        self.following = not guard.acquire()
        self.crashed = ""
        self.full = full
        """Whether the store refuses writes for lack of space (play goes on in memory)."""
        self.full_dismissed = False
        self.ignored = list(ignored)
        """The URL parameters that did not parse (ignored, and said so once)."""
        self.panel = SavedPanel(store, ns.site)
        self.confirming = ""
        """What the confirmation dialog asks: "leave", "erase" or "declare" (with its points)."""
        self._task: asyncio.Future[None] | None = None
        self.warmed: set[str] = set()
        self.painted: Callable[[Screen, bool], None] = lambda screen, steady: None
        """Called after each render: keeps the screen for the next load (see ui/paint)."""

    @property
    def lang(self) -> str:
        """The page's language."""
        return self.settings.language

    # -- what shows -----------------------------------------------------------------------

    def screen_name(self) -> str:
        """The screen to show now."""
        if self.rules_open:
            return "rules"
        if self.panel.open:
            return "data"
        if self.session is None:
            return "start"
        if self.session.phase in ("hand-over", "series-over") and not self.hold:
            return "result"
        return "table"

    def render(self) -> None:
        """Bring the page up to date with the game."""
        lang = self.lang
        name = self.screen_name()
        session = self.session
        in_game = session is not None and session.phase != "series-over"
        self.screen.write("nav", chrome.nav(lang, name, in_game))
        self.screen.notice(self._notice_html())
        if name == "start":
            start_model = present_start(self.settings, self.stats, lang)
            self.screen.write("screen-start", start_html(start_model, lang))
        elif name == "rules":
            self.screen.write("screen-rules", rules_html(lang))
        elif name == "data":
            self.screen.write("screen-data", self.panel.html(lang, self.following))
        elif name == "result" and session is not None:
            self.screen.write("screen-result", result_html(present_result(session, lang), lang))
        elif name == "table" and session is not None:
            model = present_table(
                session,
                lang,
                hold_trick=bool(self.hold),
                following=self.following,
                refusal=self.refusal,
            )
            self.screen.table(layout_key(model, lang), layout(model, lang), regions(model, lang))
        changed = self.screen.show(name)
        browser.set_page_fragment("rules" if name == "rules" else "")
        browser.document.documentElement.lang = lang
        browser.document.title = text(lang, "app.title")
        phase = session.phase if session is not None and name in ("table", "result") else name
        self.screen.set_state(
            phase=phase, hold="1" if self.hold else "0", following="1" if self.following else "0"
        )
        if changed:
            self._focus_screen(name)
        self.painted(self.screen, not (self.hold or self.following or self.refusal))

    def _focus_screen(self, name: str) -> None:
        if name == "result":
            self.screen.focus("#result-headline")
        elif name == "rules":
            self.screen.focus("#rules-heading")
        elif name == "start":
            self.screen.focus("#start-heading")
        elif name == "data":
            self.screen.focus("#data-heading")
        elif name == "table":
            self.screen.focus('#t-hand [data-focus="card-1"]')

    def _notice_html(self) -> str:
        lang = self.lang
        if self.crashed:
            return chrome.crash(text(lang, "crash", error=self.crashed), lang)
        if self.following:
            take = text(lang, "follow.take")
            return chrome.notice(text(lang, "follow.notice"), lang, "take", take)
        sentences = []
        if self.problems:
            what = join_names(lang, [text(lang, f"problem.{kind}") for kind in self.problems])
            sentences.append(text(lang, "problem.sentence", what=what))
        if self.ignored:
            sentences.append(text(lang, "param.ignored", name=", ".join(self.ignored)))
        if self.full() and not self.full_dismissed:
            # Said plainly, with the download: nothing from now on reaches the storage.
            message = " ".join([text(lang, "store.full"), *sentences])
            download = text(lang, "store.download")
            return chrome.notice(message, lang, "download", download, closable=True)
        if sentences:
            return chrome.notice(" ".join(sentences), lang)
        return ""

    # -- commands from the page -----------------------------------------------------------

    def command(self, act: str, arg: str | None) -> None:
        """A click on a ``data-act`` control, or the equivalent key."""
        handlers: dict[str, Callable[[str | None], None]] = {
            "play": self._play,
            "swap": self._swap,
            "declare": self._declare,
            "signal": partial(self._act, "signal"),
            "bid": partial(self._act, "bid"),
            "call": partial(self._act, "call"),
            "next": self._next_hand,
            "again": self._again,
            "settings": self._to_settings,
            "start": self._start,
            "rules": self._open_rules,
            "back": self._close_rules,
            "data": self._open_data,
            "download": self._download,
            "download-erased": self._download_erased,
            "restore": self._restore,
            "erase": self._erase,
            "leave": self._leave,
            "language": self._language,
            "dismiss": self._dismiss,
            "take": self._take_over,
            "restart": self._restart,
        }
        handler = handlers.get(act)
        if handler is None:
            return
        handler(arg)
        self.render()

    def resume(self) -> None:
        """Carry on where the saved game stood: the computer's turn continues by itself."""
        self._task = asyncio.ensure_future(self._warm_up_then_drive())

    async def _warm_up_then_drive(self) -> None:
        await asyncio.sleep(0)  # let the browser paint the ready page first
        try:
            self.warm_up()
        except Exception as error:
            self.fail(error)
        if self.session is not None and not self.following:
            self._kick()

    def warm_up(self) -> None:
        """Warm a slow computer level up once, before its first real move."""
        levels = self.settings.levels[: self.settings.players - 1]
        if self.session is not None:
            levels = self.session.settings.levels[: self.session.settings.players - 1]
        from briscola.ai import make_player  # the computer players load here, after the page

        for level in sorted(set(levels) - self.warmed):
            self.warmed.add(level)
            warm_up(make_player(level))

    def key(self, number: int) -> None:
        """Number key ``number`` plays the card at that place of the hand."""
        session = self.session
        if session is None or self.screen_name() != "table" or session.phase != "human":
            return
        hand = session.view().hand
        if 1 <= number <= len(hand):
            self.command("play", hand[number - 1].code)

    def choose(self, name: str, value: str) -> None:
        """A start-screen field changed."""
        settings = choose(self.settings, name, value)
        if settings != self.settings:
            self.settings = settings
            self._save_settings()
            self.render()

    def _play(self, code: str | None) -> None:
        self._act("play", code)

    def _swap(self, code: str | None) -> None:
        self._act("swap", code)

    def _declare(self, points: str | None) -> None:
        # A declaration ends the hand at once, right or wrong: the dialog asks first.
        session = self.session
        if session is None or self.following or session.phase != "human" or points is None:
            return
        if points.isdigit():
            self._confirm(f"declare {points}", chrome.confirm_declare(self.lang, int(points)))

    def _act(self, kind: str, code: str | None) -> None:
        session = self.session
        if session is None or self.following or session.phase != "human" or code is None:
            return
        try:
            action: Action
            if kind == "declare":
                action = Declare(int(code))
            elif kind == "signal":
                action = SIGNAL[code]
            elif kind == "bid":
                action = BIDS[code if code in BIDS else int(code)]  # ranks "3", "7"… are text
            elif kind == "call":
                action = CALL[Card.from_code(code)]
            else:
                card = Card.from_code(code)
                action = PLAY[card] if kind == "play" else SWAP[card]
            events = session.act(action, self.stats)
        except IllegalActionError as error:
            # A card the rules forbid now (Briscolone's follow suit): say why, change nothing.
            self.refusal = refusal_text(error.reason, session, self.lang)
            if self.refusal:
                self.screen.say([self.refusal])
                self.render()
            return
        except (BriscolaError, KeyError, ValueError):
            return  # a stale click (the hand changed meanwhile): nothing happens
        self.refusal = ""
        self.hold = 0
        self._after(events)

    def _after(self, events: list[Event]) -> None:
        """Save, announce and pace what an action did; then let the computer play."""
        session = self.session
        assert session is not None
        self._save_game(any(isinstance(e, HandOver) for e in events))
        sentences = describe(events, self.lang, self.settings.show_points)
        if any(isinstance(e, TrickTaken) for e in events):
            self.hold = self.seeds.getrandbits(30) | 1
        elif session.phase == "human":
            sentences.append(turn_sentence(session, self.lang))
        self.screen.say([s for s in sentences if s])
        self.render()
        self._kick()

    def _next_hand(self, _: str | None) -> None:
        session = self.session
        if session is None or self.following or session.phase != "hand-over":
            return
        session.next_hand(self.seeds)
        self._save_game(False)
        self.screen.say([deal_sentence(session, self.lang), turn_sentence(session, self.lang)])
        self._kick()

    def _again(self, _: str | None) -> None:
        if self.following:
            return
        self._new_session()

    def _start(self, _: str | None) -> None:
        if self.following:
            return
        self._save_settings()
        self._new_session()

    def _new_session(self) -> None:
        self.warm_up()
        self.session = Session.new(self.settings, self.seeds)
        self.generation += 1
        self.hold = 0
        self.rules_open = False
        self._save_game(False)
        self.screen.say(
            [deal_sentence(self.session, self.lang), turn_sentence(self.session, self.lang)]
        )
        self._kick()

    def _to_settings(self, _: str | None) -> None:
        if self.following:
            return
        self._drop_session()

    def _leave(self, _: str | None) -> None:
        session = self.session
        if session is None or self.following:
            return
        started = session.hand.moves or session.series.outcomes
        if session.phase == "series-over" or not started:
            self._drop_session()
            return
        self._confirm("leave", chrome.confirm_leave(self.lang))

    def _confirm(self, what: str, html: str) -> None:
        dialog = browser.by_id("confirm")
        self.confirming = what
        self.screen.write("confirm", html)
        dialog.returnValue = ""
        dialog.showModal()

    def confirmed(self, answer: str) -> None:
        """The dialog closed with ``answer``: "yes" leaves the series, erases the data, or
        declares."""
        what, self.confirming = self.confirming, ""
        if answer != "yes" or self.following:
            return
        if what == "erase":
            if self.panel.erase():
                self._reload_all()
        elif what.startswith("declare "):
            self._act("declare", what.removeprefix("declare "))
        else:
            self._drop_session()
        self.render()

    def _drop_session(self) -> None:
        self.session = None
        self.generation += 1
        self.hold = 0
        self._save_game(False)

    def _open_rules(self, _: str | None) -> None:
        self.rules_open = True

    def _close_rules(self, _: str | None) -> None:
        self.rules_open = False
        self.panel.open = False

    # -- the saved-data panel -------------------------------------------------------------

    def _open_data(self, _: str | None) -> None:
        self.rules_open = False
        self.panel.show()

    def _download(self, _: str | None) -> None:
        self.panel.download()

    def _download_erased(self, _: str | None) -> None:
        self.panel.download_erased()

    def _restore(self, arg: str | None) -> None:
        if not self.following and self.panel.restore(arg):
            self._reload_all()

    def _erase(self, _: str | None) -> None:
        if not self.following:
            self._confirm("erase", chrome.confirm_erase(self.lang))

    async def import_file(self, field: browser.JsObject) -> None:
        """Take in the saved-data file chosen in the panel's file field."""
        if self.following:
            return
        if await self.panel.import_file(field):
            self._reload_all()
        self.render()
        self.screen.focus("#data-result")

    def _reload_all(self) -> None:
        """Read everything again after the panel changed the store (the next save must not
        write the old values back)."""
        loaded = storage.load(self.store, self.ns, browser.now_ms())
        self.settings, self.stats, self.session = loaded.settings, loaded.stats, loaded.session
        self.problems = list(loaded.problems)
        self.generation += 1
        self.hold = 0
        self.refusal = ""
        if self.session is not None:
            self._kick()

    def _language(self, code: str | None) -> None:
        if code in LANGUAGES and code != self.lang:
            self.settings = self.settings.replace(language=code)
            self._save_settings()

    def _dismiss(self, _: str | None) -> None:
        self.problems = []
        self.ignored = []
        self.full_dismissed = self.full()

    def _take_over(self, _: str | None) -> None:
        if not self.following:
            return
        self.guard.acquire(force=True)
        self.following = False
        self._reload_from_store()
        self._kick()

    def _restart(self, _: str | None) -> None:
        # After an unexpected error, start afresh: the game in progress is kept as a backup.
        if not self.following:
            storage.set_aside(self.store, self.ns, "session", browser.now_ms())
        browser.reload_page()

    # -- the computer's turns -------------------------------------------------------------

    def _kick(self) -> None:
        """Make sure the driver runs (it stops by itself when the person is to play)."""
        if not self.driving:
            self._task = asyncio.ensure_future(self._drive())

    async def _drive(self) -> None:
        self.driving = True
        try:
            while True:
                if self.hold:
                    token = self.hold
                    await asyncio.sleep(self.pace.trick)
                    if self.hold == token:
                        self.hold = 0
                        session = self.session
                        if session is not None and session.phase == "human":
                            self.screen.say([turn_sentence(session, self.lang)])
                        self.render()
                    continue
                session = self.session
                if session is None or self.following or session.phase != "computer":
                    break
                await self._computer_move(session)
                # Let the browser paint and take input between two computer moves, even when
                # both were quick (the Chiamata's bids, or a fast pace): no task spans several.
                await asyncio.sleep(0)
        except Exception as error:  # never leave the page stuck without a word
            self.fail(error)
        finally:
            self.driving = False

    async def _computer_move(self, session: Session) -> None:
        generation = self.generation
        seat, player, view, rng = session.computer_turn()
        started = browser.now_ms()
        browser.mark("briscola:think-start")
        action = await think(player, view, rng, self.pace.slice)
        browser.mark("briscola:think-end")
        browser.measure("briscola:think", "briscola:think-start", "briscola:think-end")
        rest = self.pace.move - (browser.now_ms() - started) / 1000
        if rest > 0:
            await asyncio.sleep(rest)
        if (
            generation != self.generation
            or self.session is not session
            or self.following
            or session.phase != "computer"
            or session.hand.current_player != seat
        ):
            return  # the game changed while the computer thought: drop the move
        try:
            events = session.apply_computer(seat, action, self.stats)
        except IllegalActionError:
            return
        self._after(events)

    # -- saving and other tabs ------------------------------------------------------------

    def _save_game(self, with_stats: bool) -> None:
        if not self._may_write():
            return
        storage.save_session(self.store, self.ns, self.session)
        if with_stats:
            storage.save_stats(self.store, self.ns, self.stats)

    def _save_settings(self) -> None:
        if self._may_write():
            storage.save_settings(self.store, self.ns, self.settings)

    def _may_write(self) -> bool:
        if self.following:
            return False
        if not self.guard.owns() and not self.guard.acquire():
            # Another tab took the game while this one slept: drop what was not saved and
            # show what the other tab saved.
            self.following = True
            self._reload_from_store()
            return False
        return True

    def heartbeat(self) -> None:
        """Renew the lock; notice when another tab has taken the game."""
        if self.following:
            if self.guard.acquire():
                self.following = False
                self._reload_from_store()
                self.render()
                self._kick()
            return
        if not self.guard.renew():
            self.lost_lock()

    def lost_lock(self) -> None:
        """Another tab plays now: follow it."""
        self.following = True
        self.generation += 1
        self.render()

    def freed_lock(self) -> None:
        """The playing tab went away: play here, from what it saved."""
        if self.following and self.guard.acquire():
            self.following = False
            self._reload_from_store()
            self.render()
            self._kick()

    def changed_elsewhere(self, key: str) -> None:
        """Another tab saved: a following tab shows the new state."""
        if self.following:
            self._reload_from_store()
            self.render()

    def _reload_from_store(self) -> None:
        """Read what the playing tab saved (without writing anything)."""
        # Half-written or bad data: keep showing what we have.
        if self.store.get(self.ns.key("session")) is None:
            self.session = None
        else:
            self.session = storage.read_session(self.store, self.ns) or self.session
        settings = storage.read_settings(self.store, self.ns)
        if settings is not None:
            language = self.lang
            self.settings = settings
            if self.following:
                self.settings = self.settings.replace(language=language)
        self.generation += 1
        self.hold = 0

    def fail(self, error: BaseException) -> None:
        """Show what went wrong instead of a frozen page."""
        self.crashed = f"{type(error).__name__}: {error}"[:200]
        browser.console_error(self.crashed)
        self.render()


def make_game(fast: str | None = None, seed: str | None = None) -> Game:
    """The game of this page, with localStorage (or memory, where the browser forbids it).

    New hands draw their seeds from the system's entropy, or, when the page is opened with
    ``?seed=N`` (tests, bug reports), from ``random.Random(N)``: the same deals every time.
    ``?fast=1`` shortens the computer's pacing; ``#rules`` opens on the rules page, which
    names itself so in the URL while open. A parameter that does not parse is ignored
    (the page says so) and never reaches the game or its saved data. The saves live under
    the keys of the page's site (its path up to the last ``/``).
    """
    parsed = parse_seed(seed)
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
    rules_open = browser.page_fragment() == "rules"
    return Game(store, keys, guard, pace_for(fast), seeds, ns, full, ignored, rules_open)
