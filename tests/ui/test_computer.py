"""The computer thinks in slices: the page yields, and the move is the same."""

from __future__ import annotations

import asyncio
import random
from concurrent.futures import ThreadPoolExecutor

from briscola.actions import Action
from briscola.ai import Decided, HardPlayer, make_player
from briscola.ui.computer import think
from briscola.view import SeatView

from ..app.helpers import find, quick


def computer_view(players: int) -> tuple[SeatView, int]:
    session = find(
        lambda seed: quick(players, seed=seed),
        lambda s: s.phase == "computer" and len(s.hand.tricks) >= 2,
    )
    seat, _, view, _ = session.computer_turn()
    return view, seat


def run_counting_yields(player: object, view: SeatView, slice_s: float) -> tuple[Action, int]:
    yields = 0

    async def main() -> Action:
        nonlocal yields
        task = asyncio.ensure_future(think(player, view, random.Random(5), slice_s))  # type: ignore[arg-type]
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
