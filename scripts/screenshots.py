"""Screenshots of the built site in headless Chromium, phone and desktop, for a visual check.

Usage: python scripts/screenshots.py [--no-build] [--out screenshots]
Writes start, table (2 and 4 players, mid-hand), end of hand and rules page at 360x740
and 1280x800 into screenshots/ (git-ignored). Plays with ?fast=1 through clicks.
"""

import argparse
import sys
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sitebuild import chromium, layout
from sitebuild.assemble import build
from sitebuild.server import base_url, make_server, serve_in_thread

from tests.browser.table_driver import (
    open_fast,
    play_card,
    play_to_result,
    start_game,
    wait_turn_or_result,
)

ROOT = layout.ROOT
VIEWPORTS = {"phone": (360, 740), "desktop": (1280, 800)}


def shoot(page: Page, out: Path, name: str) -> None:
    """Save a screenshot of the viewport (and report horizontal overflow)."""
    page.wait_for_timeout(350)  # let the card animation end
    path = out / f"{name}.png"
    page.screenshot(path=str(path))
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    print(f"{path}{'  HORIZONTAL OVERFLOW ' + str(overflow) + 'px' if overflow > 0 else ''}")


def session(page: Page, url: str, out: Path, tag: str) -> None:
    """One pass over every screen at the page's viewport."""
    open_fast(page, url)
    shoot(page, out, f"{tag}-start")
    start_game(page, 2, best_of=3)
    for _ in range(3):
        wait_turn_or_result(page)
        play_card(page)
    wait_turn_or_result(page)
    shoot(page, out, f"{tag}-table-2p")
    play_to_result(page)
    shoot(page, out, f"{tag}-end-of-hand")
    page.locator("nav [data-act=rules]").click()
    page.wait_for_selector("body[data-screen=rules]")
    shoot(page, out, f"{tag}-rules")
    page.locator("nav [data-act=back]").click()
    page.locator("nav [data-act=leave]").click()
    page.locator("#confirm button[value=yes]").click()
    start_game(page, 3)
    for _ in range(2):
        wait_turn_or_result(page)
        play_card(page)
    wait_turn_or_result(page)
    shoot(page, out, f"{tag}-table-3p")
    page.locator("nav [data-act=leave]").click()
    page.locator("#confirm button[value=yes]").click()
    start_game(page, 4)
    for _ in range(2):
        wait_turn_or_result(page)
        play_card(page)
    wait_turn_or_result(page)
    shoot(page, out, f"{tag}-table-4p")
    page.locator("nav [data-act=language][data-arg=de]").click()
    shoot(page, out, f"{tag}-table-4p-de")
    play_to_result(page)
    shoot(page, out, f"{tag}-end-of-hand-4p-de")


def main() -> None:
    """Build (unless --no-build), serve, take the screenshots."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="use _site/ as it is")
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots")
    args = parser.parse_args()
    site = layout.SITE if args.no_build else build().site
    args.out.mkdir(parents=True, exist_ok=True)
    server = make_server(site, "127.0.0.1", 0, quiet=True)
    serve_in_thread(server)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**chromium.launch_args())  # type: ignore[arg-type]
            for tag, (width, height) in VIEWPORTS.items():
                context = browser.new_context(viewport={"width": width, "height": height})
                page = context.new_page()
                page.on("pageerror", lambda error: print(f"page error: {error}"))
                session(page, base_url(server), args.out, tag)
                context.close()
            browser.close()
    finally:
        server.shutdown()
        server.server_close()


if __name__ == "__main__":
    main()
