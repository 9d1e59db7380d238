"""Screenshots of the built site in headless Chromium, phone and desktop, for a visual check.

Usage: python scripts/screenshots.py [--no-build] [--out screenshots] [--only tricks]
Writes every screen (start, its settings, the table at 2, 4 and 6 players with the deal's
fingerprint open, the end of a hand, the series' end, the statistics with a refused record
file, the saved data, the rules, a hand's review) at 360x740 and 1280x800 in Italian, and at
360x740 in German (the longest words), into screenshots/ (git-ignored); "-full" files show a
whole page taller than the window. Plays with ?fast=1 through clicks. Then the trick in
progress at 5 and 6 players (one and two cards played, and a whole trick), counter-clockwise
and clockwise, at 360x740, 740x360 and 1280x800 ("-trick1", "-trick2", "-trick-full");
``--only tricks`` takes these alone.
"""

import argparse
import sys
from pathlib import Path

from playwright.sync_api import FilePayload, Page, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sitebuild import chromium, layout
from sitebuild.assemble import build
from sitebuild.server import base_url, make_server, serve_in_thread

from tests.browser.browser_harness import boot
from tests.browser.table_driver import (
    SEED,
    STEP_TIMEOUT_MS,
    choose,
    open_fast,
    open_settings,
    play_card,
    play_to_result,
    settle_auction,
    start_game,
    wait_turn_or_result,
)

ROOT = layout.ROOT
VIEWPORTS = {"phone": (360, 740), "desktop": (1280, 800)}
RUNS = (
    ("phone", VIEWPORTS["phone"], "it"),
    ("desktop", VIEWPORTS["desktop"], "it"),
    ("phone-de", VIEWPORTS["phone"], "de"),  # German has the longest words
)
TRICK_RUNS = (
    ("phone", VIEWPORTS["phone"]),
    ("landscape", (740, 360)),
    ("desktop", VIEWPORTS["desktop"]),
)


def shoot(page: Page, out: Path, name: str, *, full: bool = False) -> None:
    """Save a screenshot of the viewport (and of the whole page with ``full``), and report
    horizontal overflow."""
    page.wait_for_timeout(350)  # let the card animation end
    path = out / f"{name}.png"
    page.screenshot(path=str(path))
    if full and page.evaluate("document.documentElement.scrollHeight > window.innerHeight"):
        page.screenshot(path=str(out / f"{name}-full.png"), full_page=True)
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    print(f"{path}{'  HORIZONTAL OVERFLOW ' + str(overflow) + 'px' if overflow > 0 else ''}")


def menu(page: Page, act: str, screen: str) -> None:
    """Open a page of the menu (on a phone some of its buttons are hidden: clicked by script)."""
    page.evaluate(f"document.querySelector('nav [data-act={act}]').click()")
    page.wait_for_selector(f"body[data-screen={screen}]")


def leave(page: Page) -> None:
    """Leave the game in play for the start screen."""
    page.locator("nav [data-act=leave]").click()
    page.locator("#confirm button[value=yes]").click()
    page.wait_for_selector("body[data-screen=start]")


def play_some(page: Page, cards: int) -> None:
    """Play ``cards`` of the person's cards, then wait for their turn."""
    for _ in range(cards):
        wait_turn_or_result(page)
        play_card(page)
    wait_turn_or_result(page)


def session(page: Page, url: str, out: Path, tag: str, lang: str = "it") -> None:
    """One pass over every screen at the page's viewport, in ``lang``."""
    open_fast(page, url)
    if lang != "it":
        page.locator(f"nav [data-act=language][data-arg={lang}]").click()
        page.wait_for_selector(f"html[lang={lang}]")
    shoot(page, out, f"{tag}-start")
    open_settings(page)
    shoot(page, out, f"{tag}-start-settings", full=True)
    start_game(page, 2, best_of=3)
    play_some(page, 3)
    shoot(page, out, f"{tag}-table-2p")
    page.locator("#t-proof summary").click()
    shoot(page, out, f"{tag}-table-2p-proof")
    page.locator("#t-proof summary").click()
    play_to_result(page)
    shoot(page, out, f"{tag}-result", full=True)
    while page.locator("#screen-result [data-act=next]").count():
        page.locator("#screen-result [data-act=next]").click()
        play_to_result(page)
    shoot(page, out, f"{tag}-result-series-over", full=True)
    page.locator("#screen-result [data-act=series-end]").click()
    page.wait_for_selector("body[data-screen=series]")
    shoot(page, out, f"{tag}-series-end", full=True)
    menu(page, "stats", "stats")
    shoot(page, out, f"{tag}-stats", full=True)
    bad: FilePayload = {"name": "bad.json", "mimeType": "application/json", "buffer": b"[1]"}
    page.locator("#record-file").set_input_files(files=[bad])
    page.wait_for_selector("#notice:not([hidden])")
    shoot(page, out, f"{tag}-stats-record-refused")
    menu(page, "back", "series")
    menu(page, "data", "data")
    shoot(page, out, f"{tag}-data", full=True)
    menu(page, "back", "series")
    menu(page, "rules", "rules")
    shoot(page, out, f"{tag}-rules")
    menu(page, "back", "series")
    page.locator("#screen-series [data-act=settings]").click()
    page.wait_for_selector("body[data-screen=start]")
    start_game(page, 4)
    play_some(page, 2)
    shoot(page, out, f"{tag}-table-4p")
    play_to_result(page)
    shoot(page, out, f"{tag}-result-4p", full=True)
    page.locator("#screen-result [data-act=settings]").click()
    page.wait_for_selector("body[data-screen=start]")
    start_game(page, 6)
    play_some(page, 1)
    shoot(page, out, f"{tag}-table-6p")
    play_to_result(page)
    shoot(page, out, f"{tag}-result-6p", full=True)
    review = page.locator("#screen-result [data-act=review]")
    if review.count():
        review.click()
        page.wait_for_selector("body[data-screen=review]")
        shoot(page, out, f"{tag}-review-busy")
        page.wait_for_selector("#review-trick", timeout=240_000)
        shoot(page, out, f"{tag}-review", full=True)


