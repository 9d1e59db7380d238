"""The learning aids' pages as a person uses them: the daily deal from the start screen (the
same cards as ``daily_deal`` in CPython for the date the page's clock says), the last hands
kept with "Rivedi", a record downloaded and opened again to step through, a bad file refused
without touching the saved data, the hints used and the deal's secret after a reload, and a
share link that leaves the address bar once dealt."""

from __future__ import annotations

import datetime
import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import FilePayload, Page, expect

from briscola.engine.record import replay_record
from briscola.learn.daily import daily_deal
from briscola.learn.fairness import verify

from .axe import axe_violations
from .browser_harness import SHOTS, boot, wait_ready
from .table_driver import (
    ANALYSING,
    RESULT,
    STEP_TIMEOUT_MS,
    ask_hint,
    open_fast,
    play_card,
    play_to_result,
    start_and_cancel_review,
    start_game,
    wait_turn_or_result,
    was_shown,
    watch_shown,
)

pytestmark = pytest.mark.browser

REVIEW_TIMEOUT_MS = 180_000  # a whole hand's searches, on a shared machine
DAY = "2026-12-01"
SAVED = ("settings", "session", "stats", "aids", "hands")
HAND_CODES = """() => [...document.querySelectorAll('#t-hand button.card')]
    .map(b => JSON.parse(b.dataset.action).play)"""


def saved(page: Page) -> dict[str, str | None]:
    """The saved values, as localStorage holds them."""
    return {k: page.evaluate(f"localStorage.getItem('briscola:/:v1:{k}')") for k in SAVED}


def open_stats(page: Page) -> None:
    """Open the statistics as a person would: the menu, or on a phone (where the menu has no
    room for it) the start screen's link, by way of "Cambia impostazioni"."""
    if not page.locator("nav [data-act=stats]").is_visible():
        page.locator("#screen-result [data-act=settings]").click()
        page.wait_for_selector("body[data-screen=start]")
        page.locator("#start-form [data-act=stats]").click()
    else:
        page.locator("nav [data-act=stats]").click()
    page.wait_for_selector("body[data-screen=stats]")


def shot(page: Page, name: str, width: int) -> None:
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}-{width}.png"), full_page=True)


def looks_right(page: Page, name: str) -> None:
    """No axe finding, at a desktop's width and then a phone's (one page, resized: it lays
    itself out by CSS alone), each with its screenshot; the page is left at the phone's."""
    for width in (1280, 360):
        page.set_viewport_size({"width": width, "height": 800})
        assert axe_violations(page) == []
        shot(page, name, width)


def test_the_daily_deal_deals_todays_cards_and_counts_the_first_result(
    page: Page, site_url: str
) -> None:
    page.set_viewport_size({"width": 360, "height": 800})
    # The page's "today": its clock fixed at noon UTC of DAY (the timers still run).
    page.clock.set_fixed_time(datetime.datetime(2026, 12, 1, 12, tzinfo=datetime.UTC))
    open_fast(page, site_url)
    daily = page.get_by_role("button", name="Mano del giorno")
    expect(page.locator("#daily-note")).to_contain_text("uguale per tutti")
    for width in (1280, 360):
        page.set_viewport_size({"width": width, "height": 800})
        expect(daily).to_be_visible()
    looks_right(page, "daily-start")
    daily.click()
    page.wait_for_selector("body[data-screen=table]")
    assert wait_turn_or_result(page) == "turn"
    # The person's first turn comes within the first trick: their hand is as dealt, and the
    # deal is the daily deal of DAY in CPython.
    dealt = daily_deal(DAY).deal().dealt[0]
    assert sorted(page.evaluate(HAND_CODES)) == sorted(c.code for c in dealt)
    play_to_result(page)
    page.wait_for_selector(RESULT)
    expect(page.locator("#daily-result")).to_contain_text(
        "Mano del giorno: questo è il risultato di oggi."
    )
    expect(page.locator("#daily-result")).to_contain_text("Giorni di fila: 1 giocati")
    stats = json.loads(saved(page)["stats"] or "{}")
    assert list(stats["daily"]) == [DAY]
    looks_right(page, "daily-result")
    # Back to the start screen: the day is played, a replay is offered, the first result counts.
    page.locator("[data-act=settings]").first.click()
    page.wait_for_selector("body[data-screen=start]")
    expect(page.locator("#daily-note")).to_contain_text("Oggi l’hai già giocata")
    looks_right(page, "daily-played")
    page.locator("#start-form [data-act=stats]").click()  # the start screen's own link
    page.wait_for_selector("body[data-screen=stats]")
    days = page.locator(".stats-daily .stats-figures div", has_text="Giorni di fila giocati")
    expect(days.locator("dd")).to_have_text("1")
    looks_right(page, "stats-daily")


def test_the_first_cards_of_the_daily_deal_match_cpython(page: Page, site_url: str) -> None:
    """The first trick's cards as the page deals them, against ``daily_deal`` in CPython."""
    page.clock.set_fixed_time(datetime.datetime(2026, 12, 1, 23, 59, tzinfo=datetime.UTC))
    open_fast(page, site_url)
    page.get_by_role("button", name="Mano del giorno").click()
    page.wait_for_selector("body[data-screen=table]")
    session = json.loads(saved(page)["session"] or "{}")
    hand = session["series"]["hand"]
    expected = daily_deal(DAY).deal()
    assert hand["hands"] == [[c.code for c in cards] for cards in expected.dealt]
    assert hand["stock"] == [c.code for c in expected.initial_stock]
    assert hand["dealer"] == expected.dealer


