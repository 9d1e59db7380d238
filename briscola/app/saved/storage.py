"""Saving and loading the page's data in a key-value store (the browser's localStorage).

Every value lives under a key of the site's namespace (:class:`Namespace`), so two copies of
the game served from one origin (``/`` and ``/fork/``, say) never share a save. Data that
cannot be read (corrupt, edited by hand, too large or too deep, or from an unknown version)
is never trusted and never lost: it is moved to a backup slot with the time and the reason,
a problem is reported for the page to explain in one sentence, and the game starts fresh.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from typing import Any, Final, Protocol, TypeVar

from briscola.app.aids.hand_aids import HandAids
from briscola.app.game.session import Session
from briscola.app.saved.paint import MAX_CHARS as PAINT_MAX_CHARS
from briscola.app.statistics.counts import Stats
from briscola.app.statistics.kept_hands import LATEST_MS, KeptHands
from briscola.app.statistics.rating import Ratings
from briscola.engine.errors import BriscolaError, InvalidStateError
from briscola.engine.jsonio import loads_bounded, shorten
from briscola.engine.tuples import NamedTuple
from briscola.engine.values import value
from briscola.setup.settings import Settings

PREFIX: Final = "briscola"
VERSION_TAG: Final = "v1"
KINDS: Final = (
    "settings",
    "stats",
    "session",
    "lock",
    "paint",
    "aids",
    "hands",
    "rating",
    "identity",
    "network",
)
"""What the page keeps, one key each."""
SAVED_KINDS: Final = ("settings", "stats", "session", "aids", "hands", "rating")
"""The kinds that hold the player's data (the lock only says which tab plays)."""
LOCAL_KINDS: Final = ("identity", "network")
"""Kinds that hold this device's secrets for the network table (its key pair; the table in
play, with its card keys): never exported nor imported, erased with the rest."""
DERIVED_KINDS: Final = ("paint",)
"""Kinds the page derives from the others (the last screen's HTML, painted before Python
runs, see :mod:`briscola.app.saved.paint`): never exported nor imported, erased with the rest."""
BACKUPS_KEPT: Final = 5
"""Backups kept per kind; a new one drops the oldest beyond this."""
MAX_CHARS: Final = {
    "settings": 10_000,
    "stats": 200_000,
    "session": 200_000,
    "lock": 1_000,
    "paint": PAINT_MAX_CHARS,
    "aids": 1_000,
    "hands": 200_000,
    "rating": 50_000,
    "identity": 2_000,
    "network": 2_000_000,
}
"""Longest text read per kind (a session is a few kilobytes); anything longer is refused."""
LEGACY: Final = {kind: f"{PREFIX}:{VERSION_TAG}:{kind}" for kind in KINDS}
"""The keys of the version before the namespaces (``briscola:v1:session``)."""
BACKUP_SUFFIX: Final = ":backup"
"""The one backup key per value of the version before the namespaces, and of retired keys."""

_SLOT: Final = re.compile(r"([a-z]+)(?::backup:([1-9][0-9]{0,8}))?")

T = TypeVar("T")


def site_of(pathname: str) -> str:
    """The site a page belongs to: its path up to and including the last ``/``.

    >>> site_of("/"), site_of("/index.html"), site_of("/repo/"), site_of("/repo/index.html")
    ('/', '/', '/repo/', '/repo/')
    >>> site_of(""), site_of("index.html")
    ('/', '/')
    """
    cut = pathname.rfind("/")
    return pathname[: cut + 1] if pathname.startswith("/") else "/"


@value
class Namespace:
    """The keys of one site: ``briscola:<site>:v1:<kind>`` and its backup slots.

    >>> ns = Namespace("/repo/")
    >>> ns.key("session"), ns.backup_key("stats", 3)
    ('briscola:/repo/:v1:session', 'briscola:/repo/:v1:stats:backup:3')
    >>> ns.parse("briscola:/repo/:v1:stats:backup:3"), ns.parse("briscola:/:v1:stats")
    (('stats', 3), None)
    """

    site: str

    @property
    def prefix(self) -> str:
        """What every key of this site starts with."""
        return f"{PREFIX}:{self.site}:{VERSION_TAG}:"

    def key(self, kind: str) -> str:
        """The key of ``kind`` (one of :data:`KINDS`)."""
        if kind not in KINDS:
            raise ValueError(f"no kind {kind!r}")
        return self.prefix + kind

    def backup_key(self, kind: str, slot: int) -> str:
        """The key of backup ``slot`` (1, 2, …; higher is newer) of ``kind``."""
        return f"{self.key(kind)}:backup:{slot}"

    def parse(self, key: str) -> tuple[str, int | None] | None:
        """``(kind, slot)`` of a key of this site (slot None for the value itself), or None."""
        if not key.startswith(self.prefix):
            return None
        return parse_tail(key[len(self.prefix) :])


