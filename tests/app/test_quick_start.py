"""The first screen plays at once: "Gioca" with the remembered choices, the choices behind
a disclosure with their one-line summary, and "Rivincita" for the same table again."""

from __future__ import annotations

import pytest

from briscola.app.commands import Choose, Click
from briscola.app.screens.start import present_start, summary
from briscola.app.statistics.counts import Stats
from briscola.setup.settings import Settings
from tests.support.controller import QUICK, controller, step


@pytest.mark.parametrize(
    ("settings", "lang", "line"),
    [
        (Settings(levels=("hard",) * 5), "it", "2 giocatori · Classica · Difficile · Mano singola"),
        (
            Settings(
                players=3, variant="briscolone", best_of=5, levels=("easy", "hard") * 2 + ("easy",)
            ),
            "de",
            "3 Spieler · Briscolone · Leicht, Schwer · Beste aus 5",
        ),
        (Settings(players=4, best_of=3), "en", "4 players · Classic · Medium · Best of 3"),
        (Settings(players=5), "it", "5 giocatori · Briscola chiamata · Medio"),
    ],
)
def test_the_summary_names_the_table_variant_levels_and_series(
    settings: Settings, lang: str, line: str
) -> None:
    assert summary(settings, lang) == line


def test_only_the_levels_of_seats_at_the_table_are_summed_up() -> None:
    settings = Settings(players=2, levels=("easy", "hard", "hard", "hard", "hard"))
    assert "Difficile" not in summary(settings, "it")


def test_the_settings_start_closed_and_the_toggle_opens_and_closes_them() -> None:
    game, _ = controller(QUICK)
    start = game.page().start
    assert start is not None and not start.open and start.summary
    game.handle(Click("more"))
    start = game.page().start
    assert start is not None and start.open
    game.handle(Choose("players", "3"))  # a change keeps the choices shown
    start = game.page().start
    assert start is not None and start.open and start.summary.startswith("3 giocatori")
    game.handle(Click("more"))
    start = game.page().start
    assert start is not None and not start.open


def test_the_summary_follows_a_change() -> None:
    before = present_start(Settings(), Stats(), "it")
    after = present_start(Settings(best_of=3), Stats(), "it")
    assert before.summary.endswith("Mano singola") and after.summary.endswith("Al meglio di 3")


@pytest.mark.parametrize("best_of", [1, 3])
def test_rematch_starts_the_same_table_again_in_one_click(best_of: int) -> None:
    settings = QUICK.replace(players=3, variant="briscolone", best_of=best_of)
    game, _ = controller(settings)
    game.handle(Click("start"))
    first = game.state.play.session
    assert first is not None
    while game.state.play.session is not None and (
        game.state.play.session.phase != "series-over" or game.waiting() is not None
    ):
        step(game)
    assert game.page().screen == "result"
    game.handle(Click("again"))
    again = game.state.play.session
    assert again is not None and again is not first
    assert again.settings == first.settings
    assert again.hand_number == 1 and not again.series.outcomes
    assert game.page().screen == "table"
