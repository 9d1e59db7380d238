"""The last screen at once: the saved table paints while Python's start is held back.

Python's start is paused for real: the request for Pyodide's runtime (``pyodide.asm.wasm``)
is held by the test until it has checked the page, so nothing here depends on timing. The
service worker is blocked, so every request reaches the test's routes.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from briscola.i18n import text
from briscola.ui.markup.html import card_url

from .browser_harness import RequestLog
from .card_pictures import CardPictures
from .held_start import HeldStart
from .table_driver import (
    MY_TURN,
    PLAYABLE,
    hand_names,
    open_fast,
    start_game,
    wait_turn_or_result,
)

pytestmark = pytest.mark.browser

PAINT = "briscola:/:v1:paint"


@pytest.fixture
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """No service worker: the runtime's request goes through the test's route."""
    return {**browser_context_args, "service_workers": "block"}


@pytest.fixture
def at_my_turn(page: Page, site_url: str) -> Iterator[HeldStart]:
    """A 2-player game where the person is to play, its table saved as a render."""
    open_fast(page, site_url)
    start_game(page, 2)
    assert wait_turn_or_result(page) == "turn"
    page.wait_for_function(
        "key => { const t = localStorage.getItem(key); return t && JSON.parse(t).state.phase"
        " === 'human'; }",
        arg=PAINT,
    )
    yield HeldStart(page)


def test_the_saved_table_paints_before_python_and_python_keeps_it(
    page: Page, at_my_turn: HeldStart
) -> None:
    hand = hand_names(page)
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    at_my_turn.reload()
    # The built page holds its styles: its first paint waits for no stylesheet response.
    assert not [url for url in requested if url.split("?")[0].endswith(".css")], requested
    body = page.locator("body")
    expect(body).to_have_attribute("data-painted", "1")
    expect(page.locator("#screen-table")).to_be_visible()
    expect(page.locator("#screen-loading")).to_be_hidden()
    assert hand_names(page) == hand
    expect(page.locator("#paint-note")).to_have_text(text("it", "loading"))
    expect(page.locator("#nav")).to_have_js_property("inert", True)
    # Mark the painted elements: Python must take them over, not write them again.
    page.evaluate(
        "document.querySelectorAll('#screen-table *').forEach(e => { e.__painted = true; })"
    )
    at_my_turn.release()
    expect(body).not_to_have_attribute("data-painted", "1")
    expect(page.locator("#paint-note")).to_have_count(0)
    expect(page.locator("#nav")).to_have_js_property("inert", False)
    assert page.evaluate(
        "[...document.querySelectorAll('#screen-table *')].every(e => e.__painted)"
    ), "Python replaced painted elements"
    assert hand_names(page) == hand
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")


def test_a_card_clicked_before_python_is_ready_is_played_when_it_is(
    page: Page, at_my_turn: HeldStart
) -> None:
    at_my_turn.reload()
    card = page.locator(PLAYABLE).first
    name = card.get_attribute("aria-label")
    card.click()
    expect(card).to_have_attribute("data-held", "1")
    expect(page.locator("#paint-note")).to_have_text(text("it", "paint.held"))
    second = page.locator(PLAYABLE).nth(1)
    second.click()  # only the first click is held
    expect(second).not_to_have_attribute("data-held", "1")
    at_my_turn.release()
    # The held card was played: it lies on the table and left the hand, the other did not.
    page.wait_for_function(
        "name => ![...document.querySelectorAll('#t-hand button.card')]"
        ".some(c => c.getAttribute('aria-label') === name)",
        arg=name,
    )
    assert page.locator("#t-hand [data-held]").count() == 0
    assert len(hand_names(page)) >= 2


def _set(key: str, change: Callable[[str], str]) -> Callable[[Page], None]:
    def apply(page: Page) -> None:
        value = page.evaluate("key => localStorage.getItem(key)", key)
        page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, change(value)])

    return apply


def _record(change: Callable[[dict[str, Any]], None]) -> Callable[[str], str]:
    def edit(textual: str) -> str:
        data = json.loads(textual)
        change(data)
        return json.dumps(data)

    return edit


STALE: dict[str, Callable[[Page], None]] = {
    "another build": _set(PAINT, _record(lambda d: d.update(build="0" * 16))),
    "a tampered checksum": _set(PAINT, _record(lambda d: d.update(sum="00000000"))),
    "a damaged record": _set(PAINT, lambda t: t[: len(t) // 2]),
    "a game changed since": _set("briscola:/:v1:session", lambda t: t + " "),
    "settings changed since": _set("briscola:/:v1:settings", lambda t: t.replace("it", "en")),
}


def test_a_stale_or_tampered_saved_render_is_not_shown(page: Page, at_my_turn: HeldStart) -> None:
    at_my_turn.reload()  # untouched, it is shown: what follows is not a page that never paints
    expect(page.locator("body")).to_have_attribute("data-painted", "1")
    at_my_turn.release()
    for reason, spoil in STALE.items():
        page.wait_for_function("key => localStorage.getItem(key) !== null", arg=PAINT)
        spoil(page)
        at_my_turn.reload()
        assert page.get_attribute("body", "data-painted") is None, reason
        expect(page.locator("#screen-loading"), reason).to_be_visible()
        expect(page.locator("#screen-table"), reason).to_be_hidden()
        assert page.evaluate("window.briscolaPaint.shown") is None, reason
        at_my_turn.release()
        expect(page.locator("body"), reason).to_have_attribute("data-screen", "table")


LOADED = "() => [...document.querySelectorAll('#screen-table img')].every(i => i.complete)"


def _check_pictures(page: Page, pictures: CardPictures) -> None:
    """Each card in hand, and the stock, shows its own picture, not another card."""
    page.wait_for_function(LOADED)
    cards = page.locator("#t-hand button.card")
    assert cards.count() == 3
    for card in cards.all():
        code = card.get_attribute("data-arg") or ""
        image = card.locator("img")
        assert image.get_attribute("src") == card_url(code)
        assert image.evaluate("i => i.naturalWidth > 0"), code
        assert pictures.shown(image) == code
    stock = page.locator("#t-stock .deck img")
    assert stock.get_attribute("src") == card_url("back")
    assert pictures.shown(stock) == "back"


def test_each_card_of_the_saved_and_the_live_table_shows_its_own_picture(
    page: Page, at_my_turn: HeldStart
) -> None:
    pictures = CardPictures(page.context.new_page())
    at_my_turn.reload()
    expect(page.locator("body")).to_have_attribute("data-painted", "1")
    _check_pictures(page, pictures)  # the saved render, Python held
    at_my_turn.release()
    expect(page.locator("body")).not_to_have_attribute("data-painted", "1")
    _check_pictures(page, pictures)  # the live table


OTHER = "http://elsewhere.invalid"
TAMPERED = "".join(
    (
        f'<meta http-equiv="refresh" content="0;url={OTHER}/meta">',
        f'<base href="{OTHER}/base/">',
        f'<link rel="stylesheet" href="{OTHER}/link.css"><link rel="prefetch" href="{OTHER}/pre">',
        f'<iframe src="{OTHER}/iframe"></iframe><iframe srcdoc="<p>framed</p>"></iframe>',
        f'<form id="tampered-form" action="{OTHER}/form"><input name="q" value="1">'
        f'<button formaction="{OTHER}/formaction">go</button></form>',
        f'<div id="tampered-style" style="background: url({OTHER}/style.png)">s</div>',
        f'<img id="tampered-img" src="./static/cards.svg#AD" srcset="{OTHER}/srcset.png 1x">',
        f'<img src="{OTHER}/img.png"><img src="//elsewhere.invalid/scheme.png">',
        f"<a href=\"javascript:location='{OTHER}/javascript'\">a</a>",
        f'<svg><use href="{OTHER}/use.svg#x"></use><image href="{OTHER}/image.png"></image>'
        f'<a href="{OTHER}/svg-a"><path d="M0 0"></path></a></svg>',
        f'<object data="{OTHER}/object"></object><embed src="{OTHER}/embed">',
        f'<video poster="{OTHER}/poster.png"></video><audio src="{OTHER}/audio"></audio>',
        f'<input type="image" src="{OTHER}/input.png">',
        f"<style>@import url({OTHER}/import.css);"
        f" body {{ background: url({OTHER}/bg.png) }}</style>",
        f'<script src="{OTHER}/script.js"></script>',
        f'<img src="x" onerror="location = \'{OTHER}/onerror\'">',
        f'<math><maction actiontype="toggle" xlink:href="{OTHER}/math">'
        "<mtext>m</mtext></maction></math>",
        f'<table background="{OTHER}/table.png"><tr><td>t</td></tr></table>',
        "<!-- a comment -->",
    )
)
"""What a hand-edited saved render could add: every way to navigate, style, frame or fetch."""

NOT_THE_GAMES = (
    ":is(#nav, #main) :is(meta, base, link, iframe, object, embed, video, audio, style, script,"
    " use, image, a, math, table, [style], [srcset], [action], [formaction], [href], [onerror],"
    " [background], [poster], img[src]:not([src^='./static/']))"
)


PARSED_ONLY = ("style-src-attr", "script-src-attr", "Applying inline style", "inline event handler")
"""The Content-Security-Policy reports of a style or handler attribute merely parsed (Chromium
checks them as it parses, in any document of the page): refused, and dropped before painting."""


def test_a_tampered_saved_render_paints_only_the_games_markup_and_goes_nowhere(
    page: Page,
    site_url: str,
    at_my_turn: HeldStart,
    request_log: RequestLog,
    csp_violations: list[str],
) -> None:
    hand = hand_names(page)
    data = json.loads(page.evaluate("key => localStorage.getItem(key)", PAINT))
    data["writes"][-1][1] += TAMPERED
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [PAINT, json.dumps(data)])
    at_my_turn.reload()
    assert page.url.startswith(site_url)
    expect(page.locator("body")).to_have_attribute("data-painted", "1")
    assert hand_names(page) == hand  # the game's own markup is painted
    assert page.locator(NOT_THE_GAMES).count() == 0
    assert page.locator("#tampered-img").get_attribute("srcset") is None
    assert page.evaluate("window.briscolaPaint.shown") is None  # not the game's: not taken over
    page.locator("#tampered-form input[name=q]").press("Enter")  # a form is not sent
    at_my_turn.release()
    assert page.url.startswith(site_url)
    expect(page.locator("body")).to_have_attribute("data-screen", "table")
    expect(page.locator("#tampered-form")).to_have_count(0)  # Python wrote the table afresh
    assert hand_names(page) == hand
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")
    assert request_log.other_origin(site_url) == []
    # Nothing was framed, loaded, styled, sent or run: the only reports are of the attributes
    # parsed, which the page's policy refused as the parser met them.
    assert [v for v in csp_violations if not any(p in v for p in PARSED_ONLY)] == []
    csp_violations.clear()