def parse_tail(tail: str) -> tuple[str, int | None] | None:
    """``(kind, slot)`` from the part of a key after ``:v1:`` (``stats:backup:2``), or None."""
    found = _SLOT.fullmatch(tail)
    if found is None or found[1] not in KINDS:
        return None
    return found[1], int(found[2]) if found[2] else None


def parse_any(key: str) -> tuple[str, int | None] | None:
    """``(kind, slot)`` of a key of any site, or of the version before the namespaces.

    >>> parse_any("briscola:/other/:v1:session"), parse_any("briscola:v1:stats")
    (('session', None), ('stats', None))
    >>> parse_any("briscola:v1:stats:backup"), parse_any("briscola:v0:stats")
    (('stats', 0), None)
    """
    legacy = f"{PREFIX}:{VERSION_TAG}:"
    if key.startswith(legacy):
        tail = key[len(legacy) :]
        if tail.endswith(BACKUP_SUFFIX) and tail[: -len(BACKUP_SUFFIX)] in KINDS:
            return tail[: -len(BACKUP_SUFFIX)], 0  # the single backup of that version
        return parse_tail(tail)
    if not key.startswith(f"{PREFIX}:/"):
        return None
    site, found, tail = key[len(PREFIX) + 1 :].rpartition(f":{VERSION_TAG}:")
    return parse_tail(tail) if found and site.startswith("/") else None


class KeyValueStore(Protocol):
    """The part of ``localStorage`` this module needs."""

    def get(self, key: str) -> str | None:
        """The text under ``key``, or None."""
        ...

    def set(self, key: str, value: str) -> None:
        """Store ``value`` under ``key``."""
        ...

    def remove(self, key: str) -> None:
        """Delete ``key`` (no error if absent)."""
        ...

    def keys(self) -> list[str]:
        """Every key in the store."""
        ...


class MemoryStore:
    """A dict-backed store for tests and for pages where ``localStorage`` is unavailable."""

    def __init__(self, data: dict[str, str] | None = None) -> None:
        self.data: dict[str, str] = dict(data or {})

    def get(self, key: str) -> str | None:
        """The text under ``key``, or None."""
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        """Store ``value`` under ``key``."""
        self.data[key] = value

    def remove(self, key: str) -> None:
        """Delete ``key``."""
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        """Every key in the store."""
        return list(self.data)


# -- backups ------------------------------------------------------------------------------


class Backup(NamedTuple):
    """One backup slot: its kind and number, when it was made (ms since the epoch), why
    (a short code, see :func:`back_up`), the reason in English, and the saved text."""

    kind: str
    slot: int
    saved: int
    reason: str
    detail: str
    text: str

    @property
    def size(self) -> int:
        """Characters of the saved text."""
        return len(self.text)


def back_up(
    store: KeyValueStore,
    ns: Namespace,
    kind: str,
    text: str,
    reason: str,
    now: float,
    detail: str = "",
) -> int | None:
    """Keep ``text`` in a new backup slot of ``kind``; the slot, or None if the store refused.

    ``reason`` is a short code: ``unreadable`` (refused when loading), ``partly-read`` (some
    entries were dropped), ``replaced`` (by an import or a restore), ``set-aside`` (the page
    started afresh), ``reset`` (the statistics started from zero), ``earlier-backup`` (the
    backup of the version before the namespaces).
    The slot holds ``{"saved": ms, "reason": code, "detail": text, "text": original}``; only
    the newest :data:`BACKUPS_KEPT` slots of a kind are kept.
    """
    slots = sorted(slot for _, slot in _backup_keys(store, ns, kind))
    if slots:
        newest = read_backup(kind, slots[-1], store.get(ns.backup_key(kind, slots[-1])))
        if newest is not None and newest.text == text:
            return slots[-1]  # already kept: a value refused at every load takes one slot
    slot = (slots[-1] if slots else 0) + 1
    envelope = json.dumps(
        {"saved": int(now), "reason": reason, "detail": shorten(detail, 200), "text": text},
        separators=(",", ":"),
    )
    key = ns.backup_key(kind, slot)
    store.set(key, envelope)
    if store.get(key) != envelope:  # a full storage: say so rather than lose the original
        return None
    for old in slots[: max(0, len(slots) + 1 - BACKUPS_KEPT)]:
        store.remove(ns.backup_key(kind, old))
    return slot


