"""The writes the handlers ask for, carried out for the controller: saves (only in the tab
that holds the lock), the tab lock taken and renewed, the saved data erased, imported,
restored, set aside or retired, and the statistics started afresh.

Each returns the steps that follow from it, which the controller carries out in turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from briscola.app.handlers.keeping import aids_now
from briscola.app.handlers.saving import reload_from_store
from briscola.app.handlers.sharing import set_aside
from briscola.app.saved import data_file, storage
from briscola.app.steps import (
    Change,
    Erase,
    RenewLock,
    ResetStats,
    RestoreBackup,
    RetireOld,
    Save,
    SetAside,
    Steps,
    TakeIn,
    TakeLock,
    Then,
    Work,
    Write,
)
from briscola.engine.errors import InvalidStateError

if TYPE_CHECKING:
    from briscola.app.state import PageState


def carry_out(write: Write, state: PageState) -> Steps:
    """Carry ``write`` out on the store and the tab lock; the steps that follow from it."""
    ports = state.ports
    now = ports.clock.now_ms()
    match write:
        case Save(parts):
            return _save(parts, state)
        case TakeLock(shared, force, then, otherwise):
            return _next(
                then if ports.lock.acquire(shared=shared, force=force) else otherwise, state
            )
        case RenewLock(otherwise):
            return [] if ports.lock.renew() else otherwise(state)
        case SetAside(kind):
            storage.set_aside(ports.store, ports.ns, kind, now)
        case RetireOld(keys, then):
            return then(state) if storage.retire_old(ports.store, keys) else []
        case Erase(then):
            return then(state) if ports.panel.erase(now) else []
        case TakeIn(content, then):
            return then(state) if ports.panel.take_in(content, now) else []
        case RestoreBackup(arg, then):
            return then(state) if ports.panel.restore(arg, now) else []
        case ResetStats(then, otherwise):
            return _reset_stats(then, otherwise, state)
    return []


def _next(work: Work | None, state: PageState) -> Steps:
    return [] if work is None else work(state)


def _may_write(state: PageState) -> tuple[bool, Steps]:
    """Whether this tab may write now (it holds the lock, or takes it); if another tab took
    the game meanwhile, the steps that make this one follow it."""
    if state.play.following:
        return False, []
    lock = state.ports.lock
    if not lock.owns() and not lock.acquire(shared=state.aids.shared_play is not None):
        # Another tab took the game while this one slept: drop what was not saved and show
        # what the other tab saved (a shared hand waits, offered again).
        follow = Change(play=state.play._replace(following=True))
        return False, [*set_aside(state), follow, Then(reload_from_store)]
    return True, []


def _save(parts: tuple[str, ...], state: PageState) -> Steps:
    may, steps = _may_write(state)
    if not may:
        return steps
    store, ns, saved = state.ports.store, state.ports.ns, state.saved
    in_memory = state.in_memory()  # never saved over the game in progress
    if "game" in parts and not in_memory:
        storage.save_session(store, ns, state.play.session)
    if ("game" in parts or "aids" in parts) and not in_memory:
        aids = aids_now(state)
        storage.save_value(store, ns, "aids", None if aids is None else aids.to_json())
    if "stats" in parts:
        storage.save_stats(store, ns, saved.stats)
    if "kept" in parts and saved.kept is not None:
        storage.save_value(store, ns, "hands", saved.kept.to_json())
    if "kept" in parts and saved.ratings is not None and saved.ratings.tables:
        storage.save_value(store, ns, "rating", saved.ratings.to_json())
    if "settings" in parts:
        storage.save_settings(store, ns, saved.settings)
    return []


def _reset_stats(then: Work, otherwise: Work, state: PageState) -> Steps:
    may, steps = _may_write(state)
    if not may:
        return steps
    ports = state.ports
    try:
        data_file.reset_stats(ports.store, ports.ns.site, ports.clock.now_ms())
    except InvalidStateError:
        return otherwise(state)
    return then(state)
