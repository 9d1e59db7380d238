"""Small helpers to write HTML safely: every text and attribute value is escaped."""

from __future__ import annotations

import re
from html import escape
from typing import Final

_SPECIAL: Final = re.compile("[&<>\"']")

CARD_SPRITE: Final = "cards.svg"
"""The card pictures, in ``static/``: one SVG holding every card, each shown by the URL's
fragment, the card's code (``"AD"``) or ``"back"`` (written by ``scripts/make_cards.py``)."""


def esc(value: object) -> str:
    """Text escaped for HTML content or a quoted attribute.

    >>> esc('<b a="1">'), esc("it's"), esc(7)
    ('&lt;b a=&quot;1&quot;&gt;', 'it&#x27;s', '7')
    """
    text = str(value)
    # Most texts have nothing to escape: one search instead of escape's five replacements.
    return escape(text, quote=True) if _SPECIAL.search(text) else text


def attrs(**values: object) -> str:
    """Attributes from keywords (``_`` becomes ``-``; True is bare, False/None are left out).

    >>> attrs(data_act="play", aria_disabled="true", hidden=True, title=None)
    ' data-act="play" aria-disabled="true" hidden'
    """
    parts = []
    for name, value in values.items():
        if value is None or value is False:
            continue
        key = name.rstrip("_").replace("_", "-")
        parts.append(f" {key}" if value is True else f' {key}="{esc(value)}"')
    return "".join(parts)


def card_url(code: str) -> str:
    """The picture of a card (``code`` "AD", or "back"), relative to the page (the site may
    live under a sub-path): the one card sprite, its fragment naming the card.

    >>> card_url("AD")
    './static/cards.svg#AD'
    """
    return f"./static/{CARD_SPRITE}#{code}"


def card_img(code: str, alt: str = "", cls: str = "card-img") -> str:
    """The picture of a card (``code`` "AD", or "back"); decorative unless ``alt`` is given."""
    return f'<img class="{cls}" src="{esc(card_url(code))}" alt="{esc(alt)}" draggable="false">'


def classes(*names: str | bool | None) -> str:
    """Class names, skipping empty ones.

    >>> classes("seat", None, False, "turn")
    'seat turn'
    """
    return " ".join(name for name in names if isinstance(name, str) and name)
