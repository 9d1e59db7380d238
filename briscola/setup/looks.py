"""How the cards and the table look: the card patterns (decks) a player may choose, the card
backs and the table's felts, by the ids the settings save.

The drawings themselves are made at build time by the card-art generator
(``scripts/cardart/``): the default pattern is ``static/cards.svg``, each regional pattern
``static/decks/<id>.svg``, the backs ``static/decks/backs.svg``; the felts' colours are in the
page's style sheet. ``tests/art/test_looks.py`` keeps these ids equal to the generator's.
"""

from __future__ import annotations

from typing import Final

DEFAULT_PATTERN: Final = "moderne"
"""The page's own deck (``static/cards.svg``): Italian suits with corner indices."""
PATTERNS: Final = (
    DEFAULT_PATTERN,
    "napoletane",
    "piacentine",
    "siciliane",
    "trevigiane",
    "bergamasche",
    "piemontesi",
)
"""Every pattern a player may choose, the default first, then the regional ones."""
FRENCH_PATTERNS: Final = frozenset({"piemontesi"})
"""The French-suited patterns: their cards are named with the French suits (quadri, cuori,
picche, fiori) and the Queen in place of the Knight."""

OWN_BACK: Final = "own"
"""The back choice that shows each pattern's own back."""
DEFAULT_BACK: Final = "reticolo"
"""The default pattern's own back."""
BACKS: Final = (
    DEFAULT_BACK,
    "scozzese",
    "righe",
    "fiori-rossi",
    "fiori-verdi",
    "rombi-rossi",
    "rombi-blu",
)
"""Every back a player may choose besides :data:`OWN_BACK`, whatever the pattern."""
PATTERN_BACKS: Final = {
    DEFAULT_PATTERN: DEFAULT_BACK,
    "napoletane": "scozzese",
    "piacentine": "righe",
    "siciliane": "fiori-verdi",
    "trevigiane": "rombi-rossi",
    "bergamasche": "fiori-rossi",
    "piemontesi": "rombi-blu",
}
"""The back each pattern comes with (its sprite's own ``#back``)."""

DEFAULT_FELT: Final = "verde"
FELTS: Final = (DEFAULT_FELT, "blu", "bordeaux", "antracite")
"""The table's felts, the page's green first."""


def back_of(pattern: str, back: str) -> str:
    """The back shown with ``pattern`` when ``back`` is chosen.

    >>> back_of("napoletane", OWN_BACK), back_of("napoletane", "righe")
    ('scozzese', 'righe')
    """
    return PATTERN_BACKS[pattern] if back == OWN_BACK else back


def is_french(pattern: str) -> bool:
    """Whether ``pattern``'s cards carry the French suits."""
    return pattern in FRENCH_PATTERNS
