"""Screenshots of the built site in headless Chromium, phone and desktop, for a visual check.

Usage: python scripts/screenshots.py [--no-build] [--out screenshots] [--only GROUP ...]
Takes these groups (``--only`` picks some, and may be repeated), into screenshots/
(git-ignored); "-full" files show a whole page taller than the window:

- screens: every screen (start, its settings, the table at 2, 4 and 6 players with the
  deal's fingerprint open, the Chiamata's auction at 5, the end of a hand, the series' end,
  the statistics with a refused record file, the saved data, the rules, a hand's review) at
  360x740 and 1280x800 in Italian, and at 360x740 in English and German. Plays with
  ?fast=1 through clicks.
- tricks: the trick in progress at 5 and 6 players (one and two cards played, and a whole
  trick), counter-clockwise and clockwise, at 360x740, 740x360 and 1280x800 ("-trick1",
  "-trick2", "-trick-full").
- aids: the tables of 5 and 6 with every aid on (the counting aid's every card out, the
  points, every trick), at 5 the auction's first bid, then the hint's answer shown; without
  a notice, and as a shared hand played beside a game open in another tab (with its notice,
  and the notice of the tab that follows first: "-following"); at 360x740, 740x360 and
  1280x800.
- puzzles: the puzzle screen before the pick, answered right, the next one, answered wrong.
- rating: the statistics page's rating and its plot after four rated hands.
- friends: two people at a table of four: the start screen, each pass screen and the table
  behind it.
- start: the start screen, its settings closed and open (the header's and the form's
  controls), in Italian and German.
- chiamata: a hand of five with the points shown, after two tricks ("-chiamata-points": each
  seat's own points while the partner is unknown), then its review's first trick with the
  hand of eight cards before the move.

The last five at 360x740 and 1280x800, in Italian (start: and German).
"""

import argparse
import json
import re
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path

from playwright.sync_api import Browser, FilePayload, Page, sync_playwright
from playwright.sync_api import Error as PlaywrightError

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sitebuild import chromium, layout
from sitebuild.assemble import build
from sitebuild.server import base_url, make_server, serve_in_thread

from tests.browser.browser_harness import boot
from tests.browser.table_driver import (
    MY_TURN,
    PLAYABLE,
    RESULT,
    SEED,
    STEP_TIMEOUT_MS,
    ask_hint,
    choose,
    open_fast,
    open_settings,
    play_card,
    play_to_result,
    settle_auction,
    start_game,
    switch_language,
    wait_turn_or_result,
)

ROOT = layout.ROOT
VIEWPORTS = {"phone": (360, 740), "desktop": (1280, 800)}
RUNS = (
    ("phone", VIEWPORTS["phone"], "it"),
    ("desktop", VIEWPORTS["desktop"], "it"),
    ("phone-en", VIEWPORTS["phone"], "en"),
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
        switch_language(page, lang)
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
    start_game(page, 5)
    page.wait_for_selector(AUCTION, timeout=STEP_TIMEOUT_MS)
    shoot(page, out, f"{tag}-table-5p-auction")
    leave(page)
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


AIDS_RUNS = TRICK_RUNS
"""The sizes of the tables with every aid on: a phone upright and sideways, a desktop."""
SHARED = {
    5: "v=1&p=5&d=40&var=classic&sw=0&fs=0&sg=0&lv=medium.medium.medium.medium&seed=1234&n=1",
    6: "v=1&p=6&d=36&var=classic&sw=1&fs=0&sg=0&lv=medium.medium.medium.medium.medium"
    "&seed=1234&n=1",
}
"""A shared deal's link at five and six players, opened beside a game to bring a notice."""
AUCTION = f"{MY_TURN} #t-tools [data-act=bid]"
PASS = "body[data-screen=pass]"


def start_with_every_aid(page: Page, players: int) -> None:
    """Start a table at ``players`` with every aid chosen on the start screen: the counting
    aid's every card out, the points, every trick (saved with the settings, so a shared hand
    opened later has them too)."""
    choose(page, "counting", "grid")
    start_game(page, players, checks=("show_points", "show_tricks"))


def hint_shots(page: Page, out: Path, name: str) -> None:
    """At five players the auction's first bid, then (both tables) the person's first card
    to play with the hint's answer shown."""
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}, {AUCTION}, {RESULT}", timeout=STEP_TIMEOUT_MS)
    if page.locator(AUCTION).count():
        shoot(page, out, f"{name}-auction")
    settle_auction(page)
    if wait_turn_or_result(page) == "turn":
        ask_hint(page)
        shoot(page, out, f"{name}-hint")


