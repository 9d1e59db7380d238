"""The boot benchmark's step breakdown: each step's time after navigation and after the step
before it."""

from typing import Any

import pytest

from tests.benchmark_scripts import load_script

boot = load_script("benchmarks/boot.py", "boot_benchmark")
_gap, steps_table = boot._gap, boot.steps_table


def visit(steps: dict[str, float]) -> Any:
    return boot.Visit(1.0, 1.0, 0.5, 20, 0, 0, 0, 10.0, 50.0, steps)


def test_a_step_is_timed_from_the_last_step_the_visit_has() -> None:
    steps = {"nav:responseEnd": 20.0, "nav:domContentLoaded": 300.0, "probe:playable": 900.0}
    assert _gap(steps, "nav:responseEnd") == 20.0
    # the paint marks in between are missing: the DOM is timed from the HTML
    assert _gap(steps, "nav:domContentLoaded") == 280.0
    assert _gap(steps, "probe:playable") == 600.0
    with pytest.raises(KeyError):
        _gap(steps, "mark:briscola:painted")


def test_the_table_gives_medians_ranges_and_leaves_out_steps_no_visit_has() -> None:
    game = [
        visit({"nav:responseEnd": 10.0, "mark:briscola:painted": 100.0, "probe:playable": 500.0}),
        visit({"nav:responseEnd": 30.0, "mark:briscola:painted": 300.0, "probe:playable": 700.0}),
        visit({"nav:responseEnd": 20.0, "mark:briscola:painted": 200.0, "probe:playable": 900.0}),
    ]
    bare = [visit({"nav:responseEnd": 40.0, "probe:playable": 400.0})]
    lines = steps_table({"": game, "baseline ": bare}).splitlines()
    assert "game: at" in lines[0] and "baseline: at" in lines[0]
    assert len(lines) == 1 + 3  # HTML, painted, playable
    painted = next(line for line in lines if line.startswith("saved screen painted"))
    assert "200 (100-300)" in painted and painted.rstrip().endswith("-")
    playable = next(line for line in lines if line.startswith("playable"))
    # game: 700 after navigation (500-900), 400 after its paint (400, 400, 700); bare: 400,
    # 360 after its HTML
    assert "700 (500-900)    400 " in playable
    assert "400 (400-400)" in playable and playable.rstrip().endswith("360")


def test_the_networks_cost_line_sums_the_reading_and_finds_the_long_task_meanwhile() -> None:
    spans = {
        "fetch": [[100.0, 30.0, "258873"]],
        "read": [[131.0, 5.0, ""], [137.0, 7.0, ""], [145.0, 4.0, ""]],
        "layers": [[150.0, 10.0, ""]],
    }
    tasks = [[20.0, 60.0], [155.0, 70.0], [400.0, 80.0]]  # the first and last lie outside
    line = boot.weights_cost(spans, tasks)
    assert "258,873 bytes fetched in 30 ms" in line
    assert "read in 3 tasks (longest 7 ms, together 16 ms)" in line
    assert "layers 10 ms; ready 60 ms after the fetch began" in line
    assert line.endswith("longest task then 70 ms")
    assert boot.weights_cost({"fetch": [], "read": [], "layers": []}, tasks) == ""
