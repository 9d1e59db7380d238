"""``python -m briscola puzzles --check`` on a set of three puzzles: a set cut short, a
forged field, a seed out of range or not the set's are each refused (exit status 1) naming
the set or the puzzle; the levels' tries and the words are made again."""

from __future__ import annotations

from pathlib import Path

import pytest

from briscola.cli import main
from briscola.engine.values import replace
from briscola.puzzles.making.check import check_puzzle
from briscola.puzzles.making.difficulty import LEVEL_RATINGS
from briscola.puzzles.making.generate import generate
from briscola.puzzles.puzzle import dumps, read_set
from tests.support.damaged import BIG
from tests.support.puzzle_sets import cut, edited


@pytest.fixture(scope="module")
def small() -> str:
    """A set of three end-of-hand puzzles made from seed 5."""
    return dumps(generate(5, 3, LEVEL_RATINGS))


def checked(tmp_path: Path, text: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """The command line's check of ``text``: its exit status and what it said on stderr."""
    path = tmp_path / "set.json"
    path.write_text(text)
    status = main(["puzzles", "--check", str(path), "--quiet"])
    return status, capsys.readouterr().err


def test_the_small_set_checks(
    small: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert checked(tmp_path, small, capsys) == (0, "")


def test_a_set_cut_short_is_refused_naming_the_hands(
    small: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, said = checked(tmp_path, cut(small, 2), capsys)
    assert status == 1 and "the set: it says" in said and "(cut short?)" in said


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("points", 119, "puzzle 2: the answer's points differ: 119 in the file"),
        ("wrong_points", 0, "puzzle 2: the wrong card's points differ: 0 in the file"),
        ("rating", 1999, "puzzle 2: the rating differs: 1999"),
        ("deviation", 1, "puzzle 2: the rating differs"),
    ],
)
def test_a_forged_field_is_refused_naming_the_puzzle(
    small: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    field: str,
    value: int,
    says: str,
) -> None:
    status, said = checked(tmp_path, edited(small, 2, **{field: value}), capsys)
    assert status == 1 and says in said, said


@pytest.mark.parametrize("seed", [BIG, "-1", str(2**63)])
def test_a_set_seed_out_of_range_is_refused(
    small: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], seed: str
) -> None:
    text = small.replace('"seed":5,', f'"seed":{seed},', 1)
    assert text != small
    status, said = checked(tmp_path, text, capsys)
    assert status == 1 and "the puzzle set: the seed is out of range" in said


def test_a_seed_not_the_sets_is_refused_naming_the_puzzle(
    small: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, said = checked(tmp_path, small.replace('"seed":5,', '"seed":6,', 1), capsys)
    assert status == 1 and "puzzle 1: its hand is no later hand of the set's stream" in said


def test_the_levels_tries_and_the_words_are_made_again(small: str) -> None:
    """Fields only making the puzzle again can find (the levels' tries with the rating they
    give, the reason): forged, each is named."""
    puzzle = read_set(small).puzzles[0]
    assert check_puzzle(puzzle) == []
    rated = replace(puzzle, solved=(0, 0, 0, 0, 0))
    rated = replace(rated, rating=1803, deviation=puzzle.deviation)
    assert any("the levels' tries differs" in p for p in check_puzzle(rated))
    kind = "take" if puzzle.reason.kind != "take" else "let_go"
    words = replace(puzzle, reason=replace(puzzle.reason, kind=kind))
    assert any("puzzle 1: the reason differs" in p for p in check_puzzle(words))


@pytest.mark.parametrize("seed", ["-1", str(2**63)])
def test_a_set_is_made_only_from_a_seed_in_range(
    seed: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["puzzles", "--seed", seed, "--count", "1", "--midhand", "0", "--quiet"]) == 1
    assert "--seed must be from 0 to 2^63 - 1" in capsys.readouterr().err
