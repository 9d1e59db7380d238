"""The maestro level: the hard planner with the gate and a prior, which thinks longer.

With two players in the plain game (``gate.gates``) it reads the opponent's kind first and,
unless the reading is nearly sure that the opponent plays like the greedy baseline (a chance
of 0.9) or at random (0.95), searches ``gate_samples`` uniform worlds played out by the policy;
there, before the exact phase, its choice leans on the network's policy (``prior_weight``, the
prior handed in: ``briscola.ai`` gives it the network's, ``learned.prior``). At every other
table and variant it plays exactly as the hard level.
"""

from __future__ import annotations

from typing import Final

from briscola.ai.levels.hard import HardConfig, HardPlayer, Prior

MAESTRO_CHANGES: Final = (
    "gate=150",
    "gate_samples=600",
    "gate_greedy=0.9",
    "gate_random=0.95",
    "prior_weight=0.03",
)
"""What the maestro level changes in the hard level's configuration (``FIELD=VALUE``)."""
MAESTRO: Final = HardConfig.with_changes(MAESTRO_CHANGES)
"""The maestro level's configuration."""


class MaestroPlayer(HardPlayer):
    """The hard planner with :data:`MAESTRO`'s configuration (or another one, for tests) and
    the prior given (None: the search alone decides)."""

    name = "maestro"

    def __init__(self, config: HardConfig | None = None, prior: Prior | None = None) -> None:
        super().__init__(config or MAESTRO, prior)
