"""Ship the briscola package to the browser as one zip instead of one request per module.

The committed pyscript.toml lists every module (so a plain static copy of the repository
works too); the built site replaces those entries with a single archive, which PyScript
unpacks into the browser's file system (an archive target ending in ``/*``). The archive
also holds each module compiled by Pyodide's own Python, so the page imports bytecode
instead of compiling the sources at every boot.
"""

import hashlib
import io
import shutil
import subprocess
import zipfile
from pathlib import Path

from sitebuild import toml_files
from sitebuild.errors import BuildError
from sitebuild.layout import CACHE, PACKAGE, ROOT, SCRIPTS, TOML_NAME
from sitebuild.stdlib import pyodide_version

ARCHIVE = f"{PACKAGE}.zip"
_COMPILER = SCRIPTS / "pyodide_package_pyc.mjs"
# A fixed timestamp keeps the archive, and so the service worker's content hash, reproducible.
_EPOCH = (2020, 1, 1, 0, 0, 0)


def _sources_zip(root: Path) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for rel in toml_files.package_files(root):
            info = zipfile.ZipInfo(Path(rel).relative_to(PACKAGE).as_posix(), _EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, (root / rel).read_bytes())
    return buffer.getvalue()


def _compiled_zip(sources: bytes) -> Path:
    """The sources plus Pyodide-compiled .pyc files, cached by content and Pyodide version."""
    digest = hashlib.sha256(sources + _COMPILER.read_bytes()).hexdigest()[:16]
    target = CACHE / "package" / f"{pyodide_version()}-{digest}.zip"
    if target.exists():
        return target
    node = shutil.which("node")
    if node is None:
        raise BuildError("node is not installed; it is needed to compile the package for Pyodide")
    shutil.rmtree(target.parent, ignore_errors=True)  # older builds are of no use any more
    target.parent.mkdir(parents=True)
    plain = target.with_suffix(".src")
    plain.write_bytes(sources)
    partial = target.with_suffix(".partial")
    subprocess.run([node, str(_COMPILER), str(plain), str(partial)], cwd=ROOT, check=True)
    plain.unlink()
    partial.replace(target)
    return target


def bundle_package(root: Path, site: Path) -> None:
    """Write ``site/briscola.zip`` and point the built ``pyscript.toml`` at it."""
    shutil.copyfile(_compiled_zip(_sources_zip(root)), site / ARCHIVE)
    toml = site / TOML_NAME
    text = toml.read_text(encoding="utf-8")
    entries = {
        k: v for k, v in toml_files.current_files(text).items() if not toml_files.is_managed(k)
    }
    entries[f"./{ARCHIVE}"] = f"./{PACKAGE}/*"
    toml.write_text(toml_files.with_files(text, entries), encoding="utf-8")