def backups(store: KeyValueStore, ns: Namespace) -> list[Backup]:
    """Every readable backup of the site, by kind then oldest first."""
    found: list[Backup] = []
    for kind in KINDS:
        for key, slot in sorted(_backup_keys(store, ns, kind), key=lambda pair: pair[1]):
            backup = read_backup(kind, slot, store.get(key))
            if backup is not None:
                found.append(backup)
    return found


def read_backup(kind: str, slot: int, text: str | None) -> Backup | None:
    """The backup an envelope holds, or None if it is not one."""
    if text is None:
        return None
    try:
        data = loads_bounded(text, "a backup", max_chars=2 * MAX_CHARS["session"] + 1_000)
    except InvalidStateError:
        return None
    if not isinstance(data, dict):
        return None
    saved, reason, detail, original = (data.get(k) for k in ("saved", "reason", "detail", "text"))
    if type(saved) is not int or not isinstance(reason, str) or not isinstance(original, str):
        return None
    if not 0 <= saved <= LATEST_MS:  # not a time the page wrote (nor one it could show)
        return None
    return Backup(kind, slot, saved, shorten(reason, 40), shorten(str(detail or ""), 200), original)


def _backup_keys(store: KeyValueStore, ns: Namespace, kind: str) -> list[tuple[str, int]]:
    pairs = []
    stored = store.keys()
    for key in stored:
        parsed = ns.parse(key)
        if parsed is not None and parsed[0] == kind and parsed[1] is not None:
            pairs.append((key, parsed[1]))
    return pairs


# -- reading ------------------------------------------------------------------------------


class Loaded(NamedTuple):
    """What was found in the store; ``problems`` names each kind whose data was set aside
    (wholly, or in part for the statistics), and ``details`` says why, in English."""

    settings: Settings
    stats: Stats
    session: Session | None
    problems: list[str]
    details: dict[str, str]


def load(store: KeyValueStore, ns: Namespace, now: float) -> Loaded:
    """Read settings, statistics and the game in progress; bad data is backed up and reset.

    Values of the version before the namespaces are first moved into this site's keys.

    >>> store, ns = MemoryStore({"briscola:/:v1:session": "{not json"}), Namespace("/")
    >>> loaded = load(store, ns, 1000.0)
    >>> loaded.session is None, loaded.problems, backups(store, ns)[0][:4]
    (True, ['session'], ('session', 1, 1000, 'unreadable'))
    """
    migrate_legacy(store, ns, now)
    problems: list[str] = []
    details: dict[str, str] = {}
    settings = _read(store, ns, "settings", Settings.from_json, now, problems, details)
    stats_read = _read(store, ns, "stats", Stats.read, now, problems, details)
    stats = Stats()
    if stats_read is not None:
        stats, dropped = stats_read
        if dropped:
            text = store.get(ns.key("stats")) or ""
            detail = "; ".join(dropped)
            if back_up(store, ns, "stats", text, "partly-read", now, detail) is not None:
                save_stats(store, ns, stats)  # the next load finds them clean
            problems.append("stats")
            details["stats"] = shorten(detail, 200)
    session = _read(store, ns, "session", Session.from_json, now, problems, details)
    lock_text = store.get(ns.key("lock"))
    if lock_text is not None and _lock_unreadable(lock_text):
        _move_aside(store, ns, "lock", lock_text, "unreadable", now, "the lock is not readable")
    return Loaded(settings or Settings(), stats, session, problems, details)


def read_value(kind: str, text: str) -> Any:
    """The value ``text`` holds for ``kind``, checked by its loader; raises
    :class:`InvalidStateError` with a short reason if it cannot be used."""
    return _decode(kind, text, _PARSERS[kind])


