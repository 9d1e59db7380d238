"""What one seat may know: its hand, the public cards, and nothing else."""

from __future__ import annotations

from typing import Any, Literal

from briscola.engine.actions import Action
from briscola.engine.auction import Bid
from briscola.engine.cards import Card
from briscola.engine.rules import Rules
from briscola.engine.signals import NOTHING, is_nothing
from briscola.engine.tricks import Placed, Trick, beats, playable, strength, trick_winner
from briscola.engine.values import value

Phase = Literal["auction", "call", "play", "over"]
"""Where a hand is: ``"auction"`` and ``"call"`` (Briscola Chiamata), ``"play"``, ``"over"``."""


@value
class SeatView:
    """One seat's knowledge of a hand. Computer players and the page get this, never the state.

    The state builds it (``GameState.view``) and computes what the rules decide: the phase,
    the legal actions of this seat, the contract and the sides as far as this seat knows them.

    ``known`` lists, for every seat, the cards publicly known to be in its hand: the face-up
    trump taken by a swap, and the face-up card drawn last (everyone sees who takes it). In
    Briscola scoperta every hand is face up: ``known`` holds every hand, and ``stock_cards``
    the stock in drawing order.
    """

    rules: Rules
    seat: int
    dealer: int
    hand: tuple[Card, ...]
    trump_suit: str | None
    face_up: Card | None
    stock_left: int
    hand_sizes: tuple[int, ...]
    trick: tuple[Placed, ...]
    tricks: tuple[Trick, ...]
    known: tuple[tuple[Card, ...], ...]
    current_player: int | None
    """The seat to act, or None when the hand is over."""
    phase: Phase
    legal: tuple[Action, ...]
    """The actions this seat may take now (none when it is not its turn)."""
    sides: tuple[int | None, ...]
    """Each seat's side as far as this seat knows: in the Chiamata 0 for caller and partner,
    1 for the others, None for a seat that may or may not be the secret partner."""
    stock_cards: tuple[Card, ...] | None = None
    """The cards left to draw, in drawing order, when they lie face up (scoperta); else None."""
    signals: tuple[tuple[int, int, str], ...] = ()
    """Partner signals given so far: (seat, tricks done when given, signal name)."""
    bids: tuple[tuple[int, Bid], ...] = ()
    """Briscola Chiamata: the auction so far (seat, bid)."""
    contract: Bid | None = None
    """Briscola Chiamata: the winning bid once the auction is over."""
    caller: int | None = None
    """Briscola Chiamata: the seat that won the auction, once it is over."""
    called: Card | None = None
    """Briscola Chiamata: the card called (its suit is trump), once named."""
    partner: int | None = None
    """Briscola Chiamata: the caller's partner if this seat knows it: it is the partner (or
    the caller who called its own card), or the called card has been played."""

    def side_of(self, seat: int) -> int | None:
        """A seat's side as far as this seat knows (see :attr:`sides`)."""
        return self.sides[seat]

    @property
    def my_side(self) -> int:
        """This seat's own side (in the Chiamata it always knows it once the card is called)."""
        if not self.rules.is_chiamata:
            return self.rules.side_of(self.seat)
        return 0 if self.seat in (self.caller, self.partner) else 1

    @property
    def is_my_turn(self) -> bool:
        """True when this seat is to act."""
        return self.current_player == self.seat

    def legal_actions(self) -> list[Action]:
        """The actions this seat may take now (empty when it is not its turn)."""
        return list(self.legal)

    def excluded_cards(self, seat: int) -> set[Card]:
        """Cards ``seat`` surely does not hold, from its signal "nothing" given since its
        last draw (it then held no Ace, no 3 and no trump, and has only played since)."""
        rules = self.rules
        n = rules.players
        dealt_stock = rules.deck - n * rules.hand_size
        excluded: set[Card] = set()
        for who, done, name in self.signals:
            if (
                who == seat
                and name == NOTHING
                and max(0, dealt_stock - n * done) == self.stock_left
            ):
                excluded.update(c for c in rules.cards if not is_nothing(c, self.trump_suit))
        return excluded

    def playable(self) -> list[Card]:
        """The cards this seat may play now (with ``follow_suit``, the suit led if it has it)."""
        return playable(self.hand, self.trick, self.rules.follow_suit)

    def beats(self, card: Card, best: Card) -> bool:
        """True if ``card``, played after ``best``, would take the lead of a trick."""
        return beats(card, best, self.trump_suit, self.rules.two_beats_ace)

    def strength(self, card: Card) -> int:
        """A card's strength in play at this table (the 2 of trump con il Due is the highest)."""
        return strength(card, self.trump_suit, self.rules.two_beats_ace)

    def winning_seat(self, plays: tuple[Placed, ...] | None = None) -> int:
        """The seat leading ``plays`` (the current trick by default, which must be started)."""
        return trick_winner(plays or self.trick, self.trump_suit, self.rules.two_beats_ace)

    def played_cards(self) -> list[Card]:
        """Every card played so far in this hand, in order."""
        cards = [card for trick in self.tricks for _, card in trick.cards]
        cards.extend(card for _, card in self.trick)
        return cards

    def unseen_cards(self) -> list[Card]:
        """Cards whose place this seat does not know: in other hands or in the stock."""
        seen = set(self.hand) | set(self.played_cards())
        if self.face_up is not None:
            seen.add(self.face_up)
        if self.stock_cards is not None:
            seen.update(self.stock_cards)
        for seat, cards in enumerate(self.known):
            if seat != self.seat:
                seen.update(cards)
        return [card for card in self.rules.cards if card not in seen]

    def points_taken(self) -> list[int]:
        """Points each seat has taken so far (public: anyone can count them)."""
        points = [0] * self.rules.players
        for trick in self.tricks:
            points[trick.winner] += trick.points
        return points

    def side_points(self) -> int:
        """Points this seat's side has taken so far, as far as it knows its side (public:
        anyone can count them; in the Chiamata a hidden partner's are not counted)."""
        mine = self.my_side
        return sum(p for s, p in enumerate(self.points_taken()) if self.side_of(s) == mine)

    def declaration_is_right(self) -> bool:
        """Briscola a 31: True if this seat's side holds enough points to declare now."""
        return self.rules.declare_31 and self.side_points() >= self.rules.declare_target

    def to_json(self) -> dict[str, Any]:
        """The bot protocol's VIEW object (see ``docs/bot-protocol.md``)."""
        return {
            "rules": self.rules.to_json(),
            "seat": self.seat,
            "players": self.rules.players,
            "dealer": self.dealer,
            "hand": [c.code for c in self.hand],
            "trump_suit": self.trump_suit,
            "face_up": self.face_up.code if self.face_up else None,
            "stock": self.stock_left,
            "hand_sizes": list(self.hand_sizes),
            "to_move": self.current_player,
            "trick": [{"seat": s, "card": c.code} for s, c in self.trick],
            "tricks": [
                {
                    "leader": t.leader,
                    "cards": [{"seat": s, "card": c.code} for s, c in t.cards],
                    "winner": t.winner,
                }
                for t in self.tricks
            ],
            "known": {
                str(s): [c.code for c in cards] for s, cards in enumerate(self.known) if cards
            },
            **(
                {"signals": [{"seat": s, "trick": t, "signal": n} for s, t, n in self.signals]}
                if self.rules.signals
                else {}
            ),
            **(
                {
                    "bids": [{"seat": s, **b.to_json()} for s, b in self.bids],
                    "caller": self.caller,
                    "called": self.called.code if self.called else None,
                    "partner": self.partner,
                }
                if self.rules.is_chiamata
                else {}
            ),
            **(
                {"stock_cards": [c.code for c in self.stock_cards]}
                if self.stock_cards is not None
                else {}
            ),
        }
