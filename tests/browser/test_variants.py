"""One hand of each variant played through the page, as a person would."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .table_driver import (
    MY_TURN,
    hand_names,
    open_fast,
    play_card,
    play_to_result,
    start_game,
    wait_turn_or_result,
)

pytestmark = pytest.mark.browser

DISABLED = "#t-hand button.card[aria-disabled=true]"


def test_con_il_due_plays_a_hand_and_the_rules_page_explains_it(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    start_game(page, 2, variant="con-il-due")
    expect(page.locator("#t-stock .trump-label")).to_contain_text("Briscola: ")
    assert play_to_result(page) == 20
    expect(page.locator("#result-headline")).not_to_be_empty()


def test_briscolone_with_follow_suit_refuses_a_card_and_says_why(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    start_game(page, 2, variant="briscolone", checks=("follow_suit",))
    expect(page.locator("#t-stock .trump-label")).to_have_text("Senza briscola")
    expect(page.locator("#t-stock .face-up")).to_have_count(0)
    assert len(hand_names(page)) == 5
    refused = False
    played = 0
    while wait_turn_or_result(page) == "turn":
        if not refused and page.locator(DISABLED).count():
            before = hand_names(page)
            page.locator(DISABLED).first.click(force=True)  # aria-disabled, still clickable
            expect(page.locator("#t-status .hint")).to_contain_text("Devi rispondere a ")
            expect(page.locator("#live")).to_contain_text("Devi rispondere a ")
            assert hand_names(page) == before  # refused: nothing changed
            page.wait_for_selector(MY_TURN)
            refused = True
        play_card(page, key=played % 2 == 1)  # keys play the first playable card's number
        played += 1
    assert played == 20 and refused


def test_scoperta_shows_the_other_hand_and_the_stock_order(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    start_game(page, 2, variant="scoperta")
    other = page.locator("#seat-1 .backs.open")
    expect(other).to_have_attribute("aria-label", re.compile(r"; Carte scoperte: .+ di "))
    expect(other.locator("img.mini")).to_have_count(3)
    upcoming = page.locator("#t-stock .stock-next")
    expect(upcoming).to_have_attribute("aria-label", re.compile(r"^Prossime carte del mazzo: "))
    expect(upcoming.locator("img")).to_have_count(3)
    later = page.locator("#t-stock .stock-later")
    expect(later.locator("summary")).to_have_text("ancora 30 carte")  # 40 - 6 - 1 face up - 3
    assert play_to_result(page) == 20
    expect(page.locator("#result-headline")).not_to_be_empty()


def test_a_31_declares_from_the_table_and_the_result_tells(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    start_game(page, 2, variant="a-31")
    page.wait_for_selector(MY_TURN)
    declare = page.locator("#t-tools [data-act=declare]")
    expect(declare).to_have_text("Dichiaro 31")
    declare.click()
    dialog = page.locator("#confirm")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("heading")).to_have_text("Dichiarare 31?")
    expect(dialog.locator("button[value=no]")).to_be_focused()
    page.keyboard.press("Enter")  # the focused "no": nothing is declared
    expect(dialog).to_be_hidden()
    expect(page.locator("body")).to_have_attribute("data-screen", "table")
    expect(declare).to_be_focused()
    declare.press("Enter")
    expect(dialog).to_be_visible()
    # "No" and "Dichiaro 31" again in one task: the first answer's close event comes once the
    # dialog asks anew, and must not be taken for the new question's answer.
    page.evaluate(
        """() => {
            const dialog = document.querySelector("#confirm");
            dialog.addEventListener("close", () => { window.firstClosed = true; }, {once: true});
            dialog.querySelector("button[value=no]").click();
            document.querySelector("#t-tools [data-act=declare]").click();
        }"""
    )
    page.wait_for_function("window.firstClosed === true")
    expect(dialog).to_be_visible()
    dialog.locator("button[value=yes]").click()  # no points taken yet: wrong, the hand is lost
    page.wait_for_selector("body[data-screen=result]")
    expect(page.locator("#screen-result .declaration")).to_have_text(
        "Hai dichiarato 31: sbagliato, la mano è persa."
    )
    expect(page.locator("#result-headline")).to_have_text("Hai perso.")


def test_six_players_play_a_hand_in_two_teams(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    open_fast(page, site_url)
    start_game(page, 6)
    expect(page.locator("#screen-table .seat")).to_have_count(6)
    expect(page.locator("#screen-table .captain")).to_have_count(2)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert play_to_result(page) == 6  # 36 cards, six tricks each way
    expect(page.locator("#result-headline")).to_have_text(
        re.compile(r"Avete vinto!|Avete perso\.|Patta!")
    )


def test_partner_signals_are_given_from_the_table(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    start_game(page, 4, checks=("signals",))
    signalled = False
    while wait_turn_or_result(page) == "turn":
        offer = page.locator("#t-tools [data-act=signal]")
        if not signalled and offer.count():
            words = offer.last.inner_text()
            offer.last.click()
            expect(page.locator("#seat-0 .signal")).to_have_text(f"Segnala: {words}")
            expect(page.locator("#live")).to_contain_text(f"Segnali: «{words}».")
            expect(page.locator("#t-tools [data-act=signal]")).to_have_count(0)
            signalled = True
            continue
        play_card(page)
    assert signalled


def test_briscola_chiamata_auction_call_and_hand(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    open_fast(page, site_url)
    start_game(page, 5)
    expect(page.locator("#screen-table .seat")).to_have_count(5)
    bid = called = False
    while True:
        page.wait_for_selector(f"{MY_TURN}, body[data-screen=result]")
        if page.locator("body[data-screen=result]").count():
            break
        bids = page.locator("#t-tools [data-act=bid]")
        calls = page.locator("#t-tools [data-act=call]")
        if bids.count():
            expect(bids.first).to_have_text("Passo")
            before = page.locator("#live").inner_text()
            bids.last.click()  # the highest bid offered: the person may well win the auction
            page.wait_for_function(
                "before => document.querySelector('#live').innerText !== before", arg=before
            )
            bid = True
        elif calls.count():
            calls.first.click()
            expect(page.locator("#t-stock .contract")).to_contain_text("Chiami ")
            called = True
        else:
            assert len(hand_names(page)) <= 8
            play_card(page)
    assert bid and called  # with this seed, bidding high wins the person the auction
    expect(page.locator("#screen-result .declaration")).to_contain_text("Hai chiamato ")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
