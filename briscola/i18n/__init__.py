"""The page's words in Italian (default), English and German, card names and the rules page.

>>> from briscola.engine.cards import Card
>>> [card_name(Card.from_code("AD"), lang) for lang in ("it", "en", "de")]
['Asso di Denari', 'Ace of Coins', 'Münzen-Ass']
>>> text("en", "turn.other", name="Marco")
'Marco’s turn'
>>> count("it", "tricks", 1), count("it", "tricks", 4)
('1 presa', '4 prese')
>>> [card_name(Card.from_code("CC"), french_suited(lang)) for lang in ("it", "en", "de")]
['Donna di Cuori', 'Queen of Hearts', 'Herz-Dame']
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from importlib import import_module
from types import ModuleType
from typing import Final

from briscola.engine.cards import Card
from briscola.engine.tuples import NamedTuple

DEFAULT: Final = "it"
LANGUAGES: Final = ("it", "en", "de")
"""Each language's words are in the module of its code, its rules page in ``rules_<code>``:
imported when first asked for, so a page in Italian never loads the other languages."""


def _module(prefix: str, lang: str) -> ModuleType:
    return _loaded(prefix, lang if lang in LANGUAGES else DEFAULT)


@cache
def _loaded(prefix: str, lang: str) -> ModuleType:
    """The module once imported: a lookup per string would otherwise go through the import
    system (a quarter of a command's work in the page)."""
    return import_module(f"{__name__}.{prefix}{lang}")


class FrenchSuited(str):
    """A language's code (``"it"``) that also says the cards are French-suited: its card and
    suit names are the French ones (Quadri, Cuori, Picche, Fiori; the Queen for the Knight).

    It equals the plain code, so every other word of the language is looked up as ever:
    the page's language is one of these while a French-suited deck is chosen, and the card
    names of every screen, sentence and aid follow without being told.
    """

    __slots__ = ()


def french_suited(lang: str) -> str:
    """``lang`` naming the cards with the French suits."""
    return FrenchSuited(lang)


def _suits(lang: str) -> Mapping[str, str]:
    words = _words(lang)
    names: Mapping[str, str] = words.FRENCH_SUITS if type(lang) is FrenchSuited else words.SUITS
    return names


def _ranks(lang: str) -> Mapping[str, str]:
    words = _words(lang)
    names: Mapping[str, str] = words.FRENCH_RANKS if type(lang) is FrenchSuited else words.RANKS
    return names


class RulesSection(NamedTuple):
    """One heading of the rules page and its paragraphs."""

    heading: str
    paragraphs: tuple[str, ...]


def _words(lang: str) -> ModuleType:
    return _module("", lang)


def strings(lang: str) -> Mapping[str, str]:
    """Every string of a language (Italian for an unknown language)."""
    table: Mapping[str, str] = _words(lang).STRINGS
    return table


def text(lang: str, key: str, **values: object) -> str:
    """The string ``key`` in ``lang`` with ``values`` filled in; a missing key raises KeyError."""
    template = strings(lang)[key]
    return template.format(**values) if values else template


def count(lang: str, key: str, n: int) -> str:
    """``key.one`` or ``key.other`` for ``n``, with ``n`` filled in."""
    return text(lang, f"{key}.{'one' if n == 1 else 'other'}", n=n)


def level_name(level: str, lang: str) -> str:
    """A computer level's name ("Medio"); a baseline player without one keeps its own name."""
    return strings(lang).get(f"level.{level}", level)


def suit_name(suit: str, lang: str) -> str:
    """The name of a suit code (``"D"``): Denari, Coins, Münzen (French-suited: Quadri)."""
    return _suits(lang)[suit]


def rank_name(rank: str, lang: str) -> str:
    """The name of a rank code (``"F"``): Fante, Jack, Bube (French-suited, ``"C"``: Donna)."""
    return _ranks(lang)[rank]


def card_name(card: Card, lang: str) -> str:
    """The card as a screen reader should say it: "Asso di Denari", "Ace of Coins"."""
    pattern: str = _words(lang).CARD
    return pattern.format(rank=rank_name(card.rank, lang), suit=suit_name(card.suit, lang))


def card_phrase(card: Card, lang: str) -> str:
    """The card inside a sentence: with its article in Italian and English."""
    name = card_name(card, lang)
    if lang == "it":
        if card.rank == "A":
            return "l’" + name
        return ("la " if rank_name(card.rank, lang) == "Donna" else "il ") + name
    if lang == "en":
        return "the " + name
    return name


def join_names(lang: str, names: list[str]) -> str:
    """Names joined for a sentence: "a", "a e b", "a, b e c"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + text(lang, "problem.and") + names[-1]


def rules_page(lang: str) -> tuple[RulesSection, ...]:
    """The rules page's sections in ``lang``."""
    sections: tuple[tuple[str, tuple[str, ...]], ...] = _module("rules_", lang).SECTIONS
    return tuple(RulesSection(heading, paragraphs) for heading, paragraphs in sections)
