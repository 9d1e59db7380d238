"""Research options of the hard level, off in the shipped game: for measuring, not for the page.

:class:`LabConfig` holds a :class:`~briscola.ai.levels.hard.HardConfig` (the shipped knobs)
and the switches still measured beside it; :class:`LabPlayer` plans with them (with every
switch at its default it plays exactly as the shipped ``HardPlayer``). The page never imports this
package and the site build leaves it out; the arena's ``--hard FIELD=VALUE`` reaches it.
The figures are in docs/research/ai-log.md.
"""

from __future__ import annotations

from briscola.ai.lab.config import MODELS, LabConfig
from briscola.ai.lab.player import LabPlayer

__all__ = ["MODELS", "LabConfig", "LabPlayer"]
