"""Whether the pinned npm packages (PyScript, Pyodide) are installed: the tests that run them
skip with this reason on a checkout where ``npm ci`` has not been run."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))

from sitebuild import layout

MISSING = "needs the npm packages in node_modules/: run `npm ci --no-audit --no-fund`"


def installed() -> bool:
    """True when PyScript's and Pyodide's packages are in node_modules/."""
    return layout.PYSCRIPT_PKG.is_dir() and layout.PYODIDE_PKG.is_dir()


needs_npm_packages = pytest.mark.skipif(not installed(), reason=MISSING)
"""Skip a test that reads or runs PyScript or Pyodide when they are not installed."""
