"""Every page's referee: the engine plays the hand on a deal that agrees with what the page
knows (``completion.py``), so every move of every seat is checked by ``GameState.apply``
itself, as far as the cards the page has seen allow; the rest is checked when every key is
revealed (``verify.py``)."""

from __future__ import annotations

from collections.abc import Iterable

from briscola.engine.actions import Action, Play, Signal, SwapSeven
from briscola.engine.cards import Card
from briscola.engine.errors import IllegalActionError
from briscola.engine.rules import Rules
from briscola.engine.signals import NOTHING, signal_card
from briscola.engine.state import GameState
from briscola.network.completion import complete
from briscola.network.layout import hand_from_cards
from briscola.network.reasons import Refusal


class Breach(Exception):
    """A message that breaks the protocol or the rules. ``seat`` is the seat to blame when it
    is another than the message's sender (an earlier move found illegal), None when the sender
    is to blame, and :data:`UNKNOWN` when only the revealed keys can tell."""

    def __init__(self, reason: Refusal, detail: str, seat: int | None = None) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail
        self.seat = seat


UNKNOWN = -1
"""A :class:`Breach`'s seat when the revealed keys must find whom to blame."""


def shown_card(action: Action, trump_suit: str | None) -> Card | None:
    """The card a move shows: the card played, the 7 swapped, the card a signal shows."""
    if isinstance(action, (Play, SwapSeven)):
        return action.card
    if isinstance(action, Signal):
        return signal_card(action.name, trump_suit)
    return None


