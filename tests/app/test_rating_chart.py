"""The rating's plot: its scale, its drawing and its text in the three languages."""

from __future__ import annotations

import re

from briscola.app.screens.rating_chart import HEIGHT, rating_svg, rating_text, scale

LEVELS = [("easy", 1350.0), ("medium", 1500.0), ("hard", 1650.0)]


def test_the_scale_holds_the_band_and_every_level() -> None:
    history = [(1500.0, 350.0), (1700.0, 80.0)]
    low, high = scale(history, [1350.0, 1650.0])
    assert low <= 1150 and high >= 1850 and low % 50 == 0 and high % 50 == 0


def test_every_point_is_drawn_inside_the_plot() -> None:
    history = [(1500.0 + 10 * i, 350.0 - 3 * i) for i in range(100)]
    svg = rating_svg(history, LEVELS, "it", "t", "r")
    numbers = [float(n) for n in re.findall(r'points="([^"]*)"', svg)[1].replace(",", " ").split()]
    ys = numbers[1::2]
    assert len(ys) == 100 and all(0 <= y <= HEIGHT for y in ys)
    assert svg.count('class="level"') == 3 and "Facile 1350" in svg


def test_one_hand_draws_a_dot_and_a_band_without_a_line() -> None:
    svg = rating_svg([(1675.0, 247.0)], LEVELS, "de", "t", "r")
    assert "<polyline" not in svg and svg.count("<circle") == 1 and "<polygon" in svg


def test_the_plot_in_words() -> None:
    one = rating_text([(1675.0, 247.0)], LEVELS[:1], "it")
    assert one == "La tua valutazione dopo l’ultima mano: 1675 (± 247). I livelli: Facile 1350."
    many = rating_text([(1500.0, 350.0), (1400.4, 200.0), (1450.0, 150.0)], LEVELS, "de")
    assert many.startswith("Deine Wertung in den letzten 3 Runden, die älteste zuerst: von 1500")
    assert "am niedrigsten 1400, am höchsten 1500" in many
