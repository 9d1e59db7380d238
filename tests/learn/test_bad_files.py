"""``review`` and ``verify`` on bad files: one short line on stderr and exit status 1."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from briscola.cli import main
from tests.support.bad_records import BAD_RECORDS, assert_one_short_line, mutations

FINGERPRINT = "0" * 64
SECRET = "0" * 32


@pytest.mark.parametrize("kind", sorted(BAD_RECORDS))
def test_review_and_verify_of_a_bad_file_are_one_short_line(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "record.json"
    path.write_text(BAD_RECORDS[kind])
    assert main(["review", str(path)]) == 1
    assert assert_one_short_line(capsys.readouterr().err).startswith("review: ")
    status = main(["verify", FINGERPRINT, SECRET, str(path)])
    captured = capsys.readouterr()
    assert status == 1 and captured.out == ""
    assert assert_one_short_line(captured.err).startswith("verify: ")


def test_verify_of_damaged_records_never_fails_with_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "record.json"
    for _, text in mutations(random.Random(17), 150):
        path.write_text(text)
        status = main(["verify", FINGERPRINT, SECRET, str(path)])
        captured = capsys.readouterr()
        assert status == 1  # no deal with these zeros as secret matches this fingerprint
        assert assert_one_short_line(captured.err).startswith("verify: ")
