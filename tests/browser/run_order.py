"""The order the browser tests run in: the files whose tests take longest first.

pytest-xdist's ``worksteal`` hands each worker half of the tests in collection order, and a
worker that runs out takes half of what the other has left, from its end. So the last tests of
a run are those at the end of the order: with the longest files first (a hand in WebKit takes
~50 s, V8's kept code ~40 s, against ~5 s for most tests), the run ends on short tests and
neither worker waits long for the other. The order of the rest, and within each file, stays
pytest's. The list comes from the run's ``--durations`` (the longest tests' files).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

LONGEST_FIRST = (
    "test_firefox_webkit.py",
    "test_wasm_cache.py",
    "test_trick_places.py",
    "test_statistics.py",
    "test_axe.py",
    "test_friends.py",
    "test_phone_readability.py",
    "test_share_daily.py",
    "test_tabs_ways_in.py",
)
"""Test files, the one with the longest tests first."""


def longest_first(paths: Sequence[Path]) -> list[int]:
    """The indices of ``paths`` (each test's file) in run order: those of the files in
    :data:`LONGEST_FIRST` first, in its order; the others after, as they were.

    >>> longest_first([Path("a/test_page.py"), Path("a/test_axe.py"), Path("b/x.py")])
    [1, 0, 2]
    """
    rank = {name: place for place, name in enumerate(LONGEST_FIRST)}
    return sorted(range(len(paths)), key=lambda i: rank.get(paths[i].name, len(rank)))
