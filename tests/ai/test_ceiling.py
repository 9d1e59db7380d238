"""measure/ceiling.py: the seer is shown the other hands, and only within its stock range."""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

import pytest

from briscola.ai import make_player
from briscola.ai.arena.match import Contestant, run_match
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from briscola.engine.view import SeatView
from tests.benchmark_scripts import load_script


def load() -> ModuleType:
    return load_script("measure/ceiling.py", "ceiling")


def test_the_open_view_lists_the_other_hand_and_keeps_the_moves() -> None:
    ceiling = load()
    state = GameState.new(Rules(), random.Random(4))
    seat = state.current_player
    assert seat is not None
    view = state.view(seat)
    seen = ceiling.open_view(view, state)
    other = 1 - view.seat
    assert set(seen.known[other]) == set(state.hands[other])
    assert seen.known[view.seat] == view.known[view.seat]
    assert seen.legal_actions() == view.legal_actions() and seen.hand == view.hand
    assert len(seen.unseen_cards()) == len(view.unseen_cards()) - len(state.hands[other])


def test_the_seer_sees_only_while_the_stock_is_in_its_range(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ceiling = load()
    monkeypatch.setattr(GameState, "view", ceiling.remembered_view)
    shown: list[tuple[int, bool]] = []

    class Watching:
        name = "greedy"

        def choose(self, view: SeatView, rng: random.Random) -> Any:
            other = 1 - view.seat
            shown.append((view.stock_left, len(view.known[other]) == view.hand_sizes[other]))
            return make_player("greedy").choose(view, rng)

    plain_agent = Contestant.agent

    def agent(self: Contestant, timeout: float) -> Any:
        if self.name == "greedy":
            return ceiling.LocalAgent(Watching())
        return plain_agent(self, timeout)

    monkeypatch.setattr(Contestant, "agent", agent)
    result = run_match(
        ceiling.Seer("greedy", sees=range(0, 10)), Contestant("random"), Rules(), 2, 5
    )
    assert len(result.games) == 2
    assert {stock < 10 for stock, _ in shown} == {True, False}
    for stock, seen in shown:
        # Without the seer a hand is known in full only at the end (the face-up card drawn).
        assert seen or stock >= 10
        assert not seen or stock < 10 or stock == 0
