"""The player's choices on the start screen, remembered between visits."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from briscola.app.variants import allowed, variant_options
from briscola.errors import InvalidStateError, RulesError
from briscola.levels import DEFAULT_LEVEL, PLAYER_NAMES
from briscola.rules import BEST_OF, Rules
from briscola.values import fields_of, replace, value

LANGUAGES: Final = ("it", "en", "de")
"""Languages of the page; Italian first."""

CHIAMATA_PLAYERS: Final = 5
"""A table of five plays Briscola Chiamata."""

SIGNAL_TABLES: Final = (4, 6)
"""Tables with partners, where the signals option applies."""

BOOLEANS: Final = (
    "swap_seven",
    "same_dealer_after_tie",
    "cappotto_double",
    "follow_suit",
    "signals",
    "show_points",
    "mirrored",
)
"""The settings that are true or false (``1`` or ``5`` is neither)."""

COMPUTER_SEATS: Final = 5
"""Computer seats a table can have (seats 1 to 5, at a table of six)."""


@value
class Settings:
    """Table, series, options, computer levels and display preferences.

    >>> Settings(players=3).rules().deck
    39
    >>> Settings.from_json(Settings(language="de").to_json()).language
    'de'
    """

    players: int = 2
    deck: int = 0
    best_of: int = 1
    swap_seven: bool = True
    same_dealer_after_tie: bool = False
    cappotto_double: bool = False
    variant: str = "classic"
    """One of :data:`briscola.app.variants.VARIANTS`; the table size must allow it."""
    follow_suit: bool = False
    """Briscolone's option: a player holding the suit led must play it."""
    signals: bool = False
    """Partner signals (4 and 6 players)."""
    levels: tuple[str, ...] = (DEFAULT_LEVEL,) * COMPUTER_SEATS
    """Level of the computer at seats 1 to 5 (seat 0 is the person)."""
    language: str = "it"
    show_points: bool = False
    """Learner's option: show the running points during the hand."""
    mirrored: bool = False
    """Draw the table counter-clockwise (the numbering does not change)."""

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
        if self.language not in LANGUAGES:
            raise RulesError(f"language must be one of {', '.join(LANGUAGES)}")
        if isinstance(self.levels, tuple) and len(self.levels) < COMPUTER_SEATS:
            # Fewer levels (saved before the table of six): the other seats get the default.
            padding = (DEFAULT_LEVEL,) * (COMPUTER_SEATS - len(self.levels))
            object.__setattr__(self, "levels", self.levels + padding)
        if len(self.levels) != COMPUTER_SEATS or any(lv not in PLAYER_NAMES for lv in self.levels):
            raise RulesError(f"levels must be {COMPUTER_SEATS} of {', '.join(PLAYER_NAMES)}")

    def rules(self) -> Rules:
        """The rules of the table these settings describe."""
        chiamata = self.players == CHIAMATA_PLAYERS  # no stock, so no swap; one hand only
        options: dict[str, Any] = {
            "players": self.players,
            "deck": self.deck,
            "swap_seven": self.swap_seven and not chiamata,
            "best_of": 1 if chiamata else self.best_of,
            "same_dealer_after_tie": self.same_dealer_after_tie,
            "cappotto_double": self.cappotto_double,
            "signals": self.signals and self.players in SIGNAL_TABLES,
        }
        if type(self.players) is int:
            options |= variant_options(
                self.variant, players=self.players, deck=self.deck, follow_suit=self.follow_suit
            )
        return Rules(**options)

    def replace(self, **changes: Any) -> Settings:
        """A copy with some choices changed.

        A table change resets a deck, or a variant, that the new table cannot play.

        >>> Settings(variant="scoperta").replace(players=3).variant
        'classic'
        """
        if "players" in changes and "deck" not in changes:
            changes["deck"] = 0
        players = changes.get("players", self.players)
        deck = changes.get("deck", self.deck)
        variant = changes.get("variant", self.variant)
        table_changed = "players" in changes or "deck" in changes
        if (
            table_changed
            and type(players) is int
            and type(deck) is int
            and not allowed(variant, players, deck)
        ):
            changes["variant"] = "classic"
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        """Plain data for saving."""
        data = {name: getattr(self, name) for name in fields_of(self)}
        data["deck"] = self.rules().deck
        data["levels"] = list(self.levels)
        return data

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Settings saved by :meth:`to_json`; raises :class:`InvalidStateError` if bad."""
        if not isinstance(data, Mapping):
            raise InvalidStateError("settings must be a JSON object")
        known = set(fields_of(cls))
        unknown = sorted(set(data) - known)
        if unknown:
            raise InvalidStateError(f"unknown setting(s): {', '.join(unknown)}")
        values = dict(data)
        if "levels" in values:
            if not isinstance(values["levels"], list):
                raise InvalidStateError("levels must be a list")
            values["levels"] = tuple(values["levels"])
        try:
            return cls(**values)
        except (RulesError, TypeError) as error:
            raise InvalidStateError(f"settings: {error}") from None
