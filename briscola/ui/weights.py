"""The maestro level's network in the page: its weights file, fetched only when needed.

The page's Python ships without the weights (``briscola.zip`` holds bytecode only); the build
puts the file beside the page (:data:`WEIGHTS_URL`) and the service worker precaches it. When
a game with the maestro level is on the table (started or resumed), :func:`load_network`
fetches it once, reads it a part per task (``network.reading``, then the network's layers: no
long task) and hands the network to the computer players (``briscola.ai.learned.supply``).
If the file cannot be had (offline before the worker has cached it, a failed fetch, a damaged
file), the console says so as information and maestro plays without its prior.
"""

from __future__ import annotations

import asyncio
from typing import Final

from briscola.ui import browser

WEIGHTS_URL: Final = "./net-weights.bin"
"""The weights file, relative to the page (written there by the site build)."""


async def load_network(url: str = WEIGHTS_URL) -> bool:
    """Fetch, read and hand in the network; False (and maestro without its prior) if the file
    cannot be had."""
    from briscola.ai.learned.network import Network, reading
    from briscola.ai.learned.supply import SUPPLY

    try:
        started = browser.perf_now()
        data = await browser.fetch_bytes(url)
        fetched = browser.perf_now()
        browser.span("briscola:weights-fetch", started, fetched - started, str(len(data)))
        parts = reading(data)
        while True:  # a part per task: no long task of the main thread
            await asyncio.sleep(0)
            started = browser.perf_now()
            try:
                next(parts)
            except StopIteration as done:
                arrays = done.value
                break
            finally:
                browser.span("briscola:weights-read", started, browser.perf_now() - started)
        await asyncio.sleep(0)
        started = browser.perf_now()
        network = Network(arrays)
        browser.span("briscola:weights-layers", started, browser.perf_now() - started)
    except Exception as error:  # no network: maestro plays on without its prior
        browser.console_info(f"maestro plays without its network: {type(error).__name__}")
        return False
    SUPPLY.give(network)
    return True
