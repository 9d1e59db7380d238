"""The check every page makes once every seat has revealed its secrets: each step of the
shuffle redone, each lock taken off checked, each key published or boxed compared with the
one revealed, then the whole hand replayed by the engine on the real deal. The first step
that fails names its seat; a hand a seat stopped with all of them right names that seat."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from briscola.engine.actions import Action
from briscola.engine.cards import Card
from briscola.engine.errors import IllegalActionError
from briscola.engine.state import GameState
from briscola.engine.tuples import NamedTuple
from briscola.network.bodies import Reveal
from briscola.network.book import DealBook
from briscola.network.deal import SeatSecrets, last_shuffler, opening_exponent, shuffle_deck
from briscola.network.layout import hand_from_cards
from briscola.network.reasons import Refusal


class Verdict(NamedTuple):
    """What the check found: the seat to blame and why (None when all is right), and the
    hand replayed on the real deal (None if the deal itself is wrong)."""

    seat: int | None
    reason: Refusal | None
    detail: str
    state: GameState | None


def secrets_of(reveal: Reveal) -> SeatSecrets:
    """A seat's secrets as it revealed them."""
    return SeatSecrets(reveal.lock, reveal.order, reveal.cards, reveal.dh)


def verify(
    book: DealBook,
    dealer: int,
    reveals: Mapping[int, Reveal],
    moves: Sequence[tuple[int, Action]],
    stoppers: Sequence[int],
) -> Verdict:
    """Check the hand of ``book`` with every seat's ``reveals`` (see the module's docstring);
    ``stoppers`` are the seats that stopped the hand, in order."""
    secrets = {seat: secrets_of(reveal) for seat, reveal in reveals.items()}
    failure = check_deal(book, secrets) or _check_keys(book, secrets)
    if failure is not None:
        return Verdict(*failure, None)
    cards = real_deal(book, secrets)
    state = hand_from_cards(book.rules, dealer, cards)
    for seat, action in moves:
        try:
            state.apply(action, seat)
        except IllegalActionError as error:
            return Verdict(seat, Refusal.ILLEGAL_MOVE, f"{action}: {error}", state)
    if stoppers:
        return Verdict(stoppers[0], Refusal.FALSE_ALARM, "every card opened right", state)
    return Verdict(None, None, "", state)


def real_deal(book: DealBook, secrets: Mapping[int, SeatSecrets]) -> list[Card]:
    """The card at each position of the dealt deck, through every seat's shuffle."""
    cards = list(book.cards)
    for seat in range(book.players):
        cards = [cards[k] for k in secrets[seat].order]
    return cards


def check_deal(
    book: DealBook, secrets: Mapping[int, SeatSecrets]
) -> tuple[int, Refusal, str] | None:
    """Each seat's shuffle redone from its secrets, then each lock it took off: the first
    seat whose step fails, why, and how; None if all are right."""
    group = book.group
    last = last_shuffler(book.players)
    for seat in range(book.players):
        mine = secrets[seat]
        if (mine.lock is None) != (seat == last) or group.power_of_g(mine.dh) != book.dh[seat]:
            return seat, Refusal.BAD_REVEAL, f"seat {seat} revealed secrets of the wrong kind"
        if shuffle_deck(group, book.decks[seat], mine) != book.decks[seat + 1]:
            return seat, Refusal.BAD_DEAL_STEP, f"seat {seat}'s shuffle is not what it sent"
    dealt = book.decks[-1]
    for position, chain in sorted(book.chains.items()):
        value = dealt[position]
        for seat, unlocked in zip(chain.removers, chain.values, strict=False):
            lock = secrets[seat].lock
            assert lock is not None
            if pow(unlocked, lock, group.p) != value:
                return seat, Refusal.BAD_DEAL_STEP, f"seat {seat} unlocked {position} wrongly"
            value = unlocked
    return None


def _check_keys(
    book: DealBook, secrets: Mapping[int, SeatSecrets]
) -> tuple[int, Refusal, str] | None:
    """The last shuffler's keys, public and boxed, and the partners' shows to captains."""
    group = book.group
    last = last_shuffler(book.players)
    keys = secrets[last].cards
    assert keys is not None
    for position, key in sorted(book.public_keys.items()):
        if key != keys[position]:
            return last, Refusal.WRONG_KEY, f"the public key of {position} is not the real one"
    for sent in book.key_boxes:
        secret = book.box_secret(sent.sender, sent.box.to, secrets[sent.sender].dh, sent.sender)
        opened = book.open_box(sent, secret)
        if opened != [keys[p] for p in sent.box.positions]:
            return last, Refusal.WRONG_KEY, f"the keys boxed for seat {sent.box.to} are wrong"
    for sent in book.show_boxes:
        mate = sent.sender
        secret = book.box_secret(mate, sent.box.to, secrets[mate].dh, mate)
        opened = book.open_box(sent, secret)
        own = secrets[mate].lock
        layers = [[keys[p]] if own is None else [own, keys[p]] for p in sent.box.positions]
        expected = [opening_exponent(group, layer) % group.q for layer in layers]
        if opened != expected:
            return mate, Refusal.WRONG_KEY, f"seat {mate} showed its captain wrong keys"
    return None
