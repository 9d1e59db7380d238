"""The network table in Chromium: pages in contexts of one browser (each its own storage, as
another device), joined by their links and connected by WebRTC over the loopback with no
STUN server, playing whole hands by clicks."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import BrowserContext

from .net_driver import OVER, TABLE, invite, join, new_page, play_hand

pytestmark = pytest.mark.browser


def test_two_people_play_a_whole_hand(
    new_context: Callable[..., BrowserContext], site_url: str
) -> None:
    host, guest = new_page(new_context()), new_page(new_context())
    invite(host, site_url)
    join(host, guest, 1, "Bruno")
    for page in (host, guest):
        page.wait_for_selector(TABLE, timeout=60_000)
    moves = play_hand([host, guest])
    assert moves == 40
    for page in (host, guest):
        assert page.locator(OVER).count()
