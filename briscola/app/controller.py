"""The page's controller: its state and every decision, as a pure object.

:meth:`Controller.handle` takes a command (:mod:`briscola.app.commands`) and returns the
effects (:mod:`briscola.app.effects`) the page's adapter carries out: at most one
:class:`Render` per command, with announcements, focus, the computer's driver, downloads.
It saves through the :class:`KeyValueStore` it is given and asks the tab lock before every
write; everything else that touches the browser is an effect.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Final

from briscola.actions import PLAY, Action, Declare, action_from_json
from briscola.app import saved_data, storage
from briscola.app.acts import Act, act_of
from briscola.app.announce import deal_sentence, describe, turn_sentence
from briscola.app.commands import (
    Choose,
    Click,
    Command,
    ComputerMoved,
    Confirmed,
    Failed,
    Heartbeat,
    HintFound,
    HoldOver,
    Imported,
    InstallOffer,
    Key,
    LockFreed,
    LockLost,
    RecordChosen,
    Resume,
    ReviewDone,
    ReviewProgress,
    StoreChanged,
    Thinking,
    UpdateReady,
)
from briscola.app.controller_clicks import HANDLERS
from briscola.app.controller_learn import hint_turn, learn_command, review_turn
from briscola.app.cues import cues
from briscola.app.effects import (
    Announce,
    Confirm,
    CopyText,
    Cue,
    Download,
    Drive,
    Effect,
    Focus,
    LogError,
    PromptInstall,
    ReloadPage,
    Render,
    WarmUp,
)
from briscola.app.events import Event, HandOver, TrickTaken
from briscola.app.hand_keeping import hand_over, restore_aids, save_aids, save_kept
from briscola.app.hand_stats import count_hand
from briscola.app.hinting import Hints, HintTurn, Position, position
from briscola.app.i18n import LANGUAGES, text
from briscola.app.kept_hands import KeptHands
from briscola.app.page import FOCUS, Page
from briscola.app.page_view import present_page, screen_name
from briscola.app.panel import Panel, file_name
from briscola.app.ports import Clock, Lock
from briscola.app.proof import Proofs
from briscola.app.record_open import Refusal
from briscola.app.reviewing import Reviewing, ReviewTurn
from briscola.app.session import HUMAN, Session
from briscola.app.settings import Settings
from briscola.app.sharing import end_shared, open_link
from briscola.app.start import choose
from briscola.app.stats import Stats
from briscola.app.table import refusal_text
from briscola.errors import BriscolaError, IllegalActionError, InvalidStateError
from briscola.jsonio import loads_bounded, shorten
from briscola.tuples import NamedTuple
from briscola.view import SeatView

if TYPE_CHECKING:
    from briscola.ai import Player
    from briscola.learn.share import SharedDeal

MAX_ACTION_CHARS: Final = 100
"""The longest action text the page's markup carries (``{"signal":"ace-of-trump"}``)."""
_BEFORE: Final = (WarmUp, Announce, Confirm)
"""Effects carried out before the render (the rest come after it)."""


class ComputerTurn(NamedTuple):
    """The computer player to think now, for the game of ``generation``."""

    generation: int
    seat: int
    player: Player
    view: SeatView
    rng: random.Random


class HoldTrick(NamedTuple):
    """A finished trick stays on the table until :class:`HoldOver` with ``token``."""

    token: int


