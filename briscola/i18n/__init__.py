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

import re
import unicodedata
from collections.abc import Iterable, Mapping
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


def preferred(asked: Iterable[str]) -> str:
    """The first of the browser's languages (``navigator.languages``, most wanted first)
    that the page speaks, by its primary subtag ("en-GB" is English); Italian when none is.

    >>> preferred(["fr-FR", "en-GB", "en"]), preferred(["de-AT"]), preferred(["fr"])
    ('en', 'de', 'it')
    """
    for tag in asked:
        primary = tag.split("-")[0].split("_")[0].strip().lower()
        if primary in LANGUAGES:
            return primary
    return DEFAULT


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
    """The string ``key`` in ``lang`` with ``values`` filled in; a missing key raises KeyError.

    In Italian "a" and "e" before a value take their euphonic "d" when the value begins
    with the same vowel:

    >>> text("it", "turn.other", name="Anna"), text("it", "pair", a="Tu", b="Elena")
    ('Tocca ad Anna', 'Tu ed Elena')
    >>> text("it", "turn.other", name="Ettore"), text("it", "pair", a="Tu", b="Anna")
    ('Tocca a Ettore', 'Tu e Anna')
    """
    template = strings(lang)[key]
    if not values:
        return template
    if lang == DEFAULT:
        for name, plain, euphonic in _euphonic(template):
            if _initial(values.get(name)) == plain[0].lower():
                template = template.replace(plain, euphonic)
    return template.format(**values)


_BEFORE_VALUE: Final = re.compile(r"(?<!\w)([aAeE]) \{(\w+)\}")
"""Italian's "a" or "e" as a word of its own right before a value's place."""


@cache
def _euphonic(template: str) -> tuple[tuple[str, str, str], ...]:
    """The places of ``template`` where "a"/"e" comes before a value: the value's name, the
    words as written ("a {name}") and with the euphonic "d" ("ad {name}")."""
    return tuple(
        (found[2], found[0], f"{found[1]}d {{{found[2]}}}")
        for found in _BEFORE_VALUE.finditer(template)
    )


def _initial(value: object) -> str:
    """The first letter of a value, lower case and without its accent ("" for none)."""
    shown = str(value) if value is not None else ""
    if not shown:
        return ""
    return unicodedata.normalize("NFD", shown[0])[0].lower()


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
