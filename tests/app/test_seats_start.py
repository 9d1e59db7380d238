"""Seats around the table and the start screen's choices."""

from __future__ import annotations

import pytest

from briscola.app.game.seats import places, role_label, side_name, table_sides
from briscola.app.screens.start import choose, present_start
from briscola.app.statistics.counts import Stats, TableKey
from briscola.engine.rules import Rules
from briscola.setup.settings import Settings


def test_play_passes_counter_clockwise_by_default_or_clockwise() -> None:
    assert places(2) == ("bottom", "top")
    assert places(4) == ("bottom", "right", "top", "left")  # the next player at the right
    assert places(4, clockwise=True) == ("bottom", "left", "top", "right")


def test_the_partner_and_the_pairs_are_named() -> None:
    sides = table_sides(Rules(players=4))
    assert role_label(sides, 2, "it") == "compagna"
    assert role_label(sides, 1, "de") == "Gegner"
    assert side_name(sides, 0, "de") == "Du & Giulia"


@pytest.mark.parametrize(("players", "groups", "levels"), [(2, 3, 1), (3, 4, 2), (4, 3, 3)])
def test_the_start_screen_offers_what_the_table_allows(
    players: int, groups: int, levels: int
) -> None:
    model = present_start(Settings(players=players), Stats(), "it")
    assert model.table[0].name == "players"
    assert len(model.table) == groups  # the 39/36 choice only with three players; variants
    assert [g.name for g in model.levels] == [f"level-{s}" for s in range(1, levels + 1)]
    assert {t.name for t in model.toggles} >= {"swap_seven", "show_points"}
    chosen = [c.value for g in model.table for c in g.choices if c.selected]
    assert chosen[0] == str(players)


def test_start_choices_become_settings() -> None:
    settings = Settings()
    settings = choose(settings, "players", "3")
    settings = choose(settings, "deck", "36")
    settings = choose(settings, "best_of", "5")
    settings = choose(settings, "swap_seven", "0")
    settings = choose(settings, "show_points", "1")
    settings = choose(settings, "level-2", "easy")
    assert settings.rules() == Rules.for_table(3, deck=36, best_of=5, swap_seven=False)
    assert settings.show_points and settings.levels[1] == "easy"
    # A table change drops a deck the new table cannot use.
    assert choose(settings, "players", "2").rules().deck == 40


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("players", "7"),
        ("deck", "12"),
        ("best_of", "x"),
        ("level-7", "hard"),
        ("level-1", "god"),
        ("language", "fr"),
        ("unknown", "1"),
    ],
)
def test_nonsense_from_the_form_changes_nothing(name: str, value: str) -> None:
    assert choose(Settings(), name, value) == Settings()


def test_statistics_line_appears_after_the_first_hand() -> None:
    stats = Stats()
    assert present_start(Settings(), stats, "en").stats == ""
    stats.add_hand(TableKey(2, "classic", "medium"), "won", 70)
    assert "hands won 1" in present_start(Settings(), stats, "en").stats
