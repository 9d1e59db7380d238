"""The deal no device can see into or stack: commutative locks (Pohlig–Hellman, as in
Shamir, Rivest and Adleman's "Mental Poker") on the cards' numbers (``card_values.py``).

The shuffle. Seat 0 takes the deck everybody knows (each card's number, in the table's card
order), raises every card to its one secret lock ``a0`` and shuffles; each seat in turn does
the same to the deck it receives, with its own lock; the last seat locks each card with a key
of its own (``b`` of each position) instead of one lock, and shuffles. Its deck is the deal:
position ``i`` of that deck is the ``i``-th card dealt (``layout.py``). No one knows which
card is where: undoing a shuffle needs every seat's secrets.

Opening a card for the seat that draws it. The card at a position carries every seat's lock
and the last seat's key. Every seat but the drawer takes its lock off, one after the other,
and publishes the result (``unlock``; locks commute, so the order is free: it rotates with the
position, so that each seat works on a part of every round at once). The last seat sends its
key to the drawer in a box only the drawer can open (``keys``). The drawer takes its own lock
and that key off: the card's number, which it finds in the deck. Everybody else holds the
card with the drawer's lock on, or (for the last seat's own cards) with its key on. The
face-up trump has every lock taken off in public and its key published (in Briscola scoperta,
where every card lies face up, every seat reveals its secrets once the deck is dealt). A card
played is shown with the one exponent that opens it.

Secrets are short, even exponents (``group.py``): a lock or a key costs a sixth of a full
exponent to put on; taking it off costs a full one, and a seat takes its lock off only the
cards being drawn. When the hand ends every seat reveals its lock, its shuffle, its keys and
its box secret, and every page checks every step (``verify.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from briscola.engine.tuples import NamedTuple
from briscola.network.group import Group
from briscola.network.randomness import Randomness, shuffle


class SeatSecrets(NamedTuple):
    """One seat's secrets of a hand: revealed when it ends."""

    lock: int | None
    """Its one lock (None for the last shuffler)."""
    order: tuple[int, ...]
    """Its shuffle: card ``k`` of its deck is card ``order[k]`` of the deck it received."""
    cards: tuple[int, ...] | None
    """The last shuffler's key of each position (None for the others)."""
    dh: int
    """Its Diffie–Hellman secret for the boxes."""

    @classmethod
    def draw(cls, group: Group, randomness: Randomness, last: bool, size: int) -> SeatSecrets:
        """Fresh secrets for a seat, the last shuffler or another, for a deck of ``size``."""
        order = list(range(size))
        shuffle(randomness, order)
        lock = None if last else group.short_exponent(randomness)
        cards = tuple(group.short_exponent(randomness) for _ in range(size)) if last else None
        return cls(lock, tuple(order), cards, group.short_exponent(randomness))


def shuffle_deck(group: Group, deck: Sequence[int], secrets: SeatSecrets) -> tuple[int, ...]:
    """A seat's step of the shuffle: ``deck`` reordered by its shuffle and locked."""
    p = group.p
    if secrets.cards is None:
        assert secrets.lock is not None
        lock = secrets.lock
        return tuple(pow(deck[k], lock, p) for k in secrets.order)
    return tuple(pow(deck[k], key, p) for k, key in zip(secrets.order, secrets.cards, strict=True))


def unlocked(group: Group, value: int, lock: int) -> int:
    """``value`` with the lock ``lock`` taken off."""
    return pow(value, group.even(group.inverse(lock)), group.p)


def opening_exponent(group: Group, layers: Sequence[int]) -> int:
    """The exponent that takes every lock or key of ``layers`` off a card at once."""
    product = 1
    for layer in layers:
        product = product * layer % group.q
    return group.even(group.inverse(product))


class Chain(NamedTuple):
    """The locks taken off one position, in the order its removers take them off."""

    target: int | None
    """The seat the card is opened for (its drawer), or None for everybody."""
    removers: tuple[int, ...]
    values: tuple[int, ...]
    """What each remover published so far."""
    since: int = 0
    """How many moves had been made when the card was dealt or drawn: a message about it
    must follow them."""
    sources: tuple[tuple[int, int], ...] = ()
    """The message (seat, number) each value came in."""

    @property
    def next_remover(self) -> int | None:
        """The seat that takes its lock off next, or None when all have."""
        done = len(self.values)
        return self.removers[done] if done < len(self.removers) else None


def removers(players: int, position: int, target: int | None) -> tuple[int, ...]:
    """The seats that take their lock off ``position`` for ``target`` (every seat with a
    lock but the target), starting from one that rotates with the position.

    >>> removers(4, 0, 3), removers(4, 1, 0), removers(4, 5, None)
    ((0, 1, 2), (1, 2), (2, 0, 1))
    """
    locked = players - 1
    start = position % locked
    order = [(start + k) % locked for k in range(locked)]
    return tuple(seat for seat in order if seat != target)


LAST_SHUFFLER_OFFSET: Final = 1
"""The last shuffler is seat ``players - 1``: it locks per card and has no one lock."""


def last_shuffler(players: int) -> int:
    """The seat that locks each card with its own key."""
    return players - LAST_SHUFFLER_OFFSET
