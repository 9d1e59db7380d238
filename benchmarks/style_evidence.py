"""How the gate's reading (``briscola/ai/reading/evidence.py``) reads each kind of opponent.

Usage: python benchmarks/style_evidence.py [--hands N] [--worlds W] [--decay X]
       [--priors G,P,S,R] [--threshold T] OPPONENT [OPPONENT ...]

Plays N 2-player hands of the greedy baseline against each OPPONENT (a level name, or
``plain`` for the plain search with 60 worlds: a strong player that is not greedy) and, at
each of greedy's moves, reads the opponent's style. Prints, per stage of the hand (the
opponent's plays so far), the mean chances of greedy / policy / strong / random and the
share of moves read as sensible (>= T) and the share the ``gate`` keeps the styles for
(greedy >= --gate-greedy or random >= --gate-random).
"""

from __future__ import annotations

import argparse
import random

from briscola.ai import make_player
from briscola.ai.kernel.sampling import Determinizer
from briscola.ai.lab import LabConfig, LabPlayer
from briscola.ai.levels.base import Player
from briscola.ai.levels.hard import HardConfig
from briscola.ai.reading.evidence import KindReading, Styles
from briscola.engine.rules import Rules
from briscola.engine.state import GameState

STAGES = ((0, 0), (1, 2), (3, 5), (6, 10), (11, 20))


def opponent(name: str) -> Player:
    """The named player (``plain``: the plain search with 60 worlds)."""
    if name == "plain":
        return LabPlayer(LabConfig(HardConfig(samples=60), model="policy"))
    return make_player(name)


def main() -> None:
    """Print one table per opponent."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--worlds", type=int, default=40)
    parser.add_argument("--decay", type=float, default=0.3)
    parser.add_argument("--horizon", type=int, default=10)
    parser.add_argument("--priors", default="0.3,0.3,0.3,0.1")
    parser.add_argument("--threshold", type=float, default=0.5)
    parser.add_argument("--gate-greedy", type=float, default=0.5)
    parser.add_argument("--gate-random", type=float, default=0.8)
    parser.add_argument("opponents", nargs="+")
    args = parser.parse_args()
    priors = Styles(*(float(x) for x in args.priors.split(",")))
    greedy = make_player("greedy")
    for name in args.opponents:
        other = opponent(name)
        by_stage: dict[int, list[Styles]] = {i: [] for i in range(len(STAGES))}
        for hand in range(args.hands):
            rng = random.Random(hand)
            state = GameState.new(Rules(players=2), rng)
            me = hand % 2
            while (seat := state.current_player) is not None:
                view = state.view(seat)
                if seat != me:
                    state.apply(other.choose(view, rng))
                    continue
                played = sum(1 for t in view.tricks for s, _ in t.cards if s != me)
                played += sum(1 for s, _ in view.trick if s != me)
                read = KindReading(
                    view,
                    Determinizer(view),
                    random.Random(hand).random,
                    worlds=args.worlds,
                    horizon=args.horizon,
                    strong_decay=args.decay,
                    priors=priors,
                ).read_all()[1 - me]
                stage = next(i for i, (lo, hi) in enumerate(STAGES) if lo <= played <= hi)
                by_stage[stage].append(read)
                state.apply(greedy.choose(view, rng))
        print(f"{name}: {args.hands} hands, decay {args.decay}, priors {args.priors}")
        print("  plays   moves  greedy policy strong random  sensible  gate-styles")
        for i, (lo, hi) in enumerate(STAGES):
            reads = by_stage[i]
            if not reads:
                continue
            mean = [sum(r[k] for r in reads) / len(reads) for k in range(4)]
            gated = sum(r.sensible >= args.threshold for r in reads) / len(reads)
            styles = sum(
                r.greedy >= args.gate_greedy or r.random >= args.gate_random for r in reads
            ) / len(reads)
            print(
                f"  {lo:>2}-{hi:<2}  {len(reads):>6}  "
                + " ".join(f"{m:6.3f}" for m in mean)
                + f"  {gated:6.3f}  {styles:6.3f}"
            )


if __name__ == "__main__":
    main()