class PublicHand:
    """The hand as one page sees it: the cards it knows by position, the claims seats made,
    the moves, and the engine's hand on a deal that agrees with all of them."""

    __slots__ = ("rules", "dealer", "known", "public", "forbidden", "moves", "state", "where")

    def __init__(self, rules: Rules, dealer: int) -> None:
        self.rules = rules
        self.dealer = dealer
        self.known: dict[int, Card] = {}
        """The card at each position this page has seen."""
        self.public: set[int] = set()
        """The positions every page has seen."""
        self.forbidden: dict[int, frozenset[Card]] = {}
        self.moves: list[tuple[int, Action]] = []
        self.where: dict[Card, int] = {}
        self.state = self._replay(self.known, self.forbidden, self.moves)

    def positions_of(self, seat: int) -> list[int]:
        """The positions of the cards ``seat`` holds now."""
        return [self.where[card] for card in self.state.hands[seat]]

    def knows_hand(self, seat: int) -> bool:
        """Whether this page has seen every card ``seat`` holds."""
        return all(p in self.known for p in self.positions_of(seat))

    def learn(self, position: int, card: Card, public: bool) -> None:
        """This page has opened ``card`` at ``position`` (everybody has, if ``public``)."""
        if self.known.get(position) is card:
            if public:
                self.public.add(position)
            return
        if position in self.known or card in self.known.values():
            raise Breach(Refusal.CARD_PLAYED_TWICE, f"{card.code} seen in two places", UNKNOWN)
        known = {**self.known, position: card}
        self._commit(known, self.forbidden, self.moves)
        if public:
            self.public.add(position)

    def move(self, seat: int, action: Action, shown: tuple[int, Card] | None) -> None:
        """Apply ``seat``'s move, which shows the card at ``shown`` if it shows one this page
        had not seen in public; raises :class:`Breach` if the move is not legal."""
        state = self.state
        if state.current_player != seat:
            raise Breach(Refusal.OUT_OF_TURN, f"it is not seat {seat}'s turn")
        card = shown_card(action, state.trump_suit)
        self._check_card(seat, action, card, shown)
        known = dict(self.known)
        if shown is not None:
            if shown[0] in known and known[shown[0]] is not shown[1]:
                raise Breach(Refusal.WRONG_KEY, "the card shown is not the one seen there")
            if shown[0] not in known and shown[1] in known.values():
                raise Breach(
                    Refusal.CARD_PLAYED_TWICE, f"{shown[1].code} seen in two places", UNKNOWN
                )
            known[shown[0]] = shown[1]
        forbidden = self._claims(seat, action, state)
        self._commit(known, forbidden, [*self.moves, (seat, action)])
        if card is not None:
            self.public.add(self.where[card])

    def _check_card(
        self, seat: int, action: Action, card: Card | None, shown: tuple[int, Card] | None
    ) -> None:
        """The card a move shows: in the deck, not played, held at a position that is the
        seat's, shown unless everybody has seen it there."""
        if card is None:
            if shown is not None:
                raise Breach(Refusal.WRONG_KEY, "a move that shows no card opens one")
            return
        if card not in self.rules.cards:
            raise Breach(Refusal.CARD_NOT_IN_DECK, f"{card.code} is not in this table's deck")
        played = {c for trick in self.state.tricks for _, c in trick.cards}
        played.update(c for _, c in self.state.trick)
        if card in played:
            raise Breach(Refusal.CARD_PLAYED_TWICE, f"{card.code} has been played already")
        at = next((p for p in self.public if self.known[p] is card), None)
        if at is not None:
            if shown is not None:
                raise Breach(Refusal.WRONG_KEY, f"{card.code} is seen already: no key to show")
            if at not in self.positions_of(seat):
                raise Breach(Refusal.ILLEGAL_MOVE, f"seat {seat} does not hold {card.code}")
            return
        if shown is None:
            raise Breach(Refusal.WRONG_KEY, f"{card.code} shown without the key that opens it")
        if shown[0] not in self.positions_of(seat):
            raise Breach(Refusal.ILLEGAL_MOVE, f"seat {seat} holds no card at that position")
        if shown[1] is not card:
            raise Breach(Refusal.WRONG_KEY, f"the key opens {shown[1].code}, not {card.code}")

    def _claims(self, seat: int, action: Action, state: GameState) -> dict[int, frozenset[Card]]:
        """The claims on hidden cards a move makes: not following suit says the seat holds
        none of the suit led; the signal "nothing" says it holds no Ace, 3 or trump."""
        barred: Iterable[Card] = ()
        if isinstance(action, Play) and self.rules.follow_suit and state.trick:
            led = state.trick[0][1].suit
            if action.card.suit != led:
                barred = [card for card in self.rules.cards if card.suit == led]
        elif isinstance(action, Signal) and action.name == NOTHING:
            trump = state.trump_suit
            barred = [c for c in self.rules.cards if c.rank in "A3" or c.suit == trump]
        barred = frozenset(barred)
        if not barred:
            return self.forbidden
        forbidden = dict(self.forbidden)
        for position in self.positions_of(seat):
            if position not in self.known:
                forbidden[position] = forbidden.get(position, frozenset()) | barred
        return forbidden

    def _commit(
        self,
        known: dict[int, Card],
        forbidden: dict[int, frozenset[Card]],
        moves: list[tuple[int, Action]],
    ) -> None:
        state = self._replay(known, forbidden, moves)
        self.known, self.forbidden, self.moves, self.state = known, forbidden, moves, state

    def _replay(
        self,
        known: dict[int, Card],
        forbidden: dict[int, frozenset[Card]],
        moves: list[tuple[int, Action]],
    ) -> GameState:
        cards = complete(self.rules.cards, known, forbidden)
        if cards is None:
            raise Breach(
                Refusal.ILLEGAL_MOVE, "the cards seen contradict what the seats showed", UNKNOWN
            )
        state = hand_from_cards(self.rules, self.dealer, cards)
        for number, (seat, action) in enumerate(moves):
            try:
                state.apply(action, seat)
            except IllegalActionError as error:
                last = number == len(moves) - 1
                raise Breach(
                    Refusal.ILLEGAL_MOVE,
                    f"{action}: {error} ({error.reason})",
                    None if last else seat,
                ) from None
        self.where = {card: position for position, card in enumerate(cards)}
        return state
