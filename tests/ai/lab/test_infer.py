"""The lab's plain reading (``infer``): worlds weighed by one mixed model of the others' play."""

from __future__ import annotations

import random

from briscola.ai.inference import HandReader
from briscola.ai.lab.infer import plain_weight
from briscola.ai.sampling import Determinizer
from tests.support.ai_hands import seat_zero_views


def test_reading_favours_the_true_hands() -> None:
    # Against the greedy baseline the weighted worlds put more of its true cards in its hand.
    uniform = weighted = 0.0
    for seed, state, view in seat_zero_views("greedy", 12, down_to=10):
        if not view.trick and len(view.tricks) > 3:
            true = {c.index for c in state.hands[1]}
            determinizer, reader = Determinizer(view), HandReader(view)
            rand = random.Random(seed).random
            weights, overlaps = [], []
            for _ in range(200):
                world = determinizer.sample(rand)
                weight = plain_weight(reader, world, rand)
                assert 0.0 < weight <= 1.0
                weights.append(weight)
                overlaps.append(len(true & set(world.hands[1])))
            uniform += sum(overlaps) / len(overlaps)
            weighted += sum(w * o for w, o in zip(weights, overlaps, strict=True)) / sum(weights)
    assert weighted > uniform * 1.15


def test_strict_greedy_reading_never_rules_out_the_true_world() -> None:
    # With noise 0 the reading walks every history: the true hands of a greedy player are
    # always consistent with its plays, and some other worlds are not.
    ruled_out = 0
    for seed, state, view in seat_zero_views("greedy", 6):
        if len(view.tricks) > 2:
            reader = HandReader(view, noise=0.0, horizon=40, greedy_share=1.0)
            determinizer = Determinizer(view)
            true_hand = [c.index for c in state.hands[1]]
            rand = random.Random(seed).random
            world = determinizer.sample(rand)
            world.hands[1] = list(true_hand)
            assert plain_weight(reader, world, rand) > 0.0
            ruled_out += sum(
                plain_weight(reader, determinizer.sample(rand), rand) == 0.0 for _ in range(10)
            )
    assert ruled_out > 0
