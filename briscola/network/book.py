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
        self.key_boxes: list[SentBox] = []
        self.boxed: set[int] = set()
        """Positions whose key the last shuffler has boxed for their drawer."""
        self.shows_owed: dict[int, tuple[int, tuple[int, ...]]] = {}
        """Six players: each partner's captain and the positions it must show it."""
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

    def open_for(self, position: int, target: int | None) -> None:
        """Position ``position`` is to be opened for ``target`` (its drawer, or everybody)."""
        if position not in self.chains:
            self.chains[position] = Chain(target, removers(self.players, position, target), ())

    def add_unlock(self, seat: int, body: Unlock) -> None:
        """Locks ``seat`` took off: each must be its turn on that position."""
        chains = dict(self.chains)
        for position, value in body.values:
            chain = chains.get(position)
            if chain is None or chain.next_remover != seat:
                raise Breach(Refusal.KEY_NOT_OWED, f"seat {seat} owes no unlock of {position}")
            chains[position] = chain._replace(values=(*chain.values, value))
        self.chains = chains

    def add_keys(self, seat: int, seq: int, body: Keys) -> None:
        """The last shuffler's keys: public for cards everybody sees, boxed for a drawer."""
        if seat != last_shuffler(self.players):
            raise Breach(Refusal.KEY_NOT_OWED, "only the last shuffler has card keys")
        for position, _ in body.public:
            chain = self.chains.get(position)
            if chain is None or chain.target is not None or position in self.public_keys:
                raise Breach(Refusal.KEY_NOT_OWED, f"no public key is owed for {position}")
        boxed = set(self.boxed)
        for box in body.boxes:
            for position in box.positions:
                chain = self.chains.get(position)
                if chain is None or chain.target != box.to or position in boxed:
                    raise Breach(Refusal.KEY_NOT_OWED, f"no key for {position} to seat {box.to}")
                boxed.add(position)
        self.public_keys.update(body.public)
        self.boxed = boxed
        self.key_boxes += [SentBox(seat, seq, n, box) for n, box in enumerate(body.boxes)]

    def owe_show(self, mate: int, captain: int, positions: tuple[int, ...]) -> None:
        """Six players, the stock gone: ``mate`` must show ``captain`` these positions."""
        if mate not in self.shows_owed and positions:
            self.shows_owed[mate] = (captain, positions)

    def add_show(self, seat: int, seq: int, box: Box) -> None:
        """A partner's hand shown to its captain: exactly what it owes."""
        owed = self.shows_owed.get(seat)
        if owed is None or (box.to, box.positions) != owed:
            raise Breach(Refusal.KEY_NOT_OWED, f"seat {seat} owes no such show")
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
