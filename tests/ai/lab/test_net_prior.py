"""``prior``: the lab's switch of the prior's network reuses the shipped prior."""

from __future__ import annotations

import random

from briscola.ai.lab import LabConfig, LabPlayer
from briscola.ai.learned.player import NetPlayer
from briscola.ai.learned.prior import NetPrior
from briscola.ai.search.prior_search import PriorSearch
from briscola.engine.view import SeatView
from tests.support.views import early_view


def chosen(view: SeatView, *changes: str) -> object:
    search = LabPlayer(LabConfig.with_changes(["samples=30", *changes])).start(
        view, random.Random(3)
    )
    while not search.step(100):
        pass
    return search.best()


def test_the_lab_prior_is_the_shipped_one_and_counts_only_with_a_weight() -> None:
    player = LabPlayer(LabConfig.with_changes(["prior=shipped"]))
    assert isinstance(player.prior, NetPrior) and player.config.prior_weight == 0
    view = early_view(4)
    assert not isinstance(player.start(view, random.Random(1)), PriorSearch)
    weighted = LabPlayer(LabConfig.with_changes(["prior_weight=0.05"]))
    assert isinstance(weighted.start(view, random.Random(1)), PriorSearch)


def test_a_huge_weight_plays_as_the_network() -> None:
    view = early_view(2)
    network = NetPlayer().decide(view, random.Random(0))
    assert chosen(view, "model=policy", "prior=shipped", "prior_weight=1000") == network
