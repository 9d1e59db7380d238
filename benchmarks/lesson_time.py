"""How long the first hand that teaches takes a person who reads along, in the page.

Usage: python benchmarks/lesson_time.py [--langs it en de] [--wpm 200] [--think 2]
                                        [--no-build] [--site DIR]

Opens the built site at the page's normal pace (no ``?fast=1``, the cards' movements on),
presses "Impara a giocare" and plays the lesson as a reader would: at each of the learner's
turns it reads the words of the lesson's panel it has not read yet at ``--wpm`` words a
minute, takes ``--think`` seconds to choose, then plays the card the tip names (else the
first one); at the end it reads the lesson's last words. Prints, per language, the whole
lesson's time (from the press to the last word read), the words read, and the part of the
time that was the page's own (the computer's moves, the tricks held, the movements). A
loaded machine stretches only the page's part: the load average is printed before and after.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sitebuild import chromium, layout
from sitebuild.assemble import build
from sitebuild.server import base_url, make_server, serve_in_thread

from tests.browser.browser_harness import boot
from tests.browser.table_driver import MY_TURN, PLAYABLE, RESULT, switch_language

TIMEOUT_MS = 60_000
PANEL = "#t-learn .lesson-notes"


def read(page: Page, selector: str, seen: set[str], wpm: float) -> int:
    """Read the paragraphs of ``selector`` not read yet; the words read."""
    words = 0
    for paragraph in page.locator(f"{selector} p").all_inner_texts():
        if paragraph not in seen:
            seen.add(paragraph)
            words += len(paragraph.split())
    time.sleep(words * 60 / wpm)
    return words


def lesson(page: Page, url: str, lang: str, wpm: float, think: float) -> tuple[float, int, float]:
    """One lesson: its time in seconds, the words read, the seconds spent reading and
    choosing."""
    boot(page, url)
    if lang != "it":
        switch_language(page, lang)
    seen: set[str] = set()
    words, person = 0, 0.0
    started = time.monotonic()
    page.locator("#start-form [data-act=lesson]").click()
    while True:
        page.wait_for_selector(f"{MY_TURN} {PLAYABLE}, {RESULT}", timeout=TIMEOUT_MS)
        if page.locator(RESULT).count():
            break
        before = time.monotonic()
        words += read(page, PANEL, seen, wpm)
        time.sleep(think)
        person += time.monotonic() - before
        hinted = page.locator(f"{PLAYABLE}.hinted")
        card = hinted if hinted.count() else page.locator(PLAYABLE).first
        name = card.get_attribute("aria-label")
        card.click()
        page.wait_for_function(
            "name => ![...document.querySelectorAll('#t-hand button.card')]"
            ".some(b => b.getAttribute('aria-label') === name)",
            arg=name,
            timeout=TIMEOUT_MS,
        )
    before = time.monotonic()
    words += read(page, "#screen-result .lesson-notes", seen, wpm)
    person += time.monotonic() - before
    return time.monotonic() - started, words, person


def main() -> None:
    """Build (unless --no-build), serve on 127.0.0.1, play the lesson per language, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--langs", nargs="+", default=["it", "en", "de"])
    parser.add_argument("--wpm", type=float, default=200, help="reading speed, words a minute")
    parser.add_argument("--think", type=float, default=2, help="seconds to choose a card")
    parser.add_argument("--no-build", action="store_true", help="measure _site/ as it is")
    parser.add_argument("--site", type=Path, help="measure this built site (another build)")
    args = parser.parse_args()
    site = args.site or (layout.SITE if args.no_build else build().site)
    server = make_server(site, quiet=True)
    serve_in_thread(server)
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=chromium.executable(), args=list(chromium.FLAGS)
            )
            for lang in args.langs:
                context = browser.new_context(viewport={"width": 1280, "height": 800})
                total, words, person = lesson(
                    context.new_page(), base_url(server), lang, args.wpm, args.think
                )
                print(
                    f"{lang}: {total:.0f} s in all ({total / 60:.1f} min), {words} words read;"
                    f" reading and choosing {person:.0f} s, the page's own {total - person:.0f} s",
                    flush=True,
                )
                context.close()
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
