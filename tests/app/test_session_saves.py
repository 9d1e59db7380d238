"""What a saved session holds: the hand in progress, never the hands to come; and a saved
session that loads can always be played on."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from briscola.app.game.session import Session
from briscola.app.saved.storage import MemoryStore
from briscola.app.screens.result import present_result
from briscola.setup.settings import Settings
from tests.support.sessions import play_out, replays_alike, step
from tests.support.stores import key, load_now

FAST = ("greedy",) * 5


def finished_first_hand(players: int = 2, seed: int = 4) -> Session:
    session = Session.new(Settings(players=players, best_of=3, levels=FAST), seed=seed)
    return play_out(session)


def test_a_finished_but_uncounted_hand_loads_counted() -> None:
    # hand_counted false with the last outcome popped: the hand is over but not counted.
    session = finished_first_hand()
    data = session.to_json()
    data["series"]["hand_counted"] = False
    data["series"]["outcomes"].pop()
    store = MemoryStore({key("session"): json.dumps(data)})
    loaded = load_now(store).session
    assert loaded is not None and loaded.phase == "hand-over"
    assert loaded.series.hand_counted and loaded.series.outcomes == session.series.outcomes
    present_result(loaded, "it")  # raised "the current hand is not over"
    loaded.next_hand(random.Random(1))  # raised "finish the current hand first"
    assert loaded.phase in ("human", "computer")


def test_a_finished_uncounted_last_hand_ends_the_series() -> None:
    session = Session.new(Settings(levels=FAST), seed=3)  # a single hand
    play_out(session)
    assert session.phase == "series-over"
    data = session.to_json()
    data["series"]["hand_counted"] = False
    data["series"]["outcomes"].pop()
    loaded = Session.from_json(data)
    assert loaded.phase == "series-over"
    present_result(loaded, "en")


def test_the_save_does_not_tell_the_next_deal() -> None:
    # The save held the series seed, from which every later deal followed.
    saved = finished_first_hand().to_json()
    deals = set()
    for page_seed in range(6):
        session = Session.from_json(json.loads(json.dumps(saved)))
        session.next_hand(random.Random(page_seed))
        deals.add(tuple(c.code for c in session.hand.initial_stock))
    assert len(deals) == 6
    assert "seed" not in saved and set(saved) == {
        "format",
        "version",
        "hand_seed",
        "settings",
        "series",
    }


def test_the_page_random_source_decides_every_deal() -> None:
    settings = Settings(best_of=5, levels=FAST)
    runs = []
    for _ in range(2):
        seeds = random.Random(77)
        session = Session.new(settings, seeds)
        deals = []
        while session.phase != "series-over":
            if session.phase == "hand-over":
                session.next_hand(seeds)
            deals.append(tuple(c.code for c in session.hand.initial_stock))
            play_out(session)
        runs.append(deals)
    assert runs[0] == runs[1] and len(set(runs[0])) == len(runs[0])


def test_a_restored_session_continues_exactly_within_the_hand() -> None:
    original = finished_first_hand(players=3)
    original.next_hand(random.Random(5))
    for _ in range(4):
        step(original)
    replays_alike(original)


def version_1(session: Session, seed: int) -> dict[str, Any]:
    """The save the version before wrote for ``session`` (its series seed ``seed``)."""
    data = session.to_json()
    del data["hand_seed"]
    return {**data, "version": 1, "seed": seed}


@pytest.mark.parametrize("seed", [3, 2**31 - 1])
def test_a_version_1_save_continues_its_hand_as_before_then_deals_afresh(seed: int) -> None:
    # Version 1 drew the first hand and the computer's choices from the series seed exactly
    # as Session.new(settings, seed) still does for the first hand.
    original = Session.new(Settings(players=3, best_of=3, levels=FAST), seed=seed)
    for _ in range(3):
        step(original)
    loaded = Session.from_json(json.loads(json.dumps(version_1(original, seed))))
    assert loaded.hand_seed == seed
    while original.phase in ("human", "computer"):
        if original.phase == "human":
            action = original.view().legal_actions()[0]
            assert original.act(action) == loaded.act(action)
        else:
            assert original.play_computer() == loaded.play_computer()
    assert loaded.to_json() == original.to_json()
    if loaded.phase == "hand-over":
        loaded.next_hand(random.Random(1))
        assert loaded.hand_seed != seed and loaded.to_json()["version"] == 2


@pytest.mark.parametrize("hand_seed", [-1, 2**63, True, 1.0, "1", None])
def test_a_bad_hand_seed_is_refused(hand_seed: object) -> None:
    data = Session.new(Settings(), seed=1).to_json()
    data["hand_seed"] = hand_seed
    store = MemoryStore({key("session"): json.dumps(data)})
    assert load_now(store).problems == ["session"]
