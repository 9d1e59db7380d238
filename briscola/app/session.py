"""A game as the page plays it: one person at seat 0 against computer players.

Every random choice comes from the session's seed and the position, so a session restored
from its JSON continues exactly as it would have: the same deals and the same computer moves.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Final, Literal

from briscola.actions import Action, Call, Play, Signal, SwapSeven
from briscola.app.events import (
    BidMade,
    CardCalled,
    CardPlayed,
    Event,
    HandOver,
    PartnerRevealed,
    SevenSwapped,
    Signalled,
    TrickTaken,
)
from briscola.app.settings import Settings
from briscola.app.stats import Stats
from briscola.auction import Bid
from briscola.errors import IllegalActionError, InvalidStateError, Reason
from briscola.jsonio import check_header, field
from briscola.series import Series
from briscola.state import GameState
from briscola.view import SeatView

if TYPE_CHECKING:  # the players are imported when the first computer seat plays
    from briscola.ai import Player

FORMAT: Final = "briscola-session"
VERSION: Final = 1
HUMAN: Final = 0
"""The person's seat."""

Phase = Literal["human", "computer", "hand-over", "series-over"]


class Session:
    """A series between the person (seat 0) and computer players, with its settings."""

    __slots__ = ("_players", "seed", "series", "settings")

    def __init__(self, settings: Settings, seed: int, series: Series) -> None:
        self.settings = settings
        self.seed = seed
        self.series = series
        self._players: dict[int, Player] = {}

    @classmethod
    def new(cls, settings: Settings, seed: int) -> Session:
        """A new series; ``seed`` decides the first dealer, the deals and the computer's play."""
        rng = random.Random(f"{seed}:deal:0")
        return cls(settings, seed, Series.new(settings.rules(), rng))

    # -- where the game stands ------------------------------------------------------------

    @property
    def hand(self) -> GameState:
        """The hand being played (or just finished)."""
        return self.series.hand

    @property
    def hand_number(self) -> int:
        """1 for the first hand of the series, then 2, 3, … (replayed ties included)."""
        return len(self.series.outcomes) + (0 if self.series.hand_counted else 1)

    @property
    def phase(self) -> Phase:
        """Whose move it is, or whether a hand or the whole series has ended."""
        if self.series.is_over:
            return "series-over"
        if self.hand.is_over:
            return "hand-over"
        return "human" if self.hand.current_player == HUMAN else "computer"

    def view(self) -> SeatView:
        """What the person may see."""
        return self.hand.view(HUMAN)

    # -- moves ----------------------------------------------------------------------------

    def act(self, action: Action, stats: Stats | None = None) -> list[Event]:
        """The person's action; :class:`IllegalActionError` (nothing changes) if not allowed."""
        if self.phase != "human":
            raise IllegalActionError(Reason.NOT_YOUR_TURN, "it is not your turn")
        return self._apply(HUMAN, action, stats)

    def computer_turn(self) -> tuple[int, Player, SeatView, random.Random]:
        """The seat to move, its player, its view and the random source for its choice.

        The page may run a slow player in slices with these, then call
        :meth:`apply_computer`; :meth:`play_computer` does both at once.
        """
        if self.phase != "computer":
            raise IllegalActionError(Reason.NOT_COMPUTER_TURN, "it is not a computer player's turn")
        seat = self.hand.current_player
        assert seat is not None  # the phase is "computer"
        rng = random.Random(f"{self.seed}:play:{self.hand_number}:{len(self.hand.moves)}")
        return seat, self._player(seat), self.hand.view(seat), rng

    def apply_computer(self, seat: int, action: Action, stats: Stats | None = None) -> list[Event]:
        """Apply the action a computer player chose for ``seat``."""
        if self.phase != "computer" or self.hand.current_player != seat:
            raise IllegalActionError(Reason.NOT_YOUR_TURN, f"it is not seat {seat}'s turn")
        return self._apply(seat, action, stats)

    def play_computer(self, stats: Stats | None = None) -> list[Event]:
        """Let the computer player to move choose and play."""
        seat, player, view, rng = self.computer_turn()
        return self.apply_computer(seat, player.choose(view, rng), stats)

    def next_hand(self) -> None:
        """Deal the next hand of the series (after a finished hand)."""
        if self.phase != "hand-over":
            raise IllegalActionError(Reason.HAND_NOT_OVER, "the hand is not over")
        rng = random.Random(f"{self.seed}:deal:{len(self.series.outcomes)}")
        self.series.next_hand(rng)

    def _player(self, seat: int) -> Player:
        if seat not in self._players:
            from briscola.ai import make_player

            self._players[seat] = make_player(self.settings.levels[seat - 1])
        return self._players[seat]

    def _apply(self, seat: int, action: Action, stats: Stats | None) -> list[Event]:
        hand = self.hand
        taken = hand.face_up
        tricks_before = len(hand.tricks)
        hand.apply(action, seat)  # raises before any change if illegal
        events: list[Event] = []
        if isinstance(action, SwapSeven):
            assert taken is not None
            events.append(SevenSwapped(seat, action.card, taken))
            return events
        if isinstance(action, Signal):
            events.append(Signalled(seat, action.name))
            return events
        if isinstance(action, Bid):
            events.append(BidMade(seat, action))
            return events
        if isinstance(action, Call):
            events.append(CardCalled(seat, action.card))
            return events
        if isinstance(action, Play):  # a declaration (a 31) only ends the hand
            events.append(CardPlayed(seat, action.card))
            # A caller who named a card of its own hand plays alone: nothing to reveal.
            if hand.called == action.card and hand.partner != hand.caller:
                assert hand.partner is not None and hand.caller is not None  # a card was called
                events.append(PartnerRevealed(hand.partner, hand.caller))
        if len(hand.tricks) > tricks_before:
            trick = hand.tricks[-1]
            events.append(TrickTaken(trick.winner, trick.cards, trick.points))
        if hand.is_over:
            outcome = self.series.finish_hand()
            if stats is not None:
                self._count(stats, outcome.winner)
            events.append(HandOver(outcome, self.series.winner))
        return events

    def _count(self, stats: Stats, winner: int | None) -> None:
        players = self.settings.players
        mine = self.hand.side_of(HUMAN)  # the Chiamata's call decides the sides
        if winner is None:
            stats.count(players, "hands_tied")
        else:
            stats.count(players, "hands_won" if winner == mine else "hands_lost")
        if self.series.winner is not None and self.settings.best_of > 1:
            stats.count(players, "series_won" if self.series.winner == mine else "series_lost")

    # -- saving ---------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """Plain data for saving after every action."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "seed": self.seed,
            "settings": self.settings.to_json(),
            "series": self.series.to_json(),
        }

    @classmethod
    def from_json(cls, data: Any) -> Session:
        """A session saved by :meth:`to_json`; raises :class:`InvalidStateError` if bad."""
        check_header(data, FORMAT, VERSION)
        seed = field(data, "seed", int, "the session")
        settings = Settings.from_json(field(data, "settings", dict, "the session"))
        series = Series.from_json(field(data, "series", dict, "the session"))
        if series.rules != settings.rules():
            raise InvalidStateError("the series' rules differ from the session's settings")
        return cls(settings, seed, series)
