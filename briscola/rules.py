"""Rule options as data: a frozen :class:`Rules` object and a registry of named presets.

Every rule that varies between tables or variants is a field here, so that a variant is a
new preset (and, where the play itself changes, a small hook in the engine), never a copy
of the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from briscola.cards import FULL_DECK, Card
from briscola.errors import RulesError
from briscola.values import defaults_of, fields_of, replace, value

DECK_SIZES: Final = {2: (40,), 3: (39, 36), 4: (40,), 5: (40,), 6: (36,)}
"""Deck sizes each table allows; the first is the default."""

BEST_OF: Final = (1, 3, 5)

DECLARE_TARGET: Final = 31
"""Briscola a 31: the points a side must hold when it declares."""

SWITCHES: Final = (
    "swap_seven",
    "same_dealer_after_tie",
    "cappotto_double",
    "two_beats_ace",
    "no_trump",
    "follow_suit",
    "open_hands",
    "declare_31",
    "signals",
)
"""The options that are true or false."""

FIRST_OPTIONS: Final = frozenset(
    {"players", "deck", "swap_seven", "best_of", "same_dealer_after_tie", "cappotto_double"}
    | {"hand_size"}
)
"""The options of the first rules format: saved data must name each of them. Options added
later (the variants) have defaults, and data saved before them may leave them out."""


@value
class Rules:
    """The rules of one table.

    >>> Rules(players=3).deck
    39
    >>> Rules(players=3, deck=36).cards_per_seat_dealt, Rules(players=3, deck=36).tricks
    (3, 12)
    >>> Rules(players=6).deck, Rules(players=6).tricks
    (36, 6)
    >>> Rules(players=5, swap_seven=False).hand_size
    8
    >>> Rules(players=7)
    Traceback (most recent call last):
    ...
    briscola.errors.RulesError: players must be 2, 3, 4, 5 or 6, not 7
    """

    players: int = 2
    """Seats at the table; with 4, partners sit opposite (seats 0+2 against 1+3); with 6, two
    teams of three in alternating seats (0+2+4 against 1+3+5), 36 cards (all 2s out); 5 is
    Briscola Chiamata (8 cards each, no stock, an auction and a secret partner)."""
    deck: int = 0
    """Cards in play: 40; with 3 players 39 (2 of denari out, default) or 36 (all 2s out).
    0 means the table's default."""
    swap_seven: bool = True
    """The trick winner may exchange the 7 of trump for a higher face-up trump."""
    best_of: int = 1
    """Series length: 1 (single hand), 3 (first to 2) or 5 (first to 3)."""
    same_dealer_after_tie: bool = False
    """After a tied hand the same dealer deals again; otherwise the deal passes."""
    cappotto_double: bool = False
    """A cappotto (all 120 points to one side) counts as two hands won in a series."""
    hand_size: int = 0
    """Cards each seat holds: 3, or 5 in Briscolone. 0 means the table's default."""
    two_beats_ace: bool = False
    """Briscola con il Due: the 2 of trump is the highest trump, above the Ace."""
    no_trump: bool = False
    """Briscolone: no card is turned, there is no trump suit; five cards each."""
    follow_suit: bool = False
    """A player holding the suit led must play it (an option of Briscolone; any table)."""
    open_hands: bool = False
    """Briscola scoperta (2 players): both hands face up and the stock's order visible."""
    declare_31: bool = False
    """Briscola a 31: a seat may declare that its side holds 31 points or more in its tricks;
    right, its side wins the hand at once; wrong, it loses it."""
    signals: bool = False
    """Partner signals (4 and 6 players): from the second trick on, a player may show one of
    a few conventional signals about its hand, seen by everyone (``briscola.signals``)."""

    def __post_init__(self) -> None:
        if type(self.players) is not int or self.players not in DECK_SIZES:
            raise RulesError(f"players must be 2, 3, 4, 5 or 6, not {self.players!r}")
        allowed = DECK_SIZES[self.players]
        if type(self.deck) is int and self.deck == 0:
            object.__setattr__(self, "deck", allowed[0])
        if type(self.deck) is not int or self.deck not in allowed:
            sizes = " or ".join(str(size) for size in allowed)
            raise RulesError(
                f"a table of {self.players} plays with {sizes} cards, not {self.deck!r}"
            )
        if self.best_of not in BEST_OF or type(self.best_of) is not int:
            raise RulesError(f"best_of must be 1, 3 or 5, not {self.best_of!r}")
        for name in SWITCHES:
            if type(getattr(self, name)) is not bool:
                raise RulesError(f"{name} must be true or false, not {getattr(self, name)!r}")
        size = 8 if self.is_chiamata else 5 if self.no_trump else 3
        if type(self.hand_size) is int and self.hand_size == 0:
            object.__setattr__(self, "hand_size", size)
        if self.hand_size != size or type(self.hand_size) is not int:
            table = "Briscolone" if self.no_trump else "this table"
            raise RulesError(f"hand_size must be {size} for {table}, not {self.hand_size!r}")
        if self.open_hands and self.players != 2:
            raise RulesError("Briscola scoperta is for 2 players")
        if self.is_chiamata:
            clash = [
                name
                for name in ("swap_seven", "no_trump", "open_hands", "declare_31")
                if getattr(self, name)
            ]
            if clash or self.best_of != 1:
                raise RulesError(
                    "Briscola Chiamata (5 players) has no stock and sides that change every"
                    " hand: swap_seven, no_trump, open_hands and declare_31 must be false and"
                    " best_of 1"
                )
        if self.signals and not self.has_teams:
            raise RulesError("partner signals need partners: 4 or 6 players")
        if self.declare_31 and self.open_hands:
            raise RulesError("Briscola a 31 and scoperta are not played together")
        if self.no_trump and (self.swap_seven or self.two_beats_ace):
            raise RulesError("Briscolone has no trump: swap_seven and two_beats_ace must be false")

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards of this table's deck, in a fixed order."""
        return _deck_cards(self.deck)

    @property
    def cards_per_seat_dealt(self) -> int:
        """Cards dealt to each seat at the start."""
        return self.hand_size

    @property
    def tricks(self) -> int:
        """Tricks in a hand: 20 with 2 players, 13 (or 12) with 3, 10 with 4."""
        return self.deck // self.players

    @property
    def is_chiamata(self) -> bool:
        """True for Briscola Chiamata: 5 players, an auction, a called secret partner."""
        return self.players == 5

    @property
    def has_teams(self) -> bool:
        """True when seats play in two teams: pairs with 4 players, threes with 6."""
        return self.players in (4, 6)

    @property
    def sides(self) -> int:
        """Number of scoring sides: seats, or two teams with 4 or 6 players (and in the
        Chiamata, caller and partner against the other three)."""
        return 2 if self.has_teams or self.is_chiamata else self.players

    def side_of(self, seat: int) -> int:
        """The scoring side of a seat: the seat itself, or its team (0 or 1) with 4 or 6.
        In Briscola Chiamata the call decides the sides: ask the hand (``GameState.side_of``).

        >>> [Rules(players=4).side_of(s) for s in range(4)]
        [0, 1, 0, 1]
        >>> Rules(players=6).seats_of(1)
        (1, 3, 5)
        """
        if self.is_chiamata:
            raise RulesError("in Briscola Chiamata the call decides the sides: ask the hand")
        return seat % 2 if self.has_teams else seat

    def captain(self, side: int, dealer: int) -> int | None:
        """With 6 players, the captain of a team: its first player in the hand's first trick
        (the two seats after the dealer are the captains); None at other tables.

        >>> [Rules(players=6).captain(side, dealer=5) for side in (0, 1)]
        [0, 1]
        """
        if self.players != 6:
            return None
        first = (dealer + 1) % self.players
        return first if self.side_of(first) == side else (first + 1) % self.players

    def seats_of(self, side: int) -> tuple[int, ...]:
        """Seats that score for a side."""
        return tuple(s for s in range(self.players) if self.side_of(s) == side)

    @property
    def declare_target(self) -> int:
        """Points a declaration needs (Briscola a 31), or 0 when there is nothing to declare."""
        return DECLARE_TARGET if self.declare_31 else 0

    @property
    def wins_needed(self) -> int:
        """Hands a side must win to take the series."""
        return self.best_of // 2 + 1

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed (validated again)."""
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        """Plain data for JSON; :meth:`from_json` reads it back.

        The first format's options are always written; a later option only when it differs
        from its default, so a classic table's JSON is the same as before the variants.

        >>> sorted(set(Rules(two_beats_ace=True).to_json()) - set(Rules().to_json()))
        ['two_beats_ace']
        """
        defaults = defaults_of(Rules)
        return {
            name: getattr(self, name)
            for name in fields_of(self)
            if name in FIRST_OPTIONS or getattr(self, name) != defaults[name]
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Rules:
        """Rules from :meth:`to_json` data; bad or unknown options raise :class:`RulesError`."""
        if not isinstance(data, Mapping):
            raise RulesError(f"rules must be an object, not {type(data).__name__}")
        known = list(fields_of(cls))
        unknown = sorted(set(data) - set(known))
        if unknown:
            raise RulesError(f"unknown rule option(s): {', '.join(unknown)}")
        missing = [name for name in known if name not in data and name in FIRST_OPTIONS]
        if missing:
            raise RulesError(f"missing rule option(s): {', '.join(missing)}")
        return cls(**dict(data))


_DECKS: Final[dict[int, tuple[Card, ...]]] = {
    40: FULL_DECK,
    39: tuple(c for c in FULL_DECK if c.code != "2D"),
    36: tuple(c for c in FULL_DECK if c.rank != "2"),
}


def _deck_cards(size: int) -> tuple[Card, ...]:
    return _DECKS[size]


PRESETS: Final[dict[str, Rules]] = {
    "classic-2": Rules(players=2),
    "classic-3": Rules(players=3),
    "classic-3-36": Rules(players=3, deck=36),
    "pairs-4": Rules(players=4),
    "con-il-due-2": Rules(players=2, two_beats_ace=True),
    "briscolone-2": Rules(players=2, no_trump=True, swap_seven=False),
    "briscolone-2-follow": Rules(players=2, no_trump=True, swap_seven=False, follow_suit=True),
    "scoperta-2": Rules(players=2, open_hands=True),
    "a-31-2": Rules(players=2, declare_31=True),
    "a-31-4": Rules(players=4, declare_31=True),
    "teams-6": Rules(players=6),
    "pairs-4-signals": Rules(players=4, signals=True),
    "teams-6-signals": Rules(players=6, signals=True),
    "chiamata-5": Rules(players=5, swap_seven=False),
}
"""Named rule sets; the page, the command line and the records refer to them by name."""


def preset(name: str) -> Rules:
    """The rules registered under ``name``.

    >>> preset("classic-3-36").deck
    36
    """
    try:
        return PRESETS[name]
    except KeyError:
        raise RulesError(f"no preset named {name!r} (known: {', '.join(PRESETS)})") from None
