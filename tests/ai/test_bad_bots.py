"""Faulty bot programs: each loses its hand with a short reason, and none hangs, floods or
outlives the arena."""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

import pytest

from briscola.ai.arena import bot
from briscola.ai.arena.bot import BotAgent, BotFault, bot_argv
from briscola.ai.arena.match import Contestant, run_match
from briscola.cli import main
from briscola.cli.arena import report
from briscola.engine.rules import Rules

RULES2 = Rules(players=2)

PROGRAM = """\
import json, os, signal, subprocess, sys, time
out = sys.stdout.buffer
def raw(data):
    out.write(data)
    out.flush()
def answer(value):
    raw(json.dumps(value).encode() + b"\\n")
def spawn():
    # A child that ignores SIGTERM and holds the bot's stdout open.
    child = subprocess.Popen([sys.executable, "-c",
        "import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); time.sleep(60)"])
    with open(PIDS, "a") as pids:
        pids.write(f"{child.pid}\\n")
PIDS = sys.argv[1]
with open(PIDS, "a") as pids:
    pids.write(f"{os.getpid()}\\n")
acts = 0
for line in sys.stdin.buffer:
    m = json.loads(line)
    if m["type"] == "hello":
        HELLO
    elif m["type"] == "act":
        acts += 1
        legal = m["legal"]
        ACT
    elif m["type"] == "quit":
        QUIT
"""

HELLO = 'answer({"name": "bad"})'
PLAY = 'answer({"action": legal[0]})'
QUIT = "break"

# kind: (hello, act, quit) code of the bot, then a piece of its forfeit reason ("" for none).
BOTS: dict[str, tuple[str, str, str, str]] = {
    "deep": (
        HELLO,
        'raw(b\'{"action": \' + b"[" * 100_000 + b"]" * 100_000 + b"}\\n")',
        QUIT,
        "nests 100001 levels deep",
    ),
    "unhashable": (HELLO, 'answer({"action": {"signal": []}})', QUIT, "bad action"),
    "not-utf8": (HELLO, 'raw(b"\\xff\\xfe\\n")', QUIT, "not UTF-8"),
    "over-cap": (
        HELLO,
        'raw(b\'{"action": "\' + b"x" * 2_000_000 + b\'"}\\n\')',
        QUIT,
        "longer than 1,000,000 bytes",
    ),
    "endless-line": (
        HELLO,
        'raw(b"x" * 3_000_000); time.sleep(60)',
        QUIT,
        "longer than 1,000,000 bytes",
    ),
    "huge-card": (HELLO, 'answer({"action": {"play": "X" * 900_000}})', QUIT, "bad action"),
    "not-object": (HELLO, "answer([1, 2])", QUIT, "not a JSON object"),
    "no-action": (HELLO, 'answer({"move": legal[0]})', QUIT, "bad action"),
    "huge-int": (
        HELLO,
        'raw(b\'{"action": {"declare": \' + b"3" * 5000 + b"}}\\n")',
        QUIT,
        "not valid JSON",
    ),
    "malformed": (HELLO, 'raw(b"this is not json {\\n")', QUIT, "not valid JSON"),
    "cut-string": (
        HELLO,
        'raw(b\'{"action": "\' + b\'\\\\"a\' * 66_667 + b"\\n")',
        QUIT,
        "not valid JSON",
    ),
    "chatty": (
        HELLO,
        'raw(b"thinking...\\n"); answer({"action": legal[0]})',
        QUIT,
        "not valid JSON",
    ),
    "answers-twice": (
        HELLO,
        'answer({"action": legal[0]}); answer({"action": legal[0]})',
        QUIT,
        "illegal action",
    ),
    "not-its-card": (
        HELLO,
        'answer({"action": {"play": "AD" if {"play": "AD"} not in legal else "2D"}})',
        QUIT,
        "illegal action",
    ),
    "hangs": (
        HELLO,
        "if acts > 1: time.sleep(60)\n        " + PLAY,
        QUIT,
        "no answer to act within 0.5 s",
    ),
    "closes-stdout": (HELLO, "os.close(1); time.sleep(60)", QUIT, "closed its output"),
    "closes-stdin": (
        'os.close(0); answer({"name": "bad"}); time.sleep(60)',
        PLAY,
        QUIT,
        "cannot write to the bot",
    ),
    "exits-mid-hand": (
        HELLO,
        "if acts == 3: sys.exit(0)\n        " + PLAY,
        QUIT,
        "closed its output",
    ),
    "no-name": ("answer({})", PLAY, QUIT, "answered hello with {}"),
    "huge-name": (
        'answer({"name": "n" * 500_000})',
        'answer({"action": {"jump": 1}})',
        QUIT,
        "bad action",
    ),
    "escape-name": (
        'answer({"name": "\\x1b[2J\\nforged line"})',
        'answer({"action": {"play": "\\x1b[31m\\r"}})',
        QUIT,
        "bad action",
    ),
    "stderr-flood": (HELLO, 'sys.stderr.write("log " * 5_000); ' + PLAY, QUIT, ""),
    "slow-start": ('time.sleep(1.5); answer({"name": "slow"})', PLAY, QUIT, ""),
    "ignores-quit": (
        HELLO,
        PLAY,
        "signal.signal(signal.SIGTERM, signal.SIG_IGN); time.sleep(60)",
        "",
    ),
    "forks-and-plays": ("spawn(); " + HELLO, PLAY, QUIT, ""),
    "forks-and-hangs": ("spawn(); " + HELLO, "time.sleep(60)", QUIT, "no answer to act"),
}


