"""The handlers and presenters write nothing: a save, the tab lock's moves and the saved-data
panel's changes are steps the controller carries out (``app/writer.py``). They read the store
(``storage.load``, ``read_*``, ``load_kind``) and ask the lock (``owns``,
``shared_elsewhere``)."""

from __future__ import annotations

import ast
from pathlib import Path

import briscola

APP = Path(briscola.__file__).parent / "app"
READS = {
    "storage": {"load", "load_kind", "read_value", "read_session", "read_stats", "read_settings"},
    "lock": {"owns", "shared_elsewhere"},
    "panel": {"show", "backups", "export", "result", "erased", "ok"},
    "store": {"get", "keys"},
}
"""What a handler may call on the storage module, the tab lock, the panel and the store."""
WRITERS = {"data_file"}
"""Modules a handler calls nothing of."""


def writes(source: str) -> list[str]:
    """The calls of ``source`` that may write: on the storage module, the lock, the panel or
    the store, anything but their reads; on the saved-data file's module, anything."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        owner = node.func.value
        name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
        allowed = READS.get(name)
        if name in WRITERS or (allowed is not None and node.func.attr not in allowed):
            found.append(f"{node.lineno}: {ast.unparse(node.func)}")
    return found


def test_handlers_and_presenters_write_nothing() -> None:
    found = {}
    for folder in ("handlers", "screens"):
        for path in sorted((APP / folder).glob("*.py")):
            if calls := writes(path.read_text(encoding="utf-8")):
                found[f"{folder}/{path.name}"] = calls
    assert found == {}


def test_the_check_sees_each_kind_of_write() -> None:
    source = (
        "storage.save_session(store, ns, session)\n"
        "storage.read_session(store, ns)\n"
        "state.ports.lock.acquire(shared=True)\n"
        "state.ports.lock.owns()\n"
        "state.ports.panel.erase(now)\n"
        "state.ports.store.set('k', 'v')\n"
        "state.ports.store.get('k')\n"
        "data_file.reset_stats(store, site, now)\n"
        "state.ports.hints.restore(session, 2)\n"
    )
    assert [w.split(":")[0] for w in writes(source)] == ["1", "3", "5", "6", "8"]


def test_the_writer_carries_the_writes_out() -> None:
    """The check is no stricter than the code: the writer makes the calls it refuses."""
    calls = writes((APP / "writer.py").read_text(encoding="utf-8"))
    assert {c.split(": ")[1] for c in calls} >= {
        "storage.save_session",
        "storage.set_aside",
        "ports.lock.acquire",
        "ports.lock.renew",
        "ports.panel.erase",
        "data_file.reset_stats",
    }
