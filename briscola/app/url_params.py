"""The page's URL parameters read strictly: a value that does not parse is ignored, with a
reason, and never reaches the game or its saved data."""

from __future__ import annotations

from typing import Final

from briscola.engine.tuples import NamedTuple

MAX_SEED_DIGITS: Final = 18
"""Longest ``?seed=`` accepted (any 18-digit number fits a 64-bit integer)."""


class Parsed(NamedTuple):
    """A parameter's value, or None with the reason it was ignored (None when absent)."""

    value: int | None
    reason: str | None


def parse_seed(text: str | None) -> Parsed:
    """The ``?seed=N`` value: ASCII digits only, at most :data:`MAX_SEED_DIGITS` of them.

    >>> parse_seed("42"), parse_seed(None)
    (Parsed(value=42, reason=None), Parsed(value=None, reason=None))
    >>> parse_seed("²").reason, parse_seed("①").reason, parse_seed("9" * 5000).reason
    ('not-digits', 'not-digits', 'too-long')
    """
    if text is None:
        return Parsed(None, None)
    if len(text) > MAX_SEED_DIGITS:
        return Parsed(None, "too-long")
    if not text or not text.isascii() or not text.isdigit():
        return Parsed(None, "not-digits")
    return Parsed(int(text), None)


PAGE_KEYS: Final = ("fast",)
"""The page's own parameters, which may come beside a shared deal's and are not part of it."""


def share_query(search: str | None) -> str | None:
    """The shared deal's part of the page's query (``?v=1&…``), None when it names none.

    >>> share_query("?fast=1&v=1&p=2"), share_query("?seed=4"), share_query(None)
    ('v=1&p=2', None, None)
    """
    if not search:
        return None
    pairs = [p for p in search.removeprefix("?").split("&") if p.partition("=")[0] not in PAGE_KEYS]
    if not any(p.partition("=")[0] == "v" for p in pairs):
        return None
    return "&".join(pairs)


def without_share(search: str) -> str:
    """The page's query with a shared deal's part taken out (the page's own parameters
    stay), so that a reload does not deal the shared hand again.

    >>> without_share("?fast=1&v=1&p=2"), without_share("?v=1&p=2"), without_share("")
    ('?fast=1', '', '')
    """
    if share_query(search) is None:
        return search
    kept = [p for p in search.removeprefix("?").split("&") if p.partition("=")[0] in PAGE_KEYS]
    return "?" + "&".join(kept) if kept else ""
