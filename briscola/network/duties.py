"""What each seat owes the others now: its step of the shuffle, the locks it must take off
cards being drawn, the last shuffler's keys, a partner's hand for its captain, its secrets
once the hand is over. :func:`owed` lists every seat's debts (a page shows whom it waits
for); :func:`duties` writes the messages of the seats this page plays."""

from __future__ import annotations

import base64
from collections.abc import Mapping
from typing import Any, Protocol

from briscola.engine.rules import Rules
from briscola.network.bodies import Reveal
from briscola.network.book import DealBook
from briscola.network.deal import (
    SeatSecrets,
    last_shuffler,
    opening_exponent,
    shuffle_deck,
    unlocked,
)
from briscola.network.events import Stopped, Verified
from briscola.network.group import Group
from briscola.network.identity import Identity
from briscola.network.randomness import Randomness
from briscola.network.reasons import Refusal
from briscola.network.referee import PublicHand


class Table(Protocol):
    """What the debts are read from: a table (``table.py``)."""

    @property
    def group(self) -> Group: ...
    @property
    def rules(self) -> Rules: ...
    @property
    def players(self) -> int: ...
    @property
    def randomness(self) -> Randomness: ...
    @property
    def identities(self) -> Mapping[int, Identity]: ...
    @property
    def book(self) -> DealBook: ...
    @property
    def hand(self) -> PublicHand: ...
    @property
    def secrets(self) -> dict[int, SeatSecrets]: ...
    @property
    def by_seat(self) -> list[list[str]]: ...
    @property
    def reveals(self) -> Mapping[int, Reveal]: ...
    @property
    def stoppers(self) -> list[int]: ...
    @property
    def stop_owed(self) -> tuple[Refusal, str | None] | None: ...
    @property
    def stopped(self) -> Stopped | None: ...
    @property
    def verdict(self) -> Stopped | Verified | None: ...

    def layers(self, seat: int, position: int) -> list[int] | None:
        """What ``seat`` takes off its card at ``position``, if it can yet."""
        ...


Duty = tuple[int, str, dict[str, Any]]


def owed(table: Table) -> list[tuple[int, str]]:
    """Every seat's debts now: (seat, kind of message)."""
    book = table.book
    if table.stopped is not None or table.hand.state.is_over:
        if table.verdict is not None or book.dealt is None:
            return []
        return [(seat, "reveal") for seat in range(table.players) if seat not in table.reveals]
    debts: list[tuple[int, str]] = []
    if book.dealt is None:
        return [(len(book.decks) - 1, "shuffle")]
    if table.rules.open_hands:  # Briscola scoperta: every secret revealed once dealt
        return [(seat, "reveal") for seat in range(table.players) if seat not in table.reveals]
    removers = {chain.next_remover for chain in book.chains.values()}
    debts += [(seat, "unlock") for seat in sorted(s for s in removers if s is not None)]
    if _keys_owed(table):
        debts.append((last_shuffler(table.players), "keys"))
    shown = {sent.sender for sent in book.show_boxes}
    debts += [(mate, "show") for mate in sorted(book.shows_owed) if mate not in shown]
    return debts


def duties(table: Table) -> list[Duty]:
    """The messages the seats of this page owe now, written."""
    local = table.identities
    result: list[Duty] = []
    if table.stop_owed is not None and not any(s in local for s in table.stoppers):
        reason, evidence = table.stop_owed
        result.append((min(local), "stop", {"reason": str(reason), "evidence": evidence}))
    for seat, kind in owed(table):
        if seat not in local:
            continue
        body = _WRITERS[kind](table, seat)
        if body is not None:
            result.append((seat, kind, body))
    return result


def _keys_owed(table: Table) -> dict[int | None, list[int]]:
    """The positions whose key the last shuffler still owes, by the seat owed (None: public)."""
    book = table.book
    last = last_shuffler(table.players)
    owed_keys: dict[int | None, list[int]] = {}
    for position, chain in sorted(book.chains.items()):
        if chain.target == last or position in book.public_keys or position in book.boxed:
            continue
        owed_keys.setdefault(chain.target, []).append(position)
    return owed_keys


def _shuffle(table: Table, seat: int) -> dict[str, Any] | None:
    group = table.group
    last = seat == last_shuffler(table.players)
    if seat not in table.secrets:
        table.secrets[seat] = SeatSecrets.draw(group, table.randomness, last, table.rules.deck)
    mine = table.secrets[seat]
    deck = shuffle_deck(group, table.book.decks[seat], mine)
    return {
        "dh": group.element_text(group.power_of_g(mine.dh)),
        "deck": [group.element_text(card) for card in deck],
    }


def _unlock(table: Table, seat: int) -> dict[str, Any] | None:
    book = table.book
    lock = table.secrets[seat].lock
    assert lock is not None
    values = [
        [
            position,
            table.group.element_text(unlocked(table.group, book.current_value(position), lock)),
        ]
        for position, chain in sorted(book.chains.items())
        if chain.next_remover == seat
    ]
    return {"values": values} if values else None


def _keys(table: Table, seat: int) -> dict[str, Any] | None:
    book = table.book
    mine = table.secrets[seat]
    assert mine.cards is not None
    text = table.group.element_text
    public: list[list[Any]] = []
    boxes: list[dict[str, Any]] = []
    seq = len(table.by_seat[seat])
    for target, positions in _keys_owed(table).items():
        if target is None:
            public += [[p, text(mine.cards[p])] for p in positions]
            continue
        secret = book.box_secret(seat, target, mine.dh, seat)
        keys = [mine.cards[p] for p in positions]
        sealed = book.seal_exponents(seat, target, seq, len(boxes), secret, keys)
        boxes.append({"to": target, "positions": positions, "box": _text(sealed)})
    return {"public": public, "boxes": boxes} if public or boxes else None


def _show(table: Table, seat: int) -> dict[str, Any] | None:
    book = table.book
    captain, positions, _ = book.shows_owed[seat]
    layers = [table.layers(seat, position) for position in positions]
    if any(layer is None for layer in layers):
        return None  # this seat has not opened its own cards yet
    group = table.group
    exponents = [opening_exponent(group, layer) % group.q for layer in layers if layer is not None]
    mine = table.secrets[seat]
    secret = book.box_secret(seat, captain, mine.dh, seat)
    sealed = book.seal_exponents(seat, captain, len(table.by_seat[seat]), 0, secret, exponents)
    return {"box": {"to": captain, "positions": list(positions), "box": _text(sealed)}}


def _reveal(table: Table, seat: int) -> dict[str, Any] | None:
    mine = table.secrets.get(seat)
    return None if mine is None else secrets_body(table.group, mine)


def secrets_body(group: Group, secrets: SeatSecrets) -> dict[str, Any]:
    """A seat's secrets as the body of its ``reveal`` (and as a snapshot keeps them)."""
    text = group.element_text
    return {
        "lock": None if secrets.lock is None else text(secrets.lock),
        "order": list(secrets.order),
        "cards": None if secrets.cards is None else [text(key) for key in secrets.cards],
        "dh": text(secrets.dh),
    }


def _text(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


_WRITERS = {
    "shuffle": _shuffle,
    "unlock": _unlock,
    "keys": _keys,
    "show": _show,
    "reveal": _reveal,
}
