"""The GitHub workflows pass actionlint (skipped where the command is not installed).

The test extra installs actionlint beside the interpreter (``.venv/bin``), which need not be
on PATH: the test looks there first, and ``scripts/test.sh`` puts that folder on PATH.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = ROOT / ".github" / "workflows"
ACTIONLINT = shutil.which("actionlint", path=str(Path(sys.executable).parent)) or shutil.which(
    "actionlint"
)


def test_the_ci_and_pages_workflows_exist() -> None:
    names = {path.name for path in WORKFLOWS.glob("*.yml")}
    assert {"ci.yml", "pages.yml"} <= names
    assert "scripts/test.sh" in (WORKFLOWS / "ci.yml").read_text(encoding="utf-8")
    pages = (WORKFLOWS / "pages.yml").read_text(encoding="utf-8")
    assert "scripts/build_site.py" in pages and "actions/deploy-pages" in pages


def test_the_test_script_puts_the_environments_tools_on_path() -> None:
    script = (ROOT / "scripts" / "test.sh").read_text(encoding="utf-8")
    assert 'export PATH="$PWD/$venv/bin:$PATH"' in script
    assert script.index("export PATH=") < script.index("-m pytest")


@pytest.mark.skipif(ACTIONLINT is None, reason="actionlint is not installed")
def test_actionlint_finds_nothing() -> None:
    command = [
        str(ACTIONLINT),
        "-no-color",
        *sorted(map(str, WORKFLOWS.glob("*.yml"))),
    ]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
