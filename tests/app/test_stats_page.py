"""The statistics page's presenter and its chart."""

from __future__ import annotations

import json
import re

import pytest

from briscola.app.screens.stats import present_stats
from briscola.app.screens.stats_chart import chart_svg, chart_text
from briscola.app.statistics.counts import HandEntry, Stats, TableKey
from tests.support.stores import STATS_VERSION_1


def played() -> Stats:
    stats = Stats()
    hard2 = TableKey(2, "classic", "hard")
    for result, points in [("won", 70), ("won", 65), ("lost", 40), ("tied", 60), ("won", 61)]:
        stats.add_hand(hard2, result, points)  # type: ignore[arg-type]
    stats.add_hand(hard2, "won", 80, series="won")
    stats.add_hand(TableKey(2, "briscolone", "easy"), "lost", 30)
    stats.add_hand(TableKey(4, "classic", "mixed"), "won", 90)
    return stats


def test_nothing_counted_says_so() -> None:
    model = present_stats(Stats(), "it")
    assert model.sizes == () and model.empty.startswith("Nessuna mano")


def test_each_table_size_lists_its_variants_and_levels_in_order() -> None:
    model = present_stats(played(), "en")
    assert [size.players for size in model.sizes] == [2, 4]
    assert model.sizes[0].heading == "2 · one against one"
    assert [t.heading for t in model.sizes[0].tables] == [
        "Classic · Hard level",
        "Briscolone · Easy level",
    ]
    assert [t.heading for t in model.sizes[1].tables] == ["Classic · mixed levels"]


def test_the_counts_and_figures_of_a_table() -> None:
    table = present_stats(played(), "it").sizes[0].tables[0]
    assert table.rows[0] == ("Mani", "4", "1", "1")
    assert table.rows[1] == ("Serie", "1", "0", "—")  # a series is never drawn
    figures = dict(table.figures)
    assert figures["Percentuale di vittorie"] == "67%"  # 4 of 6
    assert figures["Vittorie di fila"] == "2" and figures["Record di vittorie di fila"] == "2"
    assert figures["Punti in media"] == "62,7"  # 376 / 6
    assert present_stats(played(), "en").sizes[0].tables[0].figures[3].value == "62.7"


def test_the_chart_draws_the_last_hands_and_says_them() -> None:
    table = present_stats(played(), "en").sizes[0].tables[0]
    assert table.chart.count("<rect") == 6
    assert table.chart.count('class="bar won"') == 4 and table.chart.count('class="bar tied"') == 1
    assert table.chart_text.startswith("The last 6 hands, oldest first, with your points: won")
    assert table.chart_text.endswith("tied with 60, won with 61, won with 80.")
    assert f">{table.chart_text}</title>" in table.chart
    assert 'aria-labelledby="chart-2-classic-hard"' in table.chart


def test_hands_counted_before_variants_and_levels_show_what_is_known_only() -> None:
    stats = Stats.from_json(json.loads(STATS_VERSION_1))
    stats.add_hand(TableKey(2, "classic", "medium"), "won", 70)
    model = present_stats(stats, "de")
    tables = model.sizes[0].tables
    assert [t.heading for t in tables] == [
        "Klassisch · Stufe Mittel",
        "Frühere Runden (Variante und Stufe nicht erfasst)",
    ]
    earlier = tables[1]
    assert earlier.rows[0] == ("Runden", "5", "3", "1") and earlier.rows[1][1] == "2"
    assert dict(earlier.figures) == {
        "Siegquote": "56 %",
        "Siege in Folge": "—",
        "Längste Siegesfolge": "—",
        "Punkte im Schnitt": "—",
        "Genutzte Tipps": "—",  # counted before hints were: unknown, not zero
    }
    assert earlier.chart == "" and earlier.chart_text == ""
    assert [s.players for s in model.sizes] == [2, 3, 4, 5, 6]  # every size's counts


def test_tables_of_another_version_are_not_shown() -> None:
    stats = Stats.from_json({"version": 2, "tables": {"9x": {"hands_won": 3}, "2:a:b": {}}})
    assert present_stats(stats, "it").sizes == ()


def test_a_later_variant_or_level_shows_under_its_own_name() -> None:
    stats = Stats()
    stats.add_hand(TableKey(3, "nuova", "expert"), "won", 50)
    assert present_stats(stats, "it").sizes[0].tables[0].heading == "nuova · livello expert"


@pytest.mark.parametrize("lang", ["it", "en", "de"])
def test_every_language_writes_the_page(lang: str) -> None:
    model = present_stats(played(), lang)
    assert all(t.chart_text and t.rows for size in model.sizes for t in size.tables)


def test_the_chart_bars_follow_the_points() -> None:
    hands = [HandEntry("won", 120), HandEntry("lost", 60), HandEntry("tied", 0)]
    svg = chart_svg(hands, chart_text(hands, "it"), "c")
    heights = [float(h) for h in re.findall(r'<rect [^>]*height="([0-9.]+)"', svg)]
    assert heights == [56.0, 28.0, 1.5]  # 0 points still shows as a sliver
    assert '<title id="c">Le ultime 3 mani' in svg
    escaped = chart_svg(hands, "<b>&", 'x"y')
    assert "<b>" not in escaped and 'id="x&quot;y"' in escaped