# What the trick's shots wait for: the end of the hand, a trick of one of the ``wanted``
# sizes, a whole trick on show (unless ``whole`` is taken already), or the person's turn.
NEXT_SHOT = """([wanted, whole, players]) => {
  const body = document.body;
  if (body.dataset.screen !== "table") return "result";
  const shown = document.querySelectorAll("#t-trick .played").length;
  if (body.dataset.hold === "0" && wanted.includes(shown)) return `trick${shown}`;
  if (body.dataset.hold === "1" && shown === players && !whole) return "trick-full";
  const playable = "#t-hand button.card:not([aria-disabled=true])";
  return body.dataset.phase === "human" && body.dataset.hold === "0"
      && document.querySelector(playable) ? "turn" : false;
}"""


def trick_shots(page: Page, url: str, out: Path, tag: str, players: int, clockwise: bool) -> None:
    """The trick in progress at ``players``: one and two cards played, and a whole trick
    while it stays on the table.

    Played at the "Normale" pace (not ``?fast=1``), so that each card stays long enough to
    be shot; reduced motion, so that no card is caught in flight.
    """
    page.emulate_media(reduced_motion="reduce")
    boot(page, f"{url}?seed={SEED}")
    choose(page, "pace", "normal")
    start_game(page, players, checks=("clockwise",) if clockwise else ())
    settle_auction(page)
    name = f"{tag}-table-{players}p{'-cw' if clockwise else ''}"
    wanted = [1, 2]
    whole = False
    while wanted or not whole:
        found = page.wait_for_function(
            NEXT_SHOT, arg=[wanted, whole, players], timeout=STEP_TIMEOUT_MS
        ).json_value()
        if found == "result":
            break
        if found == "turn":
            play_card(page)
            continue
        path = out / f"{name}-{found}.png"
        page.screenshot(path=str(path))
        print(path)
        if found == "trick-full":
            whole = True
        else:
            wanted.remove(int(found.removeprefix("trick")))
    if wanted or not whole:
        print(f"{name}: not seen: tricks of {wanted} cards{'' if whole else ', a whole trick'}")


def main() -> None:
    """Build (unless --no-build), serve, take the screenshots."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="use _site/ as it is")
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots")
    parser.add_argument("--only", choices=["tricks"], help="take the trick's shots alone")
    args = parser.parse_args()
    site = layout.SITE if args.no_build else build().site
    args.out.mkdir(parents=True, exist_ok=True)
    server = make_server(site, "127.0.0.1", 0, quiet=True)
    serve_in_thread(server)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**chromium.launch_args())  # type: ignore[arg-type]
            for tag, (width, height), lang in RUNS if args.only is None else ():
                context = browser.new_context(viewport={"width": width, "height": height})
                page = context.new_page()
                page.on("pageerror", lambda error: print(f"page error: {error}"))
                session(page, base_url(server), args.out, tag, lang)
                context.close()
            for tag, (width, height) in TRICK_RUNS:
                for players in (6, 5):
                    for clockwise in (False, True):
                        context = browser.new_context(viewport={"width": width, "height": height})
                        page = context.new_page()
                        page.on("pageerror", lambda error: print(f"page error: {error}"))
                        trick_shots(page, base_url(server), args.out, tag, players, clockwise)
                        context.close()
            browser.close()
    finally:
        server.shutdown()
        server.server_close()


if __name__ == "__main__":
    main()
