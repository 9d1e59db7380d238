"""Playing the page as a person would: choices on the start screen, clicks and number keys.

The page marks its state on ``<body>``: ``data-screen`` (start, table, result, rules),
``data-phase`` (human, computer, hand-over, series-over) and ``data-hold`` ("1" while a
finished trick is still shown). The tests wait on those, never on fixed sleeps.
"""

from __future__ import annotations

from playwright.sync_api import Locator, Page, ViewportSize

from .browser_harness import boot

# Generous: a computer move is a few milliseconds, but this machine is shared.
STEP_TIMEOUT_MS = 30_000
MY_TURN = "body[data-screen=table][data-phase=human]"
RESULT = "body[data-screen=result]"
PLAYABLE = "#t-hand button.card:not([aria-disabled=true])"


# Every series the tests start deals from this seed (``?seed=N``), so each run plays the same
# deals and the same computer moves: a test's branches do not depend on the luck of the draw.
SEED = 7


def open_fast(page: Page, url: str, *, seed: int = SEED, lang: str = "it") -> None:
    """Open the page with the computer's pacing shortened for tests, wait until ready, and
    switch it to ``lang`` with the bar's button as a person would.

    Reduced motion switches the card animations off, so clicks need not wait for them.
    """
    page.emulate_media(reduced_motion="reduce")
    boot(page, url + ("&" if "?" in url else "?") + f"fast=1&seed={seed}")
    if lang != "it":
        switch_language(page, lang)


def switch_language(page: Page, lang: str) -> None:
    """Press the bar's button of ``lang`` (on a phone, choose it in the bar's language list)
    and wait until the page speaks it."""
    listed = page.locator("nav #lang-select")
    if listed.is_visible():
        listed.select_option(lang)
    else:
        page.locator(f"nav [data-act=language][data-arg={lang}]").click()
    page.wait_for_selector(f"html[lang={lang}]")


def open_settings(page: Page) -> None:
    """Show the start screen's choices (they sit behind the "Impostazioni" disclosure)."""
    more = page.locator("#start-form [data-act=more]")
    if more.get_attribute("aria-expanded") != "true":
        more.click()
        page.wait_for_selector("#start-form [data-act=more][aria-expanded=true]")


def choose(page: Page, name: str, value: str) -> None:
    """Pick a radio option of the start screen by its field name and value."""
    open_settings(page)
    page.locator(f"#start-form input[name={name}][value='{value}']").check()
    page.wait_for_selector(f"#start-form input[name={name}][value='{value}']:checked")


def start_game(
    page: Page,
    players: int,
    *,
    best_of: int = 1,
    deck: int | None = None,
    level: str = "",
    variant: str = "",
    checks: tuple[str, ...] = (),
) -> None:
    """Set up a table on the start screen (``checks``: checkboxes to tick) and press Play."""
    page.wait_for_selector("body[data-screen=start]")
    open_settings(page)
    choose(page, "players", str(players))
    if deck is not None:
        choose(page, "deck", str(deck))
    if variant:
        choose(page, "variant", variant)
    for name in checks:
        page.locator(f"#start-form input[type=checkbox][name={name}]").check()
        page.wait_for_selector(f"#start-form input[name={name}]:checked")
    if best_of != 1 or page.locator("#start-form input[name=best_of]").count():
        choose(page, "best_of", str(best_of))  # a table of five plays single hands only
    if level:
        for seat in range(1, players):
            page.select_option(f"#start-form select[name=level-{seat}]", level)
    page.locator("#start-form button[type=submit]").click()
    page.wait_for_selector("body[data-screen=table]")


def wait_turn_or_result(page: Page) -> str:
    """Wait until the person is to play or the hand is over; returns "turn" or "result"."""
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}, {RESULT}", timeout=STEP_TIMEOUT_MS)
    return "result" if page.locator(RESULT).count() else "turn"


def play_card(page: Page, *, key: bool = False) -> str:
    """Play the first playable card of the hand by click (or its number key); returns its name."""
    card = page.locator(PLAYABLE).first
    name = card.get_attribute("aria-label") or ""
    left = page.locator("#t-hand button.card").count()
    if key:
        page.keyboard.press(str(hand_names(page).index(name) + 1))
    else:
        card.click()
    # The played card leaves the hand (it may be replaced by a drawn one at once).
    page.wait_for_function(
        """([name, left]) => {
            const hand = [...document.querySelectorAll('#t-hand button.card')];
            return document.body.dataset.screen !== 'table' || hand.length < left
                || hand.filter(b => b.getAttribute('aria-label') === name).length === 0
                || document.body.dataset.phase !== 'human';
        }""",
        arg=[name, left],
        timeout=STEP_TIMEOUT_MS,
    )
    return name


AUCTION = f"{MY_TURN} #t-tools [data-act=bid], {MY_TURN} #t-tools [data-act=call]"


def settle_auction(page: Page) -> None:
    """Briscola chiamata: pass at every turn of the auction (or call the first card offered),
    until the person has a card to play or the hand is over."""
    while True:
        page.wait_for_selector(
            f"{MY_TURN} {PLAYABLE}, {RESULT}, {AUCTION}", timeout=STEP_TIMEOUT_MS
        )
        offer = page.locator("#t-tools [data-act=bid], #t-tools [data-act=call]")
        if page.locator(RESULT).count() or not offer.count():
            return
        before = page.locator("#live").inner_text()
        offer.first.click()  # "Passo", or the first card of the call
        page.wait_for_function(
            "before => document.querySelector('#live').innerText !== before",
            arg=before,
            timeout=STEP_TIMEOUT_MS,
        )


