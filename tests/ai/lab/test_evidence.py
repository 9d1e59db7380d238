"""The lab's ``strong_read``: worlds weighed by a strong player's likelihood of the plays."""

from __future__ import annotations

import random

from briscola.ai.lab import LabConfig
from briscola.ai.lab.evidence import strong_weigh
from briscola.ai.sampling import Determinizer
from tests.ai.lab.reading_checks import check_reads_by_weight
from tests.support.ai_hands import late_view


def test_strong_read_prefers_worlds_that_explain_the_plays() -> None:
    """A world whose opponent hand makes its plays the policy's own weighs more than one where
    they were its last choices, and the weight is a product of per-play chances (≤ 1)."""
    view = late_view("medium", 2)
    determinizer = Determinizer(view)
    weigh = strong_weigh(view, 10, 0.3)
    rand = random.Random(5).random
    weights = [weigh(determinizer.sample(rand))[0] for _ in range(200)]
    assert all(0 <= w <= 1 for w in weights)
    assert max(weights) > 5 * min(weights)
    assert all(chances == {} for _, chances in [weigh(determinizer.sample(rand))])


def test_strong_read_keeps_worlds_by_weight_and_plays_the_same_for_a_seed() -> None:
    config = LabConfig(model="policy", strong_read=True, samples=30, candidates=2)
    check_reads_by_weight(config, late_view("medium", 2))
