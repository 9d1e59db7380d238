"""The tables and the variants: the one registry the rules' presets, the command line, the
page's choices and their words are read from.

A variant has one name: the page saves it, its words are ``start.variant.<name>``
(``briscola/i18n``), and the presets that play it are named after it. Its rule options
are :class:`briscola.engine.rules.Rules` fields; ``Rules.for_table`` builds a table's rules from a
variant. Standard library only, and no rules: the page reads it to draw the start screen.

>>> VARIANTS["briscolone"].options
(('no_trump', True), ('swap_seven', False))
>>> offered(3), offered(3, 36)
(('classic', 'con-il-due', 'briscolone', 'a-31'), ('classic', 'briscolone', 'a-31'))
>>> VARIANTS["briscolone"].toggles_at(2), VARIANTS["classic"].toggles_at(4)[:2]
(('follow_suit', 'same_dealer_after_tie', 'cappotto_double'), ('swap_seven', 'signals'))
"""

from __future__ import annotations

from typing import Final

from briscola.engine.values import value

TABLES: Final = (2, 3, 4, 5, 6)
"""Table sizes: 2 and 3 each for themselves, 4 in pairs, 5 Briscola Chiamata, 6 in threes."""

DECK_SIZES: Final = {2: (40,), 3: (39, 36), 4: (40,), 5: (40,), 6: (36,)}
"""Deck sizes each table allows; the first is the default."""

CHIAMATA_PLAYERS: Final = 5
"""A table of five plays Briscola Chiamata: no card turned (so no swap), one hand at a time."""

TEAM_TABLES: Final = (4, 6)
"""Tables with partners: pairs with 4, threes with 6."""

TABLE_TOGGLES: Final = ("swap_seven", "signals", "same_dealer_after_tie", "cappotto_double")
"""Rule options a player may switch whatever the variant, at the tables where they apply."""

_TOGGLE_TABLES: Final = {
    "swap_seven": tuple(n for n in TABLES if n != CHIAMATA_PLAYERS),
    "signals": TEAM_TABLES,
}


@value
class Variant:
    """One variant: its name, the tables that play it, the options it sets and offers."""

    name: str
    """The one name: the page's choice and saved settings, the words' key, the presets'."""
    tables: tuple[int, ...]
    """The table sizes that play it."""
    options: tuple[tuple[str, bool], ...] = ()
    """The rule options it sets (``Rules`` fields and values)."""
    toggles: tuple[str, ...] = ()
    """Rule options of its own a player may switch (Briscolone's ``follow_suit``)."""
    decks: tuple[int, ...] = (40, 39, 36)
    """The deck sizes it is played with (Con il Due needs the 2s)."""
    old_names: tuple[str, ...] = ()
    """Names the page saved it under before; settings saved with them still load."""

    def plays(self, players: int, deck: int | None = None) -> bool:
        """Whether a table of ``players`` (with ``deck`` cards, if given) plays it."""
        return players in self.tables and (deck is None or deck in self.decks)

    def toggles_at(self, players: int) -> tuple[str, ...]:
        """The rule options a player may switch at a table of ``players`` with this variant:
        its own, then the tables' that it does not set itself."""
        fixed = {name for name, _ in self.options}
        shared = tuple(
            name
            for name in TABLE_TOGGLES
            if name not in fixed and players in _TOGGLE_TABLES.get(name, TABLES)
        )
        return self.toggles + shared


VARIANTS: Final = {
    variant.name: variant
    for variant in (
        Variant("classic", TABLES),
        Variant(
            "con-il-due",
            (2, 3, 4),
            (("two_beats_ace", True),),
            decks=(40, 39),
            old_names=("due",),
        ),
        Variant(
            "briscolone",
            (2, 3, 4, 6),
            (("no_trump", True), ("swap_seven", False)),
            toggles=("follow_suit",),
        ),
        Variant("scoperta", (2,), (("open_hands", True),)),
        Variant("a-31", (2, 3, 4, 6), (("declare_31", True),), old_names=("a31",)),
    )
}
"""Every variant, in the order the start screen lists them; ``classic`` is the default."""

CLASSIC: Final = "classic"

RULE_TOGGLES: Final = frozenset(TABLE_TOGGLES).union(
    *(variant.toggles for variant in VARIANTS.values())
)
"""Every rule option a player may switch at some table or in some variant."""

RENAMED: Final = {old: variant.name for variant in VARIANTS.values() for old in variant.old_names}
"""Old names of variants, to their names now."""


@value
class Preset:
    """A named table: a variant at a table size, with a deck and some toggles."""

    name: str
    variant: str
    players: int
    deck: int | None = None
    """None: the table's default deck."""
    toggles: tuple[tuple[str, bool], ...] = ()


PRESETS: Final = (
    Preset("classic-2", CLASSIC, 2),
    Preset("classic-3", CLASSIC, 3),
    Preset("classic-3-36", CLASSIC, 3, 36),
    Preset("pairs-4", CLASSIC, 4),
    Preset("con-il-due-2", "con-il-due", 2),
    Preset("briscolone-2", "briscolone", 2),
    Preset("briscolone-2-follow", "briscolone", 2, toggles=(("follow_suit", True),)),
    Preset("scoperta-2", "scoperta", 2),
    Preset("a-31-2", "a-31", 2),
    Preset("a-31-4", "a-31", 4),
    Preset("teams-6", CLASSIC, 6),
    Preset("pairs-4-signals", CLASSIC, 4, toggles=(("signals", True),)),
    Preset("teams-6-signals", CLASSIC, 6, toggles=(("signals", True),)),
    Preset("chiamata-5", CLASSIC, 5),
)
"""The named tables of the command line and the records (``rules.PRESETS`` builds their
rules); a variant's presets are named ``<variant>-<players>…``."""


def offered(players: int, deck: int | None = None) -> tuple[str, ...]:
    """The names of the variants a table of ``players`` (with ``deck`` cards) may choose."""
    return tuple(name for name, variant in VARIANTS.items() if variant.plays(players, deck))
