"""Python's garbage collector in the page.

The objects of the modules loaded (the game's, the computer players', the learning aids')
live as long as the page: :func:`freeze` moves them out of the collector's reach, so that a
full collection looks at the game's own objects only, instead of every object in a long task.
Each collection over a millisecond is a ``briscola:gc`` performance measure (its generation
in the detail), for the benchmarks."""

from __future__ import annotations

import gc

from briscola.ui import browser

LEAST_MS = 1.0
"""Shorter collections are not worth a measure."""


class _Watch:
    started = 0.0


def watch() -> None:
    """Measure every collection from now on (once per page)."""
    if _on_collection not in gc.callbacks:
        gc.callbacks.append(_on_collection)


def freeze() -> None:
    """Leave every object alive now out of the collections to come (once the page's modules
    are loaded: what is alive then stays alive)."""
    gc.freeze()


def _on_collection(phase: str, info: dict[str, int]) -> None:
    if phase == "start":
        _Watch.started = browser.perf_now()
        return
    took = browser.perf_now() - _Watch.started
    if took >= LEAST_MS:
        browser.span("briscola:gc", _Watch.started, took, f"generation {info['generation']}")
