"""Bad input on the command line: one short line on stderr and exit status 1, never a
traceback, whatever the input holds."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from briscola.cli import main
from tests.support.bad_records import BAD_RECORDS, assert_one_short_line, mutations


def run_cli(args: list[str], stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "briscola", *args],
        input=stdin,
        capture_output=True,
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize("kind", sorted(BAD_RECORDS))
def test_replay_of_a_bad_file_is_one_short_line(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "record.json"
    path.write_text(BAD_RECORDS[kind])
    assert main(["replay", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert assert_one_short_line(captured.err).startswith("replay: ")


@pytest.mark.parametrize(
    "kind", ["nested 1000 deep", "integer of 5000 digits", "50 MB card string"]
)
def test_replay_of_bad_standard_input_is_one_short_line(kind: str) -> None:
    result = run_cli(["replay", "-"], stdin=BAD_RECORDS[kind].encode())
    assert result.returncode == 1
    assert assert_one_short_line(result.stderr).startswith("replay: standard input")


@pytest.mark.parametrize(
    ("what", "message"),
    [
        ("missing", "cannot read"),
        ("directory", "Is a directory"),
        ("not-utf8", "not UTF-8"),
        ("long-name", "cannot read"),
    ],
)
def test_replay_of_what_is_not_a_readable_file(
    what: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = {
        "missing": tmp_path / "missing.json",
        "directory": tmp_path,
        "not-utf8": tmp_path / "latin1.json",
        "long-name": tmp_path / ("n" * 250) / "x.json",
    }[what]
    (tmp_path / "latin1.json").write_bytes(b'{"format": "\xe0\xff"}')
    assert main(["replay", str(path)]) == 1
    assert message in assert_one_short_line(capsys.readouterr().err)


def test_replay_of_mutated_records(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "record.json"
    refused = 0
    for _, text in mutations(random.Random(7), 400):
        path.write_text(text)
        status = main(["replay", str(path)])
        captured = capsys.readouterr()
        if status == 1:
            refused += 1
            assert_one_short_line(captured.err)
        else:
            assert status == 0 and captured.out.endswith("record OK\n")
    assert refused > 300


def test_usage_errors_stay_short() -> None:
    result = run_cli(["record", "--seed", "9" * 5000])
    assert result.returncode == 1
    error = result.stderr.decode().splitlines()[-1]
    assert "invalid int value" in error and len(error) <= 200


def test_play_refuses_odd_digits_and_asks_again() -> None:
    answers = "²\n" + "9" * 5000 + "\n①\nq\n"
    result = run_cli(["play", "--seed", "2", "--opponent", "greedy"], stdin=answers.encode())
    assert result.returncode == 0, result.stderr.decode()[-500:]
    assert result.stdout.decode().count("Not a card in your hand.") == 3


def test_a_reader_that_goes_away_is_no_traceback() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "briscola", "record", "--seed", "1", "--player", "greedy"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # like ``| head -0``, before the record is written
    error = process.stderr.read()
    assert process.wait(timeout=60) == 1
    assert error == b""
