"""The regional decks as a person meets them: chosen on the start screen (by pointer or by
keyboard) with a preview, drawn on every card of the table, remembered across a reload (the
saved table painted before Python shows them too), named for screen readers with the French
suits for the French-suited deck, and fetched only once chosen.

The service worker is blocked here (so the runtime's request can be held); the offline
visits with a chosen deck are in ``test_decks_offline.py``.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from .axe import axe_violations
from .browser_harness import SHOTS, RequestLog, wait_ready
from .card_pictures import CardPictures
from .held_start import HeldStart
from .table_driver import (
    DESKTOP,
    MY_TURN,
    PHONE,
    PLAYABLE,
    hand_names,
    open_fast,
    open_settings,
    play_card,
    start_game,
    wait_turn_or_result,
)

pytestmark = pytest.mark.browser

PAINT = "briscola:/:v1:paint"
SETTINGS = "briscola:/:v1:settings"
LOADED = """selector => [...document.querySelectorAll(selector)]
    .every(i => i.complete && i.naturalWidth > 0)"""
"""Whether every picture matching ``selector`` has loaded."""
SPRITES = """selector => [...new Set([...document.querySelectorAll(selector)]
    .map(i => i.getAttribute("src").split("#")[0]))].sort()"""
"""The sprites the pictures matching ``selector`` come from."""
FELT = "getComputedStyle(document.body).getPropertyValue('--felt').trim()"


@pytest.fixture
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """No service worker: every request reaches the test's routes and its log."""
    return {**browser_context_args, "service_workers": "block"}


def sprites(page: Page, selector: str) -> list[str]:
    found: list[str] = page.evaluate(SPRITES, selector)
    return found


def shots(page: Page, name: str, part: str = "") -> None:
    """Screenshots of the page (or of its ``part``) at a phone's and a desktop's width, for a
    person to look at."""
    SHOTS.mkdir(exist_ok=True)
    for size in (PHONE, DESKTOP):
        page.set_viewport_size(size)
        page.wait_for_function(LOADED, arg="img")
        path = str(SHOTS / f"decks-{name}-{size['width']}.png")
        if part:
            page.locator(part).screenshot(path=path, animations="disabled")
        else:
            page.screenshot(path=path, animations="disabled")


def check_drawn(
    page: Page, selector: str, deck: str, own: CardPictures, default: CardPictures
) -> None:
    """Each picture of ``selector`` shows its own card as ``deck`` draws it: closer to that
    drawing than to any other card of the deck, and than to the default deck's drawing."""
    page.wait_for_function(LOADED, arg=selector)
    pictures = page.locator(selector)
    assert pictures.count() > 0
    for picture in pictures.all():
        code = (picture.get_attribute("src") or "").partition("#")[2]
        found = own.distances(picture)
        assert min(found, key=found.__getitem__) == code, (deck, code)
        assert found[code] < default.distances(picture)[code], (deck, code)


def test_a_deck_chosen_with_its_felt_is_drawn_on_the_table_and_stays_after_a_reload(
    page: Page, site_url: str, request_log: RequestLog
) -> None:
    open_fast(page, site_url)
    # Nothing of the regional decks is fetched until one is chosen.
    assert not [url for url in request_log.urls if "/decks/" in url]
    open_settings(page)
    page.get_by_role("radio", name="Napoletane", exact=True).check()
    page.get_by_role("radio", name="Blu", exact=True).check()
    expect(page.locator("body")).to_have_attribute("data-felt", "blu")
    assert page.evaluate(FELT) == "#164a7e"
    preview = page.get_by_role("list", name="Anteprima: Napoletane")
    expect(preview.get_by_role("img", name="Asso di Denari")).to_be_visible()
    own, default = (
        CardPictures(page.context.new_page(), "napoletane"),
        CardPictures(page.context.new_page()),
    )
    check_drawn(page, ".looks-preview img", "napoletane", own, default)
    fetched = {url.split("/static/")[-1] for url in request_log.urls if "/decks/" in url}
    assert fetched == {"decks/napoletane.svg", "decks/backs.svg"}, fetched  # no other deck
    shots(page, "chooser-napoletane", ".looks")
    assert axe_violations(page) == []

    start_game(page, 2)
    assert wait_turn_or_result(page) == "turn"
    assert sprites(page, "#screen-table img") == ["./static/decks/napoletane.svg"]
    check_drawn(page, "#t-hand img", "napoletane", own, default)
    check_drawn(page, "#t-stock .deck img", "napoletane", own, default)  # the back of the stock
    shots(page, "table-napoletane")
    assert axe_violations(page) == []  # the table's inks on the blue felt
    play_card(page)
    assert wait_turn_or_result(page) == "turn"
    hand = hand_names(page)

    # Reload: the saved table paints in the chosen deck and felt before Python starts.
    page.wait_for_function(
        "key => { const t = localStorage.getItem(key); return t && JSON.parse(t).state.felt"
        " === 'blu' && JSON.parse(t).state.phase === 'human'; }",
        arg=PAINT,
    )
    held = HeldStart(page)
    held.reload()
    expect(page.locator("body")).to_have_attribute("data-painted", "1")
    assert page.evaluate(FELT) == "#164a7e"
    assert sprites(page, "#screen-table img") == ["./static/decks/napoletane.svg"]
    check_drawn(page, "#t-hand img", "napoletane", own, default)
    held.release()
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")
    assert hand_names(page) == hand
    assert sprites(page, "#screen-table img") == ["./static/decks/napoletane.svg"]
    assert page.evaluate(FELT) == "#164a7e"

    # The choice is remembered: the start screen shows it chosen.
    page.locator("nav [data-act=leave]").click()
    page.get_by_role("button", name="Sì").click()
    page.wait_for_selector("body[data-screen=start]")
    open_settings(page)
    expect(page.get_by_role("radio", name="Napoletane", exact=True)).to_be_checked()
    expect(page.get_by_role("radio", name="Blu", exact=True)).to_be_checked()


