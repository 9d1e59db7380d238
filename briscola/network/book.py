"""The deal's public record, as every page keeps it: the decks of the shuffle, each seat's box
key, the locks taken off each position, the keys published and boxed, the partners' hands
shown to their captains. It checks that each step comes from the seat that owes it, when it
owes it (``deal.py`` says what the steps are); the numbers themselves are checked when the
secrets are revealed (``verify.py``)."""

from __future__ import annotations

from briscola.engine.cards import Card
from briscola.engine.rules import Rules
from briscola.engine.tuples import NamedTuple
from briscola.network.bodies import Box, Keys, Shuffle, Unlock
from briscola.network.boxes import box_context, seal, shared_secret
from briscola.network.card_values import deck_values
from briscola.network.deal import Chain, last_shuffler, removers
from briscola.network.group import Group
from briscola.network.reasons import Refusal
from briscola.network.referee import Breach


class Context(NamedTuple):
    """What a message follows: how many messages of each seat its sender had taken in, and
    how many moves were among them."""

    seen: tuple[int, ...]
    moves: int

    def has(self, source: tuple[int, int]) -> bool:
        """Whether the message (seat, number) ``source`` is among them."""
        seat, seq = source
        return self.seen[seat] > seq


class SentBox(NamedTuple):
    """A box as it went on the wire: who sent it, in which message, at which place."""

    sender: int
    seq: int
    entry: int
    box: Box


