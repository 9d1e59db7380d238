"""A page saves its table after every move and a reloaded page goes on from its snapshot:
the same hand, the same view, and after a ``sync`` the messages it missed."""

from __future__ import annotations

import json

import pytest

from briscola.engine.errors import InvalidStateError
from briscola.engine.rules import Rules
from briscola.network.events import Verified
from briscola.network.table import Table
from tests.support.network import TEST_GROUPS, Repeatable, make_tables, random_player


def reloaded(table: Table, seed: object) -> Table:
    """``table`` as a reloaded page makes it again from its snapshot's JSON text."""
    text = json.dumps(table.snapshot())
    return Table.resume(text, Repeatable(("reload", seed)), TEST_GROUPS)


def test_a_snapshot_after_each_move_gives_the_same_table() -> None:
    loop = make_tables(Rules.for_table(3), seed=1)
    player = random_player(1)
    checked = 0
    while True:
        if any(loop.deliver(page) for page in range(3)):
            continue
        if not any(loop.play(page, player) for page in range(3)):
            break
        if len(loop.tables[1].hand.moves) % 5 == 1:
            table = loop.tables[1]
            again = reloaded(table, checked)
            assert again.transcript == table.transcript and again.status == table.status
            assert again.hand.moves == table.hand.moves and again.view(1) == table.view(1)
            assert again.waiting_for() == table.waiting_for()
            loop.tables[1] = again  # the page goes on from the reloaded table
            checked += 1
    assert checked >= 5
    assert all(isinstance(t.verdict, Verified) for t in loop.tables)


def test_a_page_that_was_away_resumes_from_the_last_move_it_has() -> None:
    loop = make_tables(Rules.for_table(4), seed=2, computers=(2,))
    player = random_player(2)
    while len(loop.tables[0].hand.moves) < 9:
        if not any(loop.deliver(page) for page in range(3)):
            assert any(loop.play(page, player) for page in range(3))
    saved = loop.tables[1].snapshot()
    away = True
    loop.tamper = lambda sender, receiver, text: None if away and receiver == 1 else text
    loop.run(player)  # the others play on as far as they can without seat 1
    assert loop.tables[0].status == "play"
    away = False
    loop.tables[1] = Table.resume(saved, Repeatable("back"), TEST_GROUPS)
    loop.post(1, loop.tables[1].sync())
    loop.run(player)
    assert all(isinstance(t.verdict, Verified) for t in loop.tables), loop.tables


def test_a_damaged_snapshot_is_refused() -> None:
    loop = make_tables(Rules.for_table(2), seed=3)
    saved = loop.tables[0].snapshot()
    for damage in ({"format": "other"}, {"identities": {"0": {"group": "x"}}}, {"secrets": 7}):
        with pytest.raises(InvalidStateError):
            Table.resume(saved | damage, Repeatable("x"), TEST_GROUPS)
    with pytest.raises(InvalidStateError):
        Table.resume("{" * 100, Repeatable("x"), TEST_GROUPS)
