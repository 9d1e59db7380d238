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
CLICK_TRIES = 3
CLICK_LANDED_S = 10.0
# WebKitWebDriver now and then answers a script with this error instead of its result when
# the page is busy (seen under a loaded run); the same script asked again answers.
UNPARSED_RESULT = "Could not parse script result"
SCRIPT_TRIES = 3
# Whether the element is still: no animation runs on it or on a box around it, and its box
# is where it was at the previous look (``POLL_S`` earlier).
STILL = """selector => {
    const element = document.querySelector(selector);
    if (!element) return false;
    const boxes = window.__testBoxes ?? (window.__testBoxes = new WeakMap());
    const box = element.getBoundingClientRect();
    const here = [box.x, box.y, box.width, box.height].join(' ');
    const before = boxes.get(element);
    boxes.set(element, here);
    for (let e = element; e; e = e.parentElement) {
        if (e.getAnimations().some(a => a.playState === 'running' || a.pending)) return false;
    }
    return before === here && box.width > 0 && box.height > 0;
}"""
# The next click's landing, whatever it hits: "hit" inside the element ``selector`` matches
# as the click comes (a capturing listener: before the page's own), else what it hit instead.
ARM_CLICK = """selector => {
    window.__click = null;
    document.addEventListener('click', event => {
        const element = document.querySelector(selector);
        const target = event.target;
        window.__click = element && element.contains(target) ? 'hit'
            : `${target.tagName}#${target.id}.${target.className}`;
    }, {capture: true, once: true});
}"""
CLICK_LANDED = "() => window.__click"
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
        is still, as a person would, and check that the click reached it.

        WebDriver's click aims at where the element is when the command starts, and the
        mouse event comes a moment later: a card still flying into the hand (a new deal, a
        card drawn) has moved on by then, and the click lands on the table, where it does
        nothing. So the click waits until the element runs no animation and its box stays put
        between two looks (as Puppeteer's click does in Firefox), and a capturing listener
        reports where the click landed; one that landed elsewhere is made again.
        """
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
