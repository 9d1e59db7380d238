"""Everything the page saved, under the player's control: export it as one file, import such
a file, list and restore backups, erase.

The file (``briscola-saved-data``, version 1) is one JSON object::

    {"format": "briscola-saved-data", "version": 1, "site": "/repo/",
     "exported": <ms since the epoch>, "keys": {"<key>": "<text stored under it>", ...}}

holding every key of the site's namespace, backups included, with the stored text as it was
(the page's boot watchdog writes the same file from raw ``localStorage``), but the saved
render, which the page derives from the rest (:data:`~briscola.app.saved.storage.DERIVED_KINDS`),
and the tab lock (:data:`LEFT_OUT`).
Nothing is lost on the way: an import or a restore first backs up the value it replaces, and
a value that does not pass its loader is refused with a reason and changes nothing; a reset
of the statistics backs them up first.
"""

from __future__ import annotations

import json
from typing import Any, Final

from briscola.app.saved.storage import (
    DERIVED_KINDS,
    LOCAL_KINDS,
    SAVED_KINDS,
    KeyValueStore,
    Namespace,
    back_up,
    parse_any,
    read_backup,
    read_value,
)
from briscola.app.saved.storage import backups as stored_backups
from briscola.engine.errors import InvalidStateError
from briscola.engine.jsonio import check_header, loads_bounded, shorten
from briscola.engine.tuples import NamedTuple

FORMAT: Final = "briscola-saved-data"
VERSION: Final = 1
MAX_FILE_CHARS: Final = 4_000_000
"""Longest file imported (every kind with all its backups stays well below this)."""
MAX_KEYS: Final = 100
PASSED_OVER: Final = ("lock", *LOCAL_KINDS)
"""Kinds a file may hold that an import passes over without a word: the tab lock says only
which tab plays (an older export, or the boot watchdog's file, holds it); the network
table's secrets stay on the device that made them."""
LEFT_OUT: Final = (*DERIVED_KINDS, *PASSED_OVER)
"""Kinds never exported: the saved render, derived from the rest, the tab lock and the
network table's secrets."""


class BackupInfo(NamedTuple):
    """What the page lists of a backup: kind, slot, time (ms), reason code and size."""

    kind: str
    slot: int
    time: int
    reason: str
    size: int


class ImportReport(NamedTuple):
    """What an import did: kinds replaced, backups added, keys refused with their reason."""

    imported: list[str]
    backups_added: int
    refused: list[tuple[str, str]]


def export_all(store: KeyValueStore, site: str, now: float) -> str:
    """Every key of ``site`` (backups included) as one ``briscola-saved-data`` JSON text."""
    ns = Namespace(site)
    keys = {
        key: text
        for key in sorted(store.keys())
        if (parsed := ns.parse(key)) is not None
        and parsed[0] not in LEFT_OUT
        and (text := store.get(key)) is not None
    }
    data = {"format": FORMAT, "version": VERSION, "site": site, "exported": int(now), "keys": keys}
    return json.dumps(data, ensure_ascii=False, indent=1)


def import_all(store: KeyValueStore, site: str, text: str, now: float) -> ImportReport:
    """Take in a file written by :func:`export_all` (of any site: keys are mapped by kind).

    Each value is checked by its kind's loader first; a bad one is refused with a reason.
    The values replaced are backed up before, and the file's backups are added as new
    backup slots (the same text twice is kept once). Raises :class:`InvalidStateError`
    when the file itself cannot be read; nothing is changed then.
    """
    data = loads_bounded(text, "the saved-data file", max_chars=MAX_FILE_CHARS, max_depth=3)
    check_header(data, FORMAT, VERSION)
    keys = data.get("keys")
    if not isinstance(keys, dict):
        raise InvalidStateError("the saved-data file has no 'keys' object")
    if len(keys) > MAX_KEYS:
        raise InvalidStateError(f"the saved-data file holds {len(keys)} keys (at most {MAX_KEYS})")
    ns = Namespace(site)
    values: dict[str, str] = {}
    added: list[tuple[str, int, str, str, str]] = []  # kind, time, reason, detail, text
    refused: list[tuple[str, str]] = []
    for key, value in keys.items():
        parsed = parse_any(key)
        if parsed is not None and parsed[0] in PASSED_OVER:
            continue
        reason = _check_entry(key, value, values, added)
        if reason is not None:
            refused.append((shorten(key, 80), reason))
    present = {(b.kind, b.text) for b in stored_backups(store, ns)}
    count = 0
    for kind, time, reason, detail, original in sorted(added, key=lambda b: b[1]):
        if (kind, original) not in present and original != store.get(ns.key(kind)):
            present.add((kind, original))
            if back_up(store, ns, kind, original, reason, time, detail) is not None:
                count += 1
    imported = []
    for kind, value in values.items():
        current = store.get(ns.key(kind))
        if current == value:
            imported.append(kind)
            continue
        if current is not None and back_up(store, ns, kind, current, "replaced", now) is None:
            refused.append((ns.key(kind), "the storage is full: the current value was kept"))
            continue
        store.set(ns.key(kind), value)
        imported.append(kind)
    return ImportReport(imported, count, refused)


