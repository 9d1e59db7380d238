"""The generated files, keyed by their path under static/, and how to write or check them."""

from __future__ import annotations

from pathlib import Path

from briscola.ui.markup.html import CARD_SPRITE

from .icons import favicon_svg, icon_svg
from .sprite import sprite_svg

ICONS_DIR = "icons"


def generate() -> dict[str, str]:
    """Every generated SVG: the cards' sprite (``cards.svg``) and the icons."""
    return {
        CARD_SPRITE: sprite_svg(),
        f"{ICONS_DIR}/icon.svg": icon_svg(),
        f"{ICONS_DIR}/favicon.svg": favicon_svg(),
    }


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
