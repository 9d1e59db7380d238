"""One hand of Briscola: the deal, the legal actions, applying them, and the result."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from briscola.actions import (
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
from briscola.auction import Bid, auction_turn, best_bid, legal_bids
from briscola.cards import SUIT_NAMES, Card
from briscola.errors import IllegalActionError, InvalidStateError
from briscola.outcome import Contract, Declaration, Outcome
from briscola.rules import Rules
from briscola.signals import SIGNALS, signal_card, signal_refusal
from briscola.swap import swap_refusal
from briscola.tricks import Placed, Trick, playable, trick_winner

if TYPE_CHECKING:
    from briscola.view import SeatView


class GameState:
    """The full state of one hand. Only the engine and the referee see it; players get views.

    Create one with :meth:`new` (a seeded deal) or :meth:`from_deal` (given cards), then
    :meth:`apply` actions from :meth:`legal_actions` until :attr:`is_over`.

    >>> state = GameState.new(Rules(players=2), random.Random(7))
    >>> len(state.legal_actions()), state.stock_left
    (3, 34)
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
        "to_move",
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
    to_move: int
    declared: Declaration | None
    signals: list[tuple[int, int, str]]
    """Partner signals given: (seat, tricks done when given, signal name)."""
    bids: list[tuple[int, Bid]]
    """Briscola Chiamata: the auction's bids in order (seat, bid)."""
    caller: int
    """Briscola Chiamata: the seat that won the auction, or -1."""
    called: Card | None
    """Briscola Chiamata: the card the caller named (its suit is trump), or None."""
    partner: int
    """Briscola Chiamata: the holder of the called card (the caller if it named its own), or -1.
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
        state.to_move = (dealer + 1) % n
        state.declared = None
        state.signals = []
        state.bids = []
        state.caller = -1
        state.called = None
        state.partner = -1
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
        return self.to_move < 0

    @property
    def current_player(self) -> int | None:
        """The seat to act, or None when the hand is over."""
        return None if self.to_move < 0 else self.to_move

    @property
    def leader(self) -> int | None:
        """The seat that leads (or led) the current trick, or None when the hand is over."""
        if self.trick:
            return self.trick[0][0]
        return self.current_player

    def swappable_seven(self) -> Card | None:
        """The 7 of trump the seat to act may swap now, or None."""
        if self.to_move < 0 or self.face_up is None or self.trick or not self.tricks:
            return None  # quick exits for the hot path; swap_refusal has the full rule
        assert self.trump_suit is not None  # a face-up card is a trump
        seven = Card.from_code("7" + self.trump_suit)
        return None if self._swap_refusal(seven) else seven

    def _swap_refusal(self, card: Card) -> str | None:
        if self.trump_suit is None:
            return "there is no trump in Briscolone"
        return swap_refusal(
            enabled=self.rules.swap_seven,
            hand=self.hands[self.to_move],
            trump_suit=self.trump_suit,
            face_up=self.face_up,
            trick_started=bool(self.trick),
            tricks_done=len(self.tricks),
            card=card,
        )

    @property
    def phase(self) -> str:
        """``"auction"`` and ``"call"`` (Briscola Chiamata), ``"play"``, or ``"over"``."""
        if self.to_move < 0:
            return "over"
        if self.rules.is_chiamata and self.called is None:
            return "auction" if self.caller < 0 else "call"
        return "play"

    @property
    def contract(self) -> Bid | None:
        """Briscola Chiamata: the winning bid once the auction is over, else None."""
        best = best_bid(self.bids) if self.caller >= 0 else None
        return best[1] if best is not None else None

    def side_of(self, seat: int) -> int:
        """The scoring side of a seat; in the Chiamata 0 for caller and partner (after the
        call), 1 for the others."""
        if self.rules.is_chiamata:
            return 0 if seat in (self.caller, self.partner) else 1
        return self.rules.side_of(seat)

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take (none when the hand is over)."""
        if self.to_move < 0:
            return []
        if self.rules.is_chiamata and self.called is None:
            return chiamata_actions(self.rules.players, self.bids, self.contract)
        hand = self.hands[self.to_move]
        if self.rules.follow_suit:
            hand = playable(hand, self.trick, True)
        actions: list[Action] = [PLAY[card] for card in hand]
        seven = self.swappable_seven()
        if seven is not None:
            actions.append(SWAP[seven])
        if self.rules.declare_31:
            actions.append(DECLARE)
        if self.rules.signals:
            actions += [SIGNAL[name] for name in SIGNALS if self._signal_refusal(name) is None]
        return actions

    def _signal_refusal(self, name: str) -> str | None:
        mover, done = self.to_move, len(self.tricks)
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
        mover = self.to_move
        if mover < 0:
            raise IllegalActionError("hand-over", "the hand is over: no more actions")
        if seat is not None and seat != mover:
            raise IllegalActionError(
                "not-your-turn", f"it is seat {mover}'s turn, not seat {seat}'s"
            )
        if self.rules.is_chiamata and self.called is None:
            self._apply_auction(mover, action)
            return
        if isinstance(action, (Bid, Call)):
            raise IllegalActionError("not-now", f"{action}: the auction and the call are over")
        if type(action) not in _PLAY_ACTIONS:  # exact classes: a look-alike subclass is refused
            raise IllegalActionError("unknown-action", f"not an action: {action!r}")
        match action:
            case Play(card):
                self._play(mover, action, card)
            case SwapSeven(card):
                self._swap(mover, action, card)
            case Signal(name):
                refusal = self._signal_refusal(name)
                if refusal is not None:
                    raise IllegalActionError("signal-not-allowed", f"signal refused: {refusal}")
                self.signals.append((mover, len(self.tricks), name))
                shown = signal_card(name, self.trump_suit)
                if shown is not None and shown not in self.known[mover]:
                    self.known[mover].append(shown)  # everyone now knows where it is
                self.moves.append((mover, action))
            case Declare():
                self._declare(mover, action)

    def _play(self, mover: int, action: Play, card: Card) -> None:
        hand = self.hands[mover]
        if card not in hand:
            if type(card) is not Card:
                raise IllegalActionError("unknown-action", f"not an action: {action!r}")
            raise IllegalActionError("card-not-held", f"seat {mover} does not hold {card.code}")
        if self.rules.follow_suit and card not in playable(hand, self.trick, True):
            led = self.trick[0][1].suit
            raise IllegalActionError(
                "must-follow-suit",
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
            self.to_move = (mover + 1) % self.rules.players
        else:
            self._finish_trick()

    def _swap(self, mover: int, action: SwapSeven, card: Card) -> None:
        if type(card) is not Card:
            raise IllegalActionError("unknown-action", f"not an action: {action!r}")
        refusal = self._swap_refusal(card)
        if refusal is not None:
            raise IllegalActionError("swap-not-allowed", f"swap refused: {refusal}")
        taken = self.stock[-1]
        hand = self.hands[mover]
        hand[hand.index(card)] = taken
        self.stock[-1] = card
        self.known[mover].append(taken)
        self.moves.append((mover, action))

    def _declare(self, mover: int, action: Declare) -> None:
        if not self.rules.declare_31 or action != DECLARE:
            raise IllegalActionError(
                "declare-not-allowed", f"{action} is not a declaration of this game"
            )
        side = self.rules.side_of(mover)
        points = sum(p for s, p in enumerate(self.seat_points) if self.rules.side_of(s) == side)
        self.declared = Declaration(mover, points >= self.rules.declare_target)
        self.moves.append((mover, action))
        self.to_move = -1

    def _apply_auction(self, mover: int, action: Action) -> None:
        """Briscola Chiamata: a bid or the call (``auction.py`` has the rules)."""
        n = self.rules.players
        if self.caller < 0:
            if not isinstance(action, Bid):
                raise IllegalActionError("not-now", f"{action}: the auction is on, bid or pass")
            if action not in legal_bids(n, self.bids):
                best = best_bid(self.bids)
                raise IllegalActionError(
                    "bid-not-allowed",
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
            self.to_move = turn
            return
        contract = self.contract
        assert contract is not None
        if not isinstance(action, Call):
            raise IllegalActionError("not-now", f"{action}: the caller must name a card first")
        if action.card.rank != contract.rank or action.card not in self.rules.cards:
            raise IllegalActionError(
                "call-not-allowed", f"{action} refused: call a card of rank {contract.rank}"
            )
        self.called = action.card
        self.trump_suit = action.card.suit
        self.partner = next(s for s in range(n) if action.card in self.hands[s])
        self.moves.append((mover, action))
        self.to_move = (self.dealer + 1) % n

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
        self.to_move = winner if self.hands[winner] else -1

    # -- results, views, copies -----------------------------------------------------------

    def outcome(self) -> Outcome:
        """The result; raises :class:`IllegalActionError` while the hand is still on."""
        if not self.is_over:
            raise IllegalActionError("hand-not-over", "the hand is not over yet")
        if self.rules.is_chiamata:
            contract = self.contract
            assert contract is not None and self.called is not None
            played = Contract(self.caller, self.partner, self.called.code, contract.target)
            return Outcome.from_points(self.rules, self.seat_points, contract=played)
        return Outcome.from_points(self.rules, self.seat_points, self.declared)

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know, and nothing else."""
        from briscola.view import SeatView

        return SeatView.of(self, seat)

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
        other.to_move = self.to_move
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
            f" to_move={self.current_player} stock={self.stock_left}>"
        )


_PLAY_ACTIONS = frozenset({Play, SwapSeven, Signal, Declare})


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
