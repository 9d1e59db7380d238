"""Playing whole hands and a series in the page, through clicks and number keys."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .browser_harness import RequestLog, wait_ready
from .table_driver import (
    MY_TURN,
    RESULT,
    hand_names,
    open_fast,
    play_card,
    play_to_result,
    start_game,
    wait_turn_or_result,
)

pytestmark = pytest.mark.browser

TRICKS = {2: 20, 3: 13, 4: 10}


@pytest.mark.service_worker  # every request of a hand, the worker's precache's too
def test_a_two_player_hand_to_the_end_of_hand_screen(
    page: Page, site_url: str, request_log: RequestLog
) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_fast(page, site_url)
    start_game(page, 2)
    expect(page.locator("#seat-1 .name")).to_have_text("Marco")
    expect(page.locator("#t-stock .trump-label")).to_contain_text("Briscola: ")
    assert len(hand_names(page)) == 3 and all(" di " in name for name in hand_names(page))
    played = play_to_result(page, keys_every=2)  # every other card with the key "1"
    assert played == TRICKS[2]
    expect(page.locator("#result-headline")).to_have_text(
        re.compile(r"Hai vinto!|Hai perso\.|Patta!")
    )
    points = [int(t.split()[0]) for t in page.locator(".side-points").all_inner_texts()]
    assert sum(points) == 120
    assert page.locator(".taken img").count() == 40
    expect(page.locator("#live")).not_to_be_empty()
    # A reload on the end-of-hand screen comes back to it.
    page.reload()
    wait_ready(page)
    expect(page.locator(RESULT)).to_have_count(1)
    assert [int(t.split()[0]) for t in page.locator(".side-points").all_inner_texts()] == points
    assert errors == []
    assert request_log.failures == []
    request_log.assert_same_origin(site_url)


@pytest.mark.parametrize(("players", "deck"), [(3, 39), (4, 40)])
def test_three_and_four_player_hands(page: Page, site_url: str, players: int, deck: int) -> None:
    open_fast(page, site_url)
    start_game(page, players)
    assert page.locator(".seat .seat-box").count() == players
    if players == 4:
        expect(page.locator("#seat-2 .role")).to_contain_text("compagna")
    assert play_to_result(page, keys_every=3) == TRICKS[players]
    assert page.locator(".taken img").count() == deck
    sides = 2 if players == 4 else 3
    expect(page.locator(".side")).to_have_count(sides)
    if players == 4:
        expect(page.locator(".seat-points")).to_have_count(2)  # points per seat within pairs


def test_a_best_of_three_series_progresses_across_hands(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    start_game(page, 4, best_of=3)
    expect(page.locator("#t-series")).to_contain_text("Mano 1 · al meglio di 3")
    hands = 0
    while True:
        play_to_result(page)
        hands += 1
        expect(page.locator(".series-box h3")).to_have_text("Serie al meglio di 3")
        wins = [int(t) for t in page.locator(".series-box .tally b").all_inner_texts()]
        if page.locator("[data-act=next]").count() == 0:
            break
        assert max(wins) < 2
        dealer_before = page.evaluate(
            "JSON.parse(localStorage.getItem('briscola:/:v1:session')).series.hand.dealer"
        )
        page.locator("[data-act=next]").click()
        wait_turn_or_result(page)
        expect(page.locator("#t-series")).to_contain_text(f"Mano {hands + 1} · al meglio di 3")
        dealer = page.evaluate(
            "JSON.parse(localStorage.getItem('briscola:/:v1:session')).series.hand.dealer"
        )
        assert dealer == (dealer_before + 1) % 4  # the deal passes on
    assert max(wins) == 2 and hands >= 2
    expect(page.locator(".series-headline")).not_to_be_empty()
    expect(page.locator("[data-act=again]")).to_have_text("Rivincita")
    page.locator("[data-act=again]").click()
    page.wait_for_selector(f"{MY_TURN}, body[data-screen=table][data-phase=computer]")
    expect(page.locator("#t-series")).to_contain_text("Mano 1 · al meglio di 3")


# A series seed whose first deal lets the person swap the 7 when they play their first card.
SWAP_SEED = 8


def test_the_swap_and_last_trick_controls(page: Page, site_url: str) -> None:
    open_fast(page, site_url, seed=SWAP_SEED)
    start_game(page, 2)
    seen_last = seen_swap = False
    while wait_turn_or_result(page) == "turn":
        if page.locator("#t-tools .last-trick").count():
            page.locator("#t-tools .last-trick summary").click()
            expect(page.locator("#t-tools .last-trick li")).to_have_count(2)
            seen_last = True
        swap = page.locator("#t-tools [data-act=swap]")
        if swap.count():
            label = swap.get_attribute("aria-label") or ""
            assert label.startswith("Scambia Sette di ")  # "… con Fante di Coppe"
            swap.click()
            expect(page.locator("#live")).to_contain_text("Hai scambiato")
            seen_swap = True
        play_card(page)
    assert seen_last and seen_swap
