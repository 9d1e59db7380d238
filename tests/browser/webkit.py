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
    TimeoutException,
    WebDriverException,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from selenium.webdriver.webkitgtk.options import Options
from selenium.webdriver.webkitgtk.service import Service

from .click_landing import ARM_CLICK, CLICK_LANDED, CLICK_LANDED_S, CLICK_TRIES, STILL
from .page_steps import STEP_TIMEOUT_S

# Installed by libwebkit2gtk-4.1-0 (a dependency of webkit2gtk-driver).
MINIBROWSER_GLOB = "/usr/lib/*/webkit2gtk-4.1/MiniBrowser"
XVFB_START_TIMEOUT_S = 30.0
POLL_S = 0.05
BASELINE_WASM = {"JSC_useOMGJIT": "0"}
"""The environment that keeps WebKit's WebAssembly out of JavaScriptCore's optimizing tier (OMG),
as ``--js-flags=--liftoff-only`` does for Chromium's tests: a launch, boot and two-player hand
costs ~14 % less processor here (docs/research/test-suite-log.md). WebKitWebDriver passes its
environment to MiniBrowser and its web process."""
# WebKitWebDriver now and then answers a script with this error instead of its result when
# the page is busy (seen under a loaded run); the same script asked again answers.
UNPARSED_RESULT = "Could not parse script result"
SCRIPT_TRIES = 3
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
    """One MiniBrowser window on ``display``, driven by WebKitWebDriver, WebAssembly in
    JavaScriptCore's lower tiers only (:data:`BASELINE_WASM`)."""

    def __init__(self, display: str) -> None:
        options = Options()
        options.binary_location = minibrowser() or MINIBROWSER_GLOB
        options.add_argument("--automation")
        service = Service(
            executable_path=shutil.which("WebKitWebDriver"),
            # The C locale: navigator.language is "C", no language the page speaks, so it
            # speaks Italian as in the other browsers' tests (a locale that is not installed
            # would make it "en-US").
            env={**os.environ, **BASELINE_WASM, "DISPLAY": display, "LC_ALL": "C.UTF-8"},
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
        """Click the first element matching ``selector`` (WebDriver's element click) once it
        is still, as a person would, and make it again where it landed elsewhere
        (:mod:`tests.browser.click_landing`)."""
        for _ in range(CLICK_TRIES):
            self.wait(STILL, selector)
            self.call(ARM_CLICK, selector)
            self._click_now(selector)
            try:
                landed: str = self.wait(CLICK_LANDED, timeout_s=CLICK_LANDED_S)
            except TimeoutException:
                raise AssertionError(f"clicking {selector}: no click reached the page") from None
            if landed == "hit":
                return
        raise AssertionError(f"clicking {selector}: the click landed elsewhere ({landed})")

    def _click_now(self, selector: str) -> None:
        """WebDriver's element click, tried again while the page is redrawing the element."""

        def clicked(_: object) -> bool:
            self._driver.find_element(By.CSS_SELECTOR, selector).click()
            return True

        waiting = WebDriverWait(
            self._driver, STEP_TIMEOUT_S, poll_frequency=POLL_S, ignored_exceptions=NOT_YET
        )
        waiting.until(clicked, message=f"clicking {selector}")

    def call(self, fn: str, *args: Any) -> Any:
        """Return the value of the JS function source ``fn`` applied to ``args`` in the page.

        Asked again when WebKitWebDriver could not parse the result (``UNPARSED_RESULT``);
        any other error, or that one ``SCRIPT_TRIES`` times running, is raised.
        """
        script = f"return ({fn})(...arguments);"
        for _ in range(SCRIPT_TRIES - 1):
            try:
                return self._driver.execute_script(script, *args)
            except WebDriverException as error:
                if UNPARSED_RESULT not in (error.msg or ""):
                    raise
        return self._driver.execute_script(script, *args)

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