def aids_shots(page: Page, url: str, out: Path, tag: str, players: int, *, notice: bool) -> None:
    """The table at ``players`` with every aid on and the hint's answer shown; with
    ``notice``, in a second tab playing a shared hand beside a game open in the first."""
    name = f"{tag}-aids-{players}p{'-notice' if notice else ''}"
    if not notice:
        open_fast(page, url)
        start_with_every_aid(page, players)
        hint_shots(page, out, name)
        return
    first = page.context.new_page()
    first.set_viewport_size({"width": 1280, "height": 800})
    open_fast(first, url)
    start_with_every_aid(first, 2)
    wait_turn_or_result(first)
    page.emulate_media(reduced_motion="reduce")
    boot(page, f"{url}?{SHARED[players]}&fast=1")
    page.wait_for_selector("#notice:not([hidden])")
    shoot(page, out, f"{name}-following")
    page.locator("#notice button").first.click()
    hint_shots(page, out, name)
    first.close()


def puzzle_shots(page: Page, url: str, out: Path, tag: str, site: Path) -> None:
    """The puzzle screen: a puzzle before the pick, answered right, then one answered wrong."""
    open_fast(page, url)
    page.locator("#screen-start [data-act=puzzles]").click()
    page.wait_for_selector("body[data-screen=puzzle] #pz-hand .card")
    shoot(page, out, f"{tag}-puzzle", full=True)
    shipped = json.loads((site / "static" / "puzzles.json").read_text())["puzzles"]

    def answers() -> tuple[str, str]:
        number = int(re.findall(r"\d+", page.locator("#puzzle-heading").inner_text())[0])
        puzzle = next(p for p in shipped if p["number"] == number)
        return puzzle["answer"], puzzle["wrong"]

    right, _ = answers()
    page.locator(f'#pz-hand .card[data-arg="{right}"]').click()
    page.wait_for_selector("#puzzle-verdict")
    shoot(page, out, f"{tag}-puzzle-right", full=True)
    page.locator("[data-act=puzzle-next]").click()
    page.wait_for_selector("#pz-hand .card:focus")
    shoot(page, out, f"{tag}-puzzle-next")
    _, wrong = answers()
    page.locator(f'#pz-hand .card[data-arg="{wrong}"]').click()
    page.wait_for_selector("#puzzle-verdict")
    shoot(page, out, f"{tag}-puzzle-wrong", full=True)


def rating_shots(page: Page, url: str, out: Path, tag: str, hands: int = 4) -> None:
    """The statistics page's rating and its plot after ``hands`` rated 2-player hands."""
    open_fast(page, url)
    start_game(page, 2, level="easy")
    for hand in range(hands):
        if hand:
            page.locator("#screen-result [data-act=again]").click()
            page.wait_for_selector("body[data-screen=table]")
        play_to_result(page)
    page.locator("#screen-result [data-act=settings]").click()
    menu(page, "stats", "stats")
    shoot(page, out, f"{tag}-stats-rating", full=True)
    page.locator("#stats-size-2").scroll_into_view_if_needed()
    page.locator("svg.rating-chart").first.scroll_into_view_if_needed()
    shoot(page, out, f"{tag}-stats-rating-plot")


FRIENDS = {0: "Anna", 2: "Bea"}
"""The two people at the table of four in the pass screen's shots, by seat."""


def friends_shots(page: Page, url: str, out: Path, tag: str) -> None:
    """Friends at one table: the start screen with two people, the first pass screen, the
    first person's table, the pass screen to the second."""
    open_fast(page, url)
    open_settings(page)
    choose(page, "players", "4")
    page.select_option("#start-form select[name=level-2]", "person")
    for seat, name in FRIENDS.items():
        field = page.locator(f"#start-form input[name=name-{seat}]")
        field.fill(name)
        field.press("Tab")  # the change is sent as the field is left
        page.wait_for_selector(f"#start-form input[name=name-{seat}][value={name}]")
    shoot(page, out, f"{tag}-friends-start", full=True)
    page.locator("#start-form button[type=submit]").click()
    passed: set[str] = set()
    while len(passed) < 2:
        page.wait_for_selector(f"{PASS}, {MY_TURN} {PLAYABLE}, {RESULT}", timeout=STEP_TIMEOUT_MS)
        if page.locator(RESULT).count():
            break
        if page.locator(PASS).count():
            to = page.locator("#pass-go").get_attribute("data-arg") or ""
            if to not in passed:
                shoot(page, out, f"{tag}-friends-pass-{len(passed) + 1}")
            page.locator("#pass-go").click()
            page.wait_for_selector(f"{MY_TURN} {PLAYABLE}", timeout=STEP_TIMEOUT_MS)
            if to not in passed:
                shoot(page, out, f"{tag}-friends-table-{len(passed) + 1}")
                passed.add(to)
        play_card(page)


