"""The command line: record, replay and play, as a person or a script would use them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from briscola.cli import main
from briscola.engine.rules import PRESETS

RULE_FLAGS = [
    ["--players", "2"],
    ["--players", "2", "--no-swap"],
    ["--players", "3"],
    ["--players", "3", "--no-swap"],
    ["--players", "3", "--deck", "36"],
    ["--players", "4"],
    ["--players", "4", "--no-swap"],
]


def run_cli(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "briscola", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize("flags", RULE_FLAGS, ids=lambda f: " ".join(f))
def test_record_piped_into_replay_succeeds(flags: list[str]) -> None:
    # The default (hard) player is slow; the rules are what is tested here.
    recorded = run_cli(["record", "--seed", "5", "--player", "medium", *flags])
    assert recorded.returncode == 0, recorded.stderr
    record = json.loads(recorded.stdout)
    players = int(flags[1])
    assert record["rules"]["players"] == players
    assert record["rules"]["swap_seven"] is ("--no-swap" not in flags)
    assert sum(record["result"]["points"]) == 120
    replayed = run_cli(["replay", "-"], stdin=recorded.stdout)
    assert replayed.returncode == 0, replayed.stderr
    assert replayed.stdout.strip().endswith("record OK")
    assert replayed.stdout.count("trick ") == record["rules"]["deck"] // players


def test_same_seed_same_record(capsys: pytest.CaptureFixture[str]) -> None:
    # The random player draws on the play's source at every move, so a source the seed does
    # not fix would show at once; each level's own determinism is test_determinism.py's.
    main(["record", "--seed", "9", "--players", "3", "--player", "random"])
    first = capsys.readouterr().out
    main(["record", "--seed", "9", "--players", "3", "--player", "random"])
    assert capsys.readouterr().out == first
    main(["record", "--seed", "10", "--players", "3", "--player", "random"])
    assert capsys.readouterr().out != first
    main(["record", "--seed", "9", "--players", "3", "--player", "greedy"])
    assert capsys.readouterr().out != first  # the player named is the one that plays


def test_replay_rejects_a_tampered_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    main(["record", "--seed", "3"])
    record = json.loads(capsys.readouterr().out)
    record["tricks"][0]["winner"] = 1 - record["tricks"][0]["winner"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    assert main(["replay", str(path)]) == 1
    assert "trick 1 is written as" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "is not valid JSON"),
        ('{"format": "briscola-record", "version": 2}', "version 2 is not supported"),
        ('{"format": "chess"}', "not a briscola-record"),
        ("[]", "must be a JSON object"),
    ],
)
def test_replay_explains_bad_input(text: str, message: str) -> None:
    result = run_cli(["replay", "-"], stdin=text)
    assert result.returncode == 1
    assert message in result.stderr
    assert "Traceback" not in result.stderr


def test_replay_of_a_missing_file_fails_cleanly(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "/nonexistent/record.json"]) == 1
    assert "cannot read" in capsys.readouterr().err


def test_replay_rejects_an_illegal_move(capsys: pytest.CaptureFixture[str]) -> None:
    main(["record", "--seed", "4", "--player", "greedy"])
    record = json.loads(capsys.readouterr().out)
    first, second = record["moves"][0], record["moves"][1]
    record["moves"][0], record["moves"][1] = second, first  # the wrong seat moves first
    result = run_cli(["replay", "-"], stdin=json.dumps(record))
    assert result.returncode == 1
    assert "move 1" in result.stderr and "turn" in result.stderr


def test_bad_rule_flags_are_a_usage_error() -> None:
    result = run_cli(["record", "--seed", "1", "--players", "2", "--deck", "36"])
    assert result.returncode == 1
    assert "plays with 40 cards" in result.stderr


def test_play_a_whole_hand_in_the_terminal() -> None:
    # Always answer "1": the first card of the hand; the hand must reach its end.
    result = run_cli(["play", "--seed", "2", "--opponent", "greedy"], stdin="1\n" * 40)
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("Trick ") == 20
    assert "Points: seat 0:" in result.stdout
    assert (
        "You win the hand." in result.stdout
        or "You lose the hand." in result.stdout
        or ("Tied hand" in result.stdout)
    )


def test_play_shows_only_what_the_seat_may_see() -> None:
    result = run_cli(["play", "--seed", "2", "--opponent", "greedy"], stdin="q\n")
    record = run_cli(["record", "--seed", "2", "--player", "greedy"])  # same seed: same deal
    deal = json.loads(record.stdout)
    shown = result.stdout
    for card in deal["hands"][0]:
        assert card in shown  # our own hand
    for card in deal["hands"][1]:
        # The opponent's cards may appear only once played on the table.
        assert f") {card} " not in shown
    assert deal["stock"][0] not in shown.split("Your hand")[0].replace(deal["trump"], "")


def test_play_refuses_a_bad_answer_and_asks_again() -> None:
    result = run_cli(["play", "--seed", "2", "--opponent", "greedy"], stdin="9\nZZ\nq\n")
    assert result.stdout.count("Not a card in your hand.") == 2
    assert "Bye." in result.stdout


@pytest.mark.parametrize(
    ("flags", "preset"),
    [
        (["--variant", "con-il-due"], "con-il-due-2"),
        (["--variant", "a-31", "--players", "4"], "a-31-4"),
        (["--preset", "briscolone-2-follow", "--variant", "briscolone"], "briscolone-2-follow"),
        (["--preset", "pairs-4", "--variant", "classic"], "pairs-4"),
    ],
)
def test_a_variant_by_its_registry_name_gives_its_presets_rules(
    flags: list[str], preset: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["record", "--seed", "2", "--player", "random", *flags]) == 0
    assert json.loads(capsys.readouterr().out)["rules"] == PRESETS[preset].to_json()


def test_a_variant_the_table_does_not_play_is_a_usage_error() -> None:
    result = run_cli(["record", "--seed", "1", "--players", "5", "--variant", "briscolone"])
    assert result.returncode != 0 and not result.stdout  # refused like any bad rule flag
    assert "the briscolone variant is not played by this table" in result.stderr
