"""Fit the lead policy's weights to the plain search's recorded leads, and compare it by phase.

Usage: python benchmarks/fit_lead_policy.py OUT.json DATA.jsonl [DATA.jsonl ...]
       [--epochs E] [--temperature T] [--l2 L] [--seed S] [--limit N]

The recorded moves of ``benchmarks/expert_positions.py`` (with the face-up trump), leads
only (the trick empty, two cards or more legal): a softmax over the legal cards, the scores
linear in ``briscola.ai.lab.leads.features``, fit by Adam (``fit_playout_policy.fit``) to the
search's values through a softmax at ``temperature``. A tenth of the games (whole games,
chosen with ``--seed``) is held out; for it, by phase (cards left to draw), prints how often
the learned policy and the rule-of-thumb lead the search's card, and how much of the
search's value each gives up a move (its best value less its value of the policy's card).
``--limit`` fits on the first N training leads only (the learning curve).
"""

from __future__ import annotations

import argparse
import json
import math
import random
from typing import Any

from fit_playout_policy import (  # benchmarks/fit_playout_policy.py
    Move,
    fit,
    rule_card,
    write_weights,
)

from briscola.ai.kernel import beats_table
from briscola.ai.lab.leads import BEATEN_BY, SIZE, features, moment, score

PHASE_NAMES = ("18+", "6-16", "4", "2", "0")


def lead_phase(left: int) -> int:
    """The report's phase of a move (as ``leads.phase``)."""
    return 0 if left >= 18 else 1 if left >= 6 else 2 if left > 2 else 3 if left > 0 else 4


def lead_of(record: dict[str, Any], temperature: float) -> Move | None:
    """A recorded lead as a training move (None for a follow or a single legal card)."""
    if record["trick"]:
        return None
    hand: list[int] = record["hand"]
    values: list[float] = record["values"]
    legal = [i for i, v in enumerate(values) if v >= 0]
    if len(legal) < 2:
        return None
    trump = record["trump"]
    unseen = sorted(set(range(40)) - set(hand) - set(record["gone"]))
    mine, theirs = record["points"]
    at = moment(hand, trump, record["left"], unseen, record["face"], mine - theirs)
    masks = BEATEN_BY[id(beats_table(trump, False))]
    rule = rule_card(record)
    found = [features(hand[i], at, masks, rule) for i in legal]
    chosen = legal.index(hand.index(record["chosen"]))
    top = max(values[i] for i in legal)
    if temperature > 0:
        raw = [math.exp((values[i] - top) / temperature) for i in legal]
        target = [r / sum(raw) for r in raw]
    else:
        target = [float(k == chosen) for k in range(len(legal))]
    return found, target, chosen, record


def games_of(path: str) -> list[list[dict[str, Any]]]:
    """The records of a file, grouped by game (a new game starts when nothing is gone)."""
    games: list[list[dict[str, Any]]] = []
    with open(path) as lines:
        for line in lines:
            record = json.loads(line)
            if (not record["gone"] and not record["trick"]) or not games:
                games.append([])
            games[-1].append(record)
    return games


def report(weights: list[float], moves: list[Move]) -> list[str]:
    """By phase: moves, agreement and value given up, learned then rule-of-thumb."""
    rows = []
    for p in range(len(PHASE_NAMES) + 1):
        part = [m for m in moves if p == len(PHASE_NAMES) or lead_phase(m[3]["left"]) == p]
        if not part:
            continue
        hits = [0, 0]
        lost = [0.0, 0.0]
        for found, _, chosen, record in part:
            legal = [c for c, v in zip(record["hand"], record["values"], strict=True) if v >= 0]
            values = [v for v in record["values"] if v >= 0]
            scores = [score(weights, f) for f in found]
            picks = [scores.index(max(scores)), legal.index(rule_card(record))]
            for k, pick in enumerate(picks):
                hits[k] += pick == chosen
                lost[k] += max(values) - values[pick]
        n = len(part)
        name = "all" if p == len(PHASE_NAMES) else PHASE_NAMES[p]
        rows.append(
            f"| {name} | {n} | {hits[0] / n:.3f} | {hits[1] / n:.3f} | "
            f"{lost[0] / n:.4f} | {lost[1] / n:.4f} |"
        )
    return rows


def main() -> None:
    """Fit, report the held-out figures, write the weights."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("data", nargs="+")
    parser.add_argument("--epochs", type=int, default=40)
    parser.add_argument("--temperature", type=float, default=0.05)
    parser.add_argument("--l2", type=float, default=1e-3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--limit", type=int, default=0)
    args = parser.parse_args()
    games = [game for path in args.data for game in games_of(path)]
    random.Random(args.seed).shuffle(games)
    cut = len(games) * 9 // 10

    def leads(part: list[list[dict[str, Any]]]) -> list[Move]:
        found = (lead_of(record, args.temperature) for game in part for record in game)
        return [m for m in found if m is not None]

    train, held = leads(games[:cut]), leads(games[cut:])
    if args.limit:
        train = train[: args.limit]
    random.Random(args.seed).shuffle(train)
    weights = fit(train, args.epochs, args.l2, size=SIZE)
    print(f"{len(games)} games; leads: {len(train)} fit, {len(held)} held out")
    print(
        "| phase (cards left to draw) | leads | agreement: learned | rule-of-thumb "
        "| value given up: learned | rule-of-thumb |"
    )
    print("|---|---|---|---|---|---|")
    print("\n".join(report(weights, held)))
    print("trained on (all phases):", report(weights, train)[-1])
    write_weights(
        args.out,
        "lead policy (briscola/ai/lab/leads.py), fit by benchmarks/fit_lead_policy.py",
        {
            "data": args.data,
            "epochs": args.epochs,
            "temperature": args.temperature,
            "l2": args.l2,
            "seed": args.seed,
            "limit": args.limit,
        },
        weights,
    )


if __name__ == "__main__":
    main()
