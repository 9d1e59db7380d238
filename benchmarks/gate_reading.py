"""How the maestro level's gate reads an opponent, play by play.

Usage: python benchmarks/gate_reading.py OPPONENT [--deals N] [--seed S] [--hard FIELD=VALUE ...]

OPPONENT is a level's name (``random``, ``greedy``, ...) or a bot command (anything with a
space in it, e.g. ``"$PY ../shared/sparring/briscolabot-v3/bot.py"``; then the trump-7 swap is
off, as in the sparring match). Maestro plays ``N`` deals (seats exchanged) against it; at
each of its moves where the gate reads, the script records how many of the opponent's plays
the reading saw, the posterior chances of its styles and whether the gate chose the plain
search. It prints maestro's score, then one row per number of plays seen: moves, the share
of them searched plainly, the mean chance of the random style, and the shares of moves
where that chance reached 0.3, 0.5 and 0.8, and where the sensible styles (policy + strong)
reached 0.8. ``--hard`` changes maestro's configuration (``horizon=20`` lets the gate see
up to 20 plays).
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from typing import NamedTuple

from briscola.ai.arena.match import Contestant, play_deals
from briscola.ai.levels.hard import HardConfig
from briscola.ai.levels.maestro import MAESTRO_CHANGES
from briscola.ai.search import gate
from briscola.ai.search.worlds import Worlds
from briscola.engine.rules import Rules


class Read(NamedTuple):
    """One reading of the gate: plays seen, whether it chose plainly, the styles' chances."""

    plays: int
    plainly: bool
    random: float
    sensible: float


def watch(readings: list[Read]) -> None:
    """Record every choice of the gate into ``readings``."""
    choose = gate.GateWorlds.choose

    def recorded(self: gate.GateWorlds) -> Worlds:
        chosen = choose(self)
        for seat, styles in self.kinds.styles().items():
            plays = len(self.kinds.reader.plays[seat])
            readings.append(Read(plays, bool(self.plainly), styles.random, styles.sensible))
        return chosen

    gate.GateWorlds.choose = recorded  # type: ignore[method-assign]


def main() -> None:
    """Play the deals and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("opponent")
    parser.add_argument("--deals", type=int, default=15)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--hard", action="append", default=[], metavar="FIELD=VALUE")
    args = parser.parse_args()
    config = HardConfig.with_changes([*MAESTRO_CHANGES, *args.hard])
    bot = " " in args.opponent
    opponent = Contestant("bot", bot_command=args.opponent) if bot else Contestant(args.opponent)
    rules = Rules().replace(swap_seven=False) if bot else Rules()
    readings: list[Read] = []
    watch(readings)
    chunk = play_deals(
        Contestant("maestro", hard_config=config), opponent, rules, args.seed, range(args.deals)
    )
    games = chunk.games
    print(f"maestro's score: {sum(g.score for g in games) / len(games):.3f} over {len(games)}")
    rows: dict[int, list[Read]] = defaultdict(list)
    for read in readings:
        rows[read.plays].append(read)
    print("plays moves plainly random  r>=.3  r>=.5  r>=.8  sensible>=.8")
    for plays in sorted(rows):
        row = rows[plays]
        n = len(row)
        shares = [
            sum(test) / n
            for test in (
                [r.plainly for r in row],
                [r.random >= 0.3 for r in row],
                [r.random >= 0.5 for r in row],
                [r.random >= 0.8 for r in row],
            )
        ]
        sensible = sum(r.sensible >= 0.8 for r in row) / n
        print(
            f"{plays:>5} {n:>5} {shares[0]:>7.2f} {sum(r.random for r in row) / n:>6.2f} "
            f"{shares[1]:>6.2f} {shares[2]:>6.2f} {shares[3]:>6.2f} {sensible:>13.2f}"
        )


if __name__ == "__main__":
    main()