def _decode(kind: str, text: str, parse: Callable[[Any], T]) -> T:
    try:
        return parse(loads_bounded(text, f"the saved {kind}", max_chars=MAX_CHARS[kind]))
    except InvalidStateError:
        raise
    except (ValueError, TypeError, KeyError, AttributeError, BriscolaError, RecursionError) as e:
        # The engine's own errors are ValueErrors; a hand-edited value can also produce
        # wrong types anywhere.
        raise InvalidStateError(f"the saved {kind}: {shorten(str(e), 150)}") from None


def _peek(store: KeyValueStore, ns: Namespace, kind: str) -> Any:
    """The saved value of ``kind``, or None if there is none or it cannot be read (nothing
    is moved)."""
    text = store.get(ns.key(kind))
    try:
        return None if text is None else read_value(kind, text)
    except InvalidStateError:
        return None


def read_session(store: KeyValueStore, ns: Namespace) -> Session | None:
    """The saved game, or None if there is none or it cannot be read (nothing is moved)."""
    session: Session | None = _peek(store, ns, "session")
    return session


def read_stats(store: KeyValueStore, ns: Namespace) -> Stats | None:
    """The saved statistics, or None if there are none or they cannot be read."""
    stats: Stats | None = _peek(store, ns, "stats")
    return stats


def read_settings(store: KeyValueStore, ns: Namespace) -> Settings | None:
    """The saved settings, or None if there are none or they cannot be read."""
    settings: Settings | None = _peek(store, ns, "settings")
    return settings


def load_kind(store: KeyValueStore, ns: Namespace, kind: str, now: float) -> tuple[Any, str]:
    """The value of ``kind`` (None when there is none) and, when the saved one could not be
    used, why (it went to a backup slot and its key was removed, as :func:`load` does)."""
    problems: list[str] = []
    details: dict[str, str] = {}
    value = _read(store, ns, kind, _PARSERS[kind], now, problems, details)
    return value, details.get(kind, "")


def save_value(store: KeyValueStore, ns: Namespace, kind: str, data: Any) -> None:
    """Remember the JSON ``data`` of ``kind`` (or forget it, with None)."""
    if data is None:
        store.remove(ns.key(kind))
    else:
        store.set(ns.key(kind), json.dumps(data, separators=(",", ":")))


def _lock_unreadable(text: str) -> bool:
    from briscola.app.saved.tablock import TabLock

    return TabLock.from_text(text) is None


def _read(
    store: KeyValueStore,
    ns: Namespace,
    kind: str,
    parse: Callable[[Any], T],
    now: float,
    problems: list[str],
    details: dict[str, str],
) -> T | None:
    text = store.get(ns.key(kind))
    if text is None:
        return None
    try:
        return _decode(kind, text, parse)
    except InvalidStateError as error:
        _move_aside(store, ns, kind, text, "unreadable", now, str(error))
        problems.append(kind)
        details[kind] = shorten(str(error), 200)
        return None


def _move_aside(
    store: KeyValueStore,
    ns: Namespace,
    kind: str,
    text: str,
    reason: str,
    now: float,
    detail: str = "",
) -> None:
    if back_up(store, ns, kind, text, reason, now, detail) is not None:
        store.remove(ns.key(kind))
    # Otherwise the store is full: the value stays where it is (refused again at each load)
    # rather than being lost.


def set_aside(store: KeyValueStore, ns: Namespace, kind: str, now: float) -> None:
    """Move the saved ``kind`` to a new backup slot (the page starts afresh without it).

    >>> store, ns = MemoryStore({"briscola:/:v1:session": "{}"}), Namespace("/")
    >>> set_aside(store, ns, "session", 5.0); list(store.data)
    ['briscola:/:v1:session:backup:1']
    """
    text = store.get(ns.key(kind))
    if text is not None:
        _move_aside(store, ns, kind, text, "set-aside", now)


# -- writing ------------------------------------------------------------------------------


def save_settings(store: KeyValueStore, ns: Namespace, settings: Settings) -> None:
    """Remember the start-screen choices."""
    store.set(ns.key("settings"), json.dumps(settings.to_json()))


def save_stats(store: KeyValueStore, ns: Namespace, stats: Stats) -> None:
    """Remember the statistics."""
    store.set(ns.key("stats"), json.dumps(stats.to_json()))


