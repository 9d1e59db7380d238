"""Renders with headless Chromium (through Playwright, so the headless shell the tests use
works as well as a whole browser): the PNG icons and contact sheets of the card art."""

from __future__ import annotations

import tempfile
from pathlib import Path

from sitebuild.chromium import launch_args

from .icons import FELT, icon_svg
from .palette import RANKS, SUITS


def screenshot(page: Path, png: Path, width: int, height: int) -> Path:
    """Screenshot a local HTML page at the given window size into ``png``, keeping the
    page's transparent background transparent."""
    from playwright.sync_api import sync_playwright  # the test tools, not a default install

    png.parent.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args())  # type: ignore[arg-type]
        try:
            view = browser.new_page(viewport={"width": width, "height": height})
            view.goto(page.resolve().as_uri())
            view.wait_for_load_state("load")
            view.screenshot(path=str(png), omit_background=True)
        finally:
            browser.close()
    return png


def _image_page(svg_uri: str, size: int, background: str) -> str:
    return (
        "<!doctype html><html><head><style>html,body{margin:0;background:"
        f"{background}}}img{{display:block;width:{size}px;height:{size}px}}</style></head>"
        f'<body><img src="{svg_uri}" alt=""></body></html>'
    )


def icon_pngs(icons: Path) -> list[Path]:
    """Render icon-192.png, icon-512.png (from icon.svg) and maskable-512.png."""
    done = []
    with tempfile.TemporaryDirectory(prefix="cardart-icons-") as tmp:
        work = Path(tmp)
        maskable = work / "maskable.svg"
        maskable.write_text(icon_svg(maskable=True))
        jobs = [
            (icons / "icon.svg", 192, "icon-192.png", "transparent"),
            (icons / "icon.svg", 512, "icon-512.png", "transparent"),
            (maskable, 512, "maskable-512.png", FELT),
        ]
        for svg, size, name, background in jobs:
            page = work / f"{name}.html"
            page.write_text(_image_page(svg.resolve().as_uri(), size, background))
            done.append(screenshot(page, icons / name, size, size))
    return done


SHEET_CSS = """
html,body{margin:0;font:13px sans-serif;color:#222;background:#fff}
.felt{background:radial-gradient(circle at 50% 40%,#2f8a52,#175a33);padding:10px}
.white{background:#fff;padding:10px}
.row{display:flex;gap:6px;margin:0 0 8px}
img{display:block;filter:drop-shadow(0 1px 1.5px rgba(0,0,0,.35))}
"""


def _sheet(sprite: Path, rows: list[list[str]], sections: list[tuple[str, int]]) -> str:
    """An HTML page showing the rows of cards (views of ``sprite``) once per (css class,
    card width) section."""
    html = [f"<!doctype html><html><head><style>{SHEET_CSS}</style></head><body>"]
    for section, width in sections:
        height = round(width * 100 / 60)
        html.append(f'<div class="{section}">')
        for row in rows:
            imgs = "".join(
                f'<img src="{sprite.resolve().as_uri()}#{name}" '
                f'width="{width}" height="{height}" alt="{name}">'
                for name in row
            )
            html.append(f'<div class="row">{imgs}</div>')
        html.append("</div>")
    html.append("</body></html>")
    return "".join(html)


def contact_sheets(sprite: Path, out: Path) -> list[Path]:
    """One sheet of all 41 cards (64 px on felt and on white, 120 px on white), then one
    large sheet per suit to look at the details."""
    out.mkdir(parents=True, exist_ok=True)
    suit_rows = [[rank + suit for rank in RANKS] for suit in SUITS]
    rows = [*suit_rows[:-1], [*suit_rows[-1], "back"]]
    shots = []
    page = out / "cards-contact-sheet.html"
    page.write_text(_sheet(sprite, rows, [("felt", 64), ("white", 64), ("felt", 118)]))
    shots.append(screenshot(page, out / "cards-contact-sheet.png", 1400, 1830))
    # The same page cut to its phone-size part, to look at 1:1.
    shots.append(screenshot(page, out / "cards-phone.png", 800, 950))
    for suit, row in zip(SUITS, suit_rows, strict=True):
        page = out / f"cards-large-{suit}.html"
        halves = [row[:5], row[5:]]
        if suit == SUITS[-1]:
            halves[0] = [*halves[0], "back"]
        page.write_text(_sheet(sprite, halves, [("felt", 180)]))
        shots.append(screenshot(page, out / f"cards-large-{suit}.png", 1130, 640))
    return shots


def deck_sheets(sprite: Path, ident: str, out: Path) -> list[Path]:
    """One sheet of a regional deck's 41 cards on felt (100 px), and one of a few of them
    large (180 px) to look at the details."""
    out.mkdir(parents=True, exist_ok=True)
    suit_rows = [[rank + suit for rank in RANKS] for suit in SUITS]
    rows = [*suit_rows[:-1], [*suit_rows[-1], "back"]]
    page = out / f"deck-{ident}.html"
    page.write_text(_sheet(sprite, rows, [("felt", 100)]))
    shots = [screenshot(page, out / f"deck-{ident}.png", 1200, 740)]
    large = [["AD", "3C", "5S", "7B", "FD"], ["CC", "RS", "RB", "4D", "back"]]
    page = out / f"deck-{ident}-large.html"
    page.write_text(_sheet(sprite, large, [("felt", 180)]))
    shots.append(screenshot(page, out / f"deck-{ident}-large.png", 1000, 640))
    return shots
