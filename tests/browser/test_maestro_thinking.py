"""Maestro, chosen on the start screen as a person would, thinks longer: the status line says
so while it thinks and stops saying so once it has moved, and the table holds still."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from .still_watch import WATCH_BOXES
from .table_driver import (
    PHONE,
    open_fast,
    open_settings,
    play_card,
    wait_turn_or_result,
)

pytestmark = pytest.mark.browser

# Every change of the status line: whether it says the computer is thinking, and its words.
WATCH_THINKING = """() => {
const seen = window.__thinking = [];
new MutationObserver(() => {
  const status = document.querySelector("#t-status");
  if (!status) return;
  const now = [!!status.querySelector(".thinking"), status.innerText];
  const last = seen[seen.length - 1];
  if (!last || last[0] !== now[0] || last[1] !== now[1]) seen.push(now);
}).observe(document, {subtree: true, childList: true, characterData: true});
}"""


def test_maestro_says_it_is_thinking_and_the_table_holds_still(page: Page, site_url: str) -> None:
    page.set_viewport_size(PHONE)
    open_fast(page, site_url)
    open_settings(page)
    level = page.locator("#start-form select[name=level-1]")
    assert "Maestro" in level.locator("option").all_inner_texts()
    level.select_option(label="Maestro")
    page.wait_for_selector(
        "#start-form select[name=level-1] option[value=maestro]:checked", state="attached"
    )
    page.evaluate(WATCH_BOXES)
    page.evaluate(WATCH_THINKING)
    # A processor four times slower: every move of Maestro's then lasts over the 0.4 s after
    # which the page says it is thinking, whatever this machine's speed.
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    try:
        page.locator("#start-form button[type=submit]").click()
        page.wait_for_selector("body[data-screen=table]")
        for _ in range(3):  # Marco moves first or after each of these cards
            assert wait_turn_or_result(page) == "turn"
            play_card(page)
        assert wait_turn_or_result(page) == "turn"
    finally:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    seen = page.evaluate("window.__thinking")
    said = [words for thinking, words in seen if thinking]
    assert said and all(words == "Marco sta pensando…" for words in said)
    # It went each time Marco moved: the next words of the status line are without it.
    shown = [i for i, (thinking, _) in enumerate(seen) if thinking]
    assert not seen[-1][0] and all(not seen[i + 1][0] for i in shown)
    assert not page.locator("#t-status .thinking").count()
    assert page.locator("#t-status").inner_text() == "Tocca a te"
    still = page.evaluate("window.__still")
    moved = {
        name: values
        for name, values in still["boxes"].items()
        if max(map(float, values)) - min(map(float, values)) > 1
    }
    assert moved == {}