class DealBook:
    """The public record of a hand's deal (see the module's docstring)."""

    __slots__ = (
        "group",
        "rules",
        "table",
        "players",
        "values",
        "cards",
        "decks",
        "dh",
        "chains",
        "public_keys",
        "key_sources",
        "key_boxes",
        "boxed",
        "shows_owed",
        "show_boxes",
    )

    def __init__(self, group: Group, rules: Rules, table: bytes) -> None:
        self.group = group
        self.rules = rules
        self.table = table
        self.players = rules.players
        self.cards = rules.cards
        self.values = deck_values(group, self.cards)
        self.decks: list[tuple[int, ...]] = [self.values]
        """The deck everybody starts from, then each seat's shuffled deck in turn."""
        self.dh: dict[int, int] = {}
        self.chains: dict[int, Chain] = {}
        self.public_keys: dict[int, int] = {}
        self.key_sources: dict[int, tuple[int, int]] = {}
        """The message each public key came in."""
        self.key_boxes: list[SentBox] = []
        self.boxed: set[int] = set()
        """Positions whose key the last shuffler has boxed for their drawer."""
        self.shows_owed: dict[int, tuple[int, tuple[int, ...], int]] = {}
        """Six players: each partner's captain, the positions it must show it, and the moves
        made when it came to owe them."""
        self.show_boxes: list[SentBox] = []

    @property
    def dealt(self) -> tuple[int, ...] | None:
        """The dealt deck, once the last seat has shuffled."""
        return self.decks[-1] if len(self.decks) == self.players + 1 else None

    def card_at_value(self, value: int) -> Card | None:
        """The card whose number is ``value``, or None."""
        try:
            return self.cards[self.values.index(value)]
        except ValueError:
            return None

    def public_value(self, position: int) -> int | None:
        """The card at ``position`` with every lock but its target's taken off, once all
        those locks are."""
        chain = self.chains.get(position)
        dealt = self.dealt
        if chain is None or dealt is None or chain.next_remover is not None:
            return None
        return chain.values[-1] if chain.values else dealt[position]

    def current_value(self, position: int) -> int:
        """The card at ``position`` with the locks taken off so far."""
        chain = self.chains[position]
        dealt = self.dealt
        assert dealt is not None
        return chain.values[-1] if chain.values else dealt[position]

    # -- the steps, as they arrive -------------------------------------------------------

    def add_shuffle(self, seat: int, body: Shuffle) -> None:
        """Seat ``seat``'s deck, which must be its turn to shuffle."""
        if len(self.decks) != seat + 1:
            raise Breach(Refusal.OUT_OF_TURN, f"it is not seat {seat}'s turn to shuffle")
        self.dh[seat] = body.dh
        self.decks.append(body.deck)

    def open_for(self, position: int, target: int | None, moves: int) -> None:
        """Position ``position`` is to be opened for ``target`` (its drawer, or everybody),
        dealt or drawn after ``moves`` moves."""
        if position not in self.chains:
            chain = Chain(target, removers(self.players, position, target), (), moves)
            self.chains[position] = chain

    def _chain(self, position: int, context: Context, what: str) -> Chain:
        """The chain of ``position``, which the message's context must know of."""
        chain = self.chains.get(position)
        if chain is None:
            raise Breach(Refusal.KEY_NOT_OWED, f"no {what} is owed for {position}")
        if context.moves < chain.since:
            raise Breach(Refusal.OUT_OF_TURN, f"{what} for {position} before it was drawn")
        return chain

    def add_unlock(self, seat: int, seq: int, body: Unlock, context: Context) -> None:
        """Locks ``seat`` took off: each must be its turn on that position, after the lock
        taken off before its own."""
        chains = dict(self.chains)
        for position, value in body.values:
            chain = self._chain(position, context, "unlock")
            chain = chains[position]
            if chain.next_remover != seat:
                raise Breach(Refusal.KEY_NOT_OWED, f"seat {seat} owes no unlock of {position}")
            if chain.sources and not context.has(chain.sources[-1]):
                raise Breach(Refusal.OUT_OF_TURN, f"unlock of {position} before the one before")
            chains[position] = chain._replace(
                values=(*chain.values, value), sources=(*chain.sources, (seat, seq))
            )
        self.chains = chains

    def add_keys(self, seat: int, seq: int, body: Keys, context: Context) -> None:
        """The last shuffler's keys: public for cards everybody sees, boxed for a drawer."""
        if seat != last_shuffler(self.players):
            raise Breach(Refusal.KEY_NOT_OWED, "only the last shuffler has card keys")
        for position, _ in body.public:
            chain = self._chain(position, context, "public key")
            if chain.target is not None or position in self.public_keys:
                raise Breach(Refusal.KEY_NOT_OWED, f"no public key is owed for {position}")
        boxed = set(self.boxed)
        for box in body.boxes:
            for position in box.positions:
                chain = self._chain(position, context, "key")
                if chain.target != box.to or position in boxed:
                    raise Breach(Refusal.KEY_NOT_OWED, f"no key for {position} to seat {box.to}")
                boxed.add(position)
        self.public_keys.update(body.public)
        self.key_sources.update((position, (seat, seq)) for position, _ in body.public)
        self.boxed = boxed
        self.key_boxes += [SentBox(seat, seq, n, box) for n, box in enumerate(body.boxes)]

    def owe_show(self, mate: int, captain: int, positions: tuple[int, ...], moves: int) -> None:
        """Six players, the stock gone after ``moves`` moves: ``mate`` must show ``captain``
        these positions."""
        if mate not in self.shows_owed and positions:
            self.shows_owed[mate] = (captain, positions, moves)

    def add_show(self, seat: int, seq: int, box: Box, context: Context) -> None:
        """A partner's hand shown to its captain: exactly what it owes."""
        owed = self.shows_owed.get(seat)
        if owed is None or (box.to, box.positions) != owed[:2]:
            raise Breach(Refusal.KEY_NOT_OWED, f"seat {seat} owes no such show")
        if context.moves < owed[2]:
            raise Breach(
                Refusal.OUT_OF_TURN, f"seat {seat} shows its hand before the stock is gone"
            )
        if any(sent.sender == seat for sent in self.show_boxes):
            raise Breach(Refusal.KEY_NOT_OWED, f"seat {seat} has shown its hand already")
        self.show_boxes.append(SentBox(seat, seq, 0, box))

    # -- boxes ---------------------------------------------------------------------------

    def box_secret(self, sender: int, recipient: int, secret: int, mine: int) -> int:
        """The secret of the boxes between ``sender`` and ``recipient``, from the secret of
        the seat ``mine`` (one of the two)."""
        other = recipient if mine == sender else sender
        return shared_secret(self.group, self.dh[other], secret)

    def seal_exponents(
        self, sender: int, recipient: int, seq: int, entry: int, secret: int, exponents: list[int]
    ) -> bytes:
        """Exponents sealed for ``recipient`` in ``sender``'s message ``seq``, at ``entry``."""
        size = self.group.size
        plain = b"".join(e.to_bytes(size, "big") for e in exponents)
        return seal(
            self.group, secret, box_context(self.table, sender, recipient, seq, entry), plain
        )

    def open_box(self, sent: SentBox, secret: int) -> list[int] | None:
        """The exponents in ``sent`` (one per position), with the box secret of its two seats;
        None if one is not an exponent of the group."""
        context = box_context(self.table, sent.sender, sent.box.to, sent.seq, sent.entry)
        plain = seal(self.group, secret, context, sent.box.sealed)
        size = self.group.size
        numbers = [int.from_bytes(plain[k : k + size], "big") for k in range(0, len(plain), size)]
        return numbers if all(0 < e < self.group.q for e in numbers) else None
