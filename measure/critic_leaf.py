"""How well the privileged critic values full-information positions, and what it costs.

Usage: python measure/critic_leaf.py CRITIC.bin [CRITIC.bin ...] [--positions N]   (100)

For 10, 12, 14 and 16 cards left to play, deals seeded 2-player hands and plays them with the
playout policy down to that many cards (every other one a move further, so half are after a
lead). In each position every legal move of the seat to act is valued in the one known
world: exactly (``kernel/endgame.py``: both sides play perfectly from there), by each
critic of the position after the move (``lab/critic_leaf.py``), by one playout of the
search's playout policy (deterministic), and, as a floor, by the move's place in the hand
(the first legal card "best"). Every value is on the critic's scale: +1 a win, −1 a loss,
0 a tie, plus 0.25 × the margin / 120.

Prints per number of cards left: the Pearson correlation of each estimate with the exact
value over all (position, move) pairs; the share of positions where the estimate's best move
is an exactly best one; the mean loss of exact value of its choice; and the CPU milliseconds
of one critic value and of one playout (process time).
"""

from __future__ import annotations

import math
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

from briscola.ai.kernel.endgame import EndgameSearch
from briscola.ai.kernel.playout import heuristic_move, heuristic_playout
from briscola.ai.kernel.sim import Sim, deal
from briscola.ai.lab.critic_leaf import critic_network, critic_value
from briscola.ai.learned.network import Network
from briscola.engine.rules import Rules

Estimate = Callable[[Sim, int], float]


def positions(cards_left: int, count: int) -> list[Sim]:
    """``count`` seeded positions with ``cards_left`` cards (or one fewer) still to play."""
    rules = Rules(players=2)
    rng = random.Random(1000 + cards_left)
    found = []
    for i in range(count):
        sim = deal(rules, rng.random)
        while sum(map(len, sim.hands)) + len(sim.stock) - sim.drawn > cards_left:
            sim.apply(heuristic_move(sim))
        if i % 2:
            sim.apply(heuristic_move(sim))
        found.append(sim)
    return found


def as_return(points: int) -> float:
    """A seat's return with ``points`` of the 120 at the end."""
    margin = 2 * points - 120
    return ((margin > 0) - (margin < 0)) + 0.25 * margin / 120


def playout_value(sim: Sim, seat: int) -> float:
    """``seat``'s return after one playout of the policy from ``sim``."""
    done = sim.copy()
    heuristic_playout(done)
    return as_return(done.points[seat])


def pearson(xs: list[float], ys: list[float]) -> float:
    """The correlation of two equally long lists."""
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / math.sqrt(sxx * syy) if sxx and syy else float("nan")


def measure(sims: list[Sim], estimates: dict[str, Estimate]) -> dict[str, tuple[float, ...]]:
    """Per estimate: correlation with the exact values, share of best moves, mean loss, ms."""
    exact_all: list[float] = []
    per: dict[str, list[float]] = {name: [] for name in estimates}
    best: dict[str, list[float]] = {name: [] for name in estimates}
    loss: dict[str, list[float]] = {name: [] for name in estimates}
    cost: dict[str, float] = dict.fromkeys(estimates, 0.0)
    calls = 0
    for sim in sims:
        seat = sim.to_move
        moves = sim.legal()
        search = EndgameSearch(sim)
        exact = [as_return(search.points_after(m, seat)) for m in moves]
        exact_all += exact
        top = max(exact)
        afters = []
        for move in moves:
            after = sim.copy()
            after.apply(move)
            afters.append(after)
        calls += len(afters)
        for name, estimate in estimates.items():
            start = time.process_time()
            values = [estimate(after, seat) for after in afters]
            cost[name] += time.process_time() - start
            per[name] += values
            chosen = max(range(len(moves)), key=lambda i: (values[i], -i))
            best[name].append(float(exact[chosen] >= top - 1e-9))
            loss[name].append(top - exact[chosen])
    return {
        name: (
            pearson(per[name], exact_all),
            sum(best[name]) / len(best[name]),
            sum(loss[name]) / len(loss[name]),
            cost[name] * 1000 / calls,
        )
        for name in estimates
    }


def critic_of(network: Network) -> Estimate:
    """A critic's value as an estimate."""

    def critic(sim: Sim, seat: int) -> float:
        return critic_value(network, sim, [[], []], seat)

    return critic


def first_card(sim: Sim, seat: int) -> float:
    """No estimate at all: every move alike, so the first is chosen."""
    return 0.0


def main() -> None:
    """Print one block per number of cards left."""
    args = sys.argv[1:]
    count = 100
    if "--positions" in args:
        at = args.index("--positions")
        count = int(args[at + 1])
        del args[at : at + 2]
    estimates: dict[str, Estimate] = {
        f"critic {Path(path).stem}": critic_of(critic_network(path)) for path in args
    }
    estimates["playout"] = playout_value
    estimates["first card"] = first_card
    print("cards left | estimate | correlation with exact | best move | mean loss | ms a value")
    for cards_left in (10, 12, 14, 16):
        sims = positions(cards_left, count)
        for name, (r, share, lost, ms) in measure(sims, estimates).items():
            print(f"{cards_left} | {name} | {r:.3f} | {share:.3f} | {lost:.4f} | {ms:.3f}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