def play_to_result(page: Page, *, keys_every: int = 2) -> int:
    """Play until the end-of-hand screen (every ``keys_every``-th card by key); cards played.

    In Briscola chiamata the person first passes through the auction (``settle_auction``).
    """
    settle_auction(page)
    played = 0
    while wait_turn_or_result(page) == "turn":
        play_card(page, key=keys_every > 0 and played % keys_every == 1)
        played += 1
    return played


def attributes(page: Page, selector: str, name: str) -> list[str]:
    """Attribute ``name`` of every element matching ``selector`` ("" where it is missing),
    read in one go: element by element, a card played or drawn between two reads would mix
    two tables."""
    found: list[str] = page.evaluate(
        "([s, n]) => [...document.querySelectorAll(s)].map((e) => e.getAttribute(n) || '')",
        [selector, name],
    )
    return found


def hand_names(page: Page) -> list[str]:
    """The names of the cards in the person's hand, in order."""
    return attributes(page, "#t-hand button.card", "aria-label")


def trick_cards(page: Page) -> list[str]:
    """The codes of the cards on the table (current trick)."""
    return attributes(page, "#t-trick li", "data-card")


SESSION_KEY = "briscola:/:v1:session"
"""Where the site served at the server's root saves the game in progress."""


def saved_session(page: Page) -> str | None:
    """The game as saved in localStorage."""
    value = page.evaluate(f"localStorage.getItem('{SESSION_KEY}')")
    return value if isinstance(value, str) else None


def start_and_cancel_review(page: Page, start: Locator, back_to: str) -> None:
    """Start a hand's review with ``start`` and cancel it by keyboard while it runs, then wait
    for the ``back_to`` screen.

    A whole review takes a few seconds here: a slowed processor keeps it running long enough
    to be cancelled whatever the machine, and the keyboard's input goes first in the page
    while the review's slices keep its main thread busy.
    """
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    try:
        start.click()
        page.get_by_role("progressbar", name="Analisi della mano").wait_for()
        page.get_by_role("button", name="Annulla").focus()
        page.keyboard.press("Enter")
        page.wait_for_selector(back_to)
    finally:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})


PHONE: ViewportSize = {"width": 360, "height": 740}
"""A phone's viewport."""
DESKTOP: ViewportSize = {"width": 1280, "height": 800}
"""A desktop's viewport."""

HINT_REASON = "#t-learn .hint-reason"
"""The words of the hint's reason."""


def ask_hint(page: Page, *, key: bool = False) -> str:
    """Ask for a hint and wait for its answer; returns the reason's words."""
    page.wait_for_selector(f"{MY_TURN} #t-learn [data-act=hint]", timeout=STEP_TIMEOUT_MS)
    if key:
        page.keyboard.press("h")
    else:
        page.locator("#t-learn [data-act=hint]").click()
    page.wait_for_selector(HINT_REASON, timeout=STEP_TIMEOUT_MS)
    return page.locator(HINT_REASON).inner_text()


LANDED = """!document.getAnimations().some(
    a => ["arrive", "leave"].includes(a.animationName) && a.playState === "running")"""
"""Whether no card is moving."""


def open_paced(page: Page, url: str, pace: str = "normal") -> None:
    """Open the page at a person's pace (not the tests' fast one) and start a 2-player hand
    with ``pace``; the person leads the first trick with this seed. Returns once the deal
    has landed (a card played sooner waits for it)."""
    boot(page, f"{url}?seed={SEED}")
    choose(page, "pace", pace)
    start_game(page, 2)
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}", timeout=STEP_TIMEOUT_MS)
    page.wait_for_function(LANDED, timeout=STEP_TIMEOUT_MS)


ANALYSING = "#screen-review progress[aria-label='Analisi della mano']"
"""The review's progress bar while its analysis runs (gone once the review is shown)."""

# Marks in window.__shown each selector that matched a visible element at any moment from
# now on: after every change of the page (a MutationObserver's callback runs before the
# next task, so an element shown by one task and taken away by a later one is seen).
WATCH_SHOWN = """selector => {
    const shown = window.__shown ?? (window.__shown = {});
    const look = () => {
        const found = document.querySelector(selector);
        if (found && found.checkVisibility()) shown[selector] = true;
    };
    look();
    new MutationObserver(look).observe(document, {subtree: true, childList: true,
        attributes: true, characterData: true});
}"""


def watch_shown(page: Page, selector: str) -> None:
    """From now on, remember whether ``selector`` matched a visible element (for an element
    that shows for a moment only, which an ``expect`` could come too late to see)."""
    page.evaluate(WATCH_SHOWN, selector)


def was_shown(page: Page, selector: str) -> bool:
    """Whether ``selector`` matched a visible element since :func:`watch_shown`."""
    return bool(page.evaluate("selector => window.__shown?.[selector] === true", selector))


def two_player_game_under_way(page: Page, url: str, seed: int) -> None:
    """``page`` at 1280×800 with a two-player game from ``seed`` dealt and waiting (the first
    tab of the tests that open a second one beside a game)."""
    page.set_viewport_size(DESKTOP)
    open_fast(page, url, seed=seed)
    start_game(page, 2)
    wait_turn_or_result(page)
