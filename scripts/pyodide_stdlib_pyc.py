"""Rewrite Pyodide's standard-library zip with .pyc files in place of .py sources.

This file runs inside Pyodide's own Python (driven by ``pyodide_stdlib_pyc.mjs`` in Node), so the
bytecode matches the interpreter that will load it in the browser. Standard library only.
"""

import compileall
import os
import py_compile
import shutil
import zipfile

# A fixed timestamp and hash-based .pyc headers keep the zip byte-for-byte reproducible.
_FIXED_DATE = (1980, 1, 1, 0, 0, 0)


def _entry(name: str, attr: int) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, date_time=_FIXED_DATE)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = attr
    return info


def build(src_zip: str, out_zip: str, work: str) -> str:
    """Write a .pyc-only copy of ``src_zip`` to ``out_zip``; return a summary line."""
    shutil.rmtree(work, ignore_errors=True)
    with zipfile.ZipFile(src_zip) as src:
        infos = src.infolist()
        src.extractall(work)
    compileall.compile_dir(
        work,
        quiet=2,
        legacy=True,  # foo.pyc next to foo.py: the layout zipimport reads without sources
        invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
    )
    compiled = kept = 0
    with zipfile.ZipFile(out_zip, "w", compresslevel=9) as out:
        for info in infos:
            path = os.path.join(work, info.filename)
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
    return f"{compiled} modules compiled, {kept} other files kept"
