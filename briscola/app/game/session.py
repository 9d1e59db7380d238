"""A game as the page plays it: a person at seat 0, computer players and perhaps more people
(friends passing the device; :attr:`Settings.people`).

Each hand's deal is drawn when the hand starts, from the random source the page passes in
(the system's entropy, or ``random.Random(N)`` for a page opened with ``?seed=N``), and only
that hand's seed is saved: a save tells the hand in progress, never the hands to come. The
computer's choices come from the hand's seed and the position, so a session restored from
its JSON continues exactly as it would have within the hand.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Final, Literal

from briscola.app.game.events import (
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
from briscola.engine.actions import Action, Call, Play, Signal, SwapSeven
from briscola.engine.auction import Bid
from briscola.engine.errors import IllegalActionError, InvalidStateError, Reason
from briscola.engine.jsonio import check_header, field
from briscola.engine.series import Series
from briscola.engine.state import GameState
from briscola.engine.view import SeatView
from briscola.setup.seeds import MAX_SEED, deal_rng
from briscola.setup.settings import Settings

if TYPE_CHECKING:  # the players are imported when the first computer seat plays
    from briscola.ai import Player

FORMAT: Final = "briscola-session"
VERSION: Final = 2
"""Version 1 saved one seed for the whole series (it foretold every deal); such a save still
loads: its seed becomes the current hand's, and the next hands are drawn afresh."""
SEED_BITS: Final = 31
HUMAN: Final = 0
"""The first person's seat (at a table of one person, the person's)."""

Phase = Literal["human", "computer", "hand-over", "series-over"]


