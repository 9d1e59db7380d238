"""Fit the learned playout policy's weights to the plain search's recorded choices.

Usage: python benchmarks/fit_playout_policy.py OUT.json DATA.jsonl [DATA.jsonl ...]
       [--epochs E] [--temperature T] [--l2 L] [--seed S]

A softmax over the legal cards of each recorded move (``benchmarks/expert_positions.py``),
the scores linear in ``briscola.ai.lab.learned.features``, fit by Adam to soft targets: the
search's values through a softmax at ``temperature`` (0: the chosen card alone). Pure Python
(no numpy): the features are sparse, a few per card. The last tenth of the moves (after a
shuffle seeded with ``--seed``) is held out; prints how often the policy picks the search's
card there, and the rule-of-thumb policy's agreement for comparison.
"""

from __future__ import annotations

import argparse
import json
import math
import random
from typing import Any

from briscola.ai.kernel import Sim, beats_table
from briscola.ai.lab.learned import SIZE, Features, features, score
from briscola.ai.playout import choose_card
from briscola.rules import Rules

RULES = Rules(players=2, swap_seven=False)
Move = tuple[list[Features], list[float], int, dict[str, Any]]
"""One recorded move: each legal card's features, the target distribution, the index of the
search's card, the record."""


def moves_of(record: dict[str, Any], temperature: float) -> Move | None:
    """A record as a training move (None when fewer than two cards were legal)."""
    hand: list[int] = record["hand"]
    values: list[float] = record["values"]
    legal = [i for i, v in enumerate(values) if v >= 0]
    if len(legal) < 2:
        return None
    beats = beats_table(record["trump"], False)
    rule = rule_card(record)
    trick = record["trick"]
    unseen = sorted(set(range(40)) - set(hand) - set(record["gone"]) - set(trick))
    found = [
        features(hand[i], hand, trick, record["trump"], record["left"], beats, rule, unseen)
        for i in legal
    ]
    chosen = legal.index(hand.index(record["chosen"]))
    if temperature > 0:
        top = max(values[i] for i in legal)
        raw = [math.exp((values[i] - top) / temperature) for i in legal]
        target = [r / sum(raw) for r in raw]
    else:
        target = [float(k == chosen) for k in range(len(legal))]
    return found, target, chosen, record


def rule_card(record: dict[str, Any]) -> int:
    """The rule-of-thumb playout policy's card in a recorded move (seat 0 to play, seat 1
    leading when the trick has a card)."""
    hand = record["hand"]
    legal = [c for c, v in zip(hand, record["values"], strict=True) if v >= 0]
    trick = record["trick"]
    sim = Sim.make(RULES, record["trump"], [list(hand), []], [0] * record["left"])
    return choose_card(legal, trick, len(trick), 0, sim)


def fit(
    moves: list[Move],
    epochs: int,
    l2: float,
    rate: float = 0.05,
    batch: int = 256,
    size: int = SIZE,
) -> list[float]:
    """Adam on the cross-entropy plus ``l2`` times the squared ``size`` weights."""
    w = [0.0] * size
    m = [0.0] * size
    v = [0.0] * size
    t = 0
    for _ in range(epochs):
        for start in range(0, len(moves), batch):
            grad = [0.0] * size
            part = moves[start : start + batch]
            for found, target, _, _ in part:
                scores = [score(w, f) for f in found]
                top = max(scores)
                exp = [math.exp(s - top) for s in scores]
                total = sum(exp)
                for f, e, y in zip(found, exp, target, strict=True):
                    g = e / total - y
                    for i, x in f:
                        grad[i] += g * x
            t += 1
            for i in range(size):
                g = grad[i] / len(part) + l2 * w[i]
                m[i] = 0.9 * m[i] + 0.1 * g
                v[i] = 0.999 * v[i] + 0.001 * g * g
                mh = m[i] / (1 - 0.9**t)
                vh = v[i] / (1 - 0.999**t)
                w[i] -= rate * mh / (math.sqrt(vh) + 1e-8)
    return w


def agreement(weights: list[float], moves: list[Move]) -> float:
    """Share of moves where the highest score is the search's card."""
    hits = 0
    for found, _, chosen, _ in moves:
        scores = [score(weights, f) for f in found]
        hits += scores.index(max(scores)) == chosen
    return hits / len(moves)


def value_loss(weights: list[float] | None, moves: list[Move]) -> float:
    """Mean of the search's value of its best card less its value of the policy's card (the
    learned policy's, or with None the rule-of-thumb's)."""
    lost = 0.0
    for found, _, _, record in moves:
        values = [v for v in record["values"] if v >= 0]
        if weights is None:
            pick = values[
                [c for c, v in zip(record["hand"], record["values"], strict=True) if v >= 0].index(
                    rule_card(record)
                )
            ]
        else:
            scores = [score(weights, f) for f in found]
            pick = values[scores.index(max(scores))]
        lost += max(values) - pick
    return lost / len(moves)


def rule_agreement(moves: list[Move]) -> float:
    """Share of moves where the rule-of-thumb playout policy plays the search's card."""
    hits = sum(1 for *_, record in moves if rule_card(record) == record["chosen"])
    return hits / len(moves)


def main() -> None:
    """Fit, report the held-out agreement, write the weights."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("data", nargs="+")
    parser.add_argument("--epochs", type=int, default=30)
    parser.add_argument("--temperature", type=float, default=0.0)
    parser.add_argument("--l2", type=float, default=1e-4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    moves: list[Move] = []
    for path in args.data:
        with open(path) as lines:
            for line in lines:
                move = moves_of(json.loads(line), args.temperature)
                if move is not None:
                    moves.append(move)
    random.Random(args.seed).shuffle(moves)
    cut = len(moves) * 9 // 10
    train, held = moves[:cut], moves[cut:]
    weights = fit(train, args.epochs, args.l2)
    print(
        f"moves {len(moves)}: agreement with the search, held out: learned "
        f"{agreement(weights, held):.3f}, rule-of-thumb {rule_agreement(held):.3f}; "
        f"trained on: {agreement(weights, train):.3f}; the search's value lost, held out: "
        f"learned {value_loss(weights, held):.4f}, rule-of-thumb {value_loss(None, held):.4f}"
    )
    write_weights(
        args.out,
        "learned playout policy (briscola/ai/lab/learned.py), fit by "
        "benchmarks/fit_playout_policy.py",
        {
            "data": args.data,
            "epochs": args.epochs,
            "temperature": args.temperature,
            "l2": args.l2,
            "seed": args.seed,
        },
        weights,
    )


def write_weights(path: str, about: str, command: dict[str, Any], weights: list[float]) -> None:
    """Write a fit's weights as the lab's weights file: what they are, how they were fit."""
    with open(path, "w") as out:
        json.dump(
            {"about": about, "command": command, "weights": [round(x, 5) for x in weights]},
            out,
            indent=1,
        )
        out.write("\n")


if __name__ == "__main__":
    main()
