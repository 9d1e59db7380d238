"""A person's move made while cards still move waits for them to land, in Chromium."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page

from .table_driver import MY_TURN, PLAYABLE, STEP_TIMEOUT_MS, attributes, open_paced

pytestmark = [pytest.mark.browser, pytest.mark.timing]

# The cards drawn after a trick (at the slow pace they set off 1.75 s into the trick's pause;
# the deal's have smaller delays) fly at half their speed, as on a busy or slow machine
# (0.68 s instead of 0.34: within the second the page waits past a planned end, with room
# for a flight that starts a few frames late on a loaded machine).
# ``window.drawn`` is when the first set off, ``window.landed`` when the last landed (or was
# cut short), ``window.planned`` the latest planned end the page gave them (``data-moving``).
# The person's clicks on their hand and number keys are timed (``window.clicks``), and every
# ``data-chosen`` written on the page is counted (``window.chosen``).
SLOW_DRAW = """
window.clicks = []; window.chosen = 0; window.flying = 0;
document.addEventListener("animationstart", (e) => {
  const delay = parseFloat(e.target.style.getPropertyValue("--delay")) || 0;
  if (e.animationName !== "arrive" || !e.target.closest("#t-hand") || delay < 1) return;
  const [flight] = e.target.getAnimations();
  flight.playbackRate = 0.5;
  window.drawn = window.drawn || performance.now();
  window.planned = Math.max(window.planned || 0, parseFloat(e.target.dataset.moving) || 0);
  window.flying += 1;
  flight.finished.catch(() => null).then(() => {  // cancelled: its card was replaced
    window.flying -= 1;
    if (!window.flying) window.landed = performance.now();
  });
}, true);
document.addEventListener("click", (e) => {
  if (e.target.closest("#t-hand .card")) window.clicks.push(e.timeStamp);
}, true);
document.addEventListener("keydown", (e) => {
  if (/^[1-8]$/.test(e.key)) window.clicks.push(e.timeStamp);
}, true);
new MutationObserver((changes) => {
  window.chosen += changes.filter((c) => c.target.hasAttribute("data-chosen")).length;
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-chosen"]});
"""
LATE_MS = 1000
"""The longest the page waits for a movement past its planned end (``briscola.ui.motion``):
on a machine so loaded that the flight started later than that, the move runs at that cut."""
STILL = f"{PLAYABLE}:not(.arriving)"
"""A card of the person's that is not flying in (Playwright clicks only a still element)."""


def plays(page: Page) -> list[dict[str, Any]]:
    """The person's plays the page carried out: when each command's work began (its
    ``briscola:controller`` measure) and how long it took."""
    found: list[dict[str, Any]] = page.evaluate(
        """performance.getEntriesByName('briscola:controller')
            .filter(m => m.detail === 'Click:play' || m.detail === 'Key')
            .map(m => ({start: m.startTime, duration: m.duration}))"""
    )
    return found


def while_the_trick_is_held(page: Page, site_url: str, *, reduced: bool = False) -> list[str]:
    """Play the first trick at the slow pace (the person wins it with this seed and leads
    the next); return once it is the person's turn while the finished trick is held, the
    cards drawn set to fly in during the pause (``reduced``: nothing moves). The hand's
    cards, by code.

    A move made from here on waits for the drawn cards to land: the longest window of a
    held move (the pause's 1.75 s before they set off, then their slowed flight), so the
    person's click falls inside it even on a busy machine."""
    page.add_init_script(SLOW_DRAW)
    page.set_viewport_size({"width": 1280, "height": 800})
    if reduced:
        page.emulate_media(reduced_motion="reduce")
    open_paced(page, site_url, "slow")
    page.locator(PLAYABLE).first.click()
    held = MY_TURN.replace("body", "body[data-hold='1']", 1)
    page.wait_for_selector(f"{held} {STILL}", timeout=STEP_TIMEOUT_MS)
    assert len(plays(page)) == 1
    return attributes(page, "#t-hand .card", "data-arg")


def played_after(page: Page, hand: list[str], *, reduced: bool = False) -> list[str]:
    """Wait until the cards drawn have landed and a card of the person's has left the hand
    for the trick; the cards that left the hand."""
    if not reduced:
        page.wait_for_function("window.landed", timeout=STEP_TIMEOUT_MS)
    page.wait_for_function(
        """n => document.querySelectorAll('#t-hand .card').length < n
            && document.querySelector('#t-trick .played')""",
        arg=len(hand),
        timeout=STEP_TIMEOUT_MS,
    )
    left = set(attributes(page, "#t-hand .card", "data-arg"))
    return [code for code in hand if code not in left]


@pytest.mark.parametrize("key", [False, True], ids=["click", "key"])
def test_a_card_played_while_cards_move_is_played_once_after_the_drawn_cards_land(
    page: Page, site_url: str, key: bool
) -> None:
    hand = while_the_trick_is_held(page, site_url)
    code = page.locator(STILL).first.get_attribute("data-arg")
    card = page.locator(f'#t-hand [data-arg="{code}"]')
    if key:
        page.keyboard.press(card.get_attribute("aria-keyshortcuts") or "")
    else:
        card.click()
    # Held: the card is marked as chosen at once, and nothing else happens yet.
    marked = page.locator(f'#t-hand [data-arg="{code}"][data-chosen]').count()
    early = len(plays(page))
    gone = played_after(page, hand)
    clicked = page.evaluate("window.clicks")[-1]
    landed = page.evaluate("window.landed")
    trick = attributes(page, "#t-trick .played", "data-card")
    seen = {"hand": hand, "code": code, "clicked": clicked, "landed": landed}
    assert landed is not None and clicked < landed, seen  # clicked while cards move
    # Carried out once, after the landing: no Python work of the move inside the flight.
    _first, second = plays(page)
    cut = page.evaluate("window.planned") + LATE_MS
    assert second["start"] >= min(landed, cut), {**seen, "second": second, "cut": cut}
    assert (marked, early, gone, trick) == (1, 1, [code], [code]), seen
    assert page.locator("[data-chosen]").count() == 0


def test_a_double_click_while_held_plays_once_and_a_new_choice_replaces_the_held_one(
    page: Page, site_url: str
) -> None:
    hand = while_the_trick_is_held(page, site_url)
    first, other = page.locator(STILL).nth(0), page.locator(STILL).nth(1)
    first_code, other_code = first.get_attribute("data-arg"), other.get_attribute("data-arg")
    # A double click (click, click, dblclick) on one card, then, changing their mind before
    # the cards land, a click on another: all in one go, well inside the pause even on a
    # busy machine (the last choice counts).
    page.evaluate(
        """([first, other]) => {
            const card = (code) => document.querySelector(`#t-hand [data-arg="${code}"]`);
            card(first)?.click();
            card(first)?.click();  // gone, if played at once
            card(first)?.dispatchEvent(new MouseEvent("dblclick", {bubbles: true}));
            card(other)?.click();
        }""",
        [first_code, other_code],
    )
    marked = page.locator("[data-chosen]").count()
    chosen = page.locator(f'#t-hand [data-arg="{other_code}"][data-chosen]').count()
    gone = played_after(page, hand)
    clicked = page.evaluate("window.clicks")[1]  # [0]: the first trick's card
    assert clicked < page.evaluate("window.landed")  # clicked while cards move
    assert len(plays(page)) == 2  # the first trick's card, then this one: once
    assert (marked, chosen) == (1, 1)
    assert gone == [other_code]
    assert page.locator(f'#t-hand [data-arg="{first_code}"]').count() == 1
    assert page.locator("[data-chosen]").count() == 0


def test_with_reduced_motion_a_click_is_not_held(page: Page, site_url: str) -> None:
    hand = while_the_trick_is_held(page, site_url, reduced=True)
    page.locator(STILL).first.click()
    gone = played_after(page, hand, reduced=True)
    clicked = page.evaluate("window.clicks")[-1]
    # Carried out at once: it ends the trick's 2.2 s pause instead of waiting for its end.
    second = plays(page)[1]
    assert second["start"] - clicked < 500, (clicked, second)
    assert len(gone) == 1 and page.evaluate("window.chosen") == 0
