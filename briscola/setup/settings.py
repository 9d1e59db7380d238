"""The player's choices on the start screen, remembered between visits."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from briscola.engine.errors import InvalidStateError, RulesError
from briscola.engine.rules import BEST_OF, Rules
from briscola.engine.values import fields_of, replace, value
from briscola.engine.variants import CHIAMATA_PLAYERS, CLASSIC, RENAMED, VARIANTS
from briscola.setup.levels import DEFAULT_LEVEL, PLAYER_NAMES
from briscola.setup.looks import BACKS, DEFAULT_FELT, DEFAULT_PATTERN, FELTS, OWN_BACK, PATTERNS

LANGUAGES: Final = ("it", "en", "de")
"""Languages of the page; Italian first."""

BOOLEANS: Final = (
    "swap_seven",
    "same_dealer_after_tie",
    "cappotto_double",
    "follow_suit",
    "signals",
    "show_points",
    "clockwise",
    "show_tricks",
    "sound",
)
"""The settings that are true or false (``1`` or ``5`` is neither)."""

PACES: Final = ("slow", "normal", "fast")
"""How fast the computer plays and how long a finished trick stays: Lento, Normale, Veloce."""

COUNTING: Final = ("off", "key", "grid")
"""The counting aid's modes (``briscola.learn.counting.MODES``)."""
COMPUTER_SEATS: Final = 5
"""Computer seats a table can have (seats 1 to 5, at a table of six)."""
SEATS: Final = COMPUTER_SEATS + 1
"""Seats a table can have (six)."""
PERSON: Final = "person"
"""The start screen's choice that puts a person at a seat instead of a computer level."""
MAX_NAME: Final = 20
"""The longest name a person may give themselves."""


