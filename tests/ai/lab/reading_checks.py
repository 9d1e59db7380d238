"""A check shared by the lab's readings: the search keeps its worlds by weight from the
reading's pool, and the same seed plays the same legal move."""

from __future__ import annotations

import random

from briscola.ai.lab import LabConfig, LabPlayer
from briscola.ai.reading import ReadWorlds
from briscola.ai.world_search import WorldSearch
from briscola.view import SeatView


def check_reads_by_weight(config: LabConfig, view: SeatView) -> None:
    """``config`` (30 worlds from 2 candidates each) reads ``view`` and plays reproducibly."""
    player = LabPlayer(config)
    search = player.start(view, random.Random(0))
    assert isinstance(search, WorldSearch) and isinstance(search.source, ReadWorlds)
    assert search.source.pool_size == 60
    first = player.choose(view, random.Random(7))
    assert first == player.choose(view, random.Random(7))
    assert first in view.legal_actions()