class Session:
    """A series between the people (seat 0 and :attr:`Settings.people`) and computer
    players, with its settings."""

    __slots__ = ("_players", "hand_seed", "last_person", "series", "settings")

    def __init__(
        self, settings: Settings, hand_seed: int, series: Series, last_person: int = HUMAN
    ) -> None:
        self.settings = settings
        self.hand_seed = hand_seed
        """The current hand's seed: its deal and its computer players' choices."""
        self.series = series
        self.last_person = last_person
        """The person whose turn came last (the table shows their hand while the computer
        plays)."""
        self._players: dict[int, Player] = {}

    @classmethod
    def new(cls, settings: Settings, seed: int | random.Random) -> Session:
        """A new series, its first hand dealt from ``seed``: the page's random source (the
        hand's seed is drawn from it) or that seed itself."""
        hand_seed = draw_seed(seed) if isinstance(seed, random.Random) else seed
        return cls(settings, hand_seed, Series.new(settings.rules(), deal_rng(hand_seed, 1)))

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
        seat = self.hand.current_player
        return "human" if seat is not None and self.settings.is_person(seat) else "computer"

    @property
    def viewer(self) -> int:
        """The person whose seat the table shows: the person to move, else (while the
        computer plays, and after the hand) the person whose turn came last."""
        seat = self.hand.current_player
        if seat is not None and self.settings.is_person(seat):
            return seat
        return self.last_person

    @property
    def you(self) -> int | None:
        """The seat the page calls "you": the person's when one person plays; None at a
        table of several people, where everyone is called by name."""
        return None if self.settings.friends else HUMAN

    def view(self) -> SeatView:
        """What the person at :attr:`viewer` may see, and nothing else."""
        return self.hand.view(self.viewer)

    # -- moves ----------------------------------------------------------------------------

    def act(self, action: Action) -> list[Event]:
        """The action of the person to move; :class:`IllegalActionError` (nothing changes) if
        not allowed."""
        if self.phase != "human":
            raise IllegalActionError(Reason.NOT_YOUR_TURN, "it is not your turn")
        seat = self.viewer
        events = self._apply(seat, action)
        self.last_person = seat
        return events

    def computer_turn(self) -> tuple[int, Player, SeatView, random.Random]:
        """The seat to move, its player, its view and the random source for its choice.

        The page may run a slow player in slices with these, then call
        :meth:`apply_computer`; :meth:`play_computer` does both at once.
        """
        if self.phase != "computer":
            raise IllegalActionError(Reason.NOT_COMPUTER_TURN, "it is not a computer player's turn")
        seat = self.hand.current_player
        assert seat is not None  # the phase is "computer"
        rng = random.Random(f"{self.hand_seed}:play:{self.hand_number}:{len(self.hand.moves)}")
        return seat, self._player(seat), self.hand.view(seat), rng

    def apply_computer(self, seat: int, action: Action) -> list[Event]:
        """Apply the action a computer player chose for ``seat``."""
        if self.phase != "computer" or self.hand.current_player != seat:
            raise IllegalActionError(Reason.NOT_YOUR_TURN, f"it is not seat {seat}'s turn")
        return self._apply(seat, action)

    def play_computer(self) -> list[Event]:
        """Let the computer player to move choose and play."""
        seat, player, view, rng = self.computer_turn()
        return self.apply_computer(seat, player.choose(view, rng))

    def next_hand(self, seeds: random.Random) -> None:
        """Deal the next hand of the series (after a finished hand), its seed drawn now
        from the page's random source ``seeds``."""
        if self.phase != "hand-over":
            raise IllegalActionError(Reason.HAND_NOT_OVER, "the hand is not over")
        hand_seed = draw_seed(seeds)
        self.series.next_hand(deal_rng(hand_seed, len(self.series.outcomes) + 1))
        self.hand_seed = hand_seed

    def _player(self, seat: int) -> Player:
        if seat not in self._players:
            from briscola.ai import make_player

            self._players[seat] = make_player(self.settings.levels[seat - 1])
        return self._players[seat]

    def _apply(self, seat: int, action: Action) -> list[Event]:
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
            events.append(HandOver(outcome, self.series.winner))
        return events

    # -- saving ---------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """Plain data for saving after every action (``last_person`` only at a table of
        several people)."""
        data = {
            "format": FORMAT,
            "version": VERSION,
            "hand_seed": self.hand_seed,
            "settings": self.settings.to_json(),
            "series": self.series.to_json(),
        }
        if self.last_person != HUMAN:
            data["last_person"] = self.last_person
        return data

    @classmethod
    def from_json(cls, data: Any) -> Session:
        """A session saved by :meth:`to_json`; raises :class:`InvalidStateError` if bad."""
        if isinstance(data, dict) and type(data.get("version")) is int and data["version"] == 1:
            # A version-1 save: its series seed goes on deciding the current hand only.
            data = {**data, "version": VERSION, "hand_seed": data["seed"]}
            del data["seed"]
        check_header(data, FORMAT, VERSION)
        known = {"format", "version", "hand_seed", "settings", "series", "last_person"}
        unknown = sorted(set(data) - known)
        if unknown:
            raise InvalidStateError(f"the session: unknown field(s) {', '.join(unknown)}")
        seed = field(data, "hand_seed", int, "the session")
        if not 0 <= seed < MAX_SEED:
            raise InvalidStateError(f"the session: hand_seed out of range ({seed})")
        settings = Settings.from_json(field(data, "settings", dict, "the session"))
        series = Series.from_json(field(data, "series", dict, "the session"))
        if series.rules != settings.rules():
            raise InvalidStateError("the series' rules differ from the session's settings")
        last = data.get("last_person", HUMAN)
        if type(last) is not int or not settings.is_person(last):
            raise InvalidStateError(f"the session: last_person is no person's seat ({last!r})")
        if series.hand.is_over and not series.hand_counted:
            # The page counts a hand with its last card, so a finished hand saved uncounted
            # was edited: count it now, so that the result shows and the series goes on.
            series.finish_hand()
        return cls(settings, seed, series, last)


def draw_seed(seeds: random.Random) -> int:
    """A new hand's seed from the page's random source."""
    return seeds.getrandbits(SEED_BITS)