def save_session(store: KeyValueStore, ns: Namespace, session: Session | None) -> None:
    """Remember the game in progress (or forget it, with None)."""
    if session is None:
        store.remove(ns.key("session"))
    else:
        store.set(ns.key("session"), json.dumps(session.to_json(), separators=(",", ":")))


# -- other versions -----------------------------------------------------------------------


def migrate_legacy(store: KeyValueStore, ns: Namespace, now: float) -> list[str]:
    """Move the values of the version before the namespaces into this site's keys.

    Those keys (``briscola:v1:<kind>``) were shared by every copy of the game on the origin:
    the first copy opened after the update takes them. A kind this site already has keeps
    its value, and the legacy one goes to a backup slot. The single legacy backup
    (``briscola:v1:<kind>:backup``) becomes a backup slot too. Returns the kinds moved.

    >>> store = MemoryStore({"briscola:v1:settings": "{}"})
    >>> migrate_legacy(store, Namespace("/"), 0.0), store.data
    (['settings'], {'briscola:/:v1:settings': '{}'})
    """
    moved: list[str] = []
    for kind in KINDS:
        legacy_backup = store.get(LEGACY[kind] + BACKUP_SUFFIX)
        if legacy_backup is not None and (
            back_up(store, ns, kind, legacy_backup, "earlier-backup", now) is not None
        ):
            store.remove(LEGACY[kind] + BACKUP_SUFFIX)
        text = store.get(LEGACY[kind])
        if text is None:
            continue
        if store.get(ns.key(kind)) is None:
            store.set(ns.key(kind), text)
            if store.get(ns.key(kind)) == text:
                store.remove(LEGACY[kind])
                moved.append(kind)
        elif back_up(store, ns, kind, text, "earlier-backup", now) is not None:
            store.remove(LEGACY[kind])
    return moved


def old_keys(keys: Iterable[str]) -> list[str]:
    """Keys of this page's data written by another version (``briscola:v0:session``, …).

    Keys of a site's namespace (``briscola:/…``) and those of the version before the
    namespaces (``briscola:v1:…``, migrated by :func:`migrate_legacy`) are not among them.

    >>> old_keys(["briscola:v1:session", "briscola:v0:session", "briscola:session",
    ...           "briscola:/:v1:session", "briscola:/x/:v1:stats", "other"])
    ['briscola:session', 'briscola:v0:session']
    """
    legacy = f"{PREFIX}:{VERSION_TAG}:"
    return sorted(
        key
        for key in keys
        if key.startswith(PREFIX + ":")
        and not key.startswith(legacy)
        and not key.startswith(f"{PREFIX}:/")
        and not key.endswith(BACKUP_SUFFIX)
    )


def retire_old(store: KeyValueStore, keys: Iterable[str]) -> list[str]:
    """Move data of other versions under backup keys; returns the keys moved.

    >>> store = MemoryStore({"briscola:v0:session": "{}"})
    >>> retire_old(store, list(store.data)), store.data
    (['briscola:v0:session'], {'briscola:v0:session:backup': '{}'})
    """
    moved = old_keys(keys)
    for key in moved:
        text = store.get(key)
        if text is not None:
            store.set(key + BACKUP_SUFFIX, text)
        store.remove(key)
    return moved


def _parse_identity(data: Any) -> Any:
    from briscola.network import Identity  # the network table's code loads with its table

    return Identity.from_json(data)


def _parse_network(data: Any) -> Any:
    """A saved network table's outer shape (the table itself is read when resumed)."""
    if not isinstance(data, dict) or data.get("format") != "briscola-network-table":
        raise InvalidStateError("not a saved network table")
    return data


def _parse_lock(data: Any) -> Any:
    from briscola.app.saved.tablock import TabLock

    lock = TabLock.from_data(data)
    if lock is None:
        raise InvalidStateError("the lock is not readable")
    return lock


_PARSERS: Final[dict[str, Callable[[Any], Any]]] = {
    "settings": Settings.from_json,
    "stats": Stats.from_json,
    "session": Session.from_json,
    "lock": _parse_lock,
    "aids": HandAids.from_json,
    "hands": KeptHands.from_json,
    "rating": Ratings.from_json,
    "identity": _parse_identity,
    "network": _parse_network,
}
