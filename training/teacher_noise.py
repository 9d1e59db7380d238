"""How sure the teacher is of its own choice: each position searched twice, other worlds.

``python -m training.teacher_noise [--hands N] [--samples 150] [--seed S]`` plays hands as
``teach`` does and searches every recorded position a second time with another generator.
It prints how often the two searches play the same move (about the most a student can agree
with one search), the spread of a difference of two moves' mean values between the two
searches (the noise the soft target's temperature is set against), how often the search
plays the prior's most likely move, and where it does not, how often the second search
plays the first's move (whether the search's departures from the prior are more than
noise).
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import Any

import numpy as np

from briscola.engine.actions import Action
from briscola.engine.view import SeatView
from training.teach import TeachConfig, Teacher


class TwiceTeacher(Teacher):
    """A teacher that searches each recorded position again and keeps both records."""

    def __init__(self, config: TeachConfig) -> None:
        super().__init__(config)
        self.pairs: list[tuple[dict[str, Any], dict[str, Any]]] = []
        self.again = random.Random(config.seed + 1)

    def decide(self, view: SeatView, rng: random.Random) -> tuple[dict[str, Any] | None, Action]:
        row, action = super().decide(view, rng)
        if row is not None:
            other, _ = super().decide(view, self.again)
            assert other is not None
            self.pairs.append((row, other))
        return row, action


def main(argv: list[str] | None = None) -> int:
    """Search the positions of a few hands twice and print the figures."""
    parser = argparse.ArgumentParser(prog="python -m training.teacher_noise")
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--samples", type=int, default=150)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    config = TeachConfig(seed=args.seed, samples=args.samples)
    teacher = TwiceTeacher(config)
    for hand in range(args.hands):
        teacher.hand(hand)
    same = [a["chosen"] == b["chosen"] for a, b in teacher.pairs]
    spread = []
    for a, b in teacher.pairs:
        legal = np.flatnonzero(a["mask"])
        first, second = legal[0], legal[1]
        spread.append(
            (a["mean"][first] - a["mean"][second]) - (b["mean"][first] - b["mean"][second])
        )
    noise = float(np.std(spread) / np.sqrt(2))
    own = [int(np.argmax(np.where(a["mask"], a["logp"], -np.inf))) for a, _ in teacher.pairs]
    away = [(a, b) for (a, b), n in zip(teacher.pairs, own, strict=True) if a["chosen"] != n]
    again = np.mean([a["chosen"] == b["chosen"] for a, b in away]) if away else float("nan")
    gaps = [np.ptp(a["mean"][a["mask"]]) for a, _ in teacher.pairs]
    print(f"{len(same)} positions of {args.hands} hands, {args.samples} worlds a search")
    print(f"the same move twice: {np.mean(same):.3f}")
    print(f"one search's noise on a difference of two moves' means: {noise:.4f}")
    print(f"the spread of the means in a position: median {np.median(gaps):.3f}")
    print(f"the first search plays the prior's most likely move: {1 - len(away) / len(own):.3f}")
    print(f"where it does not ({len(away)}), the second search plays the same move: {again:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
