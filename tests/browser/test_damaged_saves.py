"""Damaged saved values in the real page: every saved key, and an imported file, cut short,
nested deep, holding huge numbers or values of the wrong type, as long as the page reads.
The page becomes ready and plays, keeps each damaged value aside, and loses nothing else.

(Reading such a value once took time growing with the square of its length: a statistics key
holding an unterminated string of 200,000 characters kept the page from being ready for
minutes. ``benchmarks/damaged_values.py`` prints the readers' times.)"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from briscola.app.aids.hand_aids import HandAids
from briscola.app.game.session import Session
from briscola.app.saved import paint
from briscola.app.saved.storage import MAX_CHARS
from briscola.app.statistics.kept_hands import KeptHand, KeptHands
from briscola.engine.record import record_of
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from briscola.setup.settings import Settings
from tests.support import damaged as damages

from .table_driver import MY_TURN, PLAYABLE, open_fast, play_card, start_game

pytestmark = pytest.mark.browser

SITE = "briscola:/:v1:"
DAMAGES = ("cut short", "nested deep", "huge integer", "numbers past float", "wrong type: list")
LONGEST = {**MAX_CHARS, "paint": paint.MAX_CHARS}
"""The longest value the page reads of each kind: each damaged value is that long."""
FIELD = {
    "settings": "levels",
    "stats": "tables",
    "session": "series",
    "aids": "hints",
    "hands": "hands",
    "lock": "beat",
    "paint": "writes",
}
"""The field of each kind's value the damage replaces."""


def good_values() -> dict[str, dict[str, object]]:
    """A saved game in English (the person to play), its statistics, aids and a kept hand."""
    settings = Settings(language="en", levels=("greedy",) * 5)
    session = Session.new(settings, 5)  # the person leads
    finished = GameState.new(Rules(players=2), random.Random(3))
    while not finished.is_over:
        finished.apply(finished.legal_actions()[0])
    kept = KeptHand(1_700_000_000_000, "2:classic:greedy", "won", 70, 0, 3, 1, record_of(finished))
    stats = {
        "format": "briscola-stats",
        "version": 2,
        "tables": {"2:classic:greedy": {"hands_won": 5}},
    }
    return {
        "settings": settings.to_json(),
        "stats": stats,
        "session": session.to_json(),
        "aids": HandAids(session.hand_seed, session.hand_number, hints=2).to_json(),
        "hands": KeptHands((kept,)).to_json(),
    }


def damaged_value(kind: str, damage: str) -> str:
    carrier = good_values().get(kind) or {"owner": "tab-x", "beat": 1, "v": 1}
    room = LONGEST[kind] - len(json.dumps(carrier)) - 100
    return str(damages.damaged(carrier, FIELD[kind], damage, room))


def put(page: Page, values: dict[str, str]) -> None:
    """Write ``values`` (by kind) into the site's keys before the page's own scripts run."""
    keyed = json.dumps({SITE + kind: text for kind, text in values.items()})
    page.add_init_script(
        f"for (const [k, v] of Object.entries({keyed})) localStorage.setItem(k, v);"
    )


def stored(page: Page) -> dict[str, str]:
    found: dict[str, str] = page.evaluate("Object.fromEntries(Object.entries(localStorage))")
    return found


def kept_aside(after: dict[str, str], kind: str) -> list[str]:
    """The texts of ``kind``'s backup slots."""
    prefix = f"{SITE}{kind}:backup:"
    return [json.loads(value)["text"] for key, value in after.items() if key.startswith(prefix)]


@pytest.mark.parametrize("damage", DAMAGES)
def test_every_key_damaged_the_page_is_ready_plays_and_keeps_them_aside(
    page: Page, site_url: str, damage: str
) -> None:
    values = {kind: damaged_value(kind, damage) for kind in FIELD}
    put(page, values)
    open_fast(page, site_url)  # ready within the harness's boot timeout
    expect(page.locator("#notice")).to_be_visible()
    after = stored(page)
    for kind in ("settings", "stats", "session"):  # read at every start
        assert values[kind] in kept_aside(after, kind), f"the damaged {kind} was lost"
        assert after.get(SITE + kind) != values[kind], f"the damaged {kind} is still in use"
    for kind in ("aids", "hands"):  # read when first needed: still there, or kept aside
        assert after.get(SITE + kind) == values[kind] or values[kind] in kept_aside(after, kind)
    start_game(page, 2)
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")
    play_card(page)


@pytest.mark.parametrize("kind", ["settings", "stats", "session", "aids", "hands", "paint"])
def test_one_damaged_key_costs_nothing_else(page: Page, site_url: str, kind: str) -> None:
    damage = DAMAGES[list(FIELD).index(kind) % len(DAMAGES)]
    good = {k: json.dumps(v) for k, v in good_values().items()}
    values = {**good, kind: damaged_value(kind, damage)}
    put(page, values)
    open_fast(page, site_url, lang="en" if kind == "settings" else "it")
    after = stored(page)
    for other, text in good.items():
        if other != kind:
            assert json.loads(after[SITE + other]) == json.loads(text), f"{other} changed"
    if kind != "paint":
        assert after.get(SITE + kind) == values[kind] or values[kind] in kept_aside(after, kind)
    if kind != "session":  # the saved game goes on
        expect(page.locator("body")).to_have_attribute("data-screen", "table")
        page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")
    else:
        start_game(page, 2)
        page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")
    if kind != "settings":
        expect(page.locator("html")).to_have_attribute("lang", "en")
    play_card(page)


def test_a_damaged_import_is_refused_and_changes_nothing(
    page: Page, site_url: str, tmp_path: Path
) -> None:
    """Each damage in turn, on one page: the panel opens afresh, refuses the file, and the
    saved values are as they were; the game then goes on."""
    carrier = {"format": "briscola-saved-data", "version": 1, "site": "/", "exported": 0}
    put(page, {k: json.dumps(v) for k, v in good_values().items()})
    open_fast(page, site_url)
    for number, damage in enumerate(DAMAGES):
        file = tmp_path / f"saved-{number}.json"
        file.write_text(damages.damaged({**carrier, "keys": {}}, "keys", damage, 1_000_000))
        page.locator("nav [data-act=data]").click()
        expect(page.locator("#data-result")).to_have_text("")  # no earlier file's answer
        before = {k: v for k, v in stored(page).items() if k != SITE + "lock"}
        page.locator("#data-file").set_input_files(str(file))
        expect(page.locator("#data-result")).to_contain_text("File not imported")
        after = {k: v for k, v in stored(page).items() if k != SITE + "lock"}
        assert after == before, damage
        page.locator("#screen-data").get_by_role("button", name="Go back").click()
        page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")
    play_card(page)
