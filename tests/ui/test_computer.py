"""The computer thinks in slices: the page yields, and the move is the same."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import pytest

from briscola.ai import Decided, HardPlayer, make_player
from briscola.engine.actions import Action
from briscola.engine.view import SeatView
from briscola.ui import computer
from briscola.ui.computer import think
from tests.support.sessions import find, quick


def computer_view(players: int) -> tuple[SeatView, int]:
    session = find(
        lambda seed: quick(players, seed=seed),
        lambda s: s.phase == "computer" and len(s.hand.tricks) >= 2,
    )
    seat, _, view, _ = session.computer_turn()
    return view, seat


def run_counting_yields(
    player: object, view: SeatView, slice_s: float, slow: Callable[[], None] = lambda: None
) -> tuple[Action, int]:
    yields = 0

    async def main() -> Action:
        nonlocal yields
        task = asyncio.ensure_future(think(player, view, random.Random(5), slice_s, slow))  # type: ignore[arg-type]
        while not task.done():
            yields += 1
            await asyncio.sleep(0)
        return task.result()

    # A thread of its own: the browser tests' Playwright keeps an event loop running in
    # this one, and asyncio.run refuses to start inside it.
    with ThreadPoolExecutor(max_workers=1) as pool:
        action = pool.submit(asyncio.run, main()).result()
    return action, yields


def test_a_sliced_search_yields_and_chooses_what_choose_would() -> None:
    view, _ = computer_view(2)
    player = HardPlayer()
    expected = player.choose(view, random.Random(5))
    action, yields = run_counting_yields(player, view, slice_s=0.0)
    assert action == expected
    assert yields > 3


def test_a_quick_player_answers_at_once() -> None:
    """Its search is decided from the start: the page runs it like any other, never yields."""
    view, _ = computer_view(3)
    player = make_player("medium")
    assert isinstance(player.start(view, random.Random(5)), Decided)
    action, yields = run_counting_yields(player, view, slice_s=0.0)
    assert action == player.choose(view, random.Random(5))
    assert yields == 1  # the caller's one turn while the task ran to its end


@pytest.mark.parametrize(("slow_s", "told"), [(0.0, 1), (60.0, 0)])
def test_a_long_think_is_told_once(
    monkeypatch: pytest.MonkeyPatch, slow_s: float, told: int
) -> None:
    """``slow()`` is called once, at a yield, when the thinking has lasted ``SLOW_S``."""
    monkeypatch.setattr(computer, "SLOW_S", slow_s)
    view, _ = computer_view(2)
    calls: list[int] = []
    player = HardPlayer()
    action, _ = run_counting_yields(player, view, 0.0, lambda: calls.append(1))
    assert action == player.choose(view, random.Random(5))
    assert len(calls) == told


def test_a_quick_player_is_never_told_slow(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(computer, "SLOW_S", 0.0)
    view, _ = computer_view(3)
    calls: list[int] = []
    run_counting_yields(make_player("medium"), view, 0.0, lambda: calls.append(1))
    assert calls == []
