"""The learned playout policy on its own, against the rule-of-thumb policy and the greedy baseline.

Usage: python benchmarks/learned_policy.py [--leads] [--weights FILE] [--deals N] [--seed S]

Two players, trump-7 swap off, kernel playouts (no search): each deal played twice with the
seats exchanged. Prints the learned policy's score against the rule-of-thumb policy
(``playout.choose_card``) and against greedy, and the rule-of-thumb's against greedy, with
95 % intervals over the deals, and each policy's CPU time per playout. ``--leads``: the lead
policy (``briscola/ai/lab/leads.py``: learned leads, rule-of-thumb follows) instead of the
learned policy of ``learned.py``.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from playout_policies import head_to_head  # benchmarks/playout_policies.py

from briscola.ai.inference import greedy_choice
from briscola.ai.kernel import deal
from briscola.ai.lab.leads import LeadPolicy, read_weights
from briscola.ai.lab.learned import LearnedPolicy, load_weights
from briscola.ai.playout import Chooser, choose_card, heuristic_playout
from briscola.rules import Rules


def playout_time(policy: Chooser, deals: int) -> float:
    """Mean seconds of one whole playout with ``policy`` in both seats."""
    rules = Rules(players=2, swap_seven=False)
    starts = [deal(rules, random.Random(i).random) for i in range(deals)]
    begin = time.process_time()
    for start in starts:
        heuristic_playout(start.copy(), [policy, policy])
    return (time.process_time() - begin) / deals


def main() -> None:
    """Print the scores and times."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--leads", action="store_true", help="the lead policy")
    parser.add_argument("--weights", help="a weights file (default: the stored one)")
    parser.add_argument("--deals", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    learned: Chooser
    if args.leads:
        learned = LeadPolicy(read_weights(args.weights or ""))
    elif args.weights:
        with open(args.weights) as file:
            learned = LearnedPolicy([float(x) for x in json.load(file)["weights"]])
    else:
        learned = LearnedPolicy(load_weights())
    for name, a, b in (
        ("learned vs rule-of-thumb", learned, choose_card),
        ("learned vs greedy", learned, greedy_choice),
        ("rule-of-thumb vs greedy", choose_card, greedy_choice),
    ):
        mean, half = head_to_head(a, b, args.deals, args.seed, Rules(players=2, swap_seven=False))
        print(f"{name}: {mean:.3f} ± {half:.3f} ({args.deals} deals, both seats)")
    for name, policy in (("learned", learned), ("rule-of-thumb", choose_card)):
        print(f"{name}: {playout_time(policy, 500) * 1000:.3f} ms a playout")


if __name__ == "__main__":
    main()
