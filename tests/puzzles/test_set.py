"""The puzzle set: made from a seed byte for byte, read back, checked, the shipped one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from briscola.cli import main
from briscola.engine.actions import Play
from briscola.engine.errors import InvalidStateError
from briscola.puzzles.daily import daily_index
from briscola.puzzles.making.check import check_puzzle
from briscola.puzzles.making.difficulty import LEVEL_RATINGS, SOLVERS
from briscola.puzzles.making.generate import generate
from briscola.puzzles.making.search import WORLDS
from briscola.puzzles.puzzle import dumps, read_set

SHIPPED = Path(__file__).parents[2] / "static" / "puzzles.json"


def test_the_same_seed_makes_the_same_bytes_and_every_puzzle_checks() -> None:
    first = dumps(generate(5, 3, LEVEL_RATINGS))
    assert dumps(generate(5, 3, LEVEL_RATINGS)) == first
    assert dumps(generate(6, 3, LEVEL_RATINGS)) != first
    puzzles = read_set(first)
    assert [p.number for p in puzzles.puzzles] == [1, 2, 3]
    assert dumps(puzzles) == first
    for puzzle in puzzles.puzzles:
        assert check_puzzle(puzzle) == []
        assert puzzle.line[0] == Play(puzzle.answer) and puzzle.points > puzzle.wrong_points


def test_the_command_line_writes_and_checks_a_set(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "set.json"
    assert (
        main(
            [
                "puzzles",
                "--seed",
                "3",
                "--count",
                "2",
                "--midhand",
                "0",
                "--out",
                str(out),
                "--quiet",
            ]
        )
        == 0
    )
    assert main(["puzzles", "--check", str(out)]) == 0
    assert "2 puzzles checked" in capsys.readouterr().out
    data = json.loads(out.read_text())
    first = data["puzzles"][0]
    first["answer"], first["wrong"] = first["wrong"], first["answer"]
    out.write_text(json.dumps(data))
    assert main(["puzzles", "--check", str(out)]) == 1
    # refused by the lines, which no longer start with the answer, before any solving
    assert "puzzle 1: the answer's line does not play the hand out" in capsys.readouterr().err
    swapped = read_set(json.dumps(data)).puzzles[0]
    assert check_puzzle(swapped)[0].startswith("puzzle 1: the solver finds")


def test_a_damaged_set_is_refused_with_a_reason() -> None:
    text = dumps(generate(5, 1, LEVEL_RATINGS))
    data = json.loads(text)
    data["puzzles"][0]["answer"] = "ZZ"
    with pytest.raises(InvalidStateError, match="puzzle 1"):
        read_set(json.dumps(data))
    data = json.loads(text)
    data["puzzles"][0]["moves"] = data["puzzles"][0]["moves"][:-3]
    with pytest.raises(InvalidStateError):
        read_set(json.dumps(data))
    with pytest.raises(InvalidStateError, match="not valid JSON"):
        read_set(text[:100])


def test_the_shipped_set_has_enough_puzzles_and_a_sample_checks() -> None:
    puzzles = read_set(SHIPPED.read_bytes())
    assert len(puzzles.puzzles) >= 500 and puzzles.solvers == SOLVERS
    ratings = [p.rating for p in puzzles.puzzles]
    assert max(ratings) - min(ratings) >= 300  # a spread a player can climb
    for puzzle in puzzles.puzzles[::50]:
        assert check_puzzle(puzzle) == []


def test_every_shipped_explanation_shows_the_difference_between_its_two_lines() -> None:
    puzzles = read_set(SHIPPED.read_bytes())
    alike = [p.number for p in puzzles.puzzles if p.points <= p.wrong_points]
    assert alike == [], "the answer's line must end with more points than the wrong card's"
    for puzzle in puzzles.puzzles:
        assert puzzle.line != puzzle.wrong_line and puzzle.answer != puzzle.wrong


def test_the_puzzle_of_the_day_is_the_same_for_everyone_and_changes_daily() -> None:
    days = [f"2026-12-{d:02d}" for d in range(1, 29)]
    picks = [daily_index(day, 600) for day in days]
    assert picks == [daily_index(day, 600) for day in days]
    assert len(set(picks)) > 20
    with pytest.raises(InvalidStateError):
        daily_index("2026-13-01", 600)


def test_the_shipped_mid_hand_puzzles_are_judged_by_the_search_with_a_margin() -> None:
    puzzles = read_set(SHIPPED.read_bytes())
    mid = [p for p in puzzles.puzzles if p.searched]
    assert len(mid) >= 50 and len(puzzles.puzzles) - len(mid) >= 500
    for puzzle in mid:
        assert puzzle.worlds == WORLDS and puzzle.state().stock_left >= 4
        shown = {v.card: v.points for v in puzzle.values}
        others = [points for card, points in shown.items() if card != puzzle.answer]
        assert shown[puzzle.answer] >= max(others) + 10
        assert shown[puzzle.wrong] == max(others)  # the runner-up is the wrong card shown
    assert check_puzzle(mid[len(mid) // 2]) == []