def test_the_french_suited_deck_chosen_by_keyboard_names_its_cards_with_the_french_suits(
    page: Page, site_url: str
) -> None:
    open_fast(page, site_url, lang="en")
    open_settings(page)
    page.locator("#start-form input[name=pattern]:checked").focus()
    page.keyboard.press("ArrowLeft")  # from the first deck round to the last: Piemontesi
    french = page.get_by_role("radio", name="Piemontesi (French suits)")
    expect(french).to_be_checked()
    expect(french).to_be_focused()
    page.keyboard.press("Tab")  # on to the backs: the deck's own is chosen
    expect(page.get_by_role("radio", name="The deck’s own")).to_be_focused()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")  # Lattice, then Tartan
    expect(page.get_by_role("radio", name="Tartan")).to_be_checked()
    preview = page.get_by_role("list", name="Preview: Piemontesi (French suits)")
    names = preview.get_by_role("img").evaluate_all("pictures => pictures.map(i => i.alt)")
    assert names == [
        "Ace of Diamonds",
        "Three of Hearts",
        "King of Spades",
        "Queen of Clubs",
        "Back: Tartan",
    ]
    saved = page.evaluate(f"JSON.parse(localStorage.getItem('{SETTINGS}'))")
    assert (saved["pattern"], saved["back"]) == ("piemontesi", "scozzese")
    shots(page, "chooser-piemontesi", ".looks")
    assert axe_violations(page) == []

    start_game(page, 2)
    assert wait_turn_or_result(page) == "turn"
    suits = re.compile(r" of (Diamonds|Hearts|Spades|Clubs)$")
    names = hand_names(page)
    assert len(names) == 3 and all(suits.search(name) for name in names), names
    trump = page.locator("#t-stock .face-up").get_attribute("alt") or ""
    assert suits.search(trump), trump
    assert sprites(page, "#t-hand img") == ["./static/decks/piemontesi.svg"]
    assert sprites(page, "#t-stock .deck img") == ["./static/decks/backs.svg"]
    play_card(page)
    wait_turn_or_result(page)
    said = page.locator("#live").inner_text()
    assert re.search(r"(Diamonds|Hearts|Spades|Clubs)", said), said
    assert not re.search(r"(Coins|Cups|Swords)", said), said
    own = CardPictures(page.context.new_page(), "piemontesi")
    default = CardPictures(page.context.new_page())
    check_drawn(page, "#t-hand img", "piemontesi", own, default)
    shots(page, "table-piemontesi")
    wait_ready(page)


def open_details(page: Page, selector: str) -> None:
    """Open a disclosure of the table (the last trick, every trick, the counting aid)."""
    details = page.locator(selector)
    if details.count() and details.get_attribute("open") is None:
        details.locator("summary").click()


def test_every_screen_that_shows_a_card_draws_it_from_the_chosen_deck(
    page: Page, site_url: str
) -> None:
    deck = ["./static/decks/bergamasche.svg"]
    open_fast(page, site_url)
    open_settings(page)
    page.get_by_role("radio", name="Bergamasche", exact=True).check()
    page.get_by_role("radio", name="Tutte le carte fuori", exact=True).check()
    page.get_by_role("checkbox", name="Mostra tutte le prese della mano (aiuto)").check()
    start_game(page, 2)
    assert wait_turn_or_result(page) == "turn"
    for _ in range(2):
        play_card(page)
        assert wait_turn_or_result(page) == "turn"
    open_details(page, "#screen-table details.last-trick")
    open_details(page, "#screen-table details.all-tricks")
    open_details(page, "#screen-table details.counting")
    for part in ("#t-hand", "#t-stock", ".last-trick", ".all-tricks", ".counting", ".seat"):
        found = sprites(page, f"#screen-table {part} img")
        assert found == deck, (part, found)
    page.wait_for_function(LOADED, arg="#screen-table img")
    while wait_turn_or_result(page) == "turn":
        play_card(page)
    assert sprites(page, "#screen-result img") == deck
    page.get_by_role("button", name="Rivedi la mano").click()
    page.wait_for_selector("#review-trick", timeout=120_000)
    assert sprites(page, "#screen-review img") == deck
    page.get_by_role("button", name="Torna al risultato").click()
    page.wait_for_selector("body[data-screen=result]")
    page.locator("nav [data-act=puzzles]").click()
    page.wait_for_selector("body[data-screen=puzzle] #pz-hand .card")
    assert sprites(page, "#screen-puzzle img") == deck
    page.wait_for_function(LOADED, arg="#screen-puzzle img")