class Controller:
    """One page's game: its settings, statistics, session and what the page shows."""

    def __init__(
        self,
        store: storage.KeyValueStore,
        ns: storage.Namespace,
        lock: Lock,
        clock: Clock,
        seeds: random.Random,
        *,
        full: Callable[[], bool] = lambda: False,
        ignored: Iterable[str] = (),
        rules_open: bool = False,
        old_keys: Iterable[str] = (),
        link: str | None = None,
        page_url: str = "",
    ) -> None:
        self.store, self.ns, self.lock, self.clock = store, ns, lock, clock
        self.seeds = seeds
        """Where new hands get their seeds: the system's entropy, or ``?seed=N`` in tests."""
        loaded = storage.load(store, ns, clock.now_ms())
        self.problems = list(loaded.problems)
        if storage.retire_old(store, old_keys):
            self.problems.append("old")
        self.settings: Settings = loaded.settings
        self.stats = loaded.stats
        self.session: Session | None = loaded.session
        self.full = full
        """Whether the store refuses writes for lack of space (play goes on in memory)."""
        self.full_dismissed = False
        self.ignored = list(ignored)
        """The URL parameters that did not parse (ignored, and said so once)."""
        self.rules_open = rules_open
        """The rules page is shown (and named in the URL, so a reload comes back to it)."""
        self.panel = Panel(store, ns.site)
        self.settings_open = False
        """The start screen shows its choices (else only their summary and "Gioca")."""
        self.hold = 0
        """Non-zero while a finished trick stays on the table: the token of that pause."""
        self._holds = 0
        """The last hold token given (tokens count up, so a stale pause never ends a new one)."""
        self.refusal = ""
        """Why the person's last click was refused, until their next action."""
        self.generation = 0
        """Bumped whenever the session is replaced, so a pending computer move is dropped."""
        self.following = not lock.acquire()
        self.crashed = ""
        self.unknown_act = ""
        """The last act asked that the page does not know (a tampered control), until dismissed."""
        self.confirming: Act | None = None
        """The act the confirmation dialog asks about: leave, erase, reset-stats or declare."""
        self.stats_open = False
        """The statistics page is shown."""
        self.stats_result: tuple[str, bool] = ("", True)
        """What the last reset of the statistics did, and whether it did it."""
        self.series_open = False
        """The series-end screen is shown (after the last hand's result)."""
        self._pending: Action | None = None
        """The declaration waiting for the dialog's answer."""
        self.warmed: set[str] = set()
        self.thinking: tuple[Position, int] | None = None
        """The position and seat of the computer's move that has been thought a while (the
        table says so while that move is awaited)."""
        self.hints = Hints()
        """The hint asked or shown at the person's turn, and the hints used per hand."""
        self.reviewing: Reviewing | None = None
        self.proofs = Proofs()
        """The fair-deal proof of the hands dealt in this page."""
        self.review_tokens = 0
        """The review of the hand just played, while it is open."""
        self.shown = "loading"
        """The screen the page shows (focus moves when it changes)."""
        self._effects: list[Effect] = []
        self._render = False
        self.page_url = page_url
        """The page's address without its query, for the links it shares."""
        self.share_link = ""
        """The link of the finished hand, once the person asked to share it."""
        self.share_refused = False
        """The page was opened with a shared deal's link that does not parse."""
        self.shared_play: SharedDeal | None = None
        """The shared deal being played (in memory: the saved game stays as it was)."""
        self.update_ready = False
        """A new version of the site is installed (offered between hands)."""
        self.installable = False
        """The browser offers to install the site as an app."""
        self.daily: tuple[int, int, str] | None = None
        """The hand's seed, number and day when the hand in play is the daily deal."""
        self.daily_counted = False
        """The daily hand just finished was the day's first result (it counts)."""
        self.kept: KeptHands | None = None
        """The last hands finished, read from the store when first needed."""
        self.record_refused: Refusal | None = None
        """Why the record file the person opened cannot be read ("" when none was refused)."""
        restore_aids(self)
        open_link(self, link)

    @property
    def lang(self) -> str:
        """The page's language."""
        return self.settings.language

    # -- commands in, effects out ---------------------------------------------------------

    def handle(self, command: Command) -> list[Effect]:
        """Apply ``command``; the effects to carry out, in order (at most one render)."""
        self._effects, self._render = [], False
        self._dispatch(command)
        return self._finish()

    def render(self) -> list[Effect]:
        """The page as it stands, for the first paint."""
        self._effects, self._render = [], True
        return self._finish()

    def _dispatch(self, command: Command) -> None:
        match command:
            case Click(act, arg):
                self._click(act, arg)
            case Key(number):
                self._key(number)
            case Choose(name, value):
                self._choose(name, value)
            case Confirmed(answer):
                self._confirmed(answer)
            case Resume():
                self._resume()
            case HoldOver(token):
                self._hold_over(token)
            case ComputerMoved() | Thinking():
                self._computer(command)
            case Heartbeat():
                self._heartbeat()
            case LockLost() | LockFreed():
                self._lock_changed(command)
            case StoreChanged():
                self._changed_elsewhere()
            case Imported(content):
                self._imported(content)
            case HintFound() | ReviewProgress() | ReviewDone() | RecordChosen():
                learn_command(self, command)
            case UpdateReady() | InstallOffer():
                self._browser_offer(command)
            case Failed(message):
                self.crashed = message[:200]
                self._render = True

    def _lock_changed(self, command: LockLost | LockFreed) -> None:
        handle = self._lost_lock if isinstance(command, LockLost) else self._freed_lock
        handle()

    def _browser_offer(self, command: UpdateReady | InstallOffer) -> None:
        if isinstance(command, UpdateReady):
            self.update_ready = True
        else:
            self.installable = command.available
        self._render = True

    def _finish(self) -> list[Effect]:
        effects: list[Effect] = [e for e in self._effects if isinstance(e, _BEFORE)]
        if self._render:
            if self.record_refused is not None and self.screen_name() != "stats":
                self.record_refused = None  # a refused file is news on the statistics page only
            page = self.page()
            effects.append(Render(page))
            if page.screen != self.shown:
                self.shown = page.screen
                effects.append(Focus(FOCUS[page.screen]))
        effects += [e for e in self._effects if not isinstance(e, _BEFORE)]
        self._effects = []
        return effects

    def _say(self, *sentences: str) -> None:
        said = tuple(s for s in sentences if s)
        if said:
            self._effects.append(Announce(said))

    def _cue(self, *names: str) -> None:
        if names and self.settings.sound:
            self._effects.append(Cue(names))

    def _drive(self) -> None:
        if Drive() not in self._effects:
            self._effects.append(Drive())

    def drive(self) -> None:
        """Make sure the page's driver runs (it asks :meth:`waiting` what to do)."""
        self._drive()

    def say(self, *sentences: str) -> None:
        """Read ``sentences`` out through the live region."""
        self._say(*sentences)

    def focus(self, selector: str) -> None:
        """Move keyboard focus to ``selector`` after the render."""
        self._effects.append(Focus(selector))

    def copy(self, content: str) -> None:
        """Copy ``content`` to the clipboard."""
        self._effects.append(CopyText(content))

    def offer_file(self, name: str, content: str) -> None:
        """Offer ``content`` as a file named ``name``."""
        self._effects.append(Download(name, content))

    def mark_render(self) -> None:
        """Render the page after this command."""
        self._render = True

    # -- what shows -----------------------------------------------------------------------

    def screen_name(self) -> str:
        """The screen to show now."""
        return screen_name(self)

    def page(self) -> Page:
        """What the page shows now."""
        return present_page(self)

    # -- the computer's turns -------------------------------------------------------------

    def waiting(self) -> HoldTrick | ComputerTurn | HintTurn | ReviewTurn | None:
        """What the driver waits for now: a held trick, a computer's move, the hint the
        person asked for, the review of the hand, or nothing."""
        if self.hold:
            return HoldTrick(self.hold)
        review = review_turn(self)
        if review is not None:
            return review
        hint = hint_turn(self)
        if hint is not None:
            return hint
        session = self.session
        if session is None or self.following or session.phase != "computer":
            return None
        seat, player, view, rng = session.computer_turn()
        return ComputerTurn(self.generation, seat, player, view, rng)

    def _resume(self) -> None:
        self._warm_up()
        if self.session is not None and not self.following:
            self._drive()

    def _warm_up(self) -> None:
        settings = self.session.settings if self.session is not None else self.settings
        levels = set(settings.levels[: settings.players - 1]) - self.warmed
        if levels:
            self.warmed |= levels
            self._effects.append(WarmUp(tuple(sorted(levels))))

    def _hold_over(self, token: int) -> None:
        if not token or token != self.hold:
            return  # a pause that a newer move has replaced
        self.hold = 0
        session = self.session
        if session is not None and session.phase == "human":
            self._say(turn_sentence(session, self.lang))
        self._render = True

    def _computer(self, command: ComputerMoved | Thinking) -> None:
        if isinstance(command, ComputerMoved):
            self._computer_moved(*command)
        else:
            self._thinking(*command)

    def _thinking(self, generation: int, seat: int) -> None:
        session = self.session
        if (
            generation == self.generation
            and session is not None
            and not self.following
            and session.phase == "computer"
            and session.hand.current_player == seat
        ):
            self.thinking = (position(generation, session), seat)
            self._render = True

    def thinks(self, session: Session) -> bool:
        """Whether the table says that the computer to move has been thinking a while."""
        seat = session.hand.current_player
        return self.thinking == (position(self.generation, session), seat)

    def _computer_moved(self, generation: int, seat: int, action: Action) -> None:
        session = self.session
        if (
            generation != self.generation
            or session is None
            or self.following
            or session.phase != "computer"
            or session.hand.current_player != seat
        ):
            return  # the game changed while the computer thought: drop the move
        try:
            events = session.apply_computer(seat, action)
        except IllegalActionError:
            return
        self._after(session, events)

    # -- the person's moves ---------------------------------------------------------------

    def _click(self, name: str, arg: str | None) -> None:
        act = act_of(name)
        if act is None:
            # Never a silent no-op: the page says so, and so does its console.
            self.unknown_act = shorten(name, 40)
            self._effects.append(LogError(text(self.lang, "act.unknown", act=self.unknown_act)))
        else:
            HANDLERS[act](self, arg)
        self._render = True

    def _playing(self) -> Session | None:
        """The session, if the person may act in it now."""
        session = self.session
        if session is None or self.following or session.phase != "human":
            return None
        return session

    def offer(self, act: Act, arg: str | None) -> None:
        """The person chose the table's offer ``act``: ``arg`` is its action's JSON."""
        session = self._playing()
        if session is None or arg is None:
            return
        try:
            data = loads_bounded(arg, "an action of the page", max_chars=MAX_ACTION_CHARS)
            if not isinstance(data, dict) or list(data) != [act]:
                return  # an offer's action is of its own kind
            action = action_from_json(data)
        except InvalidStateError:
            return  # not an action: nothing happens
        if isinstance(action, Declare):
            # A declaration ends the hand at once, right or wrong: the dialog asks first.
            self._pending = action
            self.ask(Act.DECLARE, action.points)
            return
        self.act(session, action)

    def _key(self, number: int) -> None:
        session = self._playing()
        if session is None or self.screen_name() != "table":
            return
        hand = session.view().hand
        if 1 <= number <= len(hand):
            self.act(session, PLAY[hand[number - 1]])
            self._render = True

    def act(self, session: Session, action: Action) -> None:
        """The person's ``action``; refused (with the reason shown) if the rules forbid it."""
        try:
            events = session.act(action)
        except IllegalActionError as error:
            # A card the rules forbid now (Briscolone's follow suit): say why, change nothing.
            self.refusal = refusal_text(error.reason, session, self.lang)
            self._say(self.refusal)
            return
        except BriscolaError:
            return  # a stale click (the hand changed meanwhile): nothing happens
        self.refusal = ""
        self.hold = 0
        self._after(session, events)

    def _after(self, session: Session, events: list[Event]) -> None:
        """Count, save, announce and pace what a move did; then let the computer play."""
        over = [e for e in events if isinstance(e, HandOver)]
        for event in over:
            count_hand(self.stats, session, event)
            hand_over(self, session)
        self.save_game(bool(over))
        sentences = describe(events, self.lang, self.settings.show_points)
        self._cue(*cues(events, session.hand.side_of(HUMAN)))
        if any(isinstance(e, TrickTaken) for e in events):
            self._holds += 1
            self.hold = self._holds
        elif session.phase == "human":
            sentences.append(turn_sentence(session, self.lang))
        self._say(*sentences)
        self._render = True
        self._drive()

    def new_session(self) -> None:
        """Start a series with the current settings (after a shared hand, the saved game
        comes back instead, if there is one)."""
        if end_shared(self):
            return
        self.start_session(Session.new(self.settings, self.seeds))

    def start_session(self, session: Session, daily: str = "") -> None:
        """Play ``session`` from its first card (``daily``: the day, for the daily deal)."""
        self.session = session
        self._warm_up()
        self.daily = (session.hand_seed, session.hand_number, daily) if daily else None
        self.proofs.deal(session)
        self.generation += 1
        self.hold = 0
        self.rules_open = self.stats_open = self.series_open = False
        self.save_game(False)
        self._say(deal_sentence(session, self.lang), turn_sentence(session, self.lang))
        self._cue("deal")
        self._drive()

    def next_hand(self) -> None:
        """Deal the next hand of the series."""
        session = self.session
        if session is None or self.following or session.phase != "hand-over":
            return
        session.next_hand(self.seeds)
        self.proofs.deal(session)
        self.save_game(False)
        self._say(deal_sentence(session, self.lang), turn_sentence(session, self.lang))
        self._cue("deal")
        self._drive()

    def drop_session(self) -> None:
        """Leave the series (back to the start screen; after a shared hand, to the saved
        game if there is one)."""
        if end_shared(self):
            return
        self.session = None
        self.generation += 1
        self.hold = 0
        self.stats_open = self.series_open = False
        self.save_game(False)

    # -- the confirmation dialog ----------------------------------------------------------

    def ask(self, kind: Act, points: int = 0) -> None:
        """Open the dialog asking before the act ``kind``."""
        self.confirming = kind
        self._effects.append(Confirm(kind, points))

    def _confirmed(self, answer: str) -> None:
        what, self.confirming = self.confirming, None
        pending, self._pending = self._pending, None
        if answer != "yes" or self.following:
            return
        if what == Act.ERASE:
            if self.panel.erase(self.clock.now_ms()):
                self.reload_all()
        elif what == Act.DECLARE:
            session = self._playing()
            if session is not None and pending is not None:
                self.act(session, pending)
        elif what == Act.LEAVE:
            self.drop_session()
        elif what == Act.RESET_STATS:
            self._reset_stats()
        self._render = True

    def _reset_stats(self) -> None:
        """Start the statistics afresh; the saved ones go to a backup first."""
        if not self._may_write():
            return
        try:
            saved_data.reset_stats(self.store, self.ns.site, self.clock.now_ms())
        except InvalidStateError:
            self.stats_result = (text(self.lang, "stats.reset_failed"), False)
        else:
            self.stats = Stats()
            self.stats_result = (text(self.lang, "stats.reset_done"), True)
        self._say(self.stats_result[0])
        # The page is written anew (the reset button goes): the focus goes to its heading.
        self._effects.append(Focus("#stats-heading"))

    # -- settings, the saved-data panel ---------------------------------------------------

    def _choose(self, name: str, value: str) -> None:
        settings = choose(self.settings, name, value)
        if settings != self.settings:
            self.settings = settings
            self.save_settings()
            self._render = True

    def toggle_sound(self) -> None:
        """Switch the sound effects on or off (remembered)."""
        self.settings = self.settings.replace(sound=not self.settings.sound)
        self.save_settings()

    def set_language(self, code: str | None) -> None:
        """Switch the page to language ``code`` (remembered)."""
        if code in LANGUAGES and code != self.lang:
            self.settings = self.settings.replace(language=code)
            self.save_settings()

    def download(self, erased: bool = False) -> None:
        """Offer the saved data (or, with ``erased``, what the erase took away) as a file."""
        now = self.clock.now_ms()
        if not erased:
            self._effects.append(Download(*self.panel.export(now)))
        elif self.panel.erased:
            self._effects.append(Download(file_name(now), self.panel.erased))

    def _imported(self, content: str | None) -> None:
        if self.following:
            return
        if self.panel.take_in(content, self.clock.now_ms()):
            self.reload_all()
        self._render = True
        self._effects.append(Focus("#data-result"))

    def restart(self) -> None:
        """Load the page afresh after an error; the game in progress is kept as a backup."""
        if not self.following:
            storage.set_aside(self.store, self.ns, "session", self.clock.now_ms())
        self._effects.append(ReloadPage())

    def between_hands(self) -> bool:
        """No hand is in progress: a reload now interrupts nothing."""
        return self.session is None or self.session.phase in ("hand-over", "series-over")

    def load_update(self) -> None:
        """Load the new version, between hands only (a hand in progress waits for its end)."""
        if self.update_ready and self.between_hands():
            self._effects.append(ReloadPage())

    def install(self) -> None:
        """Show the browser's offer to install; it is good for one answer, so the button goes."""
        if self.installable:
            self.installable = False
            self._effects.append(PromptInstall())

    def reload_all(self) -> None:
        """Read everything again after the panel changed the store (the next save must not
        write the old values back)."""
        loaded = storage.load(self.store, self.ns, self.clock.now_ms())
        self.settings, self.stats, self.session = loaded.settings, loaded.stats, loaded.session
        self.problems = list(loaded.problems)
        self.kept = None
        restore_aids(self)
        self.generation += 1
        self.hold = 0
        self.refusal = ""
        if self.session is not None:
            self._drive()

    # -- saving and other tabs ------------------------------------------------------------

    def save_game(self, with_stats: bool) -> None:
        """Save the session (and the statistics, after a hand)."""
        if not self._may_write():
            return
        if self.shared_play is None:  # a shared hand never saves over the game in progress
            storage.save_session(self.store, self.ns, self.session)
            save_aids(self)
        if with_stats:
            storage.save_stats(self.store, self.ns, self.stats)
            save_kept(self)

    def may_write(self) -> bool:
        """Whether this tab may write now (it holds the lock, or takes it)."""
        return self._may_write()

    def save_settings(self) -> None:
        """Save the settings."""
        if self._may_write():
            storage.save_settings(self.store, self.ns, self.settings)

    def _may_write(self) -> bool:
        if self.following:
            return False
        if not self.lock.owns() and not self.lock.acquire():
            # Another tab took the game while this one slept: drop what was not saved and
            # show what the other tab saved.
            self.following = True
            self._reload_from_store()
            return False
        return True

    def take_over(self) -> None:
        """Play here, taking the game from the tab that plays it."""
        if not self.following:
            return
        self.lock.acquire(force=True)
        self.following = False
        self._reload_from_store()
        self._drive()

    def _heartbeat(self) -> None:
        if self.following:
            self._freed_lock()
        elif not self.lock.renew():
            self._lost_lock()

    def _lost_lock(self) -> None:
        self.following = True
        self.generation += 1
        self._render = True

    def _freed_lock(self) -> None:
        if self.following and self.lock.acquire():
            self.following = False
            self._reload_from_store()
            self._render = True
            self._drive()

    def _changed_elsewhere(self) -> None:
        if self.following:
            self._reload_from_store()
            self._render = True

    def _reload_from_store(self) -> None:
        """Read what the playing tab saved (without writing anything)."""
        # Half-written or bad data: keep showing what we have.
        if self.store.get(self.ns.key("session")) is None:
            self.session = None
        else:
            self.session = storage.read_session(self.store, self.ns) or self.session
        # The statistics too: a tab that takes over must not write stale ones back.
        self.stats = storage.read_stats(self.store, self.ns) or self.stats
        self.kept = None
        restore_aids(self, moving=False)
        settings = storage.read_settings(self.store, self.ns)
        if settings is not None:
            language = self.lang
            self.settings = settings
            if self.following:
                self.settings = self.settings.replace(language=language)
        self.generation += 1
        self.hold = 0
