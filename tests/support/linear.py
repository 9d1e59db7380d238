"""Whether a reader's time grows in proportion to its input: the best of a few runs at two
sizes, compared by their ratio with generous slack, not by a time. The time is the process's
own (CPU time): on a shared machine, waiting for the CPU would count too in the wall clock's."""

from __future__ import annotations

import time
from collections.abc import Callable

SLACK_SECONDS = 0.05
"""Added to the allowed time of the larger input: tiny times are mostly noise."""


def best_time(run: Callable[[], object], repeat: int = 3) -> float:
    """The shortest of ``repeat`` runs of ``run``, in seconds of the process's CPU time."""
    best = float("inf")
    for _ in range(repeat):
        started = time.process_time()
        run()
        best = min(best, time.process_time() - started)
    return best


def assert_linear(small: float, large: float, growth: float, what: str) -> None:
    """``large`` (the time of an input ``growth`` times as big as ``small``'s) is at most
    three times what proportional growth gives: a quadratic reader takes ``growth`` times
    that again, so a tenfold input tells them apart.

    >>> assert_linear(0.01, 0.1, 10, "a reader")
    >>> assert_linear(0.01, 1.0, 10, "a reader")
    Traceback (most recent call last):
    ...
    AssertionError: a reader: 1.000 s for 10x the input that took 0.010 s
    """
    allowed = 3 * growth * small + SLACK_SECONDS
    assert large <= allowed, (
        f"{what}: {large:.3f} s for {growth:g}x the input that took {small:.3f} s"
    )
