"""Saving, and the other tabs: the state read from the store when the page starts and after
the saved-data panel changed it, the saves asked for (the controller writes them, only in
the tab that holds the lock), a tab that follows another one and takes the game over, the
saved-data file's download and import.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from typing import TYPE_CHECKING

from briscola.app.effects import Download, Drive, Focus, KeepStorage, ReloadPage
from briscola.app.handlers.keeping import restore_aids
from briscola.app.handlers.sharing import open_link, play_shared, set_aside
from briscola.app.handlers.solving import reopen
from briscola.app.saved import storage
from briscola.app.saved.panel import file_name
from briscola.app.state import Overlay, Saved
from briscola.app.steps import (
    Change,
    Redraw,
    RenewLock,
    RestoreBackup,
    RetireOld,
    Save,
    SetAside,
    Steps,
    TakeIn,
    TakeLock,
    Then,
)
from briscola.i18n import preferred

if TYPE_CHECKING:
    from briscola.app.state import PageState
    from briscola.app.statistics.counts import Stats
    from briscola.setup.settings import Settings


def boot(
    old_keys: Iterable[str],
    link: str | None,
    state: PageState,
    languages: Iterable[str] = (),
    fragment: str = "",
) -> Steps:
    """The page starts: read the saved data (retiring another version's keys), take the tab
    lock if free, take back the hand's aids, then open the shared deal of ``link`` (or the
    puzzle the address's ``fragment`` names). With no settings saved (a first visit), the
    page speaks the first of the browser's ``languages`` it knows (Italian if none): the
    settings remember it once saved."""
    store, ns = state.ports.store, state.ports.ns
    loaded = storage.load(store, ns, state.ports.clock.now_ms())
    settings = loaded.settings
    if store.get(ns.key("settings")) is None:
        settings = settings.replace(language=preferred(languages))
    return [
        Change(
            saved=state.saved._replace(settings=settings, stats=loaded.stats),
            play=state.play._replace(session=loaded.session),
            alerts=state.alerts._replace(problems=tuple(loaded.problems)),
        ),
        RetireOld(tuple(old_keys), _old_retired),
        TakeLock(otherwise=_follow),
        Then(restore_aids),
        Then(partial(open_link, link)),
        Then(partial(reopen, fragment)),
    ]


def _old_retired(state: PageState) -> Steps:
    return [Change(alerts=state.alerts._replace(problems=(*state.alerts.problems, "old")))]


def _follow(state: PageState) -> Steps:
    return [Change(play=state.play._replace(following=True))]


def save_game(with_stats: bool, state: PageState) -> Steps:
    """Save the session (and the statistics, the last hands and the rating, after a hand)."""
    return [Save(("game", "stats", "kept") if with_stats else ("game",))]


def save_settings(state: PageState) -> Steps:
    """Save the settings."""
    return [Save(("settings",))]


def reload_all(state: PageState) -> Steps:
    """Read everything again after the panel changed the store (the next save must not
    write the old values back)."""
    loaded = storage.load(state.ports.store, state.ports.ns, state.ports.clock.now_ms())
    return [
        Change(
            saved=_fresh(state, loaded.settings, loaded.stats),
            play=state.play._replace(session=loaded.session),
            alerts=state.alerts._replace(problems=tuple(loaded.problems)),
        ),
        Then(restore_aids),
        Then(_reloaded),
    ]


def _fresh(state: PageState, settings: Settings, stats: Stats) -> Saved:
    """The saved data read afresh (the last hands and the rating read again when needed);
    what the browser said of keeping the storage stays."""
    saved = state.saved
    return Saved(settings, stats, persisted=saved.persisted, persist_asked=saved.persist_asked)


def keep_storage(state: PageState) -> Steps:
    """A hand was finished: ask the browser to keep the site's storage, once a page, where it
    says it does not yet (not where it cannot say, nor in a tab that follows another, nor
    after the lesson, which is saved nowhere)."""
    saved = state.saved
    if saved.persisted is not False or saved.persist_asked or state.play.following:
        return []
    if state.in_lesson():
        return []
    return [Change(saved=saved._replace(persist_asked=True)), KeepStorage(ask=True)]


def storage_kept(kept: bool | None, state: PageState) -> Steps:
    """What the browser said of keeping the storage (the saved-data panel says it)."""
    change = Change(saved=state.saved._replace(persisted=kept))
    return [change, Redraw()] if state.shows(Overlay.DATA) else [change]


def _reloaded(state: PageState) -> Steps:
    play = state.play._replace(generation=state.play.generation + 1, hold=0, refusal="")
    steps: Steps = [Change(play=play)]
    return [*steps, Drive()] if state.play.session is not None else steps


def reload_from_store(state: PageState) -> Steps:
    """Read what the playing tab saved (without writing anything)."""
    store, ns = state.ports.store, state.ports.ns
    # Half-written or bad data: keep showing what we have.
    if store.get(ns.key("session")) is None:
        session = None
    else:
        session = storage.read_session(store, ns) or state.play.session
    # The statistics too: a tab that takes over must not write stale ones back.
    stats = storage.read_stats(store, ns) or state.saved.stats
    settings = storage.read_settings(store, ns)
    if settings is None:
        settings = state.saved.settings
    elif state.play.following:
        settings = settings.replace(language=state.lang)
    play = state.play._replace(session=session, generation=state.play.generation + 1, hold=0)
    return [
        Change(saved=_fresh(state, settings, stats), play=play),
        Then(partial(restore_aids, moving=False)),
    ]


def take_over(state: PageState) -> Steps:
    """Play here, taking the game from the tab that plays it; in a tab opened with a shared
    deal, play that deal here (the other tab's game stays saved, and that tab follows). In
    a tab that plays, a shared deal that still waits is played now (the game stays saved)."""
    aside = state.aids.shared_aside
    if not state.play.following:
        if aside is None or state.aids.shared_play is not None:
            return []
        # the other tabs learn the saved game is not in play
        return [TakeLock(shared=True), *play_shared(*aside, state)]
    steps: Steps = [
        TakeLock(force=True, shared=aside is not None),
        Change(play=state.play._replace(following=False)),
        Then(reload_from_store),
    ]
    if aside is not None:
        return [*steps, Then(partial(play_shared, *aside))]
    return [*steps, Drive()]


def start_here(state: PageState) -> Steps:
    """A tab that follows another one with no game in progress starts a game: it takes the
    table, and the other tab follows (a shared deal waiting here stays offered)."""
    if not state.idle_elsewhere():
        return []
    return [TakeLock(force=True), Change(play=state.play._replace(following=False))]


def heartbeat(state: PageState) -> Steps:
    """Renew this tab's lock, or, in a tab that follows, look whether the lock is free."""
    if state.play.following:
        return freed_lock(state)
    return [RenewLock(lost_lock)]


def lost_lock(state: PageState) -> Steps:
    """Another tab took the game: follow it (a shared hand played here waits, offered)."""
    if state.aids.shared_play is not None:
        steps = set_aside(state)
        follow = Change(play=state.play._replace(following=True))
        return [*steps, follow, Then(reload_from_store), Redraw()]
    play = state.play._replace(following=True, generation=state.play.generation + 1)
    if state.in_lesson():  # the lesson ends: this tab shows what the other one plays
        aids = state.aids._replace(lesson=None)
        return [Change(play=play, aids=aids), Then(reload_from_store), Redraw()]
    return [Change(play=play), Redraw()]


def freed_lock(state: PageState) -> Steps:
    """The tab that played went away: play here, if the lock can be had (the shared deal
    this tab was opened with, if one waits; else the saved game)."""
    if not state.play.following:
        return []
    return [TakeLock(shared=state.aids.shared_aside is not None, then=_play_here)]


def _play_here(state: PageState) -> Steps:
    """This tab took the lock: it plays (the shared deal waiting here, or the saved game)."""
    aside = state.aids.shared_aside
    steps: Steps = [
        Change(play=state.play._replace(following=False)),
        Then(reload_from_store),
        Redraw(),
    ]
    if aside is not None:
        return [*steps, Then(partial(play_shared, *aside))]
    return [*steps, Drive()]


def changed_elsewhere(state: PageState) -> Steps:
    """Another tab saved: a tab that follows it shows what it saved."""
    return [Then(reload_from_store), Redraw()] if state.play.following else []


def imported(content: str | None, state: PageState) -> Steps:
    """The saved-data file chosen in the panel: take it in (None: it could not be read)."""
    if state.play.following:
        return []
    return [TakeIn(content, reload_all), Redraw(), Focus("#data-result")]


def download(state: PageState, _: str | None = None) -> Steps:
    """Offer the saved data as a file."""
    return [Download(*state.ports.panel.export(state.ports.clock.now_ms()))]


def download_erased(state: PageState, _: str | None = None) -> Steps:
    """Offer what the erase took away as a file."""
    erased = state.ports.panel.erased
    return [Download(file_name(state.ports.clock.now_ms()), erased)] if erased else []


def restore(state: PageState, arg: str | None) -> Steps:
    """Put the backup ``arg`` (``kind:slot``) back in use."""
    return [] if state.play.following else [RestoreBackup(arg, reload_all)]


def restart(state: PageState, _: str | None = None) -> Steps:
    """Load the page afresh after an error; the game in progress is kept as a backup."""
    return [ReloadPage()] if state.play.following else [SetAside("session"), ReloadPage()]
