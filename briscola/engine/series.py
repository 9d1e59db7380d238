"""A series of hands: single hand, best of 3 or best of 5, with the deal passing on."""

from __future__ import annotations

import random
from typing import Any, Final

from briscola.engine.errors import IllegalActionError, InvalidStateError, Reason
from briscola.engine.jsonio import check_header, field, parse_text, read_rules
from briscola.engine.outcome import Outcome
from briscola.engine.rules import Rules
from briscola.engine.state import GameState, state_from_json, state_to_json

FORMAT: Final = "briscola-series"
VERSION: Final = 1
_FIELDS: Final = {
    "format",
    "version",
    "rules",
    "outcomes",
    "hand",
    "hand_counted",
    "first_dealer",
}


class Series:
    """Hands played until one side has won ``rules.wins_needed`` of them.

    After every hand the deal passes to the next seat. A tied hand counts for nobody and is
    replayed (by the same dealer if ``rules.same_dealer_after_tie``). A cappotto counts as
    two hands won if ``rules.cappotto_double``.

    >>> series = Series.new(Rules(players=2, best_of=3), random.Random(3))
    >>> rng = random.Random(4)
    >>> while not series.is_over:
    ...     if series.hand_counted:
    ...         _ = series.next_hand(rng)
    ...     hand = series.hand
    ...     while not hand.is_over:
    ...         hand.apply(rng.choice(hand.legal_actions()))
    ...     _ = series.finish_hand()
    >>> max(series.wins), series.winner in (0, 1)
    (2, True)
    """

    __slots__ = ("first_dealer", "hand", "hand_counted", "outcomes", "rules", "wins")

    def __init__(
        self,
        rules: Rules,
        hand: GameState,
        wins: list[int],
        outcomes: list[Outcome],
        hand_counted: bool,
        first_dealer: int | None = None,
    ) -> None:
        self.rules = rules
        self.first_dealer = hand.dealer if first_dealer is None else first_dealer
        """The dealer of the series' first hand."""
        self.hand = hand
        """The hand being played, or the last one once the series is over."""
        self.wins = wins
        """Hands won by each side (a cappotto may count two)."""
        self.outcomes = outcomes
        """Every counted hand's outcome, ties included, in order."""
        self.hand_counted = hand_counted
        """True once the current hand is over and counted by :meth:`finish_hand`."""

    @classmethod
    def new(cls, rules: Rules, rng: random.Random, first_dealer: int | None = None) -> Series:
        """A new series; the first dealer is drawn by lot unless given."""
        return cls(rules, GameState.new(rules, rng, first_dealer), [0] * rules.sides, [], False)

    @property
    def winner(self) -> int | None:
        """The side that has won the series, or None while it goes on."""
        for side, wins in enumerate(self.wins):
            if wins >= self.rules.wins_needed:
                return side
        return None

    @property
    def is_over(self) -> bool:
        """True once a side has won enough hands."""
        return self.winner is not None

    def finish_hand(self) -> Outcome:
        """Count the current hand, which must be over; once per hand."""
        if not self.hand.is_over:
            raise IllegalActionError(Reason.HAND_NOT_OVER, "the hand is not over yet")
        if self.hand_counted:
            raise IllegalActionError(Reason.HAND_COUNTED, "this hand has already been counted")
        outcome = self.hand.outcome()
        assert outcome is not None  # the hand is over
        self._count(outcome)
        self.hand_counted = True
        return outcome

    def _count(self, outcome: Outcome) -> None:
        self.outcomes.append(outcome)
        if outcome.winner is not None:
            double = outcome.cappotto and self.rules.cappotto_double
            self.wins[outcome.winner] += 2 if double else 1

    def next_dealer(self) -> int:
        """Who deals next: the next seat, or the same after a tie if that option is on."""
        if not self.hand_counted:
            raise IllegalActionError(Reason.HAND_NOT_OVER, "the current hand is not over")
        return _next_dealer(self.rules, self.hand.dealer, self.outcomes[-1])

    def next_hand(self, rng: random.Random) -> GameState:
        """Deal the next hand once the current one is counted and the series goes on."""
        if self.is_over:
            raise IllegalActionError(Reason.SERIES_OVER, "the series is over")
        if not self.hand_counted:
            raise IllegalActionError(Reason.HAND_NOT_OVER, "finish the current hand first")
        self.hand = GameState.new(self.rules, rng, self.next_dealer())
        self.hand_counted = False
        return self.hand

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data; :meth:`from_json` reads it back."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_json(),
            "outcomes": [o.to_json() for o in self.outcomes],
            "hand": state_to_json(self.hand),
            "hand_counted": self.hand_counted,
            "first_dealer": self.first_dealer,
        }

    @classmethod
    def from_json(cls, data: Any) -> Series:
        """A series saved by :meth:`to_json` (the data or its JSON text).

        Raises :class:`InvalidStateError` if the data is bad.
        """
        data = parse_text(data, FORMAT)
        check_header(data, FORMAT, VERSION)
        unknown = sorted(set(data) - _FIELDS)
        if unknown:
            raise InvalidStateError(f"the series: unknown field(s) {', '.join(unknown)}")
        rules = read_rules(data)
        hand = state_from_json(field(data, "hand", dict, "the series"))
        if hand.rules != rules:
            raise InvalidStateError("the current hand's rules differ from the series' rules")
        counted = field(data, "hand_counted", bool, "the series")
        outcomes: list[Outcome] = []
        for number, saved in enumerate(field(data, "outcomes", list, "the series"), start=1):
            outcomes.append(Outcome.from_json(rules, saved, f"outcome {number}"))
        if counted and not hand.is_over:
            raise InvalidStateError("hand_counted is true but the hand is not over")
        if counted and (not outcomes or outcomes[-1] != hand.outcome()):
            raise InvalidStateError("the last outcome is not the current hand's")
        first_dealer = field(data, "first_dealer", int, "the series")
        if not 0 <= first_dealer < rules.players:
            raise InvalidStateError(
                f"first_dealer must be a seat from 0 to {rules.players - 1}, not {first_dealer}"
            )
        series = cls(rules, hand, [0] * rules.sides, [], False, first_dealer)
        dealer = first_dealer
        for number, outcome in enumerate(outcomes, start=1):
            if series.is_over:
                raise InvalidStateError(f"outcome {number} comes after the series was won")
            series._count(outcome)
            if number < len(outcomes) or not counted:
                dealer = _next_dealer(rules, dealer, outcome)
        if series.is_over and not counted:
            raise InvalidStateError("a new hand was dealt after the series was won")
        if dealer != hand.dealer:
            raise InvalidStateError(
                f"the current hand's dealer is seat {hand.dealer}, but the outcomes make it"
                f" seat {dealer}: hands are missing or out of order"
            )
        series.hand_counted = counted
        return series


def _next_dealer(rules: Rules, dealer: int, outcome: Outcome) -> int:
    if outcome.winner is None and rules.same_dealer_after_tie:
        return dealer
    return (dealer + 1) % rules.players
