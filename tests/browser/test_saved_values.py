"""Bad saved values and bad URL parameters in the real page: it always boots and plays,
says what it set aside, and loses nothing."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from briscola.setup.settings import Settings

from .table_driver import MY_TURN, PLAYABLE, choose, open_fast, start_game

pytestmark = pytest.mark.browser

SITE = "briscola:/:v1:"
KINDS = ("settings", "stats", "session", "lock")
DEEP = "[" * 100_000 + "]" * 100_000


def wrong_types() -> dict[str, str]:
    settings = Settings().to_json()
    settings["players"] = True  # a bool is not a number of players
    return {
        "settings": json.dumps(settings),
        "stats": json.dumps({"format": "briscola-stats", "version": 1, "tables": [1, 2]}),
        "session": json.dumps({"format": "briscola-session", "version": 2, "hand_seed": "x"}),
        "lock": json.dumps({"owner": 5, "beat": "now"}),
    }


def unknown_version() -> dict[str, str]:
    return {
        "settings": json.dumps({**Settings().to_json(), "version": 99}),
        "stats": json.dumps({"format": "briscola-stats", "version": 99, "tables": {}}),
        "session": json.dumps({"format": "briscola-session", "version": 99}),
        "lock": json.dumps({"owner": "tab-x", "beat": 1e300}),
    }


CLASSES = {
    "deep nesting": dict.fromkeys(KINDS, DEEP),
    "the session of the issue": {"session": "[" * 10_000 + "]" * 10_000},
    "wrong types": wrong_types(),
    "unknown version": unknown_version(),
    "garbage text": dict.fromkeys(KINDS, "\x00garbage{{{ ¿"),
}


def put(page: Page, values: dict[str, str]) -> None:
    """Write ``values`` (by kind) into the site's keys before the page's own scripts run."""
    keyed = {SITE + kind: text for kind, text in values.items()}
    page.add_init_script(
        f"for (const [k, v] of Object.entries({json.dumps(keyed)})) localStorage.setItem(k, v);"
    )


def stored(page: Page) -> dict[str, str]:
    """Every key and value of the page's localStorage."""
    found: dict[str, str] = page.evaluate("Object.fromEntries(Object.entries(localStorage))")
    return found


@pytest.mark.parametrize("name", list(CLASSES))
def test_a_bad_saved_value_is_set_aside_said_and_the_page_plays(
    page: Page, site_url: str, name: str
) -> None:
    values = CLASSES[name]
    put(page, values)
    open_fast(page, site_url)
    notice = page.locator("#notice")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("una copia è conservata a parte")
    after = stored(page)
    for kind, text in values.items():
        slots = [json.loads(v) for k, v in after.items() if k.startswith(f"{SITE}{kind}:backup:")]
        kept = text in [slot["text"] for slot in slots]
        if kind == "stats":  # read as far as possible and kept in use (then backed up whole)
            assert kept or after.get(SITE + kind) == text, "the statistics were lost"
        else:
            assert kept, f"{kind} was not kept"
            assert after.get(SITE + kind) != text, f"{kind} is still in use"
    start_game(page, 2)
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")


def test_statistics_of_five_and_six_players_are_read_and_kept(page: Page, site_url: str) -> None:
    counters = ("hands_won", "hands_lost", "hands_tied", "series_won", "series_lost")
    tables = {
        players: dict(zip(counters, (int(players), 1, 0, 2, 3), strict=True))
        for players in ("2", "5", "6")
    }
    record = json.dumps({"format": "briscola-stats", "version": 1, "tables": tables})
    put(page, {"stats": record})
    open_fast(page, site_url)
    expect(page.locator("#notice")).to_be_hidden()
    choose(page, "players", "5")  # saves the settings; the statistics must stay as they were
    expect(page.locator("#start-form .stats")).to_contain_text("5")
    saved = json.loads(stored(page)[SITE + "stats"])
    assert saved["tables"] == tables


BAD_QUERIES = ["seed=²", "seed=①", "seed=" + "9" * 5000, "fast=garbage"]


def test_a_bad_url_parameter_is_ignored_said_and_never_touches_saved_data(
    page: Page, site_url: str
) -> None:
    # A series in progress is saved; the page is opened again with each parameter that does
    # not parse, one after the other.
    open_fast(page, site_url)
    start_game(page, 2, best_of=3)
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")
    before = stored(page)
    for query in BAD_QUERIES:
        page.goto(f"{site_url}?{query}")
        page.wait_for_selector("body[data-ready]", state="attached")
        name = query.split("=")[0]
        expect(page.locator("#notice"), query[:20]).to_contain_text(
            f"Parametro dell’indirizzo non valido, ignorato: {name}"
        )
        expect(page.locator("body"), query[:20]).to_have_attribute("data-screen", "table")
        after = stored(page)
        assert after[SITE + "session"] == before[SITE + "session"], query[:20]
        assert not [key for key in after if ":backup:" in key], query[:20]


def test_the_nested_value_of_the_issue_under_the_old_key_boots_and_keeps_booting(
    page: Page, site_url: str
) -> None:
    # localStorage.setItem('briscola:v1:session', '['.repeat(10000) + ']'.repeat(10000))
    # used to kill Pyodide at every load.
    text = "[" * 10_000 + "]" * 10_000
    page.add_init_script(
        'if (!sessionStorage.getItem("test:saved")) { sessionStorage.setItem("test:saved", "1");'
        f' localStorage.setItem("briscola:v1:session", {json.dumps(text)}); }}'
    )
    open_fast(page, site_url)
    expect(page.locator("#notice")).to_contain_text("la partita salvata")
    after = stored(page)
    assert "briscola:v1:session" not in after and SITE + "session" not in after
    assert json.loads(after[SITE + "session:backup:1"])["text"] == text
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached")
    expect(page.locator("body")).to_have_attribute("data-screen", "start")
