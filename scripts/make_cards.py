"""Generate the card art: the default deck into static/cards.svg, each regional deck into
static/decks/<deck>.svg, the choice of backs into static/decks/backs.svg, and the icons' SVGs
into static/icons/. Prints each sprite's size, raw and gzip-compressed.

Run: python scripts/make_cards.py            write the SVGs
     python scripts/make_cards.py --check    exit 1 if the files on disk differ
     python scripts/make_cards.py --icons    also render the PNG icons (headless Chromium)
     python scripts/make_cards.py --sheet    render contact sheets into screenshots/
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from cardart import outputs, render
from cardart.decks import DECKS

from briscola.ui.markup.html import CARD_SPRITE

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--static",
        type=Path,
        default=ROOT / "static",
        help="the static folder to write into (default: static/)",
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 if any generated file is missing or differs",
    )
    parser.add_argument(
        "--icons",
        action="store_true",
        help="also render icon-192.png, icon-512.png and maskable-512.png",
    )
    parser.add_argument(
        "--sheet", action="store_true", help="render contact sheets of all cards into screenshots/"
    )
    args = parser.parse_args(argv)
    static: Path = args.static
    files = outputs.generate()
    for name, text in outputs.sprites(files).items():
        raw, packed = len(text.encode()), outputs.gzip_size(text)
        print(f"make_cards: {name:<24} {raw:>7,} bytes, {packed:>6,} bytes gzip -9")
    if args.check:
        problems = outputs.differences(static, files)
        for problem in problems:
            print(f"make_cards: {problem}", file=sys.stderr)
        if problems:
            print("make_cards: run python scripts/make_cards.py to regenerate", file=sys.stderr)
            return 1
        print(f"make_cards: {len(files)} files up to date")
        return 0
    written = outputs.write(static, files)
    print(f"make_cards: {written} of {len(files)} files written")
    if args.icons:
        for png in render.icon_pngs(static / "icons"):
            print(f"make_cards: rendered {png}")
    if args.sheet:
        shots = render.contact_sheets(static / CARD_SPRITE, ROOT / "screenshots")
        for ident in DECKS:
            shots += render.deck_sheets(
                static / outputs.deck_sprite(ident), ident, ROOT / "screenshots"
            )
        for shot in shots:
            print(f"make_cards: contact sheet {shot}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