def test_a_record_is_kept_listed_downloaded_opened_and_stepped_through(
    page: Page, site_url: str, tmp_path: Path
) -> None:
    """Played at a desktop's width: the statistics by the menu (the hints' test takes the
    phone's way); each screen checked at a desktop's and a phone's width."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_fast(page, site_url)
    start_game(page, 2)
    play_to_result(page)
    page.wait_for_selector(RESULT)
    with page.expect_download() as info:
        page.get_by_role("button", name="Scarica la registrazione della mano").click()
    record = tmp_path / "hand.json"
    record.write_text(Path(info.value.path()).read_text(encoding="utf-8"), encoding="utf-8")
    replay_record(record.read_text(encoding="utf-8"))  # the CLI's reader takes it
    open_stats(page)
    kept = page.locator(".kept-list li")
    expect(kept).to_have_count(1)
    expect(kept.first.get_by_role("button")).to_have_text("Rivedi")
    expect(
        kept.first.get_by_role("button", name=re.compile("^Rivedi la mano del "))
    ).to_be_visible()
    looks_right(page, "stats-kept")
    before = saved(page)

    # A file that is not a record: a notice, and nothing saved changes.
    bad: FilePayload = {"name": "bad.json", "mimeType": "application/json", "buffer": b"[1]"}
    page.locator("#record-file").set_input_files(files=[bad])
    expect(page.locator("#notice")).to_contain_text(
        "Questo file non si può aprire come registrazione di una mano."
        " Non contiene i dati di una registrazione. Non è cambiato nulla."
    )
    assert saved(page) == before
    page.wait_for_selector("body[data-screen=stats]")
    looks_right(page, "record-refused")
    page.locator("#notice [data-act=dismiss]").click()

    # The downloaded record: reviewed as after a hand, trick by trick.
    watch_shown(page, ANALYSING)
    page.locator("#record-file").set_input_files(str(record))
    page.wait_for_selector("body[data-screen=review]")
    page.wait_for_selector("#review-trick", timeout=REVIEW_TIMEOUT_MS)
    assert was_shown(page, ANALYSING), "no progress bar while the hand was analysed"
    while page.locator("[data-act=review-prev]:not([aria-disabled=true])").count():
        page.locator("[data-act=review-prev]").click()
    expect(page.locator("#review-trick")).to_have_text("Presa 1 di 20")
    page.keyboard.press("ArrowRight")
    expect(page.locator("#review-trick")).to_have_text("Presa 2 di 20")
    expect(page.locator(".review-trick .played")).to_have_count(2)
    looks_right(page, "record-review")
    page.get_by_role("button", name="Torna alle statistiche").click()
    page.wait_for_selector("body[data-screen=stats]")
    assert saved(page) == before  # opening a record writes nothing

    # "Rivedi" on the kept hand opens its review (cancelled here: the same search as above).
    start_and_cancel_review(page, kept.first.get_by_role("button"), "body[data-screen=stats]")


def test_the_hints_used_and_the_deals_secret_survive_a_reload(page: Page, site_url: str) -> None:
    """Played at a phone's width: the statistics by the start screen's link (the record's test
    takes the menu); each screen checked at a desktop's and a phone's width."""
    page.set_viewport_size({"width": 360, "height": 800})
    open_fast(page, site_url)
    start_game(page, 2)
    assert wait_turn_or_result(page) == "turn"
    ask_hint(page)
    summary = page.locator("#t-proof .proof summary")
    short = summary.inner_text().rsplit(" ", 1)[1]
    play_card(page)
    page.reload()
    wait_ready(page)
    page.wait_for_selector("body[data-screen=table]")
    expect(page.locator("#t-proof .proof summary")).to_have_text(f"Impronta della mano: {short}")
    play_to_result(page)
    page.wait_for_selector(RESULT)
    expect(page.locator(".hints-used")).to_have_text("Hai usato 1 suggerimento in questa mano.")
    fingerprint = page.locator("#proof-fingerprint").inner_text()
    secret = page.locator("#proof-secret").inner_text()
    assert fingerprint.startswith(short) and re.fullmatch(r"[0-9a-f]{32}", secret)
    with page.expect_download() as info:
        page.get_by_role("button", name="Scarica la registrazione della mano").click()
    record = Path(info.value.path()).read_text(encoding="utf-8")
    assert verify(fingerprint, secret, replay_record(record))
    looks_right(page, "reload-result")
    open_stats(page)
    figure = page.locator(".stats-table .stats-figures div", has_text="Suggerimenti usati")
    expect(figure.locator("dd")).to_have_text("1")
    looks_right(page, "stats-hints")


def test_a_share_link_leaves_the_address_bar_once_dealt(page: Page, site_url: str) -> None:
    link = site_url + "?v=1&p=2&d=40&var=classic&sw=1&fs=0&sg=0&lv=hard&seed=1234&n=1"
    page.emulate_media(reduced_motion="reduce")
    boot(page, link + "&fast=1")
    page.wait_for_selector("body[data-screen=table]")
    assert page.url == site_url + "?fast=1"
    expect(page.locator("#notice")).to_contain_text(
        "La mano condivisa si gioca solo in questa pagina"
    )
    page.reload()
    wait_ready(page)
    page.wait_for_selector("body[data-screen=start]", timeout=STEP_TIMEOUT_MS)
    assert page.url == site_url + "?fast=1"
