"""The match against BriscolaBot-v3: each player named against the sparring partner.

Usage: python measure/sparring.py [--python PY] [--sparring DIR] [--players NAME ...]
                                     [--games N] [--seed S] [--jobs K] [--hard FIELD=VALUE ...]
                                     [--log-dir DIR]

BriscolaBot-v3 (a PPO policy network, outside the project: ``../shared/sparring/
briscolabot-v3``, see its README) runs as a bot-protocol program under its own interpreter,
which has numpy and onnxruntime (``PY=$(../shared/sparring/briscolabot-v3/setup.sh)``). Give
that interpreter with ``--python`` or ``BRISCOLA_SPARRING_PYTHON``, and the folder with
``--sparring`` or ``BRISCOLA_SPARRING_DIR`` if it is not ``../shared/sparring/briscolabot-v3``
next to the repository; without them the script says what is missing and exits 0 (CI does not
run it). Each player plays the arena's match against it: 2 players, trump-7 swap off (the
model does not know the swap), every deal with the seats exchanged, the same seed for every
player, so the rows meet the same deals. It prints one row per player: games, score (wins +
draws/2) / games ± the 95 % half-width, W/D/L, mean points and the median / p95 time of a move.
``--hard`` changes the hard level (``LabConfig`` fields, as in the arena); ``--log-dir`` keeps
each player's ``--log`` for ``measure/paired.py``. BriscolaBot-v3 is a measuring stick only:
nothing of the product learns from its moves.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DIR = ROOT.parent / "shared" / "sparring" / "briscolabot-v3"
SETUP = "PY=$(../shared/sparring/briscolabot-v3/setup.sh)"


def missing(python: str | None, folder: Path) -> str | None:
    """Why the match cannot be played here, or None if it can."""
    if not python:
        return (
            "no sparring interpreter: give --python PY or BRISCOLA_SPARRING_PYTHON "
            f"(made by {SETUP})"
        )
    if not Path(python).is_file():
        return f"the sparring interpreter {python} does not exist (made by {SETUP})"
    if not (folder / "bot.py").is_file():
        return f"no BriscolaBot-v3 at {folder}: give --sparring DIR or BRISCOLA_SPARRING_DIR"
    return None


def arena_command(name: str, bot: str, args: argparse.Namespace) -> list[str]:
    """The arena's command line for ``name`` against the bot."""
    command = [sys.executable, "-m", "briscola", "arena", name, "bot", "--no-swap", "--json"]
    command += ["--games", str(args.games), "--seed", str(args.seed), "--jobs", str(args.jobs)]
    command += ["--bot", bot]
    if name == "hard":
        for pair in args.hard:
            command += ["--hard", pair]
    if args.log_dir is not None:
        command += ["--log", str(Path(args.log_dir) / f"{name}.log")]
    return command


def row(name: str, data: dict[str, Any]) -> str:
    """One markdown row of the table from the arena's JSON figures."""
    times = data["move_time_a"]
    pa, pb = data["mean_points"]
    timing = (
        f"{times['median'] * 1000:.1f} / {times['p95'] * 1000:.1f} ms" if times["moves"] else "–"
    )
    return (
        f"| {name} | {data['games']:,} | {data['score']:.3f} ± {data['ci95']:.3f} | "
        f"{data['wins']}/{data['draws']}/{data['losses']} | {pa:.1f}–{pb:.1f} | {timing} |"
    )


HEADER = (
    "| A vs BriscolaBot-v3 | games | score of A | W/D/L | mean points A–B | A's move: "
    "median / p95 |\n|---|---|---|---|---|---|"
)


def main(argv: list[str] | None = None) -> int:
    """Play each player's match and print the table; 0 also when skipped."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--python", default=os.environ.get("BRISCOLA_SPARRING_PYTHON"))
    parser.add_argument(
        "--sparring", type=Path, default=Path(os.environ.get("BRISCOLA_SPARRING_DIR", DEFAULT_DIR))
    )
    parser.add_argument("--players", nargs="+", default=["greedy", "medium", "hard"])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--hard", action="append", default=[], metavar="FIELD=VALUE")
    parser.add_argument("--log-dir", default=None)
    args = parser.parse_args(argv)
    reason = missing(args.python, args.sparring)
    if reason is not None:
        print(f"sparring match skipped: {reason}")
        return 0
    bot = f"{args.python} {args.sparring / 'bot.py'}"
    print(f"2 players, swap off, seats exchanged, seed {args.seed}; B = BriscolaBot-v3", flush=True)
    if args.hard:
        print(f"hard with {' '.join(args.hard)}", flush=True)
    rows = []
    for name in args.players:
        done = subprocess.run(
            arena_command(name, bot, args), cwd=ROOT, stdout=subprocess.PIPE, text=True
        )
        if done.returncode != 0:
            print(f"the arena failed for {name} (exit {done.returncode})", file=sys.stderr)
            return done.returncode
        data = json.loads(done.stdout)
        if data["faults"]:
            print(f"{name}: {len(data['faults'])} forfeited hands, e.g. {data['faults'][0]}")
        rows.append(row(name, data))
        print(rows[-1], file=sys.stderr, flush=True)
    print(HEADER)
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
