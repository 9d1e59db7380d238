"""The presenter of the statistics page: per table size, the person's rating with its plot and
each variant and level played; the puzzle rating; the daily deal's days and streaks; the last
hands kept for review (when, which table, the result, a "Rivedi" each).

A figure that was not recorded shows as a dash, never as a zero: the hands counted before
variants and levels were recorded have no points and no streaks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from briscola.app.screens.rating_chart import rating_svg, rating_text
from briscola.app.screens.stats_chart import chart_svg, chart_text
from briscola.app.statistics.counts import MIXED, UNRECORDED, Stats, TableKey
from briscola.app.statistics.kept_hands import KeptHands
from briscola.app.statistics.puzzle_rating import PuzzleRecord
from briscola.app.statistics.rating import Ratings, TableRating, level_rating
from briscola.engine.tuples import NamedTuple
from briscola.engine.variants import VARIANTS
from briscola.i18n import level_name, strings, text
from briscola.setup.levels import LEVELS, PLAYER_NAMES

_VARIANT_ORDER: Final = tuple(VARIANTS)
_LEVEL_ORDER: Final = (*LEVELS, *PLAYER_NAMES, MIXED)


class Row(NamedTuple):
    """One line of a table's counts: hands or series won, lost and drawn."""

    label: str
    won: str
    lost: str
    tied: str


class Figure(NamedTuple):
    """A named figure: "Win rate: 56%"."""

    label: str
    value: str


class KeptRow(NamedTuple):
    """One kept hand in the list, in words."""

    number: int
    """The hand's place in the saved list (oldest first), the "Rivedi" button's argument."""
    when: str
    table: str
    result: str
    review_label: str
    """The "Rivedi" button's full name for screen readers."""


class TableStats(NamedTuple):
    """One variant and level at one table size."""

    name: str
    """The table's name in the record (``2:classic:medium``)."""
    heading: str
    rows: tuple[Row, ...]
    figures: tuple[Figure, ...]
    chart: str
    """The SVG of the last hands (empty when none was recorded)."""
    chart_text: str


class RatingStats(NamedTuple):
    """The person's rating at one table size: its figures and its plot."""

    figures: tuple[Figure, ...]
    chart: str
    chart_text: str
    note: str = ""
    """Said under the figures while the rating is provisional (empty otherwise)."""


class SizeStats(NamedTuple):
    """Every table of one size that has counts, and the rating there."""

    players: int
    heading: str
    tables: tuple[TableStats, ...]
    rating: RatingStats | None = None


class StatsModel(NamedTuple):
    """The whole page."""

    sizes: tuple[SizeStats, ...]
    empty: str
    """Said instead when nothing was counted yet (empty otherwise)."""
    result: str
    """What the last reset did (empty before one)."""
    ok: bool
    can_reset: bool
    """There is something to reset, and this tab may write (it does not follow another)."""
    daily: tuple[Figure, ...] = ()
    """The daily deal's days and streaks (none before the first)."""
    kept: tuple[KeptRow, ...] = ()
    """The last hands kept for review, newest first."""
    puzzles: tuple[Figure, ...] = ()
    """The puzzle rating and the puzzles solved (none before the first answered)."""


def percent(lang: str, part: int, whole: int) -> str:
    """``part`` of ``whole`` in whole percent, as ``lang`` writes it.

    >>> percent("it", 5, 9), percent("de", 1, 3), percent("en", 0, 0)
    ('56%', '33 %', '—')
    """
    if whole == 0:
        return text(lang, "stats.none")
    return text(lang, "stats.percent", n=round(100 * part / whole))


def decimal(lang: str, value: float) -> str:
    """``value`` with one decimal, with ``lang``'s decimal mark.

    >>> decimal("en", 64.25), decimal("it", 64.25), decimal("de", 60)
    ('64.2', '64,2', '60,0')
    """
    written = f"{value:.1f}"
    return written if lang == "en" else written.replace(".", ",")


def present_stats(
    stats: Stats,
    lang: str,
    result: str = "",
    ok: bool = True,
    following: bool = False,
    ratings: Ratings | None = None,
) -> StatsModel:
    """The statistics page for ``stats`` and ``ratings``; ``result`` says what a reset just
    did, and a tab ``following`` another one may not reset."""
    keys = sorted(
        (key for name in stats.tables if (key := TableKey.parse(name)) is not None),
        key=_order,
    )
    sizes: list[SizeStats] = []
    for key in keys:
        table = _table(stats, key, lang)
        if table is None:
            continue
        if not sizes or sizes[-1].players != key.players:
            heading = text(lang, f"start.players.{key.players}")
            sizes.append(SizeStats(key.players, heading, ()))
        last = sizes[-1]
        sizes[-1] = last._replace(tables=(*last.tables, table))
    if ratings is not None:
        sizes = _with_ratings(sizes, ratings, lang)
    empty = "" if sizes else text(lang, "stats.empty")
    rated = ratings is not None and bool(ratings.tables)
    can_reset = bool(stats.tables or stats.recent or rated) and not following
    return StatsModel(tuple(sizes), empty, result, ok, can_reset)


PROVISIONAL: Final = 110.0
"""A rating with a wider deviation is shown as provisional (as lichess does)."""


