"""``arena``: two players on the same deals with the seats exchanged; prints the figures."""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from typing import Any

from briscola.ai import MEASURING, PLAYERS
from briscola.ai.arena.bot import BotAgent, BotFault, bot_argv
from briscola.ai.arena.match import Contestant, MatchGame, MatchResult, run_match
from briscola.ai.lab import LabConfig
from briscola.ai.levels.maestro import MAESTRO_CHANGES
from briscola.cli.errors import fail
from briscola.cli.options import add_rule_flags, rules_from_args
from briscola.engine.jsonio import shorten

BOT = "bot"
"""The player name that stands for the ``--bot`` program."""


def add_parser(subparsers: Any) -> None:
    """Register the subcommand."""
    names = [*sorted(PLAYERS), *MEASURING, BOT]
    parser = subparsers.add_parser(
        "arena",
        help="match two players on the same deals with the seats exchanged",
        description="Play A against B: every deal twice with the seats exchanged (with 3 "
        "players A against two Bs, A in each seat; with 4 A's pair against B's pair). Prints "
        "A's score (wins + draws/2) / games with a 95 % confidence interval, wins/draws/"
        "losses, mean points and time per move. Name a player 'bot' to use the --bot program.",
    )
    parser.add_argument("a", choices=names, metavar="A", help=f"one of {', '.join(names)}")
    parser.add_argument("b", choices=names, metavar="B", help="the opponent, same choices")
    parser.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals (default 1)")
    parser.add_argument(
        "--first-deal",
        type=int,
        default=0,
        metavar="N",
        help="number the deals from N (default 0): resumes a match whose log stops before "
        "deal N, with the same seed; the two logs together are the whole match",
    )
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument(
        "--bot", metavar="COMMAND", help="a program speaking the bot protocol (player 'bot')"
    )
    parser.add_argument(
        "--timeout",
        type=float,
        default=10.0,
        help="seconds a bot may take per answer before it forfeits the hand (default 10)",
    )
    parser.add_argument(
        "--hard",
        action="append",
        default=[],
        metavar="FIELD=VALUE",
        help="another budget or option for the hard level (and for maestro, after its own "
        "changes): a HardConfig or lab field (repeatable; e.g. --hard model=policy); the "
        "figures then measure that configuration",
    )
    parser.add_argument(
        "--log",
        metavar="FILE",
        help="write one line per game to FILE: deal, seating, A's score, A's point margin "
        "(for measure/paired.py: two players or configurations on the same deals)",
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    add_rule_flags(parser)
    parser.set_defaults(func=lambda args: run(parser, args))


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """Play the match and print its figures."""
    rules = rules_from_args(parser, args)
    if BOT in (args.a, args.b) and not args.bot:
        parser.error("player 'bot' needs --bot COMMAND")
    check_numbers(parser, args)
    if args.hard and not {"hard", "maestro"} & {args.a, args.b}:
        parser.error("--hard sets the hard level: name 'hard' or 'maestro' as A or B")
    try:
        configs = {
            "hard": LabConfig.with_changes(args.hard) if args.hard else None,
            "maestro": LabConfig.with_changes([*MAESTRO_CHANGES, *args.hard])
            if args.hard
            else None,
        }
    except ValueError as error:
        parser.error(f"--hard {error}")
    if args.bot and BOT in (args.a, args.b):
        problem = bot_problem(args.bot, args.timeout)
        if problem:
            return fail("arena", f"--bot {shorten(args.bot, 60)}: {problem}")
    try:  # before the games, so that a wrong path loses none of them
        log = open(args.log, "w", encoding="utf-8") if args.log else None  # noqa: SIM115
    except OSError as error:
        parser.error(f"--log {args.log}: {error.strerror}")
    a = Contestant(args.a, args.bot if args.a == BOT else None, configs.get(args.a))
    b = Contestant(args.b, args.bot if args.b == BOT else None, configs.get(args.b))

    def progress(done: int, score: float) -> None:
        if not args.quiet:
            print(
                f"\r{done} games, score of A so far {score:.3f}",
                end="",
                file=sys.stderr,
                flush=True,
            )

    def record(games: list[MatchGame]) -> None:
        if log is not None:  # as they are played, so that a long run can be read midway
            log.write(game_lines(games))
            log.flush()

    try:
        result = run_match(
            a,
            b,
            rules,
            args.games,
            args.seed,
            args.jobs,
            args.timeout,
            progress,
            record,
            args.first_deal,
        )
    finally:
        if log is not None:
            log.close()
    if not args.quiet:
        print(file=sys.stderr)
    if args.json:
        print(json.dumps(result.to_json(), indent=2))
    else:
        print(report(result))
    return 0


def check_numbers(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Refuse, through ``parser``, a count, deal or timeout out of its range."""
    if args.games < 1 or args.jobs < 1 or not 0 < args.timeout < math.inf:
        parser.error("--games and --jobs must be at least 1, --timeout a number above 0")
    if args.first_deal < 0:
        parser.error("--first-deal must be 0 or more")


def bot_problem(command: str, timeout: float) -> str | None:
    """Why the bot ``command`` cannot play (it cannot be run, or does not answer ``hello``),
    or None when it can."""
    try:
        bot_argv(command)
    except ValueError as error:
        return str(error)
    agent = BotAgent(command, timeout)
    try:
        agent.new_hand(random.Random(0))
    except BotFault as error:
        return f"the program does not start: {error}"
    finally:
        agent.close()
    return None


def game_lines(games: list[MatchGame]) -> str:
    """One line per game, by deal and seating: deal, seating, A's score, A's point margin
    (A's points minus B's, per seat with 3 or 5 players; ``nan`` for a forfeited hand)."""
    lines = []
    for game in sorted(games, key=lambda g: (g.deal, g.seating)):
        if game.points_a is None or game.points_b is None:
            margin = "nan"
        else:
            margin = f"{game.points_a - game.points_b:g}"
        lines.append(f"{game.deal} {game.seating} {game.score:g} {margin}\n")
    return "".join(lines)


def report(result: MatchResult) -> str:
    """The match's figures as text."""
    data = result.to_json()
    rules = result.rules
    games = data["games"]
    low, high = data["score"] - data["ci95"], data["score"] + data["ci95"]
    a_name = f"{result.a} (A)"
    b_name = f"{result.b} (B)"
    table = {
        2: "2 players",
        3: "3 players, A against two Bs",
        4: "4 players, pair against pair",
        5: "5 players (Chiamata), A against four Bs",
        6: "6 players, team of three against team of three",
    }
    lines = [
        f"{a_name} vs {b_name}: {table[rules.players]}, {rules.deck} cards, "
        f"swap {'on' if rules.swap_seven else 'off'}, {games} games, seed {result.seed}",
        f"score of A: {data['score']:.3f} ± {data['ci95']:.3f} "
        f"(95 % CI {max(low, 0):.3f}–{min(high, 1):.3f})",
        f"A wins {data['wins']}  draws {data['draws']}  losses {data['losses']}",
        f"mean points: A {data['mean_points'][0]:.1f}  B {data['mean_points'][1]:.1f}"
        + ("  (B per seat)" if rules.players in (3, 5) else ""),
    ]
    for name, key in ((a_name, "move_time_a"), (b_name, "move_time_b")):
        stats = data[key]
        if stats["moves"]:
            lines.append(
                f"time per move, {name}: median {_ms(stats['median'])}  p95 {_ms(stats['p95'])}"
                f"  ({stats['moves']} moves)"
            )
    faults = data["faults"]
    if faults:
        lines.append(f"forfeits: {len(faults)} hand(s) lost by a player's fault")
        lines.extend(f"  {fault}" for fault in faults[:10])
        if len(faults) > 10:
            lines.append(f"  ... and {len(faults) - 10} more")
    return "\n".join(lines)


def _ms(seconds: float) -> str:
    return "n/a" if math.isnan(seconds) else f"{seconds * 1000:.2f} ms"
