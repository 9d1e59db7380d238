"""Play passes counter-clockwise on screen by default; clockwise is the option; the saves of
the version before keep their meaning (a save of that version is loaded as it stands)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from briscola.app.commands import Choose
from briscola.app.saved.storage import MemoryStore
from briscola.app.screens.table import present_table
from briscola.engine.errors import InvalidStateError
from briscola.setup.settings import Settings
from tests.support.controller import QUICK, controller
from tests.support.sessions import quick
from tests.support.stores import load_now

FIXTURE = Path(__file__).parents[1] / "fixtures" / "save_348440d_four_mid_hand.json"


def old_save() -> dict[str, Any]:
    """The fixture: localStorage as the version of commit 348440d left it, mid-hand."""
    data: dict[str, Any] = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return data


def test_the_next_player_sits_at_the_right_by_default() -> None:
    model = present_table(quick(4), "it")
    assert [(s.name, s.place) for s in model.seats] == [
        ("Tu", "bottom"),
        ("Marco", "right"),
        ("Giulia", "top"),
        ("Luca", "left"),
    ]
    assert [s.place for s in present_table(quick(3), "it").seats] == ["bottom", "right", "left"]


def test_clockwise_is_the_option_on_the_start_screen() -> None:
    game, _ = controller(QUICK.replace(players=4))
    assert any(t.name == "clockwise" and not t.checked for t in game.page().start.toggles)  # type: ignore[union-attr]
    game.handle(Choose("clockwise", "1"))
    assert game.state.saved.settings.clockwise
    places = [s.place for s in present_table(quick(4, clockwise=True), "it").seats]
    assert places == ["bottom", "left", "top", "right"]


@pytest.mark.parametrize("mirrored", [True, False])
def test_older_settings_turn_counter_clockwise(mirrored: bool) -> None:
    # mirrored=True was the chosen counter-clockwise drawing: kept. False was the old
    # default: the new default replaces it.
    saved = Settings(players=4).to_json()
    del saved["clockwise"]
    settings = Settings.from_json(saved | {"mirrored": mirrored})
    assert settings == Settings(players=4, deck=40) and not settings.clockwise


@pytest.mark.parametrize("bad", ["true", 1, None])
def test_an_older_orientation_that_is_not_true_or_false_is_refused(bad: object) -> None:
    with pytest.raises(InvalidStateError, match="mirrored"):
        Settings.from_json({"mirrored": bad})


def test_a_hand_saved_by_the_version_before_goes_on_as_it_was() -> None:
    fixture = old_save()
    store = MemoryStore()
    for key, value in fixture["storage"].items():
        store.set(key, value)
    loaded = load_now(store)
    assert not loaded.problems
    assert loaded.session is not None and loaded.session.phase == "human"
    assert loaded.settings.players == 4 and loaded.settings.best_of == 3
    assert loaded.settings.show_points and not loaded.settings.clockwise
    model = present_table(loaded.session, "it")
    assert [c.face.code for c in model.hand] == fixture["hand"]
    assert model.stock_left == fixture["stock_left"]
    assert [s.place for s in model.seats] == fixture["places"]  # its drawing is kept
