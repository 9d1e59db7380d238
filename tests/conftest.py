"""Settings of every test run: a test whose browser page crashed runs once more.

A crash of Chromium's renderer (not the test's check) fails the test with "Target crashed"
or "Page crashed"; with pytest-rerunfailures installed (the ``test`` extra) such a test runs
once more, in a new browser (``tests/browser/fresh_browser.py``), and the run's summary counts
it as a rerun. Any other failure is not rerun. Without the plugin, or with ``--reruns`` given
on the command line, nothing is added.
"""

from __future__ import annotations

import pytest

CRASHES = ("Target crashed", "Page crashed")
"""The failures that are run again: the browser's, not the test's."""


def pytest_configure(config: pytest.Config) -> None:
    if not config.pluginmanager.hasplugin("rerunfailures"):
        return
    if config.getoption("reruns") is None and not config.getini("reruns"):
        config.option.reruns = 1
        if not config.getoption("only_rerun"):
            config.option.only_rerun = list(CRASHES)
