"""Install the pinned npm packages with ``npm ci`` when node_modules is missing or stale."""

import json
import shutil
import subprocess
from pathlib import Path

from sitebuild.errors import BuildError
from sitebuild.layout import NODE_MODULES, ROOT


def _read_json(path: Path) -> dict[str, object]:
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise BuildError(f"{path}: expected a JSON object")
    return data


def stale_packages() -> list[str]:
    """Return the locked top-level packages whose installed version differs from the lockfile."""
    lock = _read_json(ROOT / "package-lock.json")
    manifest = _read_json(ROOT / "package.json")
    wanted: set[str] = set()
    for section in ("dependencies", "devDependencies"):
        deps = manifest.get(section, {})
        if isinstance(deps, dict):
            wanted.update(deps)
    packages = lock.get("packages", {})
    if not isinstance(packages, dict):
        raise BuildError("package-lock.json has no 'packages' table: regenerate it with npm 7+")
    stale = []
    for name in sorted(wanted):
        entry = packages.get(f"node_modules/{name}", {})
        locked = entry.get("version") if isinstance(entry, dict) else None
        installed_json = NODE_MODULES / name / "package.json"
        installed = _read_json(installed_json).get("version") if installed_json.exists() else None
        if locked is None or installed != locked:
            stale.append(name)
    return stale


def ensure_node_modules() -> None:
    """Run ``npm ci`` unless every pinned package is installed at its locked version."""
    stale = stale_packages()
    if not stale:
        return
    npm = shutil.which("npm")
    if npm is None:
        raise BuildError("npm is not installed; it is needed to fetch PyScript and Pyodide")
    print(f"npm ci (missing or stale: {', '.join(stale)})", flush=True)
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    still = stale_packages()
    if still:
        raise BuildError(f"npm ci did not install the locked versions of: {', '.join(still)}")
