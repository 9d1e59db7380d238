"""What a relay or a stranger can send is refused with a named reason, counted, and changes
nothing: damaged or made-up messages, forged signatures, replays, other tables' messages. The
hand goes on, and a page that lost a message gets it again by asking (``sync``)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from briscola.engine.rules import Rules
from briscola.network.events import Refused, Verified
from briscola.network.loopback import Loopback
from briscola.network.reasons import Refusal
from briscola.network.wire import MAX_CHARS
from tests.support.network import make_tables, random_player, rewrite
from tests.support.properties import PROPERTY


def refusals(loop: Loopback, page: int) -> list[tuple[int | None, Refusal]]:
    return [(e.seat, e.reason) for e in loop.events[page] if isinstance(e, Refused)]


def a_message(loop: Loopback, page: int) -> str:
    """A real message waiting for ``page``."""
    return loop.inboxes[page][0]


def changed(text: str, **fields: Any) -> str:
    data = json.loads(text)
    data.update(fields)
    return json.dumps(data)


def test_every_kind_of_damage_is_refused_with_its_reason() -> None:
    loop = make_tables(Rules.for_table(2), seed=1)
    host = loop.tables[0]
    assert loop.deliver(1)  # the guest's shuffle is on its way to the host
    real = a_message(loop, 0)
    without_seat = json.loads(real)
    del without_seat["seat"]

    def forge_key(body: dict[str, Any]) -> None:
        body["dh"] = body["deck"][0]

    cases: list[tuple[str | bytes, int | None, Refusal]] = [
        ("x" * (MAX_CHARS + 1), None, Refusal.TOO_LONG),
        ("[" * 50 + "]" * 50, None, Refusal.TOO_DEEP),
        ('{"net": 1, "tab', None, Refusal.NOT_JSON),
        (b"\xff\xfe", None, Refusal.NOT_JSON),
        ("[1, 2]", None, Refusal.NOT_AN_OBJECT),
        (changed(real, extra=1), 1, Refusal.UNKNOWN_FIELD),
        (json.dumps(without_seat), None, Refusal.MISSING_FIELD),
        (changed(real, seq="0"), 1, Refusal.WRONG_TYPE),
        (changed(real, seq=True), 1, Refusal.WRONG_TYPE),
        (changed(real, kind="cheat"), 1, Refusal.BAD_VALUE),
        (changed(real, net=2), 1, Refusal.BAD_VALUE),
        (changed(real, table="AAAAAAAAAAAAAAAAAAAAAA=="), 1, Refusal.WRONG_TABLE),
        (changed(real, seat=5), None, Refusal.UNKNOWN_SEAT),
        (changed(real, seat=0), 0, Refusal.BAD_SIGNATURE),
        (rewrite(real, forge_key, None), 1, Refusal.BAD_SIGNATURE),
    ]
    for text, seat, reason in cases:
        output = host.receive(text)
        assert output.messages == ()
        refused = [(e.seat, e.reason) for e in output.events if isinstance(e, Refused)]
        assert refused == [(seat, reason)] and len(output.events) == 1, (reason, output)
    assert host.refusals[(1, Refusal.BAD_SIGNATURE)] == 1
    assert sum(host.refusals.values()) == len(cases)
    assert host.status == "deal" and len(host.transcript) == 1  # its own shuffle only
    loop.run(random_player(1))
    assert all(isinstance(t.verdict, Verified) for t in loop.tables)


def test_a_replayed_message_is_refused_and_the_hand_goes_on() -> None:
    loop = make_tables(Rules.for_table(3), seed=2)
    copies: list[str] = []

    def twice(sender: int, receiver: int, text: str) -> str:
        if receiver == 0 and len(copies) < 3 and '"kind":"move"' in text:
            copies.append(text)
            loop.inboxes[0].append(text)
        return text

    loop.tamper = twice
    loop.run(random_player(2))
    assert len(copies) == 3
    assert refusals(loop, 0).count((json.loads(copies[0])["seat"], Refusal.REPLAY)) >= 1
    assert len(refusals(loop, 0)) == 3
    assert all(isinstance(t.verdict, Verified) for t in loop.tables)


def test_a_message_of_another_hand_is_refused() -> None:
    loop = make_tables(Rules.for_table(2), seed=3)
    other = make_tables(Rules.for_table(2), seed=4)
    assert other.deliver(1)
    output = loop.tables[0].receive(a_message(other, 0))
    assert [(e.reason) for e in output.events if isinstance(e, Refused)] == [Refusal.WRONG_TABLE]


@PROPERTY
@given(seed=st.integers(0, 1000), nth=st.integers(0, 60), where=st.integers(0, 10_000))
def test_a_relay_that_changes_any_message_is_refused_and_a_sync_mends_it(
    seed: int, nth: int, where: int
) -> None:
    """Any one character of any one message changed on its way to the host: refused (it no
    longer reads, or no longer checks), and the host asks for it again."""
    loop = make_tables(Rules.for_table(3), seed=seed)
    count = [0]

    def damage(sender: int, receiver: int, text: str) -> str:
        if receiver != 0:
            return text
        count[0] += 1
        if count[0] - 1 != nth:
            return text
        at = where % len(text)
        swapped = "A" if text[at] != "A" else "B"
        return text[:at] + swapped + text[at + 1 :]

    loop.tamper = damage
    loop.run(random_player(seed))
    host = loop.tables[0]
    if count[0] > nth:
        assert sum(host.refusals.values()) >= 1
        assert host.status != "verified" or host.refusals
    loop.tamper = None
    for _ in range(3):
        loop.post(0, host.sync())
        loop.run(random_player(seed))
    assert all(isinstance(t.verdict, Verified) for t in loop.tables), loop.tables
