"""The regional decks the player may choose, each drawn whole by the generator into a sprite
of its own (``static/decks/<ident>.svg``), and the table's felts."""

from __future__ import annotations

from .bergamasche import DECK as BERGAMASCHE
from .model import Deck
from .napoletane import DECK as NAPOLETANE
from .piacentine import DECK as PIACENTINE
from .piemontesi import DECK as PIEMONTESI
from .siciliane import DECK as SICILIANE
from .trevigiane import DECK as TREVIGIANE

DECKS: dict[str, Deck] = {
    deck.ident: deck
    for deck in (NAPOLETANE, PIACENTINE, SICILIANE, TREVIGIANE, BERGAMASCHE, PIEMONTESI)
}
"""Every regional deck, by its id."""
