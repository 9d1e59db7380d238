"""The trimmed .pyc standard-library zip, compiled by Pyodide's own Python and cached.

Only the import closure of what the page uses is shipped (see ``page_imports``); the cache key
holds Pyodide's version, the compiler scripts and those roots, so a new import rebuilds it.
"""

import hashlib
import json
import shutil
import subprocess
from pathlib import Path

from sitebuild.errors import BuildError
from sitebuild.layout import CACHE, PYODIDE_PKG, PYSCRIPT_PKG, ROOT, SCRIPTS
from sitebuild.page_imports import stdlib_roots

_COMPILER = ("pyodide_stdlib_pyc.mjs", "pyodide_stdlib_pyc.py")


def pyodide_version() -> str:
    """Return the installed npm pyodide version."""
    data = json.loads((PYODIDE_PKG / "package.json").read_text(encoding="utf-8"))
    return str(data["version"])


def core_bundle() -> str:
    """PyScript's core bundle (the chunk that embeds its Python modules)."""
    chunks = sorted((PYSCRIPT_PKG / "dist").glob("core-*.js"))
    if len(chunks) != 1:
        raise BuildError(f"expected one PyScript core-*.js chunk, found {len(chunks)}")
    return chunks[0].read_text(encoding="utf-8")


def _cache_key(roots: list[str]) -> str:
    """Pyodide version plus a hash of the compiler scripts and the roots."""
    digest = hashlib.sha256(json.dumps(roots).encode())
    for name in _COMPILER:
        digest.update((SCRIPTS / name).read_bytes())
    return f"pyodide-{pyodide_version()}-{digest.hexdigest()[:12]}"


def pyc_stdlib_zip(root: Path = ROOT) -> Path:
    """Return the path of the cached .pyc stdlib zip, building it with Node on a cache miss."""
    roots = stdlib_roots(root, core_bundle())
    target = CACHE / _cache_key(roots) / "python_stdlib.zip"
    if target.exists():
        return target
    node = shutil.which("node")
    if node is None:
        raise BuildError("node is not installed; it is needed to compile the stdlib for Pyodide")
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".zip.partial")
    print("compiling the standard library with Pyodide (cached afterwards)...", flush=True)
    roots_file = target.with_name("roots.json")
    roots_file.write_text(json.dumps(roots, indent=1) + "\n", encoding="utf-8")
    subprocess.run(
        [node, str(SCRIPTS / _COMPILER[0]), str(partial), str(roots_file)], cwd=ROOT, check=True
    )
    partial.replace(target)
    for old in CACHE.glob("pyodide-*"):
        if old != target.parent:  # zips of other Pyodide versions are of no use any more
            shutil.rmtree(old, ignore_errors=True)
    return target


def minimal_lock() -> str:
    """Return a pyodide-lock.json with the package's own info and no packages (none are used)."""
    full = json.loads((PYODIDE_PKG / "pyodide-lock.json").read_text(encoding="utf-8"))
    return json.dumps({"info": full["info"], "packages": {}}, indent=1, sort_keys=True) + "\n"
