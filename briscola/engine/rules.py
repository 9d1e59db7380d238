"""Rule options as data: a frozen :class:`Rules` object, built for a table and a variant of
the registry (``briscola.engine.variants``), and the presets named there.

Every rule that varies between tables or variants is a field here, so that a variant is a
registry entry (and, where the play itself changes, a small hook in the engine), never a
copy of the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from briscola.engine.cards import FULL_DECK, Card
from briscola.engine.errors import RulesError
from briscola.engine.values import defaults_of, fields_of, value
from briscola.engine.variants import CHIAMATA_PLAYERS, CLASSIC, DECK_SIZES, TEAM_TABLES, VARIANTS
from briscola.engine.variants import PRESETS as NAMED_TABLES

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

    Every option is given or has its default: for another table than two players, or for
    Briscolone, :meth:`for_table` picks the deck and the hand that table deals.

    >>> Rules.for_table(3).deck
    39
    >>> Rules(players=3, deck=36).cards_per_seat_dealt, Rules(players=3, deck=36).tricks
    (3, 12)
    >>> Rules.for_table(6).deck, Rules.for_table(6).tricks
    (36, 6)
    >>> Rules.for_table(5).hand_size, Rules.for_table(2, variant="briscolone").hand_size
    (8, 5)
    >>> Rules(players=7)
    Traceback (most recent call last):
    ...
    briscola.engine.errors.RulesError: players must be 2, 3, 4, 5 or 6, not 7
    >>> Rules(players=6)
    Traceback (most recent call last):
    ...
    briscola.engine.errors.RulesError: a table of 6 plays with 36 cards, not 40
    """

    players: int = 2
    """Seats at the table; with 4, partners sit opposite (seats 0+2 against 1+3); with 6, two
    teams of three in alternating seats (0+2+4 against 1+3+5), 36 cards (all 2s out); 5 is
    Briscola Chiamata (8 cards each, no stock, an auction and a secret partner)."""
    deck: int = 40
    """Cards in play: 40; with 3 players 39 (2 of denari out, the default) or 36 (all 2s out);
    with 6 players 36."""
    swap_seven: bool = True
    """The trick winner may exchange the 7 of trump for a higher face-up trump."""
    best_of: int = 1
    """Series length: 1 (single hand), 3 (first to 2) or 5 (first to 3)."""
    same_dealer_after_tie: bool = False
    """After a tied hand the same dealer deals again; otherwise the deal passes."""
    cappotto_double: bool = False
    """A cappotto (all 120 points to one side) counts as two hands won in a series."""
    hand_size: int = 3
    """Cards each seat holds: 3, 5 in Briscolone, 8 in the Chiamata (:func:`hand_size_for`)."""
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
    a few conventional signals about its hand, seen by everyone (``briscola.engine.signals``)."""

    def __post_init__(self) -> None:
        if type(self.players) is not int or self.players not in DECK_SIZES:
            raise RulesError(f"players must be 2, 3, 4, 5 or 6, not {self.players!r}")
        allowed = DECK_SIZES[self.players]
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
        size = hand_size_for(self.players, no_trump=self.no_trump)
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
        return self.players == CHIAMATA_PLAYERS

    @property
    def has_teams(self) -> bool:
        """True when seats play in two teams: pairs with 4 players, threes with 6."""
        return self.players in TEAM_TABLES

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
        >>> Rules.for_table(6).seats_of(1)
        (1, 3, 5)
        """
        if self.is_chiamata:
            raise RulesError("in Briscola Chiamata the call decides the sides: ask the hand")
        return seat % 2 if self.has_teams else seat

    def captain(self, side: int, dealer: int) -> int | None:
        """With 6 players, the captain of a team: its first player in the hand's first trick
        (the two seats after the dealer are the captains); None at other tables.

        >>> [Rules.for_table(6).captain(side, dealer=5) for side in (0, 1)]
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

    @classmethod
    def for_table(
        cls, players: int = 2, *, variant: str = CLASSIC, deck: int | None = None, **options: Any
    ) -> Rules:
        """The rules of a table of ``players`` playing ``variant``
        (``briscola.engine.variants``): the variant's options, then ``options``; the table's
        default deck unless ``deck`` is given, the hand the table deals, and at the Chiamata
        (no card turned) no swap.

        >>> Rules.for_table(3, deck=36, variant="a-31").declare_31
        True
        >>> Rules.for_table(6, variant="scoperta")
        Traceback (most recent call last):
        ...
        briscola.engine.errors.RulesError: the scoperta variant is not played by this table
        """
        known = VARIANTS.get(variant) if isinstance(variant, str) else None
        if known is None:
            raise RulesError(f"variant must be one of {', '.join(VARIANTS)}, not {variant!r}")
        sizes = DECK_SIZES.get(players) if type(players) is int else None
        if sizes is None:  # Rules explains what a table is
            return cls(players=players, **options)
        deck = sizes[0] if deck is None else deck
        if not known.plays(players, deck if type(deck) is int else None):
            raise RulesError(f"the {variant} variant is not played by this table")
        chosen = dict(known.options) | options | {"deck": deck}
        no_trump = chosen.get("no_trump", False)
        chosen.setdefault("hand_size", hand_size_for(players, no_trump=no_trump is True))
        if players == CHIAMATA_PLAYERS:
            chosen.setdefault("swap_seven", False)
        return cls(players=players, **chosen)

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed (validated again). A new table size brings that
        table's deck (unless ``deck`` is given) and, at the Chiamata, no swap; the hand is
        always the one the table and the options deal.

        >>> Rules.for_table(3, deck=36).replace(players=2).deck
        40
        """
        options = {name: getattr(self, name) for name in fields_of(self)} | changes
        players = options["players"]
        if players != self.players and "deck" not in changes:
            del options["deck"]
        if players != self.players and players == CHIAMATA_PLAYERS and "swap_seven" not in changes:
            del options["swap_seven"]
        if "hand_size" not in changes:
            del options["hand_size"]
        return Rules.for_table(**options)

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


def hand_size_for(players: int, *, no_trump: bool = False) -> int:
    """Cards each seat holds: 8 in the Chiamata, 5 in Briscolone, else 3."""
    return 8 if players == CHIAMATA_PLAYERS else 5 if no_trump else 3


PRESETS: Final[dict[str, Rules]] = {
    named.name: Rules.for_table(
        named.players, variant=named.variant, deck=named.deck, **dict(named.toggles)
    )
    for named in NAMED_TABLES
}
"""The rules of the presets of ``briscola.engine.variants``, by name: the command line's
``--preset`` and the benchmarks refer to them."""


def preset(name: str) -> Rules:
    """The rules registered under ``name``.

    >>> preset("classic-3-36").deck
    36
    """
    try:
        return PRESETS[name]
    except KeyError:
        raise RulesError(f"no preset named {name!r} (known: {', '.join(PRESETS)})") from None
