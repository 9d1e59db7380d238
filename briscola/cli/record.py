"""``record``: computer players on every seat play one hand; the record is printed as JSON."""

from __future__ import annotations

import argparse
import random
from typing import Any

from briscola.ai import BEST, PLAYERS, make_player
from briscola.cli.options import add_rule_flags, rules_from_args
from briscola.engine.record import record_of, record_to_text
from briscola.engine.rules import Rules
from briscola.engine.state import GameState


def add_parser(subparsers: Any) -> None:
    """Register the subcommand."""
    parser = subparsers.add_parser(
        "record",
        help="computer players play one hand; print its record (JSON)",
        description="Computer players on every seat play one hand and the record is printed "
        "as JSON. The same seed always gives the same record.",
    )
    parser.add_argument("--seed", type=int, required=True, help="seed of the deal and the play")
    parser.add_argument(
        "--player", choices=sorted(PLAYERS), default=BEST, help=f"computer player (default {BEST})"
    )
    add_rule_flags(parser)
    parser.set_defaults(func=lambda args: run(parser, args))


def play_hand(rules: Rules, seed: int, player: str) -> GameState:
    """One hand from ``seed``, every seat played by ``player``."""
    deal_rng = random.Random(seed)
    state = GameState.new(rules, deal_rng)
    players = [make_player(player) for _ in range(rules.players)]
    play_rng = random.Random(f"briscola-play-{seed}")
    while (seat := state.current_player) is not None:
        state.apply(players[seat].choose(state.view(seat), play_rng), seat)
    return state


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """Print the record of one seeded hand."""
    rules = rules_from_args(parser, args)
    state = play_hand(rules, args.seed, args.player)
    print(record_to_text(record_of(state)))
    return 0
