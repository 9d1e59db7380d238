"""Every loader is strict on types: ``true`` is not 1, ``1.0`` is not 1, and ranges hold."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from briscola.app.game.session import Session
from briscola.app.saved.storage import MemoryStore
from briscola.engine.errors import InvalidStateError
from briscola.setup.settings import Settings
from tests.support.sessions import play_out, step
from tests.support.stores import key, load_now

Change = Callable[[dict[str, Any]], Any]


def second_hand_saved() -> dict[str, Any]:
    """A best-of-3 at two players: one hand won by seat 1, then the second hand with one
    card in the trick."""
    session = Session.new(Settings(best_of=3, levels=("greedy",) * 5), seed=4)
    play_out(session)
    session.next_hand(random.Random(1))
    step(session)
    while len(session.hand.trick) != 1:
        step(session)
    data = session.to_json()
    assert data["series"]["outcomes"][0]["winner"] == 1
    return data


def outcome(data: dict[str, Any]) -> dict[str, Any]:
    return data["series"]["outcomes"][0]  # type: ignore[no-any-return]


def position(data: dict[str, Any]) -> dict[str, Any]:
    return data["series"]["hand"]["position"]  # type: ignore[no-any-return]


def test_the_unchanged_save_loads() -> None:
    assert Session.from_json(second_hand_saved()).to_json() == second_hand_saved()


@pytest.mark.parametrize(
    "change",
    [
        lambda d: outcome(d).update(winner=True),
        lambda d: outcome(d).update(winner=1.0),
        lambda d: outcome(d).update(cappotto=0),
        lambda d: outcome(d).update(points=[float(p) for p in outcome(d)["points"]]),
        lambda d: outcome(d).update(side_points=[float(p) for p in outcome(d)["side_points"]]),
        lambda d: position(d).update(to_move=bool(position(d)["to_move"])),
        lambda d: position(d).update(to_move=float(position(d)["to_move"])),
        lambda d: position(d).update(stock_left=float(position(d)["stock_left"])),
        lambda d: position(d).update(points=[float(p) for p in position(d)["points"]]),
        lambda d: position(d)["trick"][0].update(seat=bool(position(d)["trick"][0]["seat"])),
        lambda d: d["series"].update(first_dealer=d["series"]["first_dealer"] + 2),
        lambda d: d["series"].update(first_dealer=bool(d["series"]["first_dealer"])),
        lambda d: d["settings"].update(swap_seven=5),
        lambda d: d["settings"].update(cappotto_double=0),
        lambda d: d["series"].update(version_copy=1),
        lambda d: d["series"]["hand"].update(note="x"),
        lambda d: d.update(seed=1),
    ],
    ids=[
        "winner-true",
        "winner-float",
        "cappotto-0",
        "outcome-points-float",
        "side-points-float",
        "to-move-bool",
        "to-move-float",
        "stock-left-float",
        "position-points-float",
        "trick-seat-bool",
        "first-dealer-out-of-range",
        "first-dealer-bool",
        "settings-swap-5",
        "settings-cappotto-0",
        "series-unknown-field",
        "hand-unknown-field",
        "session-unknown-field",
    ],
)
def test_a_wrong_type_or_range_in_a_saved_session_is_refused(change: Change) -> None:
    data = second_hand_saved()
    change(data)
    with pytest.raises(InvalidStateError):
        Session.from_json(json.loads(json.dumps(data)))
    store = MemoryStore({key("session"): json.dumps(data)})
    assert load_now(store).problems == ["session"]


@pytest.mark.parametrize(
    "changes",
    [
        {"swap_seven": 5},
        {"swap_seven": 1},
        {"same_dealer_after_tie": "yes"},
        {"cappotto_double": None},
        {"show_points": 1},
        {"players": True},
        {"players": 2.0},
        {"deck": 40.0},
        {"best_of": True},
        {"players": 5, "best_of": True},  # five players play one hand, whatever best_of says
        {"players": 5, "swap_seven": 2},  # nor do they swap
        {"players": 3, "signals": 1},  # nor do three players signal
        {"variant": ["classic"]},
        {"levels": ["easy", 1]},
        {"language": ["it"]},
    ],
)
def test_a_wrong_type_in_the_settings_is_refused(changes: dict[str, Any]) -> None:
    data = {**Settings().to_json(), **changes}
    with pytest.raises(InvalidStateError):
        Settings.from_json(data)
    store = MemoryStore({key("settings"): json.dumps(data)})
    loaded = load_now(store)
    assert loaded.problems == ["settings"] and loaded.settings == Settings()
