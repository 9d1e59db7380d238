"""Helpers of the network table's tests: a small group that makes a hand cost milliseconds
(the production code takes the group as a parameter; one test plays the real one), a
repeatable source of bytes, and tables joined over a loopback."""

from __future__ import annotations

import base64
import hashlib
import json
import random
from collections.abc import Callable
from typing import Any

from briscola.engine.actions import Action
from briscola.engine.rules import Rules
from briscola.engine.view import SeatView
from briscola.network.events import Outgoing
from briscola.network.group import GROUPS, Group
from briscola.network.identity import Identity
from briscola.network.loopback import Loopback, Tamper
from briscola.network.table import Table
from briscola.network.table_setup import SeatSetup, TableSetup
from briscola.network.wire import write_message

TEST_GROUP = Group("test128", 0x945C105052DA17C6D2DB7177E104A0CF)
"""A 128-bit safe prime ``p ≡ 7 (mod 8)`` (2 generates its residues): fast, and insecure."""
TEST_GROUPS = {**GROUPS, TEST_GROUP.name: TEST_GROUP}


class Repeatable:
    """Bytes from SHA-256 of a seed and a counter: the same seed, the same secrets."""

    def __init__(self, seed: object) -> None:
        self.seed = hashlib.sha256(repr(seed).encode()).digest()
        self.counter = 0

    def token_bytes(self, count: int) -> bytes:
        """The next ``count`` bytes."""
        out = b""
        while len(out) < count:
            self.counter += 1
            out += hashlib.sha256(self.seed + self.counter.to_bytes(8, "big")).digest()
        return out[:count]


def random_player(seed: int) -> Callable[[SeatView], Action]:
    """A player that picks a legal action at random, repeatably."""
    rng = random.Random(seed)
    return lambda view: rng.choice(view.legal)


def make_tables(
    rules: Rules,
    *,
    seed: int = 0,
    dealer: int = 0,
    computers: tuple[int, ...] = (),
    group: Group = TEST_GROUP,
    tamper: Tamper | None = None,
) -> Loopback:
    """A table of ``rules`` over a loopback, every person on a page of its own (page 0 the
    host's, seat 0, which also plays the ``computers``); the host's setup joined by every
    guest, and every first output posted."""
    randomness = Repeatable(seed)
    ids = [Identity.generate(randomness, group) for _ in range(rules.players)]
    seats = tuple(
        SeatSetup(f"P{s}", ids[s].public, "easy" if s in computers else None)
        for s in range(rules.players)
    )
    setup = TableSetup.new(rules, seats, host=0, dealer=dealer, randomness=randomness)
    hosted = {0: ids[0]} | {s: ids[s] for s in computers}
    host, output = Table.host(setup, hosted, randomness)
    first = output.messages[0].text
    tables, outputs = [host], [output]
    for seat in range(1, rules.players):
        if seat in computers:
            continue
        table, joined = Table.join(
            first, ids[seat], Repeatable((seed, seat)), ids[0].public, TEST_GROUPS
        )
        tables.append(table)
        outputs.append(joined)
    loop = Loopback(tables, tamper)
    for page, out in enumerate(outputs):
        loop.post(page, out._replace(messages=tuple(m for m in out.messages if _not_setup(m))))
    return loop


def _not_setup(message: Outgoing) -> bool:
    return '"kind":"setup"' not in message.text


def signed(table: Table, seat: int, kind: str, body: dict[str, Any], seq: int | None = None) -> str:
    """A message of ``kind`` by ``seat`` (played on ``table``'s page), signed with its key, with
    its next number unless ``seq`` is given: what a cheating page could send."""
    number = len(table.by_seat[seat]) if seq is None else seq
    return write_message(
        table.identities[seat],
        Repeatable(("forged", seat, number)),
        table.table_id,
        seat,
        number,
        tuple(number if s == seat else len(texts) for s, texts in enumerate(table.by_seat)),
        kind,
        body,
    )


def rewrite(text: str, change: Callable[[dict[str, Any]], None], identity: Identity | None) -> str:
    """``text`` with its body changed by ``change``, signed again by ``identity`` (or left with
    its old signature, which then no longer checks)."""
    data = json.loads(text)
    change(data["body"])
    if identity is None:
        return json.dumps(data)
    table = base64.b64decode(data["table"])
    return write_message(
        identity,
        Repeatable(("rewrite", text)),
        table,
        data["seat"],
        data["seq"],
        tuple(data["seen"]),
        data["kind"],
        data["body"],
    )


def kind_of(text: str) -> str:
    """The kind of a message's text."""
    kind: str = json.loads(text)["kind"]
    return kind
