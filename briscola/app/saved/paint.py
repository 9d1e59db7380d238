"""The saved render: the HTML of the page's last screen, painted again before Python runs.

After each render the page keeps what it wrote (element id and HTML, in order) under the
site's ``paint`` key. At the next load ``static/paint.js`` writes that HTML back into the
page in its first paint, but only if the record belongs to the same build of the site and
to the saved game it showed: the record carries the build id and a checksum of the saved
settings and session texts, which the script computes again from ``localStorage``.

The checksum is a CRC-32 (the one of ``zlib``) of the UTF-8 bytes of the two texts, each
after a marker byte that UTF-8 never uses (``0xFF`` before a text, ``0xFE`` for a missing
one), so two different pairs of texts never feed it the same bytes. The script computes it
the same way.

>>> checksum(None, None), checksum("", None), checksum(None, "")
('91e301d7', '88f83096', 'e6e43141')
>>> checksum('{"language": "it"}', '{"v":1}')
'bcffc8de'
"""

from __future__ import annotations

import json
import zlib
from typing import Any, Final

from briscola.engine.errors import InvalidStateError
from briscola.engine.jsonio import loads_bounded
from briscola.engine.tuples import NamedTuple

FORMAT: Final = 1
MAX_CHARS: Final = 150_000
"""Longest record kept (a table is 5–15 kB); a longer one is not saved, nor read."""
SCREENS: Final = ("start", "table", "result")
"""The screens a record may show (the rules and the saved-data panel are not kept)."""
HTML_TAGS: Final = (
    *("b", "button", "code", "details", "div", "fieldset", "form", "h2", "h3", "i", "img"),
    *("input", "label", "legend", "li", "ol", "option", "p", "section", "select", "span"),
    *("summary", "ul"),
)
"""The HTML elements the page writes on the screens a record keeps: ``static/paint.js``
paints no other (the site build writes these lists into it)."""
SVG_TAGS: Final = ("svg", "path")
"""The SVG elements it writes there (the bar's icons)."""
ATTRIBUTES: Final = (
    *("alt", "aria-busy", "aria-controls", "aria-describedby", "aria-disabled"),
    *("aria-expanded", "aria-hidden", "aria-keyshortcuts", "aria-label", "aria-pressed"),
    *("autocomplete", "checked", "class", "d", "data-act", "data-action", "data-arg", "data-card"),
    *("data-focus", "data-refusable", "disabled", "draggable", "fill", "focusable", "for"),
    *("height", "hidden", "id", "lang", "loading", "maxlength", "name", "novalidate"),
    *("placeholder",),
    *("readonly", "role", "selected"),
    *("spellcheck", "src", "stroke", "stroke-linecap", "stroke-width", "tabindex", "title"),
    *("type", "value", "viewbox", "width"),
)
"""The attributes it writes there (names in lower case), none of which names a script, a
style or another page; ``src`` only on an ``img`` and only to a picture of the site's
``static/`` folder or of its ``decks/`` (``paint.js`` checks that too)."""
_PRESENT: Final = b"\xff"
_MISSING: Final = b"\xfe"


def checksum(settings: str | None, session: str | None) -> str:
    """The CRC-32 of the saved settings and session texts, as 8 hex digits."""
    crc = 0
    for text in (settings, session):
        crc = zlib.crc32(_MISSING if text is None else _PRESENT + text.encode("utf-8"), crc)
    return f"{crc:08x}"


class Painted(NamedTuple):
    """One saved render: the build and saved data it belongs to, the screen, the page's
    language, title and body state (``data-*``), the table's layout key, and the writes."""

    build: str
    sum: str
    screen: str
    lang: str
    title: str
    state: dict[str, str]
    layout: str
    writes: list[tuple[str, str]]


def encode(painted: Painted) -> str:
    """The record as the JSON text kept in the store (and read by ``static/paint.js``)."""
    data = painted._asdict() | {"v": FORMAT, "writes": [list(w) for w in painted.writes]}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def decode(text: str) -> Painted:
    """The record ``text`` holds; raises :class:`InvalidStateError` if it is not one."""
    data: Any = loads_bounded(text, "the saved render", max_chars=MAX_CHARS, max_depth=3)
    if not isinstance(data, dict) or data.get("v") != FORMAT:
        raise InvalidStateError("the saved render has another format")
    names = ("build", "sum", "screen", "lang", "title", "layout")
    strings = [value for name in names if isinstance(value := data.get(name), str)]
    state, writes = data.get("state"), data.get("writes")
    if len(strings) != len(names):
        raise InvalidStateError("the saved render lacks a field")
    if not isinstance(state, dict) or not all(isinstance(v, str) for v in state.values()):
        raise InvalidStateError("the saved render's state is not text")
    if not isinstance(writes, list) or not all(
        isinstance(w, list) and len(w) == 2 and all(isinstance(x, str) for x in w) for w in writes
    ):
        raise InvalidStateError("the saved render's writes are not pairs of text")
    build, total, screen, lang, title, layout = strings
    if screen not in SCREENS:
        raise InvalidStateError("the saved render shows no screen it may show")
    pairs = [(w[0], w[1]) for w in writes]
    return Painted(build, total, screen, lang, title, state, layout, pairs)


def matches(painted: Painted, build: str, settings: str | None, session: str | None) -> bool:
    """Whether ``painted`` belongs to this build and to these saved texts."""
    return painted.build == build and painted.sum == checksum(settings, session)
