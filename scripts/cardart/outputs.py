"""The generated files, keyed by their path under static/, and how to write or check them."""

from __future__ import annotations

import gzip
from pathlib import Path

from briscola.ui.markup.html import BACKS_SPRITE, CARD_SPRITE, pattern_sprite

from .decks import DECKS
from .decks.backs import backs_sprite_svg
from .icons import favicon_svg, icon_svg
from .sprite import sprite_svg

ICONS_DIR = "icons"


def deck_sprite(ident: str) -> str:
    """The path under static/ of a regional deck's sprite (where the page looks for it)."""
    return pattern_sprite(ident)


def generate() -> dict[str, str]:
    """Every generated SVG: the default deck's sprite (``cards.svg``), each regional deck's
    (``decks/<ident>.svg``), the backs (``decks/backs.svg``) and the icons."""
    files = {CARD_SPRITE: sprite_svg()}
    for ident, deck in DECKS.items():
        files[deck_sprite(ident)] = deck.sprite_svg()
    files[BACKS_SPRITE] = backs_sprite_svg()
    files[f"{ICONS_DIR}/icon.svg"] = icon_svg()
    files[f"{ICONS_DIR}/favicon.svg"] = favicon_svg()
    return files


def gzip_size(text: str) -> int:
    """The bytes of ``text`` gzip-compressed at the highest level (what a server may send).

    >>> gzip_size("a" * 1000) < 40
    True
    """
    return len(gzip.compress(text.encode(), compresslevel=9, mtime=0))


def sprites(files: dict[str, str]) -> dict[str, str]:
    """The card sprites among the generated files (every one but the icons)."""
    return {name: text for name, text in files.items() if not name.startswith(ICONS_DIR + "/")}


def differences(static: Path, files: dict[str, str]) -> list[str]:
    """What differs between disk and the generator, one line each (empty when up to date)."""
    problems = []
    for name, text in files.items():
        path = static / name
        if not path.is_file():
            problems.append(f"missing {path}")
        elif path.read_bytes() != text.encode():
            problems.append(f"differs {path}")
    return problems


def write(static: Path, files: dict[str, str]) -> int:
    """Write the files that changed; return how many were written."""
    written = 0
    for name, text in files.items():
        path = static / name
        data = text.encode()
        if path.is_file() and path.read_bytes() == data:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        written += 1
    return written
