"""The statistics page's learning parts: the daily deal's days and streaks, and the list of
the last hands kept for review (when, which table, the result, a "Rivedi" each)."""

from __future__ import annotations

from collections.abc import Callable

from briscola.app.i18n import text
from briscola.app.kept_hands import KeptHands
from briscola.app.stats import Stats, TableKey
from briscola.app.stats_page import Figure, heading
from briscola.tuples import NamedTuple


class KeptRow(NamedTuple):
    """One kept hand in the list, in words."""

    number: int
    """The hand's place in the saved list (oldest first), the "Rivedi" button's argument."""
    when: str
    table: str
    result: str
    review_label: str
    """The "Rivedi" button's full name for screen readers."""


def daily_figures(stats: Stats, today: str, lang: str) -> tuple[Figure, ...]:
    """The daily deal's runs of days played and won, and its days in all (none if never
    played)."""
    if not stats.daily:
        return ()
    runs = stats.daily_streaks(today)
    wins = sum(1 for entry in stats.daily.values() if entry["result"] == "won")
    return (
        Figure(text(lang, "stats.daily.played"), str(runs.played)),
        Figure(text(lang, "stats.daily.won"), str(runs.won)),
        Figure(text(lang, "stats.daily.days"), str(len(stats.daily))),
        Figure(text(lang, "stats.daily.wins"), str(wins)),
    )


def kept_rows(kept: KeptHands, lang: str, when: Callable[[int], str]) -> tuple[KeptRow, ...]:
    """The kept hands, newest first; ``when`` writes a time for people."""
    rows = []
    for index, hand in kept.newest_first():
        key = TableKey.parse(hand.table)
        table = "" if key is None else f"{text(lang, f'start.players.{key.players}')} · "
        table += heading(key, lang) if key is not None else hand.table
        result = text(
            lang, "kept.result", result=text(lang, f"daily.res.{hand.result}"), points=hand.points
        )
        written = when(hand.ended)
        rows.append(
            KeptRow(index, written, table, result, text(lang, "kept.review_label", when=written))
        )
    return tuple(rows)
