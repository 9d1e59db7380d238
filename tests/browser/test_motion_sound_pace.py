"""The table in motion, its sounds and its pace, played as a person would in Chromium."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from .axe import axe_violations
from .browser_harness import wait_ready
from .table_driver import (
    DESKTOP,
    MY_TURN,
    PHONE,
    PLAYABLE,
    STEP_TIMEOUT_MS,
    choose,
    open_fast,
    open_paced,
    start_game,
    wait_turn_or_result,
)

# The tests that read the page's clock (a flight, a pause, a wait) are marked ``timing``: the
# whole test command runs them alone. The sound's and axe's tests read no time.
pytestmark = pytest.mark.browser

HELD = "body[data-hold='1']"
GATHERED = "body[data-hold='0']"

# Counts every AudioContext the page creates (run before the page's own scripts).
AUDIO_SPY = """
window.audioContexts = 0;
const Real = window.AudioContext;
window.AudioContext = class extends Real {
  constructor(...args) { super(...args); window.audioContexts += 1; }
};
"""

# Times (performance.now) of the person's click, of the computer's answer on the table and of
# the end of the trick's pause: the pace test reads the waits from them.
CLOCK = """
window.times = {};
document.addEventListener("click", (e) => {
  if (e.target.closest("#t-hand .card") && !window.times.click) window.times.click = e.timeStamp;
}, true);
new MutationObserver(() => {
  const t = window.times, now = performance.now();
  if (t.click && !t.answer && document.querySelectorAll("#t-trick .played").length === 2)
    t.answer = now;
  if (t.answer && !t.gathered && document.body.dataset.hold === "0") t.gathered = now;
}).observe(document, {subtree: true, childList: true, attributes: true});
"""


def forget(page: Page) -> None:
    """Close ``page`` with its game and lock erased, so the next page starts afresh."""
    page.evaluate("localStorage.clear()")
    page.close()


def moving(page: Page, selector: str) -> list[dict[str, Any]]:
    """The elements matching ``selector`` with their running animations and offsets."""
    result: list[dict[str, Any]] = page.evaluate(
        """selector => [...document.querySelectorAll(selector)].map(e => ({
            names: e.getAnimations().map(a => a.animationName),
            dx: parseFloat(e.style.getPropertyValue('--dx')),
            dy: parseFloat(e.style.getPropertyValue('--dy')),
            delay: e.style.getPropertyValue('--delay'),
        }))""",
        selector,
    )
    return result


def live_lines(page: Page) -> list[str]:
    """What the screen reader was told so far."""
    return [line for line in page.locator("#live").inner_text().split("\n") if line]


def first_trick(page: Page) -> list[str]:
    """Play the first card, wait until the trick is gathered; what was announced."""
    page.locator(PLAYABLE).first.click()
    page.wait_for_selector(HELD, state="attached", timeout=STEP_TIMEOUT_MS)
    page.wait_for_selector(GATHERED, state="attached", timeout=STEP_TIMEOUT_MS)
    wait_turn_or_result(page)
    return live_lines(page)


@pytest.mark.timing
def test_cards_are_dealt_fly_to_the_trick_and_go_to_the_winner(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    open_paced(page, site_url, "slow")
    card = page.locator(PLAYABLE).first
    played = card.get_attribute("data-arg")
    card.click()
    # The played card flies up from the hand to the trick.
    (flight,) = moving(page, f'#t-trick .played[data-card="{played}"].arriving')
    assert "arrive" in flight["names"] and flight["dy"] > 50, flight
    # The movements' own work for this card is small (the deal's first measure also pays
    # for the new table's first layout, which the browser would do anyway).
    motion = page.evaluate("performance.getEntriesByName('briscola:motion').map(m => m.duration)")
    assert len(motion) >= 2 and motion[-1] < 50, motion
    # The computer answers, the trick is held and then swept to the winner's pile, and
    # the cards drawn arrive from the stock once it has gone.
    page.wait_for_selector(f"{HELD} #t-trick .played.leaving", state="attached")
    sweeps = moving(page, "#t-trick .played.leaving")
    assert len(sweeps) == 2 and all("leave" in s["names"] for s in sweeps)
    # Lento holds a trick 2.2 s; it leaves 0.45 s before the end, as the card drawn arrives.
    assert {s["delay"] for s in sweeps} == {"1.75s"}
    drawn = moving(page, "#t-hand .card.arriving")
    assert len(drawn) == 1 and drawn[0]["delay"] == "1.75s" and drawn[0]["dy"] < 0
    page.wait_for_selector(GATHERED, state="attached", timeout=STEP_TIMEOUT_MS)
    expect(page.locator("#t-trick .played")).to_have_count(0)


@pytest.mark.timing
def test_reduced_motion_changes_the_table_at_once_and_says_the_same(
    context: BrowserContext, site_url: str
) -> None:
    heard = {}
    for reduce in (False, True):
        page = context.new_page()
        page.emulate_media(reduced_motion="reduce" if reduce else "no-preference")
        open_paced(page, site_url, "fast")
        page.locator(PLAYABLE).first.click()
        page.wait_for_selector("#t-trick .played", state="attached")
        animated = page.evaluate("document.getAnimations().length")
        marked = page.locator(".arriving, .leaving").count()
        if reduce:
            assert (animated, marked) == (0, 0)
        else:
            assert animated > 0 and marked > 0
        page.wait_for_selector(HELD, state="attached", timeout=STEP_TIMEOUT_MS)
        if reduce:
            assert page.evaluate("document.getAnimations().length") == 0
        # The next card is played once the trick is gathered and the turn said: a click
        # during the pause would be carried out sooner with reduced motion than without.
        page.wait_for_selector(GATHERED, state="attached", timeout=STEP_TIMEOUT_MS)
        page.wait_for_selector(f"{MY_TURN} {PLAYABLE}", timeout=STEP_TIMEOUT_MS)
        heard[reduce] = first_trick(page)
        forget(page)
    assert heard[True] == heard[False] and len(heard[True]) >= 4, heard


def test_sound_waits_for_a_click_plays_and_its_switch_is_remembered(
    page: Page, site_url: str
) -> None:
    page.add_init_script(AUDIO_SPY)
    open_fast(page, site_url)
    toggle = page.locator("nav [data-act=sound]")
    expect(toggle).to_have_attribute("aria-pressed", "true")
    expect(toggle).to_have_attribute("aria-label", "Suoni")
    page.wait_for_timeout(300)
    assert page.evaluate("window.audioContexts") == 0  # nothing before the first gesture
    choose(page, "players", "3")  # a click (2 is already chosen: no click)
    assert page.evaluate("window.audioContexts") == 1
    start_game(page, 2)
    wait_turn_or_result(page)
    played = int(page.evaluate("document.body.dataset.sounds || '0'"))
    assert played >= 1  # the deal
    page.locator(PLAYABLE).first.click()
    page.wait_for_function(f"Number(document.body.dataset.sounds) > {played}")
    # Muted by keyboard: the switch says so, and a card played makes no sound.
    toggle.focus()
    page.keyboard.press("Enter")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    expect(page.locator("nav [data-act=sound]")).to_be_focused()
    wait_turn_or_result(page)
    silent = page.evaluate("document.body.dataset.sounds")
    page.locator(PLAYABLE).first.click()
    wait_turn_or_result(page)
    assert page.evaluate("document.body.dataset.sounds") == silent
    # Remembered: after a reload the switch is still off and no context is created.
    page.reload()
    wait_ready(page)
    expect(page.locator("nav [data-act=sound]")).to_have_attribute("aria-pressed", "false")
    wait_turn_or_result(page)
    page.locator(PLAYABLE).first.click()
    assert page.evaluate("window.audioContexts") == 0
    page.locator("nav [data-act=sound]").click()
    expect(page.locator("nav [data-act=sound]")).to_have_attribute("aria-pressed", "true")
    assert page.evaluate("window.audioContexts") == 1


@pytest.mark.timing
def test_the_pace_changes_how_long_the_computer_and_the_trick_wait(
    context: BrowserContext, site_url: str
) -> None:
    waits = {}
    for pace in ("slow", "fast"):
        page = context.new_page()
        page.add_init_script(CLOCK)
        open_paced(page, site_url, pace)
        page.locator(PLAYABLE).first.click()
        page.wait_for_function("window.times.gathered", timeout=STEP_TIMEOUT_MS)
        times = page.evaluate("window.times")
        waits[pace] = (times["answer"] - times["click"], times["gathered"] - times["answer"])
        forget(page)
    (slow_move, slow_hold), (fast_move, fast_hold) = waits["slow"], waits["fast"]
    # Lento: 1.5 s per computer move and 2.2 s on a finished trick; Veloce: 0.35 s and 0.75 s.
    assert slow_move >= 1400 and slow_hold >= 2100, waits
    assert fast_move < slow_move - 600 and fast_hold < slow_hold - 800, waits


def think_start_after_first_card(page: Page, site_url: str, script: str) -> float:
    """With ``script`` in the page at the fast pace, play the first card; when (page clock,
    ms) the computer began to think."""
    page.add_init_script(script)
    open_paced(page, site_url, "fast")
    page.locator(PLAYABLE).first.click()
    page.wait_for_function(
        "performance.getEntriesByName('briscola:think-start').length", timeout=STEP_TIMEOUT_MS
    )
    return float(page.evaluate("performance.getEntriesByName('briscola:think-start')[0].startTime"))


@pytest.mark.timing
def test_the_computer_thinks_once_the_card_played_has_landed(page: Page, site_url: str) -> None:
    think = think_start_after_first_card(page, site_url, CLOCK)
    click = page.evaluate("window.times.click")
    # The card flies for 0.34 s: the computer's work waits for it (no long task in flight).
    assert think - click >= 340, (click, think)


# The first card to fly to the trick is slowed to half its speed (as on a busy or slow
# machine); ``window.landed`` is when its movement ended.
SLOWED = """
document.addEventListener("animationstart", (e) => {
  if (e.animationName !== "arrive" || !e.target.closest("#t-trick") || window.slowed) return;
  const [flight] = e.target.getAnimations();
  window.slowed = true;
  flight.playbackRate = 0.5;
  flight.finished.then(() => { window.landed = performance.now(); });
}, true);
"""


@pytest.mark.timing
def test_the_computer_waits_for_a_card_that_lands_late(page: Page, site_url: str) -> None:
    think = think_start_after_first_card(page, site_url, SLOWED)
    landed = page.evaluate("window.landed")
    # The card's planned 0.34 s became 0.68 s: the computer starts after it, not on time.
    assert landed is not None and think >= landed, (landed, think)


def test_axe_finds_nothing_on_the_start_screen_and_the_table(page: Page, site_url: str) -> None:
    """At a phone's size and a desktop's (one page, resized: it lays itself out by CSS alone)."""
    sizes = (PHONE, DESKTOP)
    open_fast(page, site_url)
    for size in sizes:
        page.set_viewport_size(size)
        assert axe_violations(page) == [], size
    start_game(page, 2)
    wait_turn_or_result(page)
    page.locator("nav [data-act=sound]").click()
    for size in sizes:
        page.set_viewport_size(size)
        assert axe_violations(page) == [], size
