"""The page's words in Italian (default), English and German, card names and the rules page.

>>> from briscola.engine.cards import Card
>>> [card_name(Card.from_code("AD"), lang) for lang in ("it", "en", "de")]
['Asso di Denari', 'Ace of Coins', 'Münzen-Ass']
>>> text("en", "turn.other", name="Marco")
'Marco’s turn'
>>> count("it", "tricks", 1), count("it", "tricks", 4)
('1 presa', '4 prese')
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
"""Each language's words are in the module of its code, its rules page in ``rules_<code>``,
the first hand that teaches in ``lesson_<code>``:
imported when first asked for, so a page in Italian never loads the other languages."""


def _module(prefix: str, lang: str) -> ModuleType:
    return _loaded(prefix, lang if lang in LANGUAGES else DEFAULT)


@cache
def _loaded(prefix: str, lang: str) -> ModuleType:
    """The module once imported: a lookup per string would otherwise go through the import
    system (a quarter of a command's work in the page)."""
    return import_module(f"{__name__}.{prefix}{lang}")


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


def lesson_strings(lang: str) -> Mapping[str, str]:
    """The first hand that teaches: its strings, kept apart from the page's (``lesson_<code>``)."""
    table: Mapping[str, str] = _module("lesson_", lang).STRINGS
    return table


def lesson_text(lang: str, key: str, **values: object) -> str:
    """The lesson's string ``key`` in ``lang`` with ``values`` filled in."""
    template = lesson_strings(lang)[key]
    return template.format(**values) if values else template


def count(lang: str, key: str, n: int) -> str:
    """``key.one`` or ``key.other`` for ``n``, with ``n`` filled in."""
    return text(lang, f"{key}.{'one' if n == 1 else 'other'}", n=n)


def level_name(level: str, lang: str) -> str:
    """A computer level's name ("Medio"); a baseline player without one keeps its own name."""
    return strings(lang).get(f"level.{level}", level)


def suit_name(suit: str, lang: str) -> str:
    """The name of a suit code (``"D"``): Denari, Coins, Münzen."""
    names: Mapping[str, str] = _words(lang).SUITS
    return names[suit]


def rank_name(rank: str, lang: str) -> str:
    """The name of a rank code (``"F"``): Fante, Jack, Bube."""
    names: Mapping[str, str] = _words(lang).RANKS
    return names[rank]


def card_name(card: Card, lang: str) -> str:
    """The card as a screen reader should say it: "Asso di Denari", "Ace of Coins"."""
    pattern: str = _words(lang).CARD
    return pattern.format(rank=rank_name(card.rank, lang), suit=suit_name(card.suit, lang))


def card_phrase(card: Card, lang: str) -> str:
    """The card inside a sentence: with its article in Italian and English."""
    name = card_name(card, lang)
    if lang == "it":
        return ("l’" if card.rank == "A" else "il ") + name
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