def _with_ratings(sizes: list[SizeStats], ratings: Ratings, lang: str) -> list[SizeStats]:
    """Each size with its rating; a size rated but without counts (reset since) shows too."""
    by_size = {size.players: size for size in sizes}
    for players, table in ratings.tables.items():
        if not table.history:
            continue
        size = by_size.get(players)
        if size is None:
            size = SizeStats(players, text(lang, f"start.players.{players}"), ())
        by_size[players] = size._replace(rating=rating_stats(players, table, lang))
    return [by_size[players] for players in sorted(by_size)]


def rating_stats(players: int, table: TableRating, lang: str) -> RatingStats:
    """The rating at a table of ``players``: rating, deviation, hands rated, the plot.

    >>> from briscola.app.statistics.rating import TableRating
    >>> table = TableRating()
    >>> table.rate([(1500.0, 30.0, 1.0)])
    >>> [figure.value for figure in rating_stats(2, table, "en").figures]
    ['1675', '± 247', '1']
    """
    rating = table.rating
    figures = (
        Figure(text(lang, "stats.rating"), f"{rating.rating:.0f}"),
        Figure(text(lang, "stats.rating.deviation"), f"± {rating.deviation:.0f}"),
        Figure(text(lang, "stats.rating.hands"), str(table.hands)),
    )
    levels: list[tuple[str, float]] = []
    for level in LEVELS:
        found = level_rating(players, level)
        if found is not None and all(found[0] != r for _, r in levels):
            levels.append((level, found[0]))
    words = rating_text(table.history, levels, lang)
    chart = rating_svg(table.history, levels, lang, words, f"rating-chart-{players}")
    note = text(lang, "stats.rating.provisional") if rating.deviation > PROVISIONAL else ""
    return RatingStats(figures, chart, words, note)


def _order(key: TableKey) -> tuple[int, int, str, int, str]:
    variant = _VARIANT_ORDER.index(key.variant) if key.variant in _VARIANT_ORDER else 90
    if key.variant == UNRECORDED:
        variant = 99
    level = _LEVEL_ORDER.index(key.level) if key.level in _LEVEL_ORDER else 90
    return (key.players, variant, key.variant, level, key.level)


def heading(key: TableKey, lang: str) -> str:
    """ "Classica · livello Medio", or the hands counted before variant and level were.

    >>> heading(TableKey(2, "briscolone", "hard"), "en")
    'Briscolone · Hard level'
    >>> heading(TableKey(4, "a-31", "mixed"), "de")
    'A 31 · gemischte Stufen'
    """
    if key.variant == UNRECORDED:
        return text(lang, "stats.unrecorded")
    words = strings(lang)
    variant = words.get(f"stats.variant.{key.variant}", key.variant)
    level = (
        text(lang, "stats.level.mixed")
        if key.level == MIXED
        else text(lang, "stats.level", level=level_name(key.level, lang))
    )
    return f"{variant} · {level}"


def _table(stats: Stats, key: TableKey, lang: str) -> TableStats | None:
    counters = stats.tables[key.name]
    won, lost, tied = (counters.get(f"hands_{r}", 0) for r in ("won", "lost", "tied"))
    series_won, series_lost = counters.get("series_won", 0), counters.get("series_lost", 0)
    hands = won + lost + tied
    if hands + series_won + series_lost == 0:
        return None
    none = text(lang, "stats.none")
    rows = (
        Row(text(lang, "stats.row.hands"), str(won), str(lost), str(tied)),
        # A series has a winner: a drawn hand is replayed, so no series ends drawn.
        Row(text(lang, "stats.row.series"), str(series_won), str(series_lost), none),
    )
    points_hands = counters.get("points_hands", 0)
    recorded = "best_streak" in counters  # counted hand by hand, not brought from before
    figures = (
        Figure(text(lang, "stats.rate"), percent(lang, won, hands)),
        Figure(text(lang, "stats.streak"), str(counters.get("streak", 0)) if recorded else none),
        Figure(
            text(lang, "stats.best_streak"),
            str(counters.get("best_streak", 0)) if recorded else none,
        ),
        Figure(
            text(lang, "stats.average"),
            decimal(lang, counters.get("points", 0) / points_hands) if points_hands else none,
        ),
        # Hands counted before the hints were have no count: a dash, not a zero.
        Figure(text(lang, "stats.hints"), str(counters["hints"]) if "hints" in counters else none),
    )
    last = stats.last(key.name)
    words = chart_text(last, lang) if last else ""
    ident = "chart-" + key.name.replace(":", "-")
    chart = chart_svg(last, words, ident) if last else ""
    return TableStats(key.name, heading(key, lang), rows, figures, chart, words)


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


def puzzle_figures(record: PuzzleRecord, lang: str) -> tuple[Figure, ...]:
    """The puzzle rating, its deviation and the puzzles solved of those answered (none if
    none was answered).

    >>> from briscola.rating.glicko2 import Rating
    >>> [f.value for f in puzzle_figures(PuzzleRecord(Rating(1638.4, 120.2), 3, 4), "it")]
    ['1638', '± 120', '3 su 4']
    >>> puzzle_figures(PuzzleRecord(Rating(), 0, 0), "en")
    ()
    """
    if record.tried == 0:
        return ()
    return (
        Figure(text(lang, "stats.rating"), f"{record.rating.rating:.0f}"),
        Figure(text(lang, "stats.rating.deviation"), f"± {record.rating.deviation:.0f}"),
        Figure(
            text(lang, "stats.puzzles.solved"),
            text(lang, "stats.puzzles.of", solved=record.solved, tried=record.tried),
        ),
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
