"""Firefox for the browser tests: Debian's firefox-esr, driven by firefox_driver.mjs.

The Node script runs puppeteer-core over WebDriver BiDi (no geckodriver); this module sends it
one JSON command per line and reads one JSON answer per line.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .click_landing import ARM_CLICK, CLICK_LANDED, CLICK_LANDED_S, CLICK_TRIES, STILL
from .page_steps import STEP_TIMEOUT_S

ROOT = Path(__file__).resolve().parents[2]
DRIVER = Path(__file__).with_name("firefox_driver.mjs")
# Firefox's first start creates a profile; a shared machine can make that slow.
LAUNCH_TIMEOUT_S = 90.0
# Time given to the Node side beyond a command's own timeout before it is taken for hung.
SLACK_S = 30.0


class DriverError(Exception):
    """A command the browser could not carry out (its message comes from puppeteer)."""


def executable() -> str | None:
    """Return $FIREFOX, else Debian's firefox-esr, else a ``firefox`` on the PATH, else None."""
    return os.environ.get("FIREFOX") or shutil.which("firefox-esr") or shutil.which("firefox")


def missing() -> str | None:
    """Say what is missing to run Firefox here, or None when nothing is."""
    path = executable()
    if path is None or shutil.which(path) is None:
        return f"no Firefox found ({path or 'firefox-esr'}): apt-get install firefox-esr"
    if shutil.which("node") is None:
        return "node is not installed"
    if not (ROOT / "node_modules" / "puppeteer-core" / "package.json").is_file():
        return "puppeteer-core is not installed: npm ci"
    return None


class Firefox:
    """One headless Firefox with one page, launched with a fresh profile."""

    def __init__(self, path: str, *, preload: Sequence[str] = ()) -> None:
        """Launch Firefox; ``preload``: JS function sources run in each document before its own."""
        self._process = subprocess.Popen(
            ["node", str(DRIVER), path],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        try:
            self.version: str = self._answer(LAUNCH_TIMEOUT_S)
            for fn in preload:
                self._send("preload", fn=fn)
        except BaseException:
            self.close()
            raise

    def _answer(self, timeout_s: float) -> Any:
        out = self._process.stdout
        assert out is not None
        ready, _, _ = select.select([out], [], [], timeout_s)
        if not ready:
            raise DriverError(f"the Firefox driver did not answer within {timeout_s:.0f} s")
        line = out.readline()
        if not line:
            raise DriverError(f"the Firefox driver stopped (exit status {self._process.wait()})")
        reply = json.loads(line)
        if not reply["ok"]:
            raise DriverError(reply["error"])
        return reply["value"]

    def _send(self, op: str, *, timeout_s: float = STEP_TIMEOUT_S, **fields: Any) -> Any:
        stdin = self._process.stdin
        assert stdin is not None
        stdin.write(json.dumps({"op": op, **fields}) + "\n")
        stdin.flush()
        return self._answer(timeout_s + SLACK_S)

    def goto(self, url: str) -> None:
        """Open ``url`` and wait for its load event."""
        self._send("goto", url=url)

    def reload(self) -> None:
        """Reload the page and wait for its load event."""
        self._send("reload")

    def click(self, selector: str) -> None:
        """Click the first element matching ``selector`` with the mouse once it is still, and
        make it again where it landed elsewhere (:mod:`tests.browser.click_landing`)."""
        landed = None
        for _ in range(CLICK_TRIES):
            self.wait(STILL, selector)
            self.call(ARM_CLICK, selector)
            self._send("click", selector=selector, timeout_ms=int(STEP_TIMEOUT_S * 1000))
            try:
                landed = self.wait(CLICK_LANDED, timeout_s=CLICK_LANDED_S)
            except DriverError:
                raise AssertionError(f"clicking {selector}: no click reached the page") from None
            if landed == "hit":
                return
        raise AssertionError(f"clicking {selector}: the click landed elsewhere ({landed})")

    def call(self, fn: str, *args: Any) -> Any:
        """Return the value of the JS function source ``fn`` applied to ``args`` in the page."""
        return self._send("call", fn=fn, args=list(args))

    def wait(self, fn: str, *args: Any, timeout_s: float = STEP_TIMEOUT_S) -> Any:
        """Poll ``fn(*args)`` in the page until it is truthy; return its value."""
        return self._send(
            "wait", fn=fn, args=list(args), timeout_ms=int(timeout_s * 1000), timeout_s=timeout_s
        )

    def logged_errors(self) -> list[str]:
        """Every page error and console error since launch (boot included)."""
        errors: list[str] = self._send("errors")
        return errors

    def close(self) -> None:
        """Close Firefox and end the Node driver."""
        if self._process.poll() is None:
            with contextlib.suppress(DriverError, OSError):
                self._send("close")
        try:
            self._process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        for pipe in (self._process.stdin, self._process.stdout):
            if pipe is not None:
                pipe.close()
