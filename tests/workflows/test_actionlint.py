"""The GitHub workflows pass actionlint (skipped where the command is not installed)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

WORKFLOWS = Path(__file__).resolve().parents[2] / ".github" / "workflows"


def test_the_ci_and_pages_workflows_exist() -> None:
    names = {path.name for path in WORKFLOWS.glob("*.yml")}
    assert {"ci.yml", "pages.yml"} <= names
    assert "scripts/test.sh" in (WORKFLOWS / "ci.yml").read_text(encoding="utf-8")
    pages = (WORKFLOWS / "pages.yml").read_text(encoding="utf-8")
    assert "scripts/build_site.py" in pages and "actions/deploy-pages" in pages


@pytest.mark.skipif(shutil.which("actionlint") is None, reason="actionlint is not installed")
def test_actionlint_finds_nothing() -> None:
    command = [
        str(shutil.which("actionlint")),
        "-no-color",
        *sorted(map(str, WORKFLOWS.glob("*.yml"))),
    ]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
