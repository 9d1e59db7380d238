"""The maestro level: the hard planner with the gate, which thinks longer.

With two players in the plain game (``gate.gates``) it reads the opponent's kind first and,
against an opponent that plays neither like the greedy baseline nor at random, searches
``gate_samples`` uniform worlds played out by the policy; at every other table and variant
it plays exactly as the hard level.
"""

from __future__ import annotations

from typing import Final

from briscola.ai.levels.hard import HardConfig, HardPlayer

MAESTRO_CHANGES: Final = ("gate=150",)
"""What the maestro level changes in the hard level's configuration (``FIELD=VALUE``)."""
MAESTRO: Final = HardConfig.with_changes(MAESTRO_CHANGES)
"""The maestro level's configuration."""


class MaestroPlayer(HardPlayer):
    """The hard planner with :data:`MAESTRO`'s configuration (or another one, for tests)."""

    name = "maestro"

    def __init__(self, config: HardConfig | None = None) -> None:
        super().__init__(config or MAESTRO)
