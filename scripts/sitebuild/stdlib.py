"""The .pyc standard-library zip, compiled by Pyodide's own Python and cached per version."""

import hashlib
import json
import shutil
import subprocess
from pathlib import Path

from sitebuild.errors import BuildError
from sitebuild.layout import CACHE, PYODIDE_PKG, ROOT, SCRIPTS

_COMPILER = ("pyodide_stdlib_pyc.mjs", "pyodide_stdlib_pyc.py")


def pyodide_version() -> str:
    """Return the installed npm pyodide version."""
    data = json.loads((PYODIDE_PKG / "package.json").read_text(encoding="utf-8"))
    return str(data["version"])


def _cache_key() -> str:
    """Pyodide version plus a hash of the compiler scripts: either change forces a rebuild."""
    digest = hashlib.sha256()
    for name in _COMPILER:
        digest.update((SCRIPTS / name).read_bytes())
    return f"pyodide-{pyodide_version()}-{digest.hexdigest()[:12]}"


def pyc_stdlib_zip() -> Path:
    """Return the path of the cached .pyc stdlib zip, building it with Node on a cache miss."""
    target = CACHE / _cache_key() / "python_stdlib.zip"
    if target.exists():
        return target
    node = shutil.which("node")
    if node is None:
        raise BuildError("node is not installed; it is needed to compile the stdlib for Pyodide")
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".zip.partial")
    print("compiling the standard library with Pyodide (cached afterwards)...", flush=True)
    subprocess.run([node, str(SCRIPTS / _COMPILER[0]), str(partial)], cwd=ROOT, check=True)
    partial.replace(target)
    for old in CACHE.glob("pyodide-*"):
        if old != target.parent:  # zips of other Pyodide versions are of no use any more
            shutil.rmtree(old, ignore_errors=True)
    return target


def minimal_lock() -> str:
    """Return a pyodide-lock.json with the package's own info and no packages (none are used)."""
    full = json.loads((PYODIDE_PKG / "pyodide-lock.json").read_text(encoding="utf-8"))
    return json.dumps({"info": full["info"], "packages": {}}, indent=1, sort_keys=True) + "\n"
