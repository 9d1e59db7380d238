"""``replay``, ``verify`` and ``review`` refuse a damaged megabyte record (cut short, nested
deep, huge numbers, wrong types) with their one short line, in time that grows in proportion
to the file."""

from __future__ import annotations

from pathlib import Path

import pytest

from briscola.cli import main
from tests.support import damaged as damages
from tests.support.bad_records import RECORD, assert_one_short_line
from tests.support.linear import assert_linear, best_time

COMMANDS = {
    "replay": ["replay"],
    "verify": ["verify", "0" * 64, "0" * 32],
    "review": ["review"],
}
NOT_JSON = {"cut short", "cut short, plain", "huge integer"}


def refusal(command: str, path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    assert main([*COMMANDS[command], str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    return assert_one_short_line(captured.err)


@pytest.mark.parametrize("damage", sorted(damages.DAMAGES))
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_damaged_megabyte_record_gets_the_usual_line(
    command: str,
    damage: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(tmp_path)  # a short name, so that the line has room for the reason
    path = Path("r.json")
    path.write_text(damages.damaged(RECORD, "moves", damage, 1_000_000))
    line = refusal(command, path, capsys)
    assert line.startswith(f"{command}: ")
    if damage in NOT_JSON:
        assert "is not valid JSON (truncated or damaged?)" in line
    elif damage.startswith("nested deep"):
        assert "levels deep (at most 32)" in line


@pytest.mark.timing
@pytest.mark.parametrize("damage", sorted(damages.DAMAGES))
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_the_time_grows_in_proportion_to_the_file(
    command: str, damage: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    small, large = tmp_path / "small.json", tmp_path / "large.json"
    small.write_text(damages.damaged(RECORD, "moves", damage, 100_000))
    large.write_text(damages.damaged(RECORD, "moves", damage, 1_000_000))
    assert_linear(
        best_time(lambda: refusal(command, small, capsys)),
        best_time(lambda: refusal(command, large, capsys)),
        10,
        f"{command}, {damage}",
    )