def write_bot(tmp_path: Path, kind: str) -> tuple[str, Path]:
    """The bot's command line, and the file where it lists its processes (its own and
    the children it starts)."""
    hello, act, quit_, _ = BOTS[kind]
    script = tmp_path / f"bot_{kind}.py"
    script.write_text(PROGRAM.replace("HELLO", hello).replace("ACT", act).replace("QUIT", quit_))
    pids = tmp_path / f"pids_{kind}.txt"
    pids.write_text("")
    return f"{sys.executable} {script} {pids}", pids


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie waiting for a parent that never reaps it does not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")


def processes(pids: Path) -> list[int]:
    return [int(line) for line in pids.read_text().split()]


def survivors(pids: list[int], within: float = 3.0) -> list[int]:
    """The processes of ``pids`` still running after ``within`` seconds: a killed process
    on a loaded machine may take a moment to be scheduled and die, one never killed (each
    bot sleeps 60 s) runs on."""
    deadline = time.monotonic() + within
    while (left := [pid for pid in pids if alive(pid)]) and time.monotonic() < deadline:
        time.sleep(0.02)
    return left


@pytest.mark.parametrize("kind", sorted(BOTS))
def test_bad_bot_forfeits_with_a_short_reason(tmp_path: Path, kind: str) -> None:
    command, pids = write_bot(tmp_path, kind)
    expected = BOTS[kind][3]
    start = time.perf_counter()
    result = run_match(Contestant("bot", command), Contestant("random"), RULES2, 2, 1, timeout=0.5)
    elapsed = time.perf_counter() - start
    faults = [g.fault for g in result.games if g.fault]
    if expected:
        assert len(faults) == 2, (kind, faults)
        assert all(expected in fault for fault in faults), (kind, faults)
        assert all(len(fault) <= 200 for fault in faults), (kind, [len(f) for f in faults])
        assert result.score == 0.0
        assert all(fault.isprintable() for fault in faults), (kind, faults)
    else:
        assert not faults, (kind, faults)
    assert len(report(result)) < 2_000
    # Two games: no fault waits for more than one timeout, nor for the 10 s start-up grace.
    assert elapsed < 8, (kind, elapsed)
    started = processes(pids)
    assert started
    assert not survivors(started), "processes outlived the match"


@pytest.mark.parametrize("kind", ["not-utf8", "endless-line", "closes-stdout"])
def test_a_broken_answer_is_a_forfeit_at_once(tmp_path: Path, kind: str) -> None:
    # A long timeout: the fault must be seen when it happens, not when the timeout expires.
    command, _ = write_bot(tmp_path, kind)
    start = time.perf_counter()
    result = run_match(Contestant("bot", command), Contestant("random"), RULES2, 2, 1, timeout=5)
    assert len(result.faults) == 2
    assert time.perf_counter() - start < 4


