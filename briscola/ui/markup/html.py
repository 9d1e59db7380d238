"""Small helpers to write HTML safely: every text and attribute value is escaped."""

from __future__ import annotations

import re
from html import escape
from typing import Final

from briscola.engine.tuples import NamedTuple
from briscola.setup.looks import DEFAULT_PATTERN, OWN_BACK, PATTERN_BACKS, back_of

_SPECIAL: Final = re.compile("[&<>\"']")

CARD_SPRITE: Final = "cards.svg"
"""The card pictures, in ``static/``: one SVG holding every card, each shown by the URL's
fragment, the card's code (``"AD"``) or ``"back"`` (written by ``scripts/make_cards.py``).
The markup always names this, the default deck's sprite; :class:`CardArt` draws the cards
from the chosen deck's sprite instead, as the page writes the markup."""
DECKS_DIR: Final = "decks"
"""The regional decks' sprites, each drawn like :data:`CARD_SPRITE`, and the backs."""
BACKS_SPRITE: Final = f"{DECKS_DIR}/backs.svg"
"""Every back a player may choose, each shown by the URL's fragment, its id."""


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


def card_img(code: str, alt: str = "", cls: str = "card-img", *, lazy: bool = False) -> str:
    """The picture of a card (``code`` "AD", or "back"); decorative unless ``alt`` is given;
    ``lazy``: loaded only once shown (a picture behind a closed disclosure)."""
    loading = ' loading="lazy"' if lazy else ""
    return (
        f'<img class="{cls}" src="{esc(card_url(code))}" alt="{esc(alt)}"{loading}'
        ' draggable="false">'
    )


def img(src: str, cls: str) -> str:
    """A decorative picture of the site, loaded only once shown."""
    return f'<img class="{cls}" src="{esc(src)}" alt="" loading="lazy" draggable="false">'


def pattern_sprite(pattern: str) -> str:
    """The sprite, under ``static/``, of a pattern's cards.

    >>> pattern_sprite("moderne"), pattern_sprite("napoletane")
    ('cards.svg', 'decks/napoletane.svg')
    """
    return CARD_SPRITE if pattern == DEFAULT_PATTERN else f"{DECKS_DIR}/{pattern}.svg"


def back_url(back: str) -> str:
    """The picture of one of the backs a player may choose (``"scozzese"``).

    >>> back_url("scozzese")
    './static/decks/backs.svg#scozzese'
    """
    return f"./static/{BACKS_SPRITE}#{back}"


class CardArt(NamedTuple):
    """Where the page's card pictures come from: the sprite of the faces (under
    ``static/``) and the back's picture."""

    faces: str = CARD_SPRITE
    back: str = f"./static/{CARD_SPRITE}#back"

    @classmethod
    def of(cls, pattern: str, back: str = OWN_BACK) -> CardArt:
        """The pictures of ``pattern``'s cards with ``back`` (a back the pattern's sprite holds
        is drawn from it: one file fewer).

        >>> CardArt.of("moderne") == CardArt()
        True
        >>> CardArt.of("napoletane", "righe")
        CardArt(faces='decks/napoletane.svg', back='./static/decks/backs.svg#righe')
        >>> CardArt.of("napoletane", "scozzese").back
        './static/decks/napoletane.svg#back'
        """
        faces = pattern_sprite(pattern)
        shown = back_of(pattern, back)
        own = shown == PATTERN_BACKS[pattern]
        return cls(faces, f"./static/{faces}#back" if own else back_url(shown))

    def dress(self, html: str) -> str:
        """``html`` (which names the default deck's pictures) with every card picture drawn
        from this art instead. Only a picture's ``src`` can hold the default sprite's URL:
        every text of the markup is escaped, so no quote of a text starts an attribute.

        >>> CardArt.of("siciliane", "righe").dress(card_img("AD") + card_img("back"))
        '<img class="card-img" src="./static/decks/siciliane.svg#AD" alt="" draggable="false">\
<img class="card-img" src="./static/decks/backs.svg#righe" alt="" draggable="false">'
        """
        if self == _DEFAULT_ART:
            return html
        default_back = f'src="{card_url("back")}"'
        if self.back != card_url("back"):
            html = html.replace(default_back, f'src="{esc(self.back)}"')
        return html.replace(f'src="./static/{CARD_SPRITE}#', f'src="./static/{self.faces}#')

    def files(self) -> tuple[str, ...]:
        """The files of ``static/`` these pictures come from, the default deck's left out:
        those the page asks the service worker to keep for visits offline.

        >>> CardArt.of("bergamasche", "righe").files()
        ('decks/bergamasche.svg', 'decks/backs.svg')
        >>> CardArt.of("moderne").files()
        ()
        """
        back_file = self.back.removeprefix("./static/").partition("#")[0]
        found = [name for name in (self.faces, back_file) if name != CARD_SPRITE]
        return tuple(dict.fromkeys(found))


_DEFAULT_ART: Final = CardArt()


def classes(*names: str | bool | None) -> str:
    """Class names, skipping empty ones.

    >>> classes("seat", None, False, "turn")
    'seat turn'
    """
    return " ".join(name for name in names if isinstance(name, str) and name)
