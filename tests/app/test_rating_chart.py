"""The rating's plot: its scale, its drawing and its text in the three languages."""

from __future__ import annotations

import itertools
import random
import re
from pathlib import Path

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


_Box = tuple[float, float, float, float]


def _names_and_line(svg: str) -> tuple[list[_Box], list[tuple[float, float]]]:
    """The level names' rooms (left, top, right, bottom: a generous width per character, the
    glyphs' height over the baseline) and the person's line's points, read from the drawing."""
    names = []
    for x, end, baseline, size, words in re.findall(
        r'<text class="level-name" x="([\d.]+)"( text-anchor="end")? y="([\d.]+)"'
        r' font-size="(\d+)">([^<]*)</text>',
        svg,
    ):
        width, size_ = 0.55 * int(size) * len(words), int(size)
        left = float(x) - width if end else float(x)
        names.append((left, float(baseline) - 0.7 * size_, left + width, float(baseline)))
    (points,) = re.findall(r'<polyline class="line" points="([^"]*)"', svg) or [""]
    line = [(float(a), float(b)) for a, b in (p.split(",") for p in points.split())]
    return names, line


LADDER = [("easy", 1353.0), ("medium", 1500.0), ("hard", 1608.0), ("maestro", 1642.0)]
"""The levels at two players, two of them 34 points apart."""


def _walks(count: int = 300) -> list[list[tuple[float, float]]]:
    """Seeded rating histories from a new player's 1500 (on Medio's line), 2 to 40 hands,
    drifting up through the levels and back."""
    rng = random.Random(7)
    walks = []
    for _ in range(count):
        rating, deviation = 1500.0, 350.0
        history = [(rating, deviation)]
        for _ in range(rng.randint(1, 39)):
            rating += rng.gauss(8, 45)
            deviation = max(60.0, deviation * 0.93)
            history.append((rating, deviation))
        walks.append(history)
    return walks


def _crosses(line: list[tuple[float, float]], box: tuple[float, float, float, float]) -> bool:
    """Whether the line (or the dot on its last point) meets ``box``: each segment sampled."""
    left, top, right, bottom = box
    x, y = line[-1]
    if left - 2 < x < right + 2 and top - 2 < y < bottom + 2:
        return True
    return any(
        left < x0 + (x1 - x0) * t / 40 < right and top < y0 + (y1 - y0) * t / 40 < bottom
        for (x0, y0), (x1, y1) in itertools.pairwise(line)
        for t in range(41)
    )


def test_the_persons_line_keeps_off_the_levels_names() -> None:
    """Over 300 seeded histories, the person's line runs through fewer than one level's name
    in ten (where the levels' names have no free room left, it passes under them); the
    names never overlap one another and stay inside the plot."""
    crossed = names_seen = 0
    for history in _walks():
        svg = rating_svg(history, LADDER, "it", "t", "r")
        names, line = _names_and_line(svg)
        assert len(names) == 4
        for i, (left, top, right, bottom) in enumerate(names):
            assert left >= 0 and right <= 160 and top >= 0 and bottom <= HEIGHT, svg
            for other in names[i + 1 :]:
                assert not (left < other[2] and other[0] < right and top < other[3]), svg
        names_seen += len(names)
        crossed += sum(_crosses(line, box) for box in names)
    assert crossed < names_seen / 10, f"{crossed} of {names_seen} names crossed"


def test_the_levels_names_lie_over_the_line_on_a_halo() -> None:
    """The names are drawn after the person's line and its dot (over them), and the style
    sheet draws each on a halo of the card's colour."""
    svg = rating_svg(_walks(1)[0], LADDER, "en", "t", "r")
    assert svg.rindex("<polyline") < svg.index('<text class="level-name"')
    assert svg.index("<circle") < svg.index('<text class="level-name"')
    css = (Path(__file__).parents[2] / "static" / "css" / "statistics.css").read_text()
    rule = re.search(r"\.rating-chart \.level-name \{([^}]*)\}", css)
    assert rule is not None and "paint-order: stroke" in rule[1] and "stroke: #f1ead8" in rule[1]
