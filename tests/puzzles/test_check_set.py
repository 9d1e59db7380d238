"""The set's check on the shipped set: cut short anywhere (or said to hold too many hands) it is
refused before any puzzle is solved again, in time proportional to its size, and a forged
field is named by the cheap pass (the command line's refusals: ``test_check_command.py``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from briscola.engine.errors import InvalidStateError
from briscola.puzzles.making import check_set as checking
from briscola.puzzles.making.check_set import check_set, check_streams
from briscola.puzzles.puzzle import read_set
from tests.support.damaged import BIG
from tests.support.linear import assert_linear, best_time
from tests.support.puzzle_sets import cut, edited

SHIPPED = (Path(__file__).parents[2] / "static" / "puzzles.json").read_text()


def test_the_shipped_set_cut_short_anywhere_is_refused_before_any_solving(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_solving(*_: object) -> list[str]:
        raise AssertionError("a puzzle was solved again")

    monkeypatch.setattr(checking, "check_puzzle", no_solving)
    monkeypatch.setattr(checking, "check_hand", no_solving)
    whole = read_set(SHIPPED)
    assert isinstance(check_streams(whole), dict)
    ends = sum(1 for p in whole.puzzles if not p.searched)
    for keep in (len(whole.puzzles) - 1, ends + 1, ends, 100):
        problems = check_set(read_set(cut(SHIPPED, keep)))
        assert len(problems) == 1 and "(cut short?)" in problems[0], keep
    # the last end-of-hand puzzle lost, the mid-hand ones numbered on
    data = json.loads(SHIPPED)
    rest = data["puzzles"][: ends - 1] + data["puzzles"][ends:]
    data["puzzles"] = [{**p, "number": i} for i, p in enumerate(rest, start=1)]
    assert check_set(read_set(json.dumps(data))) != []
    forged = edited(SHIPPED, 640, points=120)
    assert check_set(read_set(forged))[0].startswith("puzzle 640: the answer's points differ")


def test_a_set_that_says_too_many_hands_is_refused_before_walking_them() -> None:
    data = json.loads(cut(SHIPPED, 3))
    data["hands"] = 10**9
    assert check_streams(read_set(json.dumps(data))) == [
        "the set: 1000000000 hands for 3 puzzles (at most 1000 a puzzle)"
    ]
    data["hands"] = BIG
    with pytest.raises(InvalidStateError, match="'hands' must be from 0"):
        read_set(json.dumps(data).replace(f'"{BIG}"', BIG))


@pytest.mark.timing
def test_a_set_cut_short_is_refused_in_time_proportional_to_its_size() -> None:
    small, large = cut(SHIPPED, 60), cut(SHIPPED, 600)

    def refuse(text: str) -> None:
        assert check_set(read_set(text)) != []

    assert_linear(
        best_time(lambda: refuse(small)),
        best_time(lambda: refuse(large)),
        len(large) / len(small),
        "the check of a set cut short",
    )
