"""What one seat may know: its hand, the public cards, and nothing else."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from briscola.actions import DECLARE, PLAY, SIGNAL, SWAP, Action, chiamata_actions
from briscola.auction import Bid, best_bid
from briscola.cards import Card
from briscola.rules import Rules
from briscola.signals import NOTHING, SIGNALS, is_nothing, signal_refusal
from briscola.swap import swap_refusal
from briscola.tricks import Placed, Trick, beats, playable, strength, trick_winner
from briscola.values import value

if TYPE_CHECKING:
    from briscola.state import GameState


@value
class SeatView:
    """One seat's knowledge of a hand. Computer players and the page get this, never the state.

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
    to_move: int | None
    stock_cards: tuple[Card, ...] | None = None
    """The cards left to draw, in drawing order, when they lie face up (scoperta); else None."""
    signals: tuple[tuple[int, int, str], ...] = ()
    """Partner signals given so far: (seat, tricks done when given, signal name)."""
    bids: tuple[tuple[int, Bid], ...] = ()
    """Briscola Chiamata: the auction so far (seat, bid)."""
    caller: int | None = None
    """Briscola Chiamata: the seat that won the auction, once it is over."""
    called: Card | None = None
    """Briscola Chiamata: the card called (its suit is trump), once named."""
    partner: int | None = None
    """Briscola Chiamata: the caller's partner if this seat knows it: it is the partner (or
    the caller who called its own card), or the called card has been played."""

    @classmethod
    def of(cls, state: GameState, seat: int) -> SeatView:
        """The view of ``seat`` in ``state``."""
        if not 0 <= seat < state.rules.players:
            raise ValueError(f"no seat {seat} at a table of {state.rules.players}")
        face_up = state.rules.open_hands
        known = [h if face_up else k for h, k in zip(state.hands, state.known, strict=True)]
        rules = state.rules
        if state.stock_left == 0 and rules.captain(seat % 2, state.dealer) == seat:
            # 6 players: once the stock is gone the partners show their hands to the captain.
            for partner in rules.seats_of(seat % 2):
                known[partner] = state.hands[partner]
        return cls(
            rules=state.rules,
            seat=seat,
            dealer=state.dealer,
            hand=tuple(state.hands[seat]),
            trump_suit=state.trump_suit,
            face_up=state.face_up,
            stock_left=state.stock_left,
            hand_sizes=tuple(len(h) for h in state.hands),
            trick=tuple(state.trick),
            tricks=tuple(state.tricks),
            known=tuple(tuple(cards) for cards in known),
            to_move=state.current_player,
            stock_cards=tuple(state.stock[state.drawn :]) if face_up else None,
            signals=tuple(state.signals),
            **(_chiamata_fields(state, seat) if rules.is_chiamata else {}),
        )

    @property
    def phase(self) -> str:
        """``"auction"`` and ``"call"`` (Briscola Chiamata), ``"play"``, or ``"over"``."""
        if self.to_move is None:
            return "over"
        if self.rules.is_chiamata and self.called is None:
            return "auction" if self.caller is None else "call"
        return "play"

    @property
    def contract(self) -> Bid | None:
        """Briscola Chiamata: the winning bid once the auction is over."""
        best = best_bid(self.bids) if self.caller is not None else None
        return best[1] if best is not None else None

    def side_of(self, seat: int) -> int | None:
        """A seat's side as far as this seat knows: in the Chiamata 0 for caller and partner,
        1 for the others, None for a seat that may or may not be the secret partner."""
        rules = self.rules
        if not rules.is_chiamata:
            return rules.side_of(seat)
        if self.caller is None:
            return None
        if seat in (self.caller, self.partner):
            return 0
        if self.partner is not None:
            return 1  # the partner is known: everyone else defends
        if self.called is not None and seat == self.seat:
            return 1  # not the caller, and not holding the called card
        return None

    @property
    def my_side(self) -> int:
        """This seat's own side (in the Chiamata it always knows it once the card is called)."""
        if not self.rules.is_chiamata:
            return self.rules.side_of(self.seat)
        return 0 if self.seat in (self.caller, self.partner) else 1

    @property
    def is_my_turn(self) -> bool:
        """True when this seat is to act."""
        return self.to_move == self.seat

    def legal_actions(self) -> list[Action]:
        """The actions this seat may take now (empty when it is not its turn)."""
        if not self.is_my_turn:
            return []
        if self.rules.is_chiamata and self.called is None:
            return chiamata_actions(self.rules.players, list(self.bids), self.contract)
        actions: list[Action] = [PLAY[card] for card in self.playable()]
        if self.trump_suit is not None:
            self._add_swap(actions, self.trump_suit)
        if self.rules.declare_31:
            actions.append(DECLARE)
        if self.rules.signals:
            done = len(self.tricks)
            given = any(s == self.seat and t == done for s, t, _ in self.signals)
            for name in SIGNALS:
                refusal = signal_refusal(
                    name,
                    enabled=True,
                    hand=self.hand,
                    trump_suit=self.trump_suit,
                    tricks_done=done,
                    given_this_trick=given,
                )
                if refusal is None:
                    actions.append(SIGNAL[name])
        return actions

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

    def _add_swap(self, actions: list[Action], trump_suit: str) -> None:
        seven = Card.from_code("7" + trump_suit)
        refusal = swap_refusal(
            enabled=self.rules.swap_seven,
            hand=self.hand,
            trump_suit=trump_suit,
            face_up=self.face_up,
            trick_started=bool(self.trick),
            tricks_done=len(self.tricks),
            card=seven,
        )
        if refusal is None:
            actions.append(SWAP[seven])

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
            "to_move": self.to_move,
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


def _chiamata_fields(state: GameState, seat: int) -> dict[str, Any]:
    """The Chiamata's public facts, and the partner only to whom it is known."""
    called = state.called
    revealed = called is not None and any(
        card is called for trick in state.tricks for _, card in trick.cards
    )
    revealed = revealed or any(card is called for _, card in state.trick)
    knows = revealed or (state.partner >= 0 and seat == state.partner)
    return {
        "bids": tuple(state.bids),
        "caller": state.caller if state.caller >= 0 else None,
        "called": called,
        "partner": state.partner if knows else None,
    }
