"""The arena against two hostile bots: its peak memory with a bot writing one 100 MB line
per answer, and the processes left after a bot that starts children ignoring SIGTERM.

Usage: python benchmarks/arena_bad_bots.py [--games N] [--jobs K] [--megabytes M]

Each case runs ``python -m briscola arena bot random --bot "python BOT" --games N
--timeout 2 --json --quiet`` in a child process, through a wrapper that reports the arena
process's own peak resident memory (``getrusage(RUSAGE_SELF)``, read as the process ends).
The peak over every process of the run, bots included, is ``getrusage(RUSAGE_CHILDREN)``
of this script once the run is reaped.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

BIG_LINE = """\
import json, sys
out = sys.stdout.buffer
piece = b"x" * 1_000_000
for line in sys.stdin.buffer:
    m = json.loads(line)
    if m["type"] == "hello":
        out.write(b'{"name": "big-line"}\\n'); out.flush()
    elif m["type"] == "act":
        out.write(b'{"action": "')
        for _ in range(MEGABYTES):  # written in pieces: the bot itself stays small
            out.write(piece)
        out.write(b'"}\\n'); out.flush()
    elif m["type"] == "quit":
        break
"""

FORKING = """\
import json, subprocess, sys
out = sys.stdout.buffer
child = ("import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); "
         "time.sleep(600)  # MARKER")
for line in sys.stdin.buffer:
    m = json.loads(line)
    if m["type"] == "hello":
        subprocess.Popen([sys.executable, "-c", child])
        out.write(b'{"name": "forking"}\\n'); out.flush()
    elif m["type"] == "act":
        if len(m["view"]["tricks"]) == 3:  # a fault now and then: the bot is restarted
            out.write(b"not json\\n"); out.flush()
        else:
            out.write(json.dumps({"action": m["legal"][0]}).encode() + b"\\n"); out.flush()
    elif m["type"] == "quit":
        break
"""

WRAPPER = """\
import resource, sys
from briscola.cli import main
status = main(sys.argv[2:])
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
with open(sys.argv[1], "w") as out:
    out.write(str(peak))
sys.exit(status)
"""


def run_arena(bot: Path, games: int, jobs: int, work: Path) -> tuple[dict[str, object], int]:
    """The arena's JSON figures and its own peak memory in KiB."""
    peak_file = work / "peak.txt"
    command = [
        sys.executable,
        "-c",
        WRAPPER,
        str(peak_file),
        "arena",
        "bot",
        "random",
        "--bot",
        f"{sys.executable} {bot}",
        "--games",
        str(games),
        "--jobs",
        str(jobs),
        "--timeout",
        "2",
        "--json",
        "--quiet",
    ]
    done = subprocess.run(command, capture_output=True, check=True, timeout=1200)
    figures = json.loads(done.stdout)
    figures["report_bytes"] = len(done.stdout)
    return figures, int(peak_file.read_text())


def left_over(marker: str) -> list[int]:
    """Processes whose command line holds ``marker`` (zombies not counted)."""
    found = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            cmdline = (proc / "cmdline").read_bytes()
            state = (proc / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if marker.encode() in cmdline and state != "Z":
            found.append(int(proc.name))
    return found


def main() -> None:
    """Run both cases and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--megabytes", type=int, default=100)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        big = work / "bot_big_line.py"
        big.write_text(BIG_LINE.replace("MEGABYTES", str(args.megabytes)))
        start = time.perf_counter()
        figures, peak = run_arena(big, args.games, args.jobs, work)
        every = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        faults = figures["faults"]
        assert isinstance(faults, list)
        print(
            f"{args.megabytes} MB line per answer, {args.games} games, --jobs {args.jobs}: "
            f"{len(faults)} forfeits in {time.perf_counter() - start:.1f} s; "
            f"arena peak RSS {peak / 1024:.1f} MiB (every process: {every / 1024:.1f} MiB); "
            f"report {figures['report_bytes']:,} bytes"
        )
        print(f"first reason: {faults[0] if faults else '-'}")
        marker = f"left-over-{uuid.uuid4().hex}"
        forking = work / "bot_forking.py"
        forking.write_text(FORKING.replace("MARKER", marker))
        figures, peak = run_arena(forking, args.games, args.jobs, work)
        time.sleep(0.5)  # let init reap what it must
        faults = figures["faults"]
        assert isinstance(faults, list)
        left = left_over(marker)
        print(
            f"forking bot, {args.games} games, --jobs {args.jobs}: {len(faults)} forfeits "
            f"(restarts), processes left after the match: {len(left)}"
        )
        for pid in left:  # clean up after a failed run
            subprocess.run(["kill", "-9", str(pid)], check=False)


if __name__ == "__main__":
    main()