def _check_entry(
    key: Any,
    value: Any,
    values: dict[str, str],
    added: list[tuple[str, int, str, str, str]],
) -> str | None:
    """Sort one key of a file into ``values`` or ``added``; the reason if it is refused."""
    parsed = parse_any(key)
    if parsed is None:
        return "not a key of this game"
    if not isinstance(value, str):
        return "not text"
    kind, slot = parsed
    if kind not in SAVED_KINDS:
        return f"the {kind} is not imported"
    if slot is None or slot == 0:  # a value (or the one backup of the version before)
        try:
            read_value(kind, value)
        except InvalidStateError as error:
            if slot == 0:  # kept as a backup anyway: a backup need not be readable
                added.append((kind, 0, "earlier-backup", "", value))
                return None
            return shorten(str(error), 150)
        if slot == 0:
            added.append((kind, 0, "earlier-backup", "", value))
        elif kind in values and values[kind] != value:
            return f"a second value for {kind}"
        else:
            values[kind] = value
        return None
    backup = read_backup(kind, slot, value)
    if backup is None:
        return "not a backup (its time, reason or text is not valid)"
    added.append((kind, backup.saved, backup.reason, backup.detail, backup.text))
    return None


def backups(store: KeyValueStore, site: str) -> list[BackupInfo]:
    """The site's backups, by kind then oldest first (the lock's are left out)."""
    return [
        BackupInfo(b.kind, b.slot, b.saved, b.reason, b.size)
        for b in stored_backups(store, Namespace(site))
        if b.kind in SAVED_KINDS
    ]


def parse_restore_arg(arg: str | None) -> tuple[str, int] | None:
    """``(kind, slot)`` from a restore button's argument, or None if it is not one.

    >>> parse_restore_arg("stats:2"), parse_restore_arg("stats:x"), parse_restore_arg(None)
    (('stats', 2), None, None)
    """
    if not arg:
        return None
    kind, _, slot = arg.partition(":")
    if not slot.isascii() or not slot.isdigit() or len(slot) > 6:
        return None
    return kind, int(slot)


def restore(store: KeyValueStore, site: str, kind: str, slot: int, now: float) -> None:
    """Put backup ``slot`` of ``kind`` back in use; the value it replaces is backed up first.

    Raises :class:`InvalidStateError` (nothing changes) if there is no such backup or its
    text does not pass the kind's loader.
    """
    if kind not in SAVED_KINDS:
        raise InvalidStateError(f"no saved data of kind {kind!r}")
    ns = Namespace(site)
    backup = read_backup(kind, slot, store.get(ns.backup_key(kind, slot)))
    if backup is None:
        raise InvalidStateError(f"there is no backup {slot} of the {kind}")
    read_value(kind, backup.text)  # raises if it cannot be used
    current = store.get(ns.key(kind))
    if current == backup.text:
        return
    if current is not None and back_up(store, ns, kind, current, "replaced", now) is None:
        raise InvalidStateError("the storage is full: the current value was kept")
    store.set(ns.key(kind), backup.text)


RESET_KINDS: Final = ("stats", "rating")
"""What resetting the statistics starts afresh: the counts and the rating."""


def reset_stats(store: KeyValueStore, site: str, now: float) -> None:
    """Start the statistics and the rating afresh; the saved ones go to a backup slot each
    (``reset``) first.

    Raises :class:`InvalidStateError` (nothing changes) when the storage is full and the
    backup cannot be written.

    >>> from briscola.app.saved.storage import MemoryStore
    >>> store = MemoryStore({"briscola:/:v1:stats": '{"tables": {}}'})
    >>> reset_stats(store, "/", 5.0); [b.reason for b in stored_backups(store, Namespace("/"))]
    ['reset']
    >>> "briscola:/:v1:stats" in store.data
    False
    """
    ns = Namespace(site)
    kept = [kind for kind in RESET_KINDS if store.get(ns.key(kind)) is not None]
    for kind in kept:  # every backup first: a full storage leaves everything in place
        if back_up(store, ns, kind, store.get(ns.key(kind)) or "", "reset", now) is None:
            raise InvalidStateError("the storage is full: the statistics were kept")
    for kind in kept:
        store.remove(ns.key(kind))


def erase(store: KeyValueStore, site: str, now: float) -> str:
    """Remove every value and backup of the site; returns their export (taken just before),
    which the page offers for download: once erased, that text is the only copy.

    The lock is kept: it says which tab plays, and holds nothing of the player's.
    """
    final = export_all(store, site, now)
    ns = Namespace(site)
    stored = store.keys()
    for key in stored:
        parsed = ns.parse(key)
        if parsed is not None and parsed != ("lock", None):
            store.remove(key)
    return final