def test_a_bot_that_never_says_hello(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bot, "STARTUP_TIMEOUT", 0.5)
    command, _ = write_bot(tmp_path, "hangs")
    script = Path(command.split()[1])
    script.write_text(script.read_text().replace('answer({"name": "bad"})', "time.sleep(60)"))
    result = run_match(Contestant("bot", command), Contestant("random"), RULES2, 2, 1, timeout=0.5)
    assert [g.fault and "no answer to hello within 0.5 s" in g.fault for g in result.games] == [
        True,
        True,
    ]


def test_two_jobs_survive_deep_and_unhashable_answers(tmp_path: Path) -> None:
    for kind in ("deep", "unhashable"):
        command, _ = write_bot(tmp_path, kind)
        result = run_match(
            Contestant("bot", command), Contestant("random"), RULES2, 4, 1, jobs=2, timeout=2
        )
        assert len(result.faults) == 4 and BOTS[kind][3] in result.faults[0]


def test_a_bot_that_cannot_start_is_a_fault_not_a_crash(tmp_path: Path) -> None:
    agent = BotAgent(str(tmp_path / "missing"), timeout=0.5)
    with pytest.raises(BotFault, match="cannot start"):
        agent.new_hand(random.Random(0))
    agent.close()


@pytest.mark.parametrize(
    ("command", "message"),
    [
        ("", "empty"),
        ("'unbalanced", "quotation"),
        ("no-such-program-anywhere --x", "no program named 'no-such-program-anywhere'"),
        ("{tmp}/missing.py", "no such file"),
        ("{tmp}", "is a directory"),
        ("{tmp}/plain.txt", "not executable"),
    ],
)
def test_bot_argv_refuses_what_cannot_run(tmp_path: Path, command: str, message: str) -> None:
    (tmp_path / "plain.txt").write_text("hello")
    with pytest.raises(ValueError, match=message):
        bot_argv(command.format(tmp=tmp_path))


@pytest.mark.parametrize(
    "command",
    [
        "no-such-program-anywhere",
        "python3 'unbalanced",
        "{tmp}/plain.txt",
        "{tmp}",
        "{tmp}/missing",
        "{python} -c 'import sys; sys.exit(1)'",
        "{python} {tmp}/missing.py",
    ],
)
def test_command_line_bot_that_cannot_start_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    (tmp_path / "plain.txt").write_text("hello")
    command = command.format(tmp=tmp_path, python=sys.executable)
    args = ["arena", "bot", "random", "--bot", command, "--games", "2", "--quiet", "--timeout", "1"]
    assert main(args) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and len(lines[0]) <= 200 and lines[0].startswith("arena: --bot")


def test_arena_refuses_a_timeout_that_is_not_a_finite_positive_number() -> None:
    for value in ("nan", "inf", "0", "-1"):
        with pytest.raises(SystemExit) as stop:
            main(["arena", "random", "random", "--games", "2", "--timeout", value, "--quiet"])
        assert stop.value.code == 1


def test_answers_are_bounded_even_when_the_bot_floods(tmp_path: Path) -> None:
    # Endless lines after hello: the arena reads what it needs and stops the bot.
    command, _ = write_bot(tmp_path, "hangs")
    script = Path(command.split()[1])
    flood = 'answer({"name": "bad"})\n        while True: raw(b"{}\\n" * 10_000)'
    script.write_text(script.read_text().replace('answer({"name": "bad"})', flood))
    result = run_match(Contestant("bot", command), Contestant("random"), RULES2, 2, 1, timeout=1)
    assert len(result.faults) == 2 and "bad action" in result.faults[0]


def test_report_json_stays_small(tmp_path: Path) -> None:
    command, _ = write_bot(tmp_path, "huge-card")
    result = run_match(Contestant("bot", command), Contestant("random"), RULES2, 2, 1, timeout=1)
    assert len(json.dumps(result.to_json())) < 3_000
