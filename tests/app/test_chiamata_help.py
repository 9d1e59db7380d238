"""The Chiamata's offers explained beside them: what the lowest bid offered promises, what the
called card does, in every language."""

from __future__ import annotations

import pytest

from briscola.app.screens.table import offer_help
from briscola.engine.actions import CALL
from briscola.engine.auction import BIDS
from briscola.engine.cards import Card


@pytest.mark.parametrize("lang", ["it", "en", "de"])
def test_the_lowest_bid_offered_is_explained_with_its_points(lang: str) -> None:
    ranks = offer_help([BIDS["pass"], BIDS["F"], BIDS["7"]], lang)
    assert "61" in ranks and ("Fante" in ranks or "Jack" in ranks or "Bube" in ranks)
    points = offer_help([BIDS["pass"], BIDS[66], BIDS[67]], lang)
    assert "66" in points and "61" not in points


@pytest.mark.parametrize("lang", ["it", "en", "de"])
def test_the_call_says_what_the_called_card_does(lang: str) -> None:
    said = offer_help([CALL[Card("AD")], CALL[Card("AC")]], lang)
    assert said and ("briscola" in said or "trump" in said or "Trumpf" in said)


def test_nothing_is_said_outside_the_auction_and_the_call() -> None:
    assert offer_help([], "it") == "" and offer_help([BIDS["pass"]], "it") == ""
