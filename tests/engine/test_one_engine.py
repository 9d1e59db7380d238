"""Legality and the seat to move decided once, by the state: views carry them, the state
reads and writes its own JSON, actions parse from their codes, refusals name a Reason."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from briscola import (
    GameState,
    IllegalActionError,
    InvalidStateError,
    NoSuchSeatError,
    Reason,
    Rules,
    parse_action,
    preset,
)
from briscola.engine.actions import CALL, DECLARE, PLAY, SIGNAL, SWAP
from briscola.engine.auction import BIDS
from tests.support.import_graph import imports

ROOT = Path(__file__).resolve().parents[2]


def imported(module: str) -> set[str]:
    """The modules an engine module imports, at any depth of its code."""
    source = (ROOT / "briscola" / "engine" / f"{module}.py").read_text(encoding="utf-8")
    return {name for name, _ in imports(source, "briscola.engine")}


def test_the_view_is_built_by_the_state_in_one_direction() -> None:
    assert "briscola.engine.state" not in imported("view")
    assert "briscola.engine.view" in imported("state")


@pytest.mark.parametrize("name", ["classic-2", "pairs-4-signals", "a-31-2", "chiamata-5"])
def test_every_view_carries_the_states_legal_actions_phase_and_seat_to_move(name: str) -> None:
    rng = random.Random(5)
    state = GameState.new(preset(name), rng)
    while True:
        for seat in range(state.rules.players):
            view = state.view(seat)
            mine = seat == state.current_player
            assert view.legal_actions() == (state.legal_actions() if mine else [])
            assert view.phase == state.phase and view.current_player == state.current_player
            assert view.contract == state.contract
        if state.current_player is None:
            break
        state.apply(rng.choice(state.legal_actions()))
    assert state.phase == "over" and state.legal_actions() == []


def test_one_none_value_for_the_chiamata_before_the_auction_ends() -> None:
    state = GameState.new(preset("chiamata-5"), random.Random(1))
    assert state.caller is None and state.partner is None and state.called is None
    assert state.view(0).caller is None and state.view(0).sides == (None,) * 5


def test_a_view_of_a_seat_not_at_the_table_is_refused() -> None:
    state = GameState.new(Rules(players=2), random.Random(1))
    for seat in (2, -1, True):
        with pytest.raises(NoSuchSeatError, match="no seat"):
            state.view(seat)


def test_the_state_reads_and_writes_its_own_json() -> None:
    state = GameState.new(preset("pairs-4-signals"), random.Random(3))
    for _ in range(9):
        state.apply(state.legal_actions()[-1])
    data = state.to_json()
    again = GameState.from_json(json.dumps(data))
    assert again == state and again.to_json() == data
    data["position"]["points"] = [1, 2, 3, 4]
    with pytest.raises(InvalidStateError, match=r"position\.points"):
        GameState.from_json(data)


def test_every_action_parses_from_its_code_and_from_its_json() -> None:
    actions = [*PLAY.values(), *SWAP.values(), DECLARE, *SIGNAL.values(), *BIDS.values()]
    for action in [*actions, *CALL.values()]:
        assert parse_action(str(action)) == action
        assert parse_action(action.to_json()) == action
    assert parse_action(" AD ") == PLAY[next(c for c in PLAY if c.code == "AD")]


@pytest.mark.parametrize(
    "code", ["", "play", "play ZZ", "swap AD", "bid 7000", "declare 30", "x y"]
)
def test_a_bad_action_code_is_refused(code: str) -> None:
    with pytest.raises(InvalidStateError):
        parse_action(code)


def test_refusal_reasons_are_the_reason_enum() -> None:
    state = GameState.new(Rules(players=2), random.Random(1))
    with pytest.raises(IllegalActionError) as caught:
        state.apply(state.legal_actions()[0], 1 - (state.current_player or 0))
    assert caught.value.reason == "not-your-turn"  # a str: codes compare as before
    assert caught.value.reason is Reason.NOT_YOUR_TURN
    assert list(Reason.__members__.values()) == list(Reason)  # no code is an alias of another


def test_every_refusal_reason_is_given_somewhere() -> None:
    """A reason in the list that nothing raises is a stale one (or a refusal lost)."""
    package = ROOT / "briscola"
    sources = "\n".join(
        path.read_text(encoding="utf-8")
        for path in package.rglob("*.py")
        if path != package / "engine" / "errors.py"
    )
    assert [r.name for r in Reason if f"Reason.{r.name}" not in sources] == []
