"""How well a network reads an opponent's hand: the opponent's true cards in worlds weighed by
the network's likelihood of its last plays, against the same worlds unweighed.

Usage: python measure/net_reading.py [--bot COMMAND] [--games N] [--seed S] [--worlds W]
                                        [--horizon H] [--reader FILE] [--swap]

The shipped network (``net``) plays two-player hands against the opponent (``--bot COMMAND``: a
bot-protocol program; else the ``hard`` level), seats exchanged. At each of the network's
moves where the opponent holds cards the view does not show and has played at least once,
``W`` worlds are dealt from the view (``Determinizer``) and each world's share of the
opponent's hidden cards that are truly in its hand is taken: the plain mean (what uniform
worlds expect), and means weighed by ``w^β`` for β = ½, 1, 2, where ``w`` is the reader's
likelihood of the opponent's last ``H`` plays in that world (``learned.reading.net_weigh``;
``--reader`` a weights file, else the shipped network). The same worlds serve every β, so the
differences are paired. Printed per stage of the hand (cards left to draw): positions, the
uniform share, each β's share and its gain over uniform with a 95 % half-width over games
(each game's mean gain one sample), and the weights' effective sample size per world.

A reading that helps a search must first put more of the true hand in its worlds than
uniform dealing does; this measures that in seconds, before any match.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
from collections import defaultdict
from pathlib import Path

from briscola.ai import make_player
from briscola.ai.arena.bot import Agent, BotAgent, LocalAgent
from briscola.ai.kernel.sampling import Determinizer
from briscola.ai.learned.network import Network
from briscola.ai.learned.player import NetPlayer
from briscola.ai.learned.reading import net_weigh
from briscola.ai.learned.supply import shipped
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from briscola.engine.view import SeatView

BETAS = (0.5, 1.0, 2.0)
STAGES = ((18, 32, "stock 18–32"), (8, 16, "stock 8–16"), (2, 6, "stock 2–6"))


def stage_of(view: SeatView) -> str | None:
    """The stage of the hand a view is at (None: the stock is empty)."""
    for low, high, name in STAGES:
        if low <= view.stock_left <= high:
            return name
    return None


def measure(
    view: SeatView, true_hand: set[int], reader: Network, worlds: int, horizon: int, seed: int
) -> tuple[float, list[float], float] | None:
    """The uniform share, each β's share and the effective sample size share at one move."""
    opponent = 1 - view.seat
    known = {c.index for c in view.known[opponent]}
    hidden = true_hand - known
    if not hidden or not any(who == opponent for t in view.tricks for who, _ in t.cards):
        return None
    determinizer = Determinizer(view)
    weigh = net_weigh(view, reader, horizon)
    rng = random.Random(seed)
    shares: list[float] = []
    weights: list[float] = []
    for _ in range(worlds):
        order = list(determinizer.unseen)
        rng.shuffle(order)
        world = determinizer.deal(order)
        dealt = set(world.hands[opponent]) - known
        shares.append(len(dealt & hidden) / len(hidden))
        weights.append(weigh(world)[0])
    if sum(weights) <= 0:
        return None
    by_beta = []
    for beta in BETAS:
        powered = [w**beta for w in weights]
        by_beta.append(sum(p * s for p, s in zip(powered, shares, strict=True)) / sum(powered))
    ess = sum(weights) ** 2 / sum(w * w for w in weights) / worlds
    return statistics.fmean(shares), by_beta, ess


def play(
    opponent: Agent, games: int, seed: int, swap: bool, reader: Network, worlds: int, horizon: int
) -> dict[str, list[tuple[int, float, list[float], float]]]:
    """Per stage: (game, uniform share, β shares, ESS share) at each measured move."""
    rules = Rules.for_table(2, swap_seven=swap)
    net = LocalAgent(NetPlayer())
    found: dict[str, list[tuple[int, float, list[float], float]]] = defaultdict(list)
    for game in range(games):
        deal, net_seat = divmod(game, 2)
        state = GameState.new(rules, random.Random(seed * 1_000_003 + deal))
        agents = {net_seat: net, 1 - net_seat: opponent}
        for who, agent in agents.items():
            agent.new_hand(random.Random((seed * 1_000_003 + deal) * 8 + who))
        while (mover := state.current_player) is not None:
            seat = mover
            view = state.view(seat)
            if seat == net_seat and (stage := stage_of(view)) is not None:
                true_hand = {c.index for c in state.hands[1 - seat]}
                got = measure(view, true_hand, reader, worlds, horizon, seed + 7919 * game)
                if got is not None:
                    found[stage].append((game, *got))
            state.apply(agents[seat].act(view))
        outcome = state.outcome()
        assert outcome is not None
        for agent in agents.values():
            agent.end_hand(outcome.to_json())
    return found


def report(found: dict[str, list[tuple[int, float, list[float], float]]]) -> None:
    """Print one row per stage."""
    head = " | ".join(f"β={b:g} share, gain ± 95 %" for b in BETAS)
    print(f"| stage | positions | uniform | {head} | ESS |")
    print("|---|---|---|" + "---|" * len(BETAS) + "---|")
    for _, _, name in STAGES:
        rows = found.get(name, [])
        if not rows:
            continue
        cells = []
        for i in range(len(BETAS)):
            per_game: dict[int, list[float]] = defaultdict(list)
            for game, uniform, by_beta, _ in rows:
                per_game[game].append(by_beta[i] - uniform)
            gains = [statistics.fmean(g) for g in per_game.values()]
            half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else 0
            share = statistics.fmean(r[2][i] for r in rows)
            cells.append(f"{share:.3f}, {statistics.fmean(gains):+.3f} ± {half:.3f}")
        uniform = statistics.fmean(r[1] for r in rows)
        ess = statistics.fmean(r[3] for r in rows)
        print(f"| {name} | {len(rows)} | {uniform:.3f} | {' | '.join(cells)} | {ess:.2f} |")


def main() -> None:
    """Parse the arguments, play, print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bot", help="a bot-protocol program (else the hard level)")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worlds", type=int, default=200)
    parser.add_argument("--horizon", type=int, default=10)
    parser.add_argument("--reader", help="a network's weights file (else the shipped one)")
    parser.add_argument("--swap", action="store_true", help="play with the trump-7 swap")
    args = parser.parse_args()
    reader = Network.from_bytes(Path(args.reader).read_bytes()) if args.reader else shipped()
    opponent: Agent = BotAgent(args.bot) if args.bot else LocalAgent(make_player("hard"))
    try:
        found = play(opponent, args.games, args.seed, args.swap, reader, args.worlds, args.horizon)
    finally:
        opponent.close()
    print(f"{args.games} games, {args.worlds} worlds a move, horizon {args.horizon}")
    report(found)


if __name__ == "__main__":
    main()
