"""The page's controller: commands in, effects out, over one page state.

:meth:`Controller.handle` takes a command (:mod:`briscola.app.commands`), hands it to its
handler (a function over the :class:`~briscola.app.state.PageState` that returns steps,
:mod:`briscola.app.steps`), carries the steps out in order (it alone writes the state's
fields) and returns the effects (:mod:`briscola.app.effects`) the page's adapter carries
out: at most one :class:`Render` per command, with announcements, focus, the computer's
driver, downloads. The writes the steps ask for (saves, the tab lock, the saved-data
panel's changes) it carries out itself (:mod:`briscola.app.writer`), on the store and the
lock it is given; everything else that touches the browser is an effect.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Final

from briscola.app.aids.hinting import HintTurn
from briscola.app.aids.reviewing import ReviewTurn
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
    PuzzlesLoaded,
    RecordChosen,
    Resume,
    ReviewDone,
    ReviewProgress,
    StorageKept,
    StoreChanged,
    Thinking,
    UpdateReady,
)
from briscola.app.effects import Announce, Confirm, Drive, Effect, Focus, Render, WarmUp
from briscola.app.handlers.clicks import choose_setting, click
from briscola.app.handlers.confirm import confirmed
from briscola.app.handlers.keeping import kept_hands, ratings
from briscola.app.handlers.learning import hint_found, open_record, review_done, review_progress
from briscola.app.handlers.playing import (
    ComputerTurn,
    HoldTrick,
    computer_moved,
    hold_over,
    key,
    resume,
    thinking,
    waiting,
)
from briscola.app.handlers.saving import (
    boot,
    changed_elsewhere,
    freed_lock,
    heartbeat,
    imported,
    lost_lock,
    storage_kept,
)
from briscola.app.handlers.solving import puzzles_loaded
from briscola.app.screens.page import FOCUS, Page, present_page, screen_name
from briscola.app.state import PageState
from briscola.app.steps import KEEP, WRITES, Change, Redraw, Step, Steps, Then
from briscola.app.writer import carry_out

if TYPE_CHECKING:
    from briscola.app.ports import Clock, Lock
    from briscola.app.saved.storage import KeyValueStore, Namespace

_BEFORE: Final = (WarmUp, Announce, Confirm)
"""Effects carried out before the render (the rest come after it)."""


class Controller:
    """One page's game: its state, the commands it takes and the effects it gives."""

    def __init__(
        self,
        store: KeyValueStore,
        ns: Namespace,
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
        seed: int | None = None,
        languages: Iterable[str] = (),
        fragment: str = "",
    ) -> None:
        self.state = PageState(
            store,
            ns,
            lock,
            clock,
            seeds,
            full=full,
            page_url=page_url,
            ignored=tuple(ignored),
            rules_open=rules_open,
            seed=seed,
        )
        self._effects: list[Effect] = []
        self._redraw = False
        self._run(boot(tuple(old_keys), link, self.state, tuple(languages), fragment))

    def handle(self, command: Command) -> list[Effect]:
        """Apply ``command``; the effects to carry out, in order (at most one render)."""
        self._effects, self._redraw = [], False
        self._run(_dispatch(command, self.state))
        return self._finish()

    def render(self) -> list[Effect]:
        """The page as it stands, for the first paint."""
        self._effects, self._redraw = [], True
        return self._finish()

    def page(self) -> Page:
        """What the page shows now."""
        self._read_for(screen_name(self.state))
        return present_page(self.state)

    def waiting(self) -> HoldTrick | ComputerTurn | HintTurn | ReviewTurn | None:
        """What the driver waits for now (see :func:`briscola.app.handlers.playing.waiting`)."""
        return waiting(self.state)

    def _run(self, steps: Iterable[Step]) -> None:
        """Carry ``steps`` out in order: write the changes, collect the effects."""
        changed: set[str] = set()
        for step in steps:
            if isinstance(step, Change):
                names = {n for n, v in zip(Change._fields, step, strict=True) if v is not KEEP}
                if names & changed:
                    raise ValueError(f"one list of steps changes {sorted(names & changed)} twice")
                changed |= names
                self._write(step)
            elif isinstance(step, Then):
                self._run(step.work(self.state))
            elif isinstance(step, Redraw):
                self._redraw = True
            elif isinstance(step, WRITES):
                self._run(carry_out(step, self.state))
            elif not isinstance(step, Drive) or step not in self._effects:
                self._effects.append(step)

    def _write(self, change: Change) -> None:
        """The one place the state's records are written."""
        state = self.state
        for name, value in zip(Change._fields, change, strict=True):
            if value is not KEEP:
                setattr(state, name, value)

    def _read_for(self, screen: str) -> None:
        """Read from the store what ``screen`` shows and was not read yet: the last hands
        kept and the rating, on the statistics page."""
        if screen == "stats":
            self._run(kept_hands(self.state)[1])
            self._run(ratings(self.state)[1])

    def _finish(self) -> list[Effect]:
        state = self.state
        effects: list[Effect] = [e for e in self._effects if isinstance(e, _BEFORE)]
        if self._redraw:
            screen = screen_name(state)
            if state.alerts.record_refused is not None and screen != "stats":
                # news on the statistics page only
                self._write(Change(alerts=state.alerts._replace(record_refused=None)))
            self._read_for(screen)
            page = present_page(state)
            effects.append(Render(page))
            if page.screen != state.screen.shown:
                self._write(Change(screen=state.screen._replace(shown=page.screen)))
                effects.append(Focus(FOCUS[page.screen]))
        effects += [e for e in self._effects if not isinstance(e, _BEFORE)]
        self._effects = []
        return effects


def _dispatch(command: Command, state: PageState) -> Steps:
    """The steps of ``command``'s handler."""
    match command:
        case Click(act, arg):
            return click(act, arg, state)
        case Key(number):
            return key(number, state)
        case Choose(name, value):
            return choose_setting(name, value, state)
        case Confirmed(answer):
            return confirmed(answer, state)
        case Imported(content):
            return imported(content, state)
        case RecordChosen(content):
            return open_record(content, state)
        case PuzzlesLoaded(content, error):
            return puzzles_loaded(content, error, state)
    return _driver(command, state)


def _driver(command: Command, state: PageState) -> Steps:
    """The steps of what the page's driver reports: the computer, the hint, the review."""
    match command:
        case Resume():
            return resume(state)
        case HoldOver(token):
            return hold_over(token, state)
        case ComputerMoved(generation, seat, action):
            return computer_moved(generation, seat, action, state)
        case Thinking(generation, seat):
            return thinking(generation, seat, state)
        case HintFound(token, result):
            return hint_found(token, result, state)
        case ReviewProgress(token):
            return review_progress(token, state)
        case ReviewDone(token):
            return review_done(token, state)
    return _browser(command, state)


def _browser(command: Command, state: PageState) -> Steps:
    """The steps of the browser's news: other tabs, a new version, an install offer, what it
    keeps of the storage, an error."""
    match command:
        case UpdateReady():
            return [Change(alerts=state.alerts._replace(update_ready=True)), Redraw()]
        case InstallOffer(available):
            return [Change(alerts=state.alerts._replace(installable=available)), Redraw()]
        case StorageKept(kept):
            return storage_kept(kept, state)
        case Failed(message):
            return [Change(alerts=state.alerts._replace(crashed=message[:200])), Redraw()]
        case Heartbeat():
            return heartbeat(state)
        case LockLost():
            return lost_lock(state)
        case LockFreed():
            return freed_lock(state)
        case StoreChanged():
            return changed_elsewhere(state)
    return []
