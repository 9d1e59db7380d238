"""The HTML of the statistics page, the series-end screen and their ways in (no browser)."""

from __future__ import annotations

from collections import Counter

import pytest

from briscola.app.game.session import Session
from briscola.app.screens.result import present_result
from briscola.app.screens.series_end import present_series_end
from briscola.app.screens.start import present_start
from briscola.app.screens.stats import present_stats
from briscola.app.statistics.counts import Stats, TableKey
from briscola.setup.settings import Settings
from briscola.ui.markup.chrome import confirm_reset_stats, nav
from briscola.ui.markup.result import result
from briscola.ui.markup.series_end import series_end
from briscola.ui.markup.start import start
from briscola.ui.markup.stats import stats_page
from tests.support.elements import Elements
from tests.support.sessions import finished


def some_stats() -> Stats:
    stats = Stats()
    for players in (2, 3, 6):
        stats.add_hand(TableKey(players, "classic", "hard"), "won", 70)
        stats.add_hand(TableKey(players, "a-31", "easy"), "lost", 31)
    return stats


@pytest.mark.parametrize("lang", ["it", "en", "de"])
def test_the_statistics_page_has_headings_tables_and_charts(lang: str) -> None:
    page = Elements(stats_page(present_stats(some_stats(), lang), lang))
    assert len(page.find("h2", id="stats-heading")) == 1
    # Three table sizes, and the last hands kept with the record file's field.
    assert len(page.find("h3")) == 4 and len(page.find("h4")) == 6
    assert len(page.find("table")) == 6 and len(page.find("svg")) == 6
    assert len(page.find("th", scope="row")) == 12 and len(page.find("th", scope="col")) == 18
    ids = Counter(a["id"] for _, a in page.tags if a.get("id"))
    assert all(n == 1 for n in ids.values()), ids
    for svg in page.find("svg"):  # each chart is named by its own title
        assert svg["role"] == "img" and svg["aria-labelledby"] in ids
    for section in page.find("section"):
        labels = (section["aria-labelledby"] or "").split()
        assert labels and all(label in ids for label in labels)
    # The same variant and level at two table sizes: their regions' names differ by the size.
    for section in page.find("section", **{"class": "stats-table"}):
        size, _ = (section["aria-labelledby"] or "").split()
        assert size.startswith("stats-size-")
    assert page.find("button", **{"data-act": "reset-stats"})
    assert page.find("button", **{"data-act": "back"})


@pytest.mark.parametrize("lang", ["it", "en", "de"])
def test_the_puzzles_the_daily_days_and_the_kept_hands_are_named_for_screen_readers(
    lang: str,
) -> None:
    from briscola.app.screens.stats import daily_figures, kept_rows, puzzle_figures
    from briscola.app.statistics.kept_hands import KeptHand, KeptHands
    from briscola.app.statistics.puzzle_rating import PuzzleRecord
    from briscola.rating.glicko2 import Rating

    stats = some_stats()
    stats.add_daily("2026-12-01", "won", 80)
    record = {"format": "briscola-record", "version": 1}
    kept = KeptHands((KeptHand(5, "2:classic:hard", "won", 80, 1, 3, 1, record),) * 2)
    model = present_stats(stats, lang)._replace(
        daily=daily_figures(stats, "2026-12-01", lang),
        kept=kept_rows(kept, lang, lambda ms: f"t{ms}"),
        puzzles=puzzle_figures(PuzzleRecord(Rating(1591.2, 140.0), 2, 3), lang),
    )
    page = Elements(stats_page(model, lang))
    assert len(page.find("section", **{"aria-labelledby": "stats-puzzles-heading"})) == 1
    assert len(page.find("h3", id="stats-puzzles-heading")) == 1
    assert "<dd>1591</dd>" in stats_page(model, lang) and "<dd>± 140</dd>" in stats_page(
        model, lang
    )
    reviews = page.find("button", **{"data-act": "review-kept"})
    assert [b["data-arg"] for b in reviews] == ["1", "0"]  # newest first
    assert all("t5" in (b["aria-label"] or "") for b in reviews)
    field = page.find("input", id="record-file")[0]
    assert field["type"] == "file" and field["aria-describedby"] == "record-help"
    ids = Counter(a["id"] for _, a in page.tags if a.get("id"))
    assert all(n == 1 for n in ids.values()), ids
    for section in page.find("section"):
        assert all(label in ids for label in (section["aria-labelledby"] or "?").split())


def test_there_is_nothing_to_reset_before_the_first_hand_or_from_a_following_tab() -> None:
    empty = Elements(stats_page(present_stats(Stats(), "it"), "it"))
    assert not empty.find("button", **{"data-act": "reset-stats"})
    assert "Nessuna mano giocata" in "".join(empty.text)
    following = present_stats(some_stats(), "it", following=True)
    assert not Elements(stats_page(following, "it")).find("button", **{"data-act": "reset-stats"})


def test_the_reset_asks_first_with_no_focused() -> None:
    buttons = Elements(confirm_reset_stats("en")).find("button")
    assert [b["value"] for b in buttons] == ["no", "yes"] and "autofocus" in buttons[0]


def test_the_menu_opens_the_statistics_and_they_close_with_back() -> None:
    start = Elements(nav("it", "start", in_game=False))
    assert start.find("button", **{"data-act": "stats", "data-focus": "nav-stats"})
    page = Elements(nav("it", "stats", in_game=True))
    assert page.find("button", **{"data-act": "back"})
    assert not page.find("button", **{"data-act": "stats"})
    assert not page.find("button", **{"data-act": "leave"})


def lost_and_won() -> dict[str, Session]:
    found: dict[str, Session] = {}
    for seed in range(40):
        session = finished(2, seed=seed)
        found.setdefault("won" if session.series.winner == 0 else "lost", session)
        if len(found) == 2:
            return found
    raise AssertionError(f"only {list(found)}")


def test_the_series_headline_has_the_colour_of_the_persons_series() -> None:
    # "Marco vince la serie." was drawn in the green of a win.
    for outcome, session in lost_and_won().items():
        page = Elements(result(present_result(session, "it"), "it"))
        assert page.find("p", **{"class": f"series-headline is-{outcome}"})
        assert page.find("button", **{"data-act": "series-end", "class": "btn primary"})


def test_the_series_end_screen_lists_the_hands_and_offers_what_next() -> None:
    for outcome, session in lost_and_won().items():
        model = present_series_end(session, "de")
        page = Elements(series_end(model, "de"))
        assert page.find("div", **{"class": f"result series-end is-{outcome}"}) or page.find(
            "div", **{"class": f"result series-end is-{outcome} celebrate"}
        )
        assert len(page.find("h2", id="series-headline")) == 1
        rows = page.find("tr")[1:]
        assert [r["class"] for r in rows] == [f"is-{h.outcome}" for h in model.hands]
        assert len(page.find("td", **{"class": "mine"})) == len(model.hands)
        acts = [b["data-act"] for b in page.find("button")]
        assert acts == ["again", "settings", "stats"]
        assert bool(page.find("div", **{"class": "confetti"})) == (outcome == "won")


def test_the_start_screen_leads_to_the_statistics_once_there_are_some() -> None:
    settings = Settings()
    assert not Elements(start(present_start(settings, Stats(), "it"), "it")).find(
        "button", **{"data-act": "stats"}
    )
    page = Elements(start(present_start(settings, some_stats(), "it"), "it"))
    assert page.find("button", **{"data-act": "stats", "type": "button"})
