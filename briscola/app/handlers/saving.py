"""Saving, and the other tabs: the state read from the store when the page starts and after
the saved-data panel changed it, the saves (only by the tab that holds the lock), a tab that
follows another one and takes the game over, the saved-data file's download and import.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from typing import TYPE_CHECKING

from briscola.app.effects import Download, Drive, Focus, ReloadPage
from briscola.app.handlers.keeping import restore_aids, save_aids, save_kept
from briscola.app.handlers.sharing import open_link, play_shared, set_aside
from briscola.app.saved import storage
from briscola.app.saved.panel import file_name
from briscola.app.steps import Change, Redraw, Steps, Then

if TYPE_CHECKING:
    from briscola.app.state import PageState


def boot(old_keys: Iterable[str], link: str | None, state: PageState) -> Steps:
    """The page starts: read the saved data (retiring another version's keys), take the tab
    lock if free, take back the hand's aids, then open the shared deal of ``link``."""
    loaded = storage.load(state.store, state.ns, state.clock.now_ms())
    problems = loaded.problems
    if storage.retire_old(state.store, old_keys):
        problems = [*problems, "old"]
    return [
        Change(
            settings=loaded.settings,
            stats=loaded.stats,
            session=loaded.session,
            problems=tuple(problems),
            following=not state.lock.acquire(),
        ),
        Then(restore_aids),
        Then(partial(open_link, link)),
    ]


def may_write(state: PageState) -> tuple[bool, Steps]:
    """Whether this tab may write now (it holds the lock, or takes it); if another tab took
    the game meanwhile, the steps that make this one follow it."""
    if state.following:
        return False, []
    lock = state.lock
    if not lock.owns() and not lock.acquire(shared=state.shared_play is not None):
        # Another tab took the game while this one slept: drop what was not saved and show
        # what the other tab saved (a shared hand waits, offered again).
        return False, [*set_aside(state), Change(following=True), Then(reload_from_store)]
    return True, []


def save_game(with_stats: bool, state: PageState) -> Steps:
    """Save the session (and the statistics, after a hand)."""
    may, steps = may_write(state)
    if not may:
        return steps
    if state.shared_play is None:  # a shared hand never saves over the game in progress
        storage.save_session(state.store, state.ns, state.session)
        save_aids(state)
    if with_stats:
        storage.save_stats(state.store, state.ns, state.stats)
        save_kept(state)
    return []


def save_settings(state: PageState) -> Steps:
    """Save the settings."""
    may, steps = may_write(state)
    if may:
        storage.save_settings(state.store, state.ns, state.settings)
    return steps


def reload_all(state: PageState) -> Steps:
    """Read everything again after the panel changed the store (the next save must not
    write the old values back)."""
    loaded = storage.load(state.store, state.ns, state.clock.now_ms())
    return [
        Change(
            settings=loaded.settings,
            stats=loaded.stats,
            session=loaded.session,
            problems=tuple(loaded.problems),
            kept=None,
            ratings=None,
        ),
        Then(restore_aids),
        Then(_reloaded),
    ]


def _reloaded(state: PageState) -> Steps:
    steps: Steps = [Change(generation=state.generation + 1, hold=0, refusal="")]
    return [*steps, Drive()] if state.session is not None else steps


def reload_from_store(state: PageState) -> Steps:
    """Read what the playing tab saved (without writing anything)."""
    store, ns = state.store, state.ns
    # Half-written or bad data: keep showing what we have.
    if store.get(ns.key("session")) is None:
        session = None
    else:
        session = storage.read_session(store, ns) or state.session
    # The statistics too: a tab that takes over must not write stale ones back.
    stats = storage.read_stats(store, ns) or state.stats
    steps: Steps = [
        Change(session=session, stats=stats, kept=None, ratings=None),
        Then(partial(restore_aids, moving=False)),
    ]
    settings = storage.read_settings(store, ns)
    if settings is not None:
        if state.following:
            settings = settings.replace(language=state.lang)
        steps.append(Change(settings=settings))
    steps.append(Change(generation=state.generation + 1, hold=0))
    return steps


def take_over(state: PageState) -> Steps:
    """Play here, taking the game from the tab that plays it; in a tab opened with a shared
    deal, play that deal here (the other tab's game stays saved, and that tab follows). In
    a tab that plays, a shared deal that still waits is played now (the game stays saved)."""
    aside = state.shared_aside
    if not state.following:
        if aside is None or state.shared_play is not None:
            return []
        state.lock.acquire(shared=True)  # the other tabs learn the saved game is not in play
        return play_shared(*aside, state)
    state.lock.acquire(force=True, shared=aside is not None)
    steps: Steps = [Change(following=False), Then(reload_from_store)]
    if aside is not None:
        return [*steps, Then(partial(play_shared, *aside))]
    return [*steps, Drive()]


def start_here(state: PageState) -> Steps:
    """A tab that follows another one with no game in progress starts a game: it takes the
    table, and the other tab follows (a shared deal waiting here stays offered)."""
    if not state.idle_elsewhere():
        return []
    state.lock.acquire(force=True)
    return [Change(following=False)]


def heartbeat(state: PageState) -> Steps:
    """Renew this tab's lock, or, in a tab that follows, look whether the lock is free."""
    if state.following:
        return freed_lock(state)
    if not state.lock.renew():
        return lost_lock(state)
    return []


def lost_lock(state: PageState) -> Steps:
    """Another tab took the game: follow it (a shared hand played here waits, offered)."""
    if state.shared_play is not None:
        steps = set_aside(state)
        return [*steps, Change(following=True), Then(reload_from_store), Redraw()]
    return [Change(following=True, generation=state.generation + 1), Redraw()]


def freed_lock(state: PageState) -> Steps:
    """The tab that played went away: play here, if the lock can be had (the shared deal
    this tab was opened with, if one waits; else the saved game)."""
    aside = state.shared_aside
    if state.following and state.lock.acquire(shared=aside is not None):
        steps: Steps = [Change(following=False), Then(reload_from_store), Redraw()]
        if aside is not None:
            return [*steps, Then(partial(play_shared, *aside))]
        return [*steps, Drive()]
    return []


def changed_elsewhere(state: PageState) -> Steps:
    """Another tab saved: a tab that follows it shows what it saved."""
    return [Then(reload_from_store), Redraw()] if state.following else []


def imported(content: str | None, state: PageState) -> Steps:
    """The saved-data file chosen in the panel: take it in (None: it could not be read)."""
    if state.following:
        return []
    steps = reload_all(state) if state.panel.take_in(content, state.clock.now_ms()) else []
    return [*steps, Redraw(), Focus("#data-result")]


def download(state: PageState, _: str | None = None) -> Steps:
    """Offer the saved data as a file."""
    return [Download(*state.panel.export(state.clock.now_ms()))]


def download_erased(state: PageState, _: str | None = None) -> Steps:
    """Offer what the erase took away as a file."""
    erased = state.panel.erased
    return [Download(file_name(state.clock.now_ms()), erased)] if erased else []


def restore(state: PageState, arg: str | None) -> Steps:
    """Put the backup ``arg`` (``kind:slot``) back in use."""
    if not state.following and state.panel.restore(arg, state.clock.now_ms()):
        return reload_all(state)
    return []


def restart(state: PageState, _: str | None = None) -> Steps:
    """Load the page afresh after an error; the game in progress is kept as a backup."""
    if not state.following:
        storage.set_aside(state.store, state.ns, "session", state.clock.now_ms())
    return [ReloadPage()]