def start_shots(page: Page, url: str, out: Path, tag: str) -> None:
    """The start screen, its settings closed and open, in Italian and German."""
    open_fast(page, url)
    for lang in ("it", "de"):
        if lang != "it":
            switch_language(page, lang)
        shoot(page, out, f"{tag}-start-{lang}")
        open_settings(page)
        shoot(page, out, f"{tag}-start-{lang}-settings", full=True)
        page.locator("#start-form [data-act=more]").click()
        page.wait_for_selector("#start-form [data-act=more][aria-expanded=false]")


def chiamata_shots(page: Page, url: str, out: Path, tag: str) -> None:
    """A Chiamata with the points shown after two tricks, then its review's first trick."""
    open_fast(page, url)
    start_game(page, 5, checks=("show_points",))
    settle_auction(page)
    for _ in range(2):
        if wait_turn_or_result(page) == "turn":
            play_card(page)
    if wait_turn_or_result(page) == "turn":
        shoot(page, out, f"{tag}-chiamata-points")
    play_to_result(page)
    page.locator("#screen-result [data-act=review]").click()
    page.wait_for_selector("#review-trick", timeout=240_000)
    first = "[data-act=review-prev][aria-disabled=true]"
    while not page.locator(first).count():  # back to the first trick: eight cards in hand
        trick = page.locator("#review-trick").inner_text()
        page.locator("[data-act=review-prev]").click()
        page.wait_for_function(
            "t => document.querySelector('#review-trick').innerText !== t", arg=trick
        )
    shoot(page, out, f"{tag}-chiamata-review", full=True)


GROUPS = ("screens", "tricks", "aids", "puzzles", "rating", "friends", "start", "chiamata")
"""The sets of screenshots ``--only`` picks from."""


Shots = Callable[[Page], None]
"""One set of screenshots, taken in a page of its own."""


def planned(
    groups: set[str], url: str, out: Path, site: Path
) -> list[tuple[tuple[int, int], Shots]]:
    """Every set of ``groups`` to take, with its window's size."""
    plan: list[tuple[tuple[int, int], Shots]] = []
    for tag, size, lang in RUNS if "screens" in groups else ():
        plan.append((size, partial(session, url=url, out=out, tag=tag, lang=lang)))
    for tag, size in TRICK_RUNS if "tricks" in groups else ():
        for players, clockwise in ((6, False), (6, True), (5, False), (5, True)):
            take = partial(trick_shots, url=url, out=out, tag=tag, players=players)
            plan.append((size, partial(take, clockwise=clockwise)))
    for tag, size in AIDS_RUNS if "aids" in groups else ():
        for players, notice in ((5, False), (5, True), (6, False), (6, True)):
            take = partial(aids_shots, url=url, out=out, tag=tag, players=players)
            plan.append((size, partial(take, notice=notice)))
    extras: dict[str, Callable[..., None]] = {
        "puzzles": partial(puzzle_shots, site=site),
        "rating": rating_shots,
        "friends": friends_shots,
        "start": start_shots,
        "chiamata": chiamata_shots,
    }
    for tag, size in VIEWPORTS.items():
        for group, shots in extras.items():
            if group in groups:
                plan.append((size, partial(shots, url=url, out=out, tag=tag)))
    return plan


def take_shots(browser: Browser, size: tuple[int, int], take: Shots) -> None:
    """Take one set in a new context; once more if the browser's page crashed (it happens
    on a loaded machine)."""
    for attempt in (1, 2):
        # A browser asking for Italian: a first visit speaks the browser's language.
        context = browser.new_context(
            viewport={"width": size[0], "height": size[1]}, locale="it-IT"
        )
        page = context.new_page()
        page.on("pageerror", lambda error: print(f"page error: {error}"))
        try:
            take(page)
            return
        except PlaywrightError as error:
            if attempt == 2 or "crash" not in str(error):
                raise
            print(f"page crashed, once more: {error.message.splitlines()[0]}")
        finally:
            context.close()


def main() -> None:
    """Build (unless --no-build), serve, take the screenshots."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="use _site/ as it is")
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots")
    parser.add_argument(
        "--only", choices=GROUPS, action="append", help="take these sets alone (repeatable)"
    )
    args = parser.parse_args()
    site = layout.SITE if args.no_build else build().site
    args.out.mkdir(parents=True, exist_ok=True)
    server = make_server(site, "127.0.0.1", 0, quiet=True)
    serve_in_thread(server)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**chromium.launch_args())  # type: ignore[arg-type]
            for size, take in planned(set(args.only or GROUPS), base_url(server), args.out, site):
                take_shots(browser, size, take)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()


if __name__ == "__main__":
    main()
