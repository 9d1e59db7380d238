"""Ship the Python the page runs as small archives, compiled by Pyodide's own Python.

- ``briscola.zip``: the briscola package as ``.pyc`` files only (zipimport imports bytecode
  without its source; the sources would add about 280 KB gzip to the first visit, and a
  traceback still names each file and line).
  PyScript writes it into the browser's file system as one file, and the page's script puts
  it on ``sys.path``, so Python imports the bytecode straight from the zip (``zipimport``).
  Unpacking its ~170 files instead took 75-180 ms at every boot (Pyodide under Node).
- ``briscola-net.zip``: the network table's modules (:data:`NET_MODULES`), left out of
  ``briscola.zip`` and fetched by the page when a network table starts.
- ``pyscript-pyc.zip``: the compiled modules of PyScript's own ``pyscript`` package, which
  PyScript unpacks into ``pyscript/__pycache__/``. PyScript writes that package's sources
  from its JavaScript and imports them just before the page's script at every boot; with
  these unchecked ``.pyc`` files beside them Python no longer compiles them each time
  (``pyscript_sources.py``).

The committed pyscript.toml lists every module (so a plain static copy of the repository
works too); the built site replaces those entries with the two archives.
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
from sitebuild.pyscript_sources import PACKAGE as PYSCRIPT
from sitebuild.pyscript_sources import embedded_python
from sitebuild.stdlib import core_bundle, pyodide_version

ARCHIVE = f"{PACKAGE}.zip"
NET_ARCHIVE = f"{PACKAGE}-net.zip"
"""The network table's modules: fetched by the page when a network table starts
(``briscola/ui/net_code.py``), never at boot."""
NET_MODULES = (
    f"{PACKAGE}/network/",
    f"{PACKAGE}/app/online/",
    f"{PACKAGE}/app/handlers/inviting.",
    f"{PACKAGE}/app/handlers/net_hand.",
    f"{PACKAGE}/app/screens/online.",
    f"{PACKAGE}/ui/markup/online.",
    f"{PACKAGE}/ui/peers.",
    f"{PACKAGE}/i18n/online_",
)
"""The files of :data:`NET_ARCHIVE`, by the start of their path."""
PYSCRIPT_ARCHIVE = f"{PYSCRIPT}-pyc.zip"
_COMPILER = SCRIPTS / "pyodide_package_pyc.mjs"
# A fixed timestamp keeps the archive, and so the service worker's content hash, reproducible.
_EPOCH = (2020, 1, 1, 0, 0, 0)


def _sources_zip(root: Path) -> bytes:
    """The package's sources under ``briscola/`` and PyScript's under ``pyscript/``."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:

        def add(name: str, data: bytes) -> None:
            info = zipfile.ZipInfo(name, _EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)

        for rel in toml_files.package_files(root):
            add(Path(rel).as_posix(), (root / rel).read_bytes())
        for name, source in sorted(embedded_python(core_bundle()).items()):
            add(name, source.encode("utf-8"))
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
    subprocess.run([node, str(_COMPILER), str(plain), str(partial), PYSCRIPT], cwd=ROOT, check=True)
    plain.unlink()
    partial.replace(target)
    return target


def _split(compiled: Path) -> tuple[bytes, bytes, bytes]:
    """The compiled zip as the three site archives: briscola's, the network table's, and
    PyScript's ``__pycache__``."""
    package, network, pyscript = io.BytesIO(), io.BytesIO(), io.BytesIO()
    cache = f"{PYSCRIPT}/__pycache__/"
    with (
        zipfile.ZipFile(compiled) as source,
        zipfile.ZipFile(package, "w", zipfile.ZIP_DEFLATED) as ours,
        zipfile.ZipFile(network, "w", zipfile.ZIP_DEFLATED) as lazy,
        zipfile.ZipFile(pyscript, "w", zipfile.ZIP_DEFLATED) as theirs,
    ):
        for info in source.infolist():
            data = source.read(info)
            if info.filename.startswith(cache):
                info.filename = info.filename.removeprefix(cache)
                theirs.writestr(info, data)
            elif info.filename.startswith(f"{PACKAGE}/"):
                if not info.filename.endswith(".py"):
                    (lazy if info.filename.startswith(NET_MODULES) else ours).writestr(info, data)
            else:
                raise BuildError(f"unexpected file in the compiled packages: {info.filename}")
    return package.getvalue(), network.getvalue(), pyscript.getvalue()


def bundle_package(root: Path, site: Path) -> None:
    """Write the two archives into ``site`` and point the built ``pyscript.toml`` at them."""
    package, network, pyscript = _split(_compiled_zip(_sources_zip(root)))
    (site / ARCHIVE).write_bytes(package)
    (site / NET_ARCHIVE).write_bytes(network)
    (site / PYSCRIPT_ARCHIVE).write_bytes(pyscript)
    toml = site / TOML_NAME
    text = toml.read_text(encoding="utf-8")
    entries = {
        k: v for k, v in toml_files.current_files(text).items() if not toml_files.is_managed(k)
    }
    entries[f"./{ARCHIVE}"] = f"./{ARCHIVE}"  # imported from the zip: see the page's script
    entries[f"./{PYSCRIPT_ARCHIVE}"] = f"./{PYSCRIPT}/__pycache__/*"
    toml.write_text(toml_files.with_files(text, entries), encoding="utf-8")
