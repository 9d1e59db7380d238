"""Rewrite Pyodide's standard-library zip: only the modules the page can reach, as .pyc files.

This file runs inside Pyodide's own Python (driven by ``pyodide_stdlib_pyc.mjs`` in Node), so the
bytecode matches the interpreter that will load it in the browser, and the import closure is
computed over the very sources that will be shipped. Standard library only.
"""

import compileall
import modulefinder
import os
import py_compile
import shutil
import zipfile

# A fixed timestamp and hash-based .pyc headers keep the zip byte-for-byte reproducible.
_FIXED_DATE = (1980, 1, 1, 0, 0, 0)
# Pyodide's own packages run at start-up and on demand: always shipped whole.
_ALWAYS = ("pyodide", "_pyodide", "site-packages")
# Reached only through code the page never runs, so the closure does not follow them: no
# processes or sockets exist in the browser (the page makes no requests either), there is no
# interactive prompt, and the test, debugging and command-line tools are not used. A module
# the smoke test imports must not need them at import time (the build checks that).
EXCLUDES = (
    "_pyrepl",  # the interactive prompt (``site`` registers it lazily)
    "argparse",  # only the ``main()`` of stdlib command-line tools
    "bdb",
    "doctest",
    "email",
    "ftplib",
    "http",
    "imaplib",
    "mailbox",
    "multiprocessing",  # only ``ProcessPoolExecutor``
    "pdb",
    "poplib",
    "pydoc",
    "smtplib",
    "socketserver",
    "ssl",
    "unittest",
    "urllib.request",
    "wsgiref",
    "xmlrpc",
)


def _entry(name: str, attr: int) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, date_time=_FIXED_DATE)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = attr
    return info


def _module_names(work: str, top: str) -> list[str]:
    """Dotted names of every module under the package folder ``work/top``."""
    names = []
    for folder, _dirs, files in os.walk(os.path.join(work, top)):
        package = os.path.relpath(folder, work).replace(os.sep, ".")
        for name in files:
            if name.endswith(".py"):
                names.append(package if name == "__init__.py" else f"{package}.{name[:-3]}")
    return names


def closure(work: str, roots: list[str]) -> set[str]:
    """Relative paths of the .py files that ``roots`` (and Pyodide's packages) import."""
    wanted = list(roots)
    for top in _ALWAYS:
        if os.path.isdir(os.path.join(work, top)):
            wanted += _module_names(work, top)
    script = os.path.join(work, "__roots__.py")
    with open(script, "w", encoding="utf-8") as fh:
        for name in wanted:
            fh.write(f"try:\n    import {name}\nexcept ImportError:\n    pass\n")
    finder = modulefinder.ModuleFinder(path=[work], excludes=list(EXCLUDES))
    finder.run_script(script)
    os.remove(script)
    files = set()
    for module in finder.modules.values():
        path: str | None = getattr(module, "__file__", None)
        if path and path.startswith(work + os.sep) and path.endswith(".py"):
            files.add(os.path.relpath(path, work).replace(os.sep, "/"))
    return files


def _kept(name: str, modules: set[str]) -> bool:
    """Whether the zip entry ``name`` belongs to a module, or package, that is shipped."""
    if name.split("/")[0] in _ALWAYS:
        return True
    if name.endswith(".py"):
        return name in modules
    folder = name.rstrip("/")
    return any(m.startswith(folder + "/") for m in modules)


def build(src_zip: str, out_zip: str, work: str, roots: list[str]) -> str:
    """Write the trimmed .pyc-only copy of ``src_zip`` to ``out_zip``; return a summary line."""
    shutil.rmtree(work, ignore_errors=True)
    with zipfile.ZipFile(src_zip) as src:
        infos = src.infolist()
        src.extractall(work)
    modules = closure(work, roots)
    compileall.compile_dir(
        work,
        quiet=2,
        legacy=True,  # foo.pyc next to foo.py: the layout zipimport reads without sources
        invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
    )
    compiled = kept = dropped = 0
    with zipfile.ZipFile(out_zip, "w", compresslevel=9) as out:
        for info in infos:
            path = os.path.join(work, info.filename)
            if not _kept(info.filename, modules):
                dropped += 1
                continue
            if info.is_dir():
                out.writestr(_entry(info.filename, info.external_attr), b"")
                continue
            name = info.filename
            if name.endswith(".py") and os.path.exists(path + "c"):
                name, path = name + "c", path + "c"
                compiled += 1
            else:
                kept += 1
            with open(path, "rb") as fh:
                out.writestr(_entry(name, info.external_attr), fh.read())
    shutil.rmtree(work, ignore_errors=True)
    return f"{compiled} modules compiled, {kept} other files kept, {dropped} entries left out"
