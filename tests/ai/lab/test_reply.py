"""``reply`` with ``reply_redeals``: the opponent's reply chosen from its own view."""

from __future__ import annotations

import random

from briscola.ai.base import run
from briscola.ai.kernel import move_of
from briscola.ai.lab import LabConfig, LabPlayer
from briscola.ai.lab.reply import HiddenReplyValues
from briscola.ai.sampling import Determinizer
from briscola.ai.world_search import WorldSearch
from briscola.rules import Rules
from briscola.view import SeatView
from tests.support.ai_hands import views

HIDDEN = LabConfig(model="policy", samples=20, reply=True, reply_redeals=2, reply_samples=8)


def leads(seed: int) -> list[SeatView]:
    """Two-player views where the seat leads with a choice, the stock still long."""
    found = [
        v
        for v in views(Rules(players=2), seed, 40)
        if not v.trick and len(v.legal_actions()) > 1 and v.stock_left > 10
    ]
    assert len(found) >= 3
    return found


def test_a_lead_is_valued_against_the_hidden_reply_in_fewer_worlds() -> None:
    player = LabPlayer(HIDDEN)
    for view in leads(3):
        search = player.start(view, random.Random(4))
        assert isinstance(search, WorldSearch)
        assert isinstance(search.evaluate, HiddenReplyValues)
        assert search.worlds == 8 and search.world_cost == len(search.actions) * 7
        action = run(search)
        assert action in view.legal_actions()
        assert player.choose(view, random.Random(4)) == action
        sliced = player.start(view, random.Random(4))
        while not sliced.step(5):
            pass
        assert sliced.best() == action


def test_following_keeps_the_plain_playouts() -> None:
    player = LabPlayer(HIDDEN)
    follows = [v for v in views(Rules(players=2), 3, 30) if v.trick and len(v.legal_actions()) > 1]
    search = player.start(follows[0], random.Random(4))
    assert isinstance(search, WorldSearch)
    assert not isinstance(search.evaluate, HiddenReplyValues)
    assert search.worlds == 20


def test_a_redeal_keeps_what_the_opponent_sees() -> None:
    view = leads(5)[0]
    world = Determinizer(view).sample(random.Random(1).random)
    move = move_of(view.legal_actions()[0])
    world.apply(move)
    values = HiddenReplyValues(view, [move], 0.5, 3, random.Random(2).random)
    seen = set()
    for _ in range(20):
        other = values._redeal(world)
        opponent, me = 1 - view.seat, view.seat
        assert other.hands[opponent] == world.hands[opponent]
        assert other.trick == world.trick and other.stock[-1] == world.stock[-1]
        assert other.stock[: world.drawn] == world.stock[: world.drawn]
        assert len(other.hands[me]) == len(world.hands[me])
        before = sorted(world.hands[me] + world.stock[world.drawn :])
        assert sorted(other.hands[me] + other.stock[other.drawn :]) == before
        seen.add(tuple(other.hands[me]))
    assert len(seen) > 1  # the seat's hand is hidden from the opponent
