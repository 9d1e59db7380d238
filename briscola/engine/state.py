"""One hand of Briscola: the deal, the legal actions, applying them, and the result."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from briscola.engine.actions import (
    DECLARE,
    PLAY,
    SIGNAL,
    SWAP,
    Action,
    Call,
    Declare,
    Play,
    Signal,
    SwapSeven,
    chiamata_actions,
)
from briscola.engine.auction import Bid, auction_turn, best_bid, legal_bids
from briscola.engine.cards import SUIT_NAMES, Card
from briscola.engine.errors import IllegalActionError, InvalidStateError, NoSuchSeatError, Reason
from briscola.engine.outcome import Contract, Declaration, Outcome
from briscola.engine.rules import Rules
from briscola.engine.signals import SIGNALS, signal_card, signal_refusal
from briscola.engine.swap import swap_refusal
from briscola.engine.tricks import Placed, Trick, playable, trick_winner
from briscola.engine.view import Phase, SeatView


class GameState:
    """The full state of one hand. Only the engine and the referee see it; players get views.

    Create one with :meth:`new` (a seeded deal) or :meth:`from_deal` (given cards), then
    :meth:`apply` actions from :meth:`legal_actions` until :attr:`is_over`.

    >>> state = GameState.new(Rules(players=2), random.Random(7))
    >>> len(state.legal_actions()), state.stock_left
    (3, 34)
    >>> state.outcome() is None
    True
    >>> while not state.is_over:
    ...     state.apply(state.legal_actions()[0])
    >>> sum(state.outcome().seat_points), len(state.tricks)
    (120, 20)
    """

    __slots__ = (
        "rules",
        "dealer",
        "dealt",
        "initial_stock",
        "trump_suit",
        "hands",
        "stock",
        "drawn",
        "trick",
        "tricks",
        "moves",
        "known",
        "seat_points",
        "current_player",
        "declared",
        "signals",
        "bids",
        "caller",
        "called",
        "partner",
    )

    rules: Rules
    dealer: int
    dealt: tuple[tuple[Card, ...], ...]
    initial_stock: tuple[Card, ...]
    trump_suit: str | None
    hands: list[list[Card]]
    stock: list[Card]
    drawn: int
    trick: list[Placed]
    tricks: list[Trick]
    moves: list[tuple[int, Action]]
    known: list[list[Card]]
    seat_points: list[int]
    current_player: int | None
    """The seat to act, or None when the hand is over."""
    declared: Declaration | None
    signals: list[tuple[int, int, str]]
    """Partner signals given: (seat, tricks done when given, signal name)."""
    bids: list[tuple[int, Bid]]
    """Briscola Chiamata: the auction's bids in order (seat, bid)."""
    caller: int | None
    """Briscola Chiamata: the seat that won the auction, or None."""
    called: Card | None
    """Briscola Chiamata: the card the caller named (its suit is trump), or None."""
    partner: int | None
    """Briscola Chiamata: the holder of the called card (the caller if it named its own), or
    None.
    Secret: views show it only to the partner itself, and to all once the card is played."""

    @classmethod
    def new(cls, rules: Rules, rng: random.Random, dealer: int | None = None) -> GameState:
        """Shuffle with ``rng`` and deal; the first dealer is drawn by lot when not given."""
        if dealer is None:
            dealer = rng.randrange(rules.players)
        deck = list(rules.cards)
        rng.shuffle(deck)
        n, size = rules.players, rules.hand_size
        hands: list[list[Card]] = [[] for _ in range(n)]
        # Three cards each, one at a time, starting with the player after the dealer.
        for i in range(n * size):
            hands[(dealer + 1 + i) % n].append(deck[i])
        if rules.no_trump or rules.is_chiamata:  # no card turned (the Chiamata: no stock)
            return cls._start(rules, dealer, hands, deck[n * size :])
        face_up = deck[n * size]
        stock = [*deck[n * size + 1 :], face_up]
        return cls._start(rules, dealer, hands, stock)

    @classmethod
    def from_deal(
        cls,
        rules: Rules,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        stock: Sequence[Card],
    ) -> GameState:
        """A hand from given cards: ``stock`` in drawing order, the face-up trump last
        (Briscolone turns no card: the stock is only drawn).

        Raises :class:`InvalidStateError` unless the cards are exactly this table's deck,
        each seat holds ``rules.hand_size``, and the dealer is a seat.
        """
        n = rules.players
        if type(dealer) is not int or not 0 <= dealer < n:
            raise InvalidStateError(f"dealer must be a seat from 0 to {n - 1}, not {dealer!r}")
        if len(hands) != n:
            raise InvalidStateError(f"{len(hands)} hands dealt, but the table has {n} seats")
        for seat, hand in enumerate(hands):
            if len(hand) != rules.hand_size:
                raise InvalidStateError(
                    f"seat {seat} was dealt {len(hand)} cards instead of {rules.hand_size}"
                )
        expected_stock = rules.deck - n * rules.hand_size
        if len(stock) != expected_stock:
            raise InvalidStateError(
                f"the stock holds {len(stock)} cards instead of {expected_stock}"
            )
        check_cards(rules, [c for hand in hands for c in hand] + list(stock), "the deal")
        return cls._start(rules, dealer, [list(h) for h in hands], list(stock))

    @classmethod
    def _start(
        cls, rules: Rules, dealer: int, hands: list[list[Card]], stock: list[Card]
    ) -> GameState:
        state = object.__new__(cls)
        n = rules.players
        state.rules = rules
        state.dealer = dealer
        state.dealt = tuple(tuple(h) for h in hands)
        state.initial_stock = tuple(stock)
        state.trump_suit = None if rules.no_trump or rules.is_chiamata else stock[-1].suit
        state.hands = hands
        state.stock = stock
        state.drawn = 0
        state.trick = []
        state.tricks = []
        state.moves = []
        state.known = [[] for _ in range(n)]
        state.seat_points = [0] * n
        state.current_player = (dealer + 1) % n
        state.declared = None
        state.signals = []
        state.bids = []
        state.caller = None
        state.called = None
        state.partner = None
        return state

    # -- what the state shows -------------------------------------------------------------

    @property
    def trump_card(self) -> Card | None:
        """The card turned face up at the deal (its suit is trump); None in Briscolone and
        the Chiamata."""
        if self.trump_suit is None or not self.initial_stock:
            return None  # no card turned: Briscolone, or the Chiamata (trump is called)
        return self.initial_stock[-1]

    @property
    def face_up(self) -> Card | None:
        """The trump lying face up under the stock, or None once drawn (or never turned)."""
        if self.trump_suit is None or self.drawn >= len(self.stock):
            return None
        return self.stock[-1]

    @property
    def stock_left(self) -> int:
        """Cards left to draw, the face-up trump included."""
        return len(self.stock) - self.drawn

    @property
    def is_over(self) -> bool:
        """True when every card has been played, or a declaration ended the hand."""
        return self.current_player is None

    @property
    def leader(self) -> int | None:
        """The seat that leads (or led) the current trick, or None when the hand is over."""
        if self.trick:
            return self.trick[0][0]
        return self.current_player

    def swappable_seven(self) -> Card | None:
        """The 7 of trump the seat to act may swap now, or None."""
        mover = self.current_player
        if mover is None or self.face_up is None or self.trick or not self.tricks:
            return None  # quick exits for the hot path; swap_refusal has the full rule
        assert self.trump_suit is not None  # a face-up card is a trump
        seven = Card.from_code("7" + self.trump_suit)
        return None if self._swap_refusal(mover, seven) else seven

    def _swap_refusal(self, mover: int, card: Card) -> str | None:
        if self.trump_suit is None:
            return "there is no trump in Briscolone"
        return swap_refusal(
            enabled=self.rules.swap_seven,
            hand=self.hands[mover],
            trump_suit=self.trump_suit,
            face_up=self.face_up,
            trick_started=bool(self.trick),
            tricks_done=len(self.tricks),
            card=card,
        )

    @property
    def phase(self) -> Phase:
        """``"auction"`` and ``"call"`` (Briscola Chiamata), ``"play"``, or ``"over"``."""
        if self.current_player is None:
            return "over"
        if self.rules.is_chiamata and self.called is None:
            return "auction" if self.caller is None else "call"
        return "play"

    @property
    def contract(self) -> Bid | None:
        """Briscola Chiamata: the winning bid once the auction is over, else None."""
        best = best_bid(self.bids) if self.caller is not None else None
        return best[1] if best is not None else None

    def side_of(self, seat: int) -> int:
        """The scoring side of a seat; in the Chiamata 0 for caller and partner (after the
        call), 1 for the others."""
        if self.rules.is_chiamata:
            return 0 if seat in (self.caller, self.partner) else 1
        return self.rules.side_of(seat)

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take (none when the hand is over)."""
        mover = self.current_player
        if mover is None:
            return []
        if self.rules.is_chiamata and self.called is None:
            return chiamata_actions(self.rules.players, self.bids, self.contract)
        hand = self.hands[mover]
        if self.rules.follow_suit:
            hand = playable(hand, self.trick, True)
        actions: list[Action] = [PLAY[card] for card in hand]
        seven = self.swappable_seven()
        if seven is not None:
            actions.append(SWAP[seven])
        if self.rules.declare_31:
            actions.append(DECLARE)
        if self.rules.signals:
            actions += [
                SIGNAL[name] for name in SIGNALS if self._signal_refusal(mover, name) is None
            ]
        return actions

    def _signal_refusal(self, mover: int, name: str) -> str | None:
        done = len(self.tricks)
        return signal_refusal(
            name,
            enabled=self.rules.signals,
            hand=self.hands[mover],
            trump_suit=self.trump_suit,
            tricks_done=done,
            given_this_trick=any(s == mover and t == done for s, t, _ in self.signals),
        )

    # -- changing the state ---------------------------------------------------------------

    def apply(self, action: Action, seat: int | None = None) -> None:
        """Apply ``action`` for the seat to act (``seat``, if given, must be that seat).

        Raises :class:`IllegalActionError` and changes nothing if the action is not legal.
        """
        mover = self.current_player
        if mover is None:
            raise IllegalActionError(Reason.HAND_OVER, "the hand is over: no more actions")
        if seat is not None and (type(seat) is not int or seat != mover):  # True is not 1
            raise IllegalActionError(
                Reason.NOT_YOUR_TURN, f"it is seat {mover}'s turn, not seat {seat!r}'s"
            )
        if self.rules.is_chiamata and self.called is None:
            self._apply_auction(mover, action)
            return
        # Exact classes: a look-alike subclass of an action is not an action of this game.
        match action:
            case Play(card) if type(action) is Play:
                self._play(mover, action, card)
            case SwapSeven(card) if type(action) is SwapSeven:
                self._swap(mover, action, card)
            case Signal(name) if type(action) is Signal:
                self._signal(mover, action, name)
            case Declare() if type(action) is Declare:
                self._declare(mover, action)
            case Bid() | Call():
                raise IllegalActionError(
                    Reason.NOT_NOW, f"{action}: the auction and the call are over"
                )
            case _:
                raise IllegalActionError(Reason.UNKNOWN_ACTION, f"not an action: {action!r}")

    def _play(self, mover: int, action: Play, card: Card) -> None:
        hand = self.hands[mover]
        if card not in hand:
            if type(card) is not Card:
                raise IllegalActionError(Reason.UNKNOWN_ACTION, f"not an action: {action!r}")
            raise IllegalActionError(
                Reason.CARD_NOT_HELD, f"seat {mover} does not hold {card.code}"
            )
        if self.rules.follow_suit and card not in playable(hand, self.trick, True):
            led = self.trick[0][1].suit
            raise IllegalActionError(
                Reason.MUST_FOLLOW_SUIT,
                f"seat {mover} holds {SUIT_NAMES[led].lower()} ({led}) and must follow suit,"
                f" not play {card.code}",
            )
        hand.remove(card)
        known = self.known[mover]
        if card in known:
            known.remove(card)
        self.moves.append((mover, action))
        self.trick.append((mover, card))
        if len(self.trick) < self.rules.players:
            self.current_player = (mover + 1) % self.rules.players
        else:
            self._finish_trick()

    def _swap(self, mover: int, action: SwapSeven, card: Card) -> None:
        if type(card) is not Card:
            raise IllegalActionError(Reason.UNKNOWN_ACTION, f"not an action: {action!r}")
        refusal = self._swap_refusal(mover, card)
        if refusal is not None:
            raise IllegalActionError(Reason.SWAP_NOT_ALLOWED, f"swap refused: {refusal}")
        taken = self.stock[-1]
        hand = self.hands[mover]
        hand[hand.index(card)] = taken
        self.stock[-1] = card
        self.known[mover].append(taken)
        self.moves.append((mover, action))

    def _signal(self, mover: int, action: Signal, name: str) -> None:
        refusal = self._signal_refusal(mover, name)
        if refusal is not None:
            raise IllegalActionError(Reason.SIGNAL_NOT_ALLOWED, f"signal refused: {refusal}")
        self.signals.append((mover, len(self.tricks), name))
        shown = signal_card(name, self.trump_suit)
        if shown is not None and shown not in self.known[mover]:
            self.known[mover].append(shown)  # everyone now knows where it is
        self.moves.append((mover, action))

    def _declare(self, mover: int, action: Declare) -> None:
        if not self.rules.declare_31 or action != DECLARE or type(action.points) is not int:
            raise IllegalActionError(
                Reason.DECLARE_NOT_ALLOWED, f"{action} is not a declaration of this game"
            )
        side = self.rules.side_of(mover)
        points = sum(p for s, p in enumerate(self.seat_points) if self.rules.side_of(s) == side)
        self.declared = Declaration(mover, points >= self.rules.declare_target)
        self.moves.append((mover, action))
        self.current_player = None

    def _apply_auction(self, mover: int, action: Action) -> None:
        """Briscola Chiamata: a bid or the call (``auction.py`` has the rules)."""
        n = self.rules.players
        if self.caller is None:
            if not isinstance(action, Bid):
                raise IllegalActionError(
                    Reason.NOT_NOW, f"{action}: the auction is on, bid or pass"
                )
            if type(action.value) not in (int, str) or action not in legal_bids(n, self.bids):
                best = best_bid(self.bids)
                raise IllegalActionError(
                    Reason.BID_NOT_ALLOWED,
                    f"{action} refused: bid higher than {best[1].value if best else 'nothing'}"
                    + ("" if best else ", or pass unless all the others have passed"),
                )
            self.bids.append((mover, action))
            self.moves.append((mover, action))
            turn = auction_turn(n, self.dealer, self.bids)
            if turn is None:
                best = best_bid(self.bids)
                assert best is not None
                self.caller = best[0]
                turn = best[0]
            self.current_player = turn
            return
        contract = self.contract
        assert contract is not None
        if not isinstance(action, Call):
            raise IllegalActionError(Reason.NOT_NOW, f"{action}: the caller must name a card first")
        if type(action.card) is not Card:
            raise IllegalActionError(Reason.UNKNOWN_ACTION, f"not an action: {action!r}")
        if action.card.rank != contract.rank or action.card not in self.rules.cards:
            raise IllegalActionError(
                Reason.CALL_NOT_ALLOWED, f"{action} refused: call a card of rank {contract.rank}"
            )
        self.called = action.card
        self.trump_suit = action.card.suit
        self.partner = next(s for s in range(n) if action.card in self.hands[s])
        self.moves.append((mover, action))
        self.current_player = (self.dealer + 1) % n

    def _finish_trick(self) -> None:
        plays = self.trick
        winner = trick_winner(plays, self.trump_suit, self.rules.two_beats_ace)
        points = 0
        for _, card in plays:
            points += card.points
        self.tricks.append(Trick(plays[0][0], tuple(plays), winner, points))
        self.seat_points[winner] += points
        self.trick = []
        n = self.rules.players
        stock = self.stock
        if self.drawn < len(stock):
            # Winner first, then in playing order; the face-up trump goes to the last drawer.
            for i in range(n):
                seat = (winner + i) % n
                self.hands[seat].append(stock[self.drawn])
                self.drawn += 1
            if self.drawn == len(stock) and self.trump_suit is not None:
                # Everyone saw the face-up trump go to the last drawer: it is public.
                self.known[(winner + n - 1) % n].append(stock[-1])
        self.current_player = winner if self.hands[winner] else None

    # -- results, views, copies -----------------------------------------------------------

    def outcome(self) -> Outcome | None:
        """The result, or None while the hand is still on."""
        if not self.is_over:
            return None
        if self.rules.is_chiamata:
            contract = self.contract
            assert contract is not None and self.caller is not None and self.partner is not None
            assert self.called is not None
            played = Contract(self.caller, self.partner, self.called.code, contract.target)
            return Outcome.from_points(self.rules, self.seat_points, contract=played)
        return Outcome.from_points(self.rules, self.seat_points, self.declared)

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know, and nothing else (with its legal actions when it is to act).

        Raises :class:`NoSuchSeatError` for a seat that is not at this table.
        """
        rules = self.rules
        if type(seat) is not int or not 0 <= seat < rules.players:
            raise NoSuchSeatError(f"no seat {seat!r} at a table of {rules.players}")
        open_hands = rules.open_hands
        known = [h if open_hands else k for h, k in zip(self.hands, self.known, strict=True)]
        if self.stock_left == 0 and rules.captain(seat % 2, self.dealer) == seat:
            # 6 players: once the stock is gone the partners show their hands to the captain.
            for mate in rules.seats_of(seat % 2):
                known[mate] = self.hands[mate]
        partner = self._partner_known_to(seat)
        # Every field by position, in SeatView's order: the fast way to build a @value.
        return SeatView(
            rules,
            seat,
            self.dealer,
            tuple(self.hands[seat]),
            self.trump_suit,
            self.face_up,
            self.stock_left,
            tuple(len(h) for h in self.hands),
            tuple(self.trick),
            tuple(self.tricks),
            tuple(tuple(cards) for cards in known),
            self.current_player,
            self.phase,
            tuple(self.legal_actions()) if seat == self.current_player else (),  # legal
            tuple(self._side_known_to(seat, partner, s) for s in range(rules.players)),  # sides
            tuple(self.stock[self.drawn :]) if open_hands else None,  # stock_cards
            tuple(self.signals),
            tuple(self.bids),
            self.contract,
            self.caller,
            self.called,
            partner,
        )

    def _partner_known_to(self, seat: int) -> int | None:
        """Briscola Chiamata: the partner if ``seat`` knows it (it is the partner, or the
        called card has been played), else None."""
        called = self.called
        if called is None or self.partner is None:
            return None
        if seat == self.partner:
            return self.partner
        played = [card for trick in self.tricks for _, card in trick.cards]
        played += [card for _, card in self.trick]
        return self.partner if any(card is called for card in played) else None

    def _side_known_to(self, seat: int, partner: int | None, other: int) -> int | None:
        """``other``'s side as far as ``seat`` knows, ``partner`` being what it knows of the
        Chiamata's partner (None for a seat that may or may not be the secret partner)."""
        if not self.rules.is_chiamata:
            return self.rules.side_of(other)
        if self.caller is None:
            return None
        if other in (self.caller, partner):
            return 0
        if partner is not None:
            return 1  # the partner is known: everyone else defends
        if self.called is not None and other == seat:
            return 1  # not the caller, and not holding the called card
        return None

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data (the deal, the moves and the position they lead to); :meth:`from_json`
        reads it back. The format is ``hand_json.py``'s (below the state, imported when
        first used)."""
        from briscola.engine.hand_json import hand_to_json

        return hand_to_json(self)

    @classmethod
    def from_json(cls, data: Any) -> GameState:
        """A state saved by :meth:`to_json` (the data or its JSON text), replayed and checked.

        Raises :class:`InvalidStateError` if the data is bad.
        """
        from briscola.engine.hand_json import hand_from_json

        return hand_from_json(data, cls.from_deal)

    def copy(self) -> GameState:
        """An independent copy (cards and finished tricks are immutable and shared)."""
        other = object.__new__(GameState)
        other.rules = self.rules
        other.dealer = self.dealer
        other.dealt = self.dealt
        other.initial_stock = self.initial_stock
        other.trump_suit = self.trump_suit
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.drawn = self.drawn
        other.trick = list(self.trick)
        other.tricks = list(self.tricks)
        other.moves = list(self.moves)
        other.known = [list(k) for k in self.known]
        other.seat_points = list(self.seat_points)
        other.current_player = self.current_player
        other.declared = self.declared
        other.signals = list(self.signals)
        other.bids = list(self.bids)
        other.caller = self.caller
        other.called = self.called
        other.partner = self.partner
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in self.__slots__)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"<GameState players={self.rules.players} trick={len(self.tricks) + 1}"
            f" current_player={self.current_player} stock={self.stock_left}>"
        )


def check_cards(rules: Rules, cards: Sequence[Card], where: str) -> None:
    """Raise :class:`InvalidStateError` unless ``cards`` are this table's deck, each once."""
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise InvalidStateError(f"{where}: {card.code} appears twice")
        seen.add(card)
    expected = set(rules.cards)
    if seen != expected:
        extra = sorted(seen - expected)
        missing = sorted(expected - seen)
        parts = []
        if extra:
            parts.append("not in this deck: " + " ".join(c.code for c in extra))
        if missing:
            parts.append("missing: " + " ".join(c.code for c in missing))
        raise InvalidStateError(f"{where}: {'; '.join(parts)}")
    if sum(card.points for card in seen) != 120:
        raise InvalidStateError(f"{where}: the cards are not worth 120 points")


def state_to_json(state: GameState) -> dict[str, Any]:
    """Plain JSON data for ``state`` (``state.to_json()``); :func:`state_from_json` reads it
    back."""
    return state.to_json()


def state_from_json(data: Any) -> GameState:
    """The state saved by :func:`state_to_json` (the data or its JSON text):
    ``GameState.from_json(data)``.

    Raises :class:`InvalidStateError` if the data is bad.
    """
    return GameState.from_json(data)
