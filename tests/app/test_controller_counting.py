"""The counting aid in the page: an option of the start screen, off by default, showing on
the table only the cards the person could have counted."""

from __future__ import annotations

import json

from briscola.app.commands import Choose, Click
from briscola.learn.counting import counting_aid
from briscola.setup.settings import Settings
from tests.support.controller import controller, step
from tests.support.stores import key

QUICK = Settings(levels=("greedy",) * 5)


def test_off_by_default_and_offered_on_the_start_screen() -> None:
    game, _ = controller(QUICK)
    start = game.page().start
    assert start is not None and Settings().counting == "off"
    group = next(g for g in start.aids if g.name == "counting")
    assert group.label == "Aiuto al conteggio"
    assert [(c.value, c.selected) for c in group.choices] == [
        ("off", True),
        ("key", False),
        ("grid", False),
    ]
    game.handle(Click("start"))
    table = game.page().table
    assert table is not None and table.counting == ()


def test_a_mode_is_saved_and_a_tampered_one_changes_nothing() -> None:
    game, store = controller(QUICK)
    game.handle(Choose("counting", "key"))
    saved = json.loads(store.get(key("settings")) or "{}")
    assert game.state.saved.settings.counting == "key" and saved["counting"] == "key"
    game.handle(Choose("counting", "everything"))
    assert game.state.saved.settings.counting == "key"


def test_the_table_shows_the_cards_still_out_trumps_first() -> None:
    for mode in ("key", "grid"):
        game, _ = controller(QUICK.replace(counting=mode))
        game.handle(Click("start"))
        for _ in range(12):
            step(game)
            session = game.state.play.session
            assert session is not None
            table = game.page().table
            if table is None or session.phase not in ("human", "computer"):
                continue
            expected = counting_aid(session.view(), mode)
            # The face-up trump is shown apart, as seen; every other card still out as out.
            face_up = session.view().face_up
            assert [tuple(f.code for f in s.cards) for s in table.counting] == [
                tuple(c.code for c in cards if c != face_up) for cards in expected.values()
            ]
            seen = [f.code for s in table.counting for f in s.seen]
            out = [c for cards in expected.values() for c in cards]
            assert seen == ([face_up.code] if face_up in out else [])
            trump = session.view().trump_suit
            assert table.counting[0].label.endswith("(briscola)") == (trump in expected)
