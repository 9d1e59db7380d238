"""WebKit for the browser tests: Debian's WebKitWebDriver and MiniBrowser, through Selenium.

MiniBrowser needs a display (its ``--headless`` hangs here), so the tests start an Xvfb.
"""

from __future__ import annotations

import glob
import os
import select
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from selenium import webdriver
from selenium.common.exceptions import (
    ElementClickInterceptedException,
    ElementNotInteractableException,
    NoSuchElementException,
    StaleElementReferenceException,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from selenium.webdriver.webkitgtk.options import Options
from selenium.webdriver.webkitgtk.service import Service

from .page_steps import STEP_TIMEOUT_S

# Installed by libwebkit2gtk-4.1-0 (a dependency of webkit2gtk-driver).
MINIBROWSER_GLOB = "/usr/lib/*/webkit2gtk-4.1/MiniBrowser"
XVFB_START_TIMEOUT_S = 30.0
POLL_S = 0.05
# What a click meets while the page is still redrawing the element.
NOT_YET = (
    ElementClickInterceptedException,
    ElementNotInteractableException,
    NoSuchElementException,
    StaleElementReferenceException,
)


def minibrowser() -> str | None:
    """Return $MINIBROWSER, else the MiniBrowser of libwebkit2gtk-4.1-0, else None."""
    named = os.environ.get("MINIBROWSER")
    if named:
        return named
    found = sorted(glob.glob(MINIBROWSER_GLOB))
    return found[0] if found else None


def missing() -> str | None:
    """Say what is missing to run WebKit here, or None when nothing is."""
    if shutil.which("WebKitWebDriver") is None:
        return "no WebKitWebDriver: apt-get install webkit2gtk-driver"
    path = minibrowser()
    if path is None or not os.access(path, os.X_OK):
        return f"no MiniBrowser ({path or MINIBROWSER_GLOB}): apt-get install libwebkit2gtk-4.1-0"
    if shutil.which("Xvfb") is None:
        return "no Xvfb: apt-get install xvfb"
    return None


@contextmanager
def xvfb() -> Iterator[str]:
    """Run a virtual X display for the test session; yield its DISPLAY value (":N")."""
    # -displayfd: Xvfb picks a free display number and writes it to our pipe once it listens.
    process = subprocess.Popen(
        ["Xvfb", "-displayfd", "1", "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        ready, _, _ = select.select([process.stdout], [], [], XVFB_START_TIMEOUT_S)
        number = process.stdout.readline().strip() if ready else ""
        if not number.isdigit():
            raise RuntimeError(f"Xvfb did not start (exit status {process.poll()})")
        yield f":{number}"
    finally:
        process.terminate()
        process.wait(timeout=10)
        if process.stdout is not None:
            process.stdout.close()


class WebKit:
    """One MiniBrowser window on ``display``, driven by WebKitWebDriver."""

    def __init__(self, display: str) -> None:
        options = Options()
        options.binary_location = minibrowser() or MINIBROWSER_GLOB
        options.add_argument("--automation")
        service = Service(
            executable_path=shutil.which("WebKitWebDriver"), env={**os.environ, "DISPLAY": display}
        )
        self._driver = webdriver.WebKitGTK(options=options, service=service)
        self.version: str = self._driver.capabilities.get("browserVersion", "?")

    def goto(self, url: str) -> None:
        """Open ``url`` and wait for its load event."""
        self._driver.get(url)

    def reload(self) -> None:
        """Reload the page and wait for its load event."""
        self._driver.refresh()

    def click(self, selector: str) -> None:
        """Click the first element matching ``selector`` (WebDriver's element click).

        A card still moving into the hand, or drawn again, is not clickable for a moment:
        like a person, try again until it is.
        """

        def clicked(_: object) -> bool:
            self._driver.find_element(By.CSS_SELECTOR, selector).click()
            return True

        waiting = WebDriverWait(
            self._driver, STEP_TIMEOUT_S, poll_frequency=POLL_S, ignored_exceptions=NOT_YET
        )
        waiting.until(clicked, message=f"clicking {selector}")

    def call(self, fn: str, *args: Any) -> Any:
        """Return the value of the JS function source ``fn`` applied to ``args`` in the page."""
        return self._driver.execute_script(f"return ({fn})(...arguments);", *args)

    def wait(self, fn: str, *args: Any, timeout_s: float = STEP_TIMEOUT_S) -> Any:
        """Poll ``fn(*args)`` in the page until it is truthy; return its value."""
        waiting = WebDriverWait(self._driver, timeout_s, poll_frequency=POLL_S)
        return waiting.until(lambda _: self.call(fn, *args), message=f"waiting for {fn}")

    def logged_errors(self) -> None:
        """None: WebKitWebDriver gives no access to the page's console."""
        return None

    def close(self) -> None:
        """Close MiniBrowser and end WebKitWebDriver."""
        self._driver.quit()
