"""Which cards a page opens, and when: the positions dealt or drawn get a chain of unlocks
towards their holder (``deal.py``), and a page opens every card it can: its seats' own, the
face-up trump, and at six players a captain's partners' hands."""

from __future__ import annotations

from collections.abc import Mapping

from briscola.engine.cards import Card
from briscola.network.book import DealBook
from briscola.network.deal import SeatSecrets, opening_exponent
from briscola.network.events import CardsSeen
from briscola.network.layout import face_up_position
from briscola.network.reasons import Refusal
from briscola.network.referee import UNKNOWN, Breach, PublicHand


def assign_targets(book: DealBook, hand: PublicHand) -> None:
    """Open the face-up card for everybody and every card dealt or drawn for its holder; at
    six players, once the stock is gone, each partner owes its captain its hand."""
    if book.dealt is None:
        return
    rules = hand.rules
    if not book.chains:
        face_up = face_up_position(rules)
        if face_up is not None:
            book.open_for(face_up, None, 0)
    moves = len(hand.moves)
    for seat in range(rules.players):
        for position in hand.positions_of(seat):
            book.open_for(position, seat, moves)
    state = hand.state
    if rules.players == 6 and state.stock_left == 0 and not state.is_over:
        for side in (0, 1):
            captain = rules.captain(side, state.dealer)
            for mate in rules.seats_of(side):
                if mate != captain and captain is not None:
                    hidden = [p for p in hand.positions_of(mate) if p not in hand.public]
                    book.owe_show(mate, captain, tuple(sorted(hidden)), moves)


def seat_layers(
    secrets: SeatSecrets, received: Mapping[int, int], position: int
) -> list[int] | None:
    """What a seat takes off its card at ``position``: its own lock and the last shuffler's
    key (``received``), or its own key for the last shuffler; None while the key has not
    come."""
    if secrets.cards is not None:
        return [secrets.cards[position]]
    assert secrets.lock is not None
    key = received.get(position)
    return None if key is None else [secrets.lock, key]


def open_cards(
    book: DealBook,
    hand: PublicHand,
    mine: Mapping[int, SeatSecrets],
    received: Mapping[int, int],
    shown: Mapping[int, tuple[int, int]],
) -> None:
    """Open every card a page can now, with the secrets of its seats (``mine``), the keys
    boxed for them and the exponents partners showed them; raises :class:`Breach` for a card
    that opens to no card."""
    if book.dealt is None:
        return
    group = book.group
    for position, chain in sorted(book.chains.items()):
        value = book.public_value(position) if position not in hand.known else None
        if value is None:
            continue
        if chain.target is None:
            key = book.public_keys.get(position)
            layers = None if key is None else [key]
        elif chain.target in mine:
            layers = seat_layers(mine[chain.target], received, position)
        else:
            layers = None
        if layers is not None:
            exponent = opening_exponent(group, layers)
        elif position in shown:
            exponent = group.even(shown[position][1])
        else:
            continue
        card = book.card_at_value(pow(value, exponent, group.p))
        if card is None:
            raise Breach(Refusal.CARD_NOT_IN_DECK, f"the card at {position} opens to none", UNKNOWN)
        hand.learn(position, card, public=chain.target is None)


def public_sources(book: DealBook) -> frozenset[tuple[int, int]]:
    """The messages that opened the cards everybody sees at the deal: a move must follow
    them."""
    public = [p for p, chain in book.chains.items() if chain.target is None]
    sources = {source for p in public for source in book.chains[p].sources}
    return frozenset(sources | {book.key_sources[p] for p in public if p in book.key_sources})


def deal_is_open(book: DealBook, hand: PublicHand) -> bool:
    """The dealt deck is there and every card everybody must see is open."""
    if book.dealt is None:
        return False
    public = [p for p, chain in book.chains.items() if chain.target is None]
    return all(p in hand.known for p in public)


def cards_seen(
    hand: PublicHand, shown: Mapping[int, tuple[int, int]], announced: dict[int, set[Card]]
) -> list[CardsSeen]:
    """``CardsSeen`` for the cards each seat of ``announced`` (a page's seats, with the cards
    already announced) now holds, or sees as a captain."""
    events = []
    known = hand.known
    for seat, told in announced.items():
        cards = [known[p] for p in hand.positions_of(seat) if p in known]
        cards += [known[p] for p, (to, _) in shown.items() if to == seat and p in known]
        new = tuple(card for card in cards if card not in told)
        if new:
            told.update(new)
            events.append(CardsSeen(seat, new))
    return events