@value
class Settings:
    """Table, series, options, computer levels and display preferences.

    >>> Settings(players=3).rules().deck
    39
    >>> Settings.from_json(Settings(variant="a-31").to_json() | {"variant": "a31"}).variant
    'a-31'
    >>> Settings.from_json(Settings(language="de").to_json()).language
    'de'
    >>> Settings.from_json({"players": 2}).pace, Settings.from_json({"players": 2}).sound
    ('normal', True)
    """

    players: int = 2
    deck: int | None = None
    """The deck chosen for this table; None: the table's default. A new table forgets it."""
    best_of: int = 1
    swap_seven: bool = True
    same_dealer_after_tie: bool = False
    cappotto_double: bool = False
    variant: str = CLASSIC
    """A name in :data:`briscola.engine.variants.VARIANTS`; the table must play it."""
    follow_suit: bool = False
    """Briscolone's option: a player holding the suit led must play it."""
    signals: bool = False
    """Partner signals (4 and 6 players)."""
    levels: tuple[str, ...] = (DEFAULT_LEVEL,) * COMPUTER_SEATS
    """Level of the computer at seats 1 to 5 (seat 0 is a person)."""
    people: tuple[int, ...] = ()
    """The seats among 1 to 5 where a person plays instead of the computer (seat 0 always
    holds a person): friends passing one device around the table."""
    names: tuple[str, ...] = ("",) * SEATS
    """The people's names by seat; "" gives the seat's default name (:func:`person_name`)."""
    language: str = "it"
    show_points: bool = False
    """Learner's option: show the running points during the hand."""
    show_tricks: bool = False
    """Aid: every trick of the hand can be looked at (the rules allow the last one only)."""
    clockwise: bool = False
    """Play passes clockwise on screen (the next player at the left); by default it passes
    counter-clockwise, the Italian custom, the next player at the right."""
    sound: bool = True
    """The game's sound effects (they play only after the person's first click or key)."""
    pace: str = "normal"
    """A name in :data:`PACES`: the computer's moves and the pause on a finished trick."""
    counting: str = "off"
    """The counting aid during the hand: "off", "key" (the carichi and trumps still out) or
    "grid" (every card still out)."""
    pattern: str = DEFAULT_PATTERN
    """The cards' pattern, a name in :data:`briscola.setup.looks.PATTERNS`: the page's own
    deck or a regional one."""
    back: str = OWN_BACK
    """The cards' back: "own" (the pattern's own), else a name in
    :data:`briscola.setup.looks.BACKS`."""
    felt: str = DEFAULT_FELT
    """The table's felt, a name in :data:`briscola.setup.looks.FELTS`."""

    def __post_init__(self) -> None:
        # Checked here, not only by Rules: the settings keep choices a table ignores (the
        # series length and the swap at five players, the signals at three, …).
        for name in BOOLEANS:
            if type(getattr(self, name)) is not bool:
                raise RulesError(f"{name} must be true or false, not {getattr(self, name)!r}")
        if type(self.best_of) is not int or self.best_of not in BEST_OF:
            raise RulesError(f"best_of must be 1, 3 or 5, not {self.best_of!r}")
        if not isinstance(self.variant, str):
            raise RulesError(f"variant must be a name, not {self.variant!r}")
        self.rules()  # raises RulesError for a bad table
        if self.pace not in PACES:
            raise RulesError(f"pace must be one of {', '.join(PACES)}")
        if self.language not in LANGUAGES:
            raise RulesError(f"language must be one of {', '.join(LANGUAGES)}")
        if self.counting not in COUNTING:
            raise RulesError(f"counting must be one of {', '.join(COUNTING)}")
        _check_looks(self.pattern, self.back, self.felt)
        if isinstance(self.levels, tuple) and len(self.levels) < COMPUTER_SEATS:
            # Fewer levels (saved before the table of six): the other seats get the default.
            padding = (DEFAULT_LEVEL,) * (COMPUTER_SEATS - len(self.levels))
            object.__setattr__(self, "levels", self.levels + padding)
        if len(self.levels) != COMPUTER_SEATS or any(lv not in PLAYER_NAMES for lv in self.levels):
            raise RulesError(f"levels must be {COMPUTER_SEATS} of {', '.join(PLAYER_NAMES)}")
        people = self.people
        if not isinstance(people, tuple) or any(
            type(seat) is not int or not 1 <= seat <= COMPUTER_SEATS for seat in people
        ):
            raise RulesError(f"people must be seats from 1 to {COMPUTER_SEATS}")
        if list(people) != sorted(set(people)):
            raise RulesError("people must name each seat once, in order")
        names = self.names
        if not isinstance(names, tuple) or len(names) != SEATS:
            raise RulesError(f"names must be {SEATS} texts")
        if any(not isinstance(name, str) or clean_name(name) != name for name in names):
            raise RulesError(f"a name is text of at most {MAX_NAME} printable characters")

    def persons(self) -> tuple[int, ...]:
        """The seats of this table where a person plays: seat 0, then those of
        :attr:`people` the table has.

        >>> Settings(players=4, people=(2, 5)).persons()
        (0, 2)
        """
        return (0, *(seat for seat in self.people if seat < self.players))

    def is_person(self, seat: int) -> bool:
        """Whether a person plays at ``seat`` (else the computer)."""
        return seat == 0 or (seat in self.people and seat < self.players)

    @property
    def friends(self) -> bool:
        """More than one person plays at this table (they pass the device between turns)."""
        return len(self.persons()) > 1

    def computer_levels(self) -> tuple[str, ...]:
        """The levels of the computer seats this table has, by seat.

        >>> levels = ("easy", "hard", "hard", "hard", "hard")
        >>> Settings(players=3, levels=levels, people=(1,)).computer_levels()
        ('hard',)
        """
        return tuple(
            self.levels[seat - 1] for seat in range(1, self.players) if not self.is_person(seat)
        )

    def rules(self) -> Rules:
        """The rules of the table these settings describe: the variant's, with the options
        this table and variant let a player switch (the others keep the table's own)."""
        variant = VARIANTS.get(self.variant) if isinstance(self.variant, str) else None
        toggles = variant.toggles_at(self.players) if variant else ()
        return Rules.for_table(
            self.players,
            variant=self.variant,
            deck=self.deck,
            best_of=1 if self.players == CHIAMATA_PLAYERS else self.best_of,  # sides change
            **{name: getattr(self, name) for name in toggles},
        )

    def replace(self, **changes: Any) -> Settings:
        """A copy with some choices changed.

        A new table size comes with its default deck; a table change drops a variant the
        new table cannot play.

        >>> Settings(variant="scoperta").replace(players=3).variant
        'classic'
        """
        if "players" in changes and "deck" not in changes:
            changes["deck"] = None
        players = changes.get("players", self.players)
        deck = changes.get("deck", self.deck)
        variant = VARIANTS.get(changes.get("variant", self.variant))
        table_changed = "players" in changes or "deck" in changes
        if table_changed and (variant is None or not variant.plays(players, deck)):
            changes["variant"] = CLASSIC
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        """Plain data for saving (the people and their names, the cards' pattern and back and
        the felt only when chosen).

        >>> sorted(set(Settings(people=(1,)).to_json()) - set(Settings().to_json()))
        ['people']
        >>> chosen = Settings(pattern="napoletane", felt="blu")
        >>> sorted(set(chosen.to_json()) - set(Settings().to_json()))
        ['felt', 'pattern']
        """
        data = {name: getattr(self, name) for name in fields_of(self)}
        data["deck"] = self.rules().deck
        data["levels"] = list(self.levels)
        # Written only when chosen: a table of one person saves what it saved before.
        for name in ("people", "names"):
            if any(data[name]):
                data[name] = list(data[name])
            else:
                del data[name]
        # The looks too: the default ones save what was saved before there was a choice.
        for name, default in (
            ("pattern", DEFAULT_PATTERN),
            ("back", OWN_BACK),
            ("felt", DEFAULT_FELT),
        ):
            if data[name] == default:
                del data[name]
        return data

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Settings saved by :meth:`to_json`; raises :class:`InvalidStateError` if bad."""
        if not isinstance(data, Mapping):
            raise InvalidStateError("settings must be a JSON object")
        values = dict(data)
        _migrate_mirrored(values)
        unknown = sorted(set(values) - set(fields_of(cls)))
        if unknown:
            raise InvalidStateError(f"unknown setting(s): {', '.join(unknown)}")
        variant = values.get("variant")
        if isinstance(variant, str) and variant in RENAMED:  # saved under its older name
            values["variant"] = RENAMED[variant]
        if values.get("deck") == 0 and type(values["deck"]) is int:  # older: the default
            values["deck"] = None
        if "levels" in values:
            if not isinstance(values["levels"], list):
                raise InvalidStateError("levels must be a list")
            values["levels"] = tuple(values["levels"])
        for name in ("people", "names"):
            if name in values:
                if not isinstance(values[name], list):
                    raise InvalidStateError(f"settings: {name} must be a list")
                values[name] = tuple(values[name])
        try:
            return cls(**values)
        except (RulesError, TypeError) as error:
            raise InvalidStateError(f"settings: {error}") from None


def _check_looks(pattern: object, back: object, felt: object) -> None:
    """Raise :class:`RulesError` unless the cards' pattern, their back and the felt are
    among those the page draws (a message that never repeats a damaged value)."""
    if pattern not in PATTERNS:
        raise RulesError(f"pattern must be one of {', '.join(PATTERNS)}")
    if back != OWN_BACK and back not in BACKS:
        raise RulesError(f"back must be {OWN_BACK} or one of {', '.join(BACKS)}")
    if felt not in FELTS:
        raise RulesError(f"felt must be one of {', '.join(FELTS)}")


def clean_name(name: str) -> str:
    """A name as a person typed it, made fit to show: printable characters only, spaces
    collapsed, at most :data:`MAX_NAME` characters.

    >>> clean_name("  Anna\t Maria ")
    'Anna Maria'
    >>> len(clean_name("x" * 50))
    20
    """
    printable = "".join(c if c.isprintable() else " " for c in name)
    return " ".join(printable.split())[:MAX_NAME].strip()


def _migrate_mirrored(values: dict[str, Any]) -> None:
    """Settings saved before :attr:`Settings.clockwise`: ``mirrored`` drew the table
    counter-clockwise when true; false was the old default, clockwise.

    A player who chose the counter-clockwise drawing keeps it; the old default (which a
    player cannot be told apart from one who chose it) becomes the new default,
    counter-clockwise. So the old value, once checked, goes without a trace.

    >>> values = {"mirrored": True}
    >>> _migrate_mirrored(values); values
    {}
    """
    if "mirrored" not in values:
        return
    mirrored = values.pop("mirrored")
    if type(mirrored) is not bool:
        raise InvalidStateError(f"settings: mirrored must be true or false, not {mirrored!r}")
