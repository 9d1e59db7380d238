"""The ceiling of hand reading: a player that sees its opponents' hands, on the arena's deals.

Usage: python measure/ceiling.py A B [--bot COMMAND] [--games N] [--seed S] [--stock LOW HIGH]
                                    [--hard FIELD=VALUE ...] [--log FILE] [rule flags]

A (``hard`` or ``maestro``, or any computer player) plays the arena's match against B (a
computer player, or ``bot`` with ``--bot COMMAND``), but every view A is given lists the other
seats' hands as known cards (``SeatView.known``): its search deals only the stock's hidden
order, never the hands. Nothing else changes: the deals, the seats, the players' random
numbers and the log's lines are the arena's (``python -m briscola arena A B ...`` with the same
flags plays the same games with A honest), so ``measure/paired.py HONEST.log SEER.log``
says, deal by deal, what knowing the hands is worth against B. No reading of the opponent's
plays can be worth more than that: it is the ceiling of every way of guessing the hands.
``--stock LOW HIGH`` shows the hands only while the stock holds LOW to HIGH cards (the face-up
trump counted), to see where in the hand that knowledge pays.

The hands come from the game's state as the arena asks it for each view (``GameState.view``
is wrapped in this process), so the match runs in one process (no ``--jobs``).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from typing import Any

from briscola.ai.arena.bot import Agent, LocalAgent
from briscola.ai.arena.match import Contestant, run_match
from briscola.ai.lab import LabConfig
from briscola.ai.levels.base import Player
from briscola.ai.levels.maestro import MAESTRO_CHANGES
from briscola.cli import arena as arena_cli
from briscola.cli.options import add_rule_flags, rules_from_args
from briscola.engine.state import GameState
from briscola.engine.values import replace
from briscola.engine.view import SeatView

_plain_view = GameState.view
_asked: list[GameState] = []


def remembered_view(state: GameState, seat: int) -> SeatView:
    """``GameState.view``, remembering the state asked last (for :class:`SeerAgent`)."""
    _asked[:] = [state]
    return _plain_view(state, seat)


def open_view(view: SeatView, state: GameState) -> SeatView:
    """``view`` with every other seat's hand among its known cards."""
    known = tuple(
        view.known[seat] if seat == view.seat else tuple(state.hands[seat])
        for seat in range(view.rules.players)
    )
    return replace(view, known=known)


EVERY_STOCK = range(0, 41)
"""Every number of cards the stock can hold: the seer is shown the hands at each move."""


class SeerAgent(LocalAgent):
    """A computer player that is shown the other hands while the stock holds a number of
    cards in ``sees``."""

    def __init__(self, player: Player, sees: range) -> None:
        super().__init__(player)
        self.sees = sees

    def act(self, view: SeatView) -> Any:
        """Ask the player, with the other hands in sight if the stock's count says so."""
        if view.stock_left in self.sees:
            view = open_view(view, _asked[0])
        return self.player.choose(view, self.rng)


@dataclass(frozen=True, slots=True)
class Seer(Contestant):
    """A contestant whose agents see the other hands while the stock holds ``sees`` cards."""

    sees: range = EVERY_STOCK

    def agent(self, timeout: float) -> Agent:
        """A fresh seeing agent for one seat."""
        plain = Contestant.agent(self, timeout)
        assert isinstance(plain, LocalAgent), "only a computer player can be shown the hands"
        return SeerAgent(plain.player, self.sees)


def main() -> int:
    """Play the match and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("a", help="the computer player that sees the hands")
    parser.add_argument("b", help="its opponent: a computer player or 'bot'")
    parser.add_argument("--bot", help="the bot program's command, for B = bot")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hard", action="append", default=[], metavar="FIELD=VALUE")
    parser.add_argument("--log", metavar="FILE", help="one line per game, as the arena's")
    parser.add_argument("--timeout", type=float, default=10.0)
    parser.add_argument(
        "--stock",
        nargs=2,
        type=int,
        default=[0, 40],
        metavar=("LOW", "HIGH"),
        help="show the hands only while the stock holds LOW to HIGH cards (default 0 40)",
    )
    add_rule_flags(parser)
    args = parser.parse_args()
    rules = rules_from_args(parser, args)
    setattr(GameState, "view", remembered_view)  # noqa: B010 (this process only)
    changes = [*MAESTRO_CHANGES, *args.hard] if args.a == "maestro" else args.hard
    config = LabConfig.with_changes(changes) if args.hard else None
    a = Seer(args.a, None, config, range(args.stock[0], args.stock[1] + 1))
    b = Contestant(args.b, args.bot if args.b == arena_cli.BOT else None)
    log = open(args.log, "w", encoding="utf-8") if args.log else None  # noqa: SIM115

    def record(games: list[Any]) -> None:
        if log is not None:
            log.write(arena_cli.game_lines(games))
            log.flush()

    def progress(done: int, score: float) -> None:
        print(f"\r{done} games, score of A so far {score:.3f}", end="", file=sys.stderr)

    try:
        result = run_match(a, b, rules, args.games, args.seed, 1, args.timeout, progress, record)
    finally:
        if log is not None:
            log.close()
    print(file=sys.stderr)
    print(arena_cli.report(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
