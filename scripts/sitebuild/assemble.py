"""Assemble the static site into _site/ from the repository and node_modules."""

import contextlib
import os
import shutil
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from sitebuild import layout, toml_files
from sitebuild.boot_kinds import write_kinds
from sitebuild.boot_words import write_words
from sitebuild.build_id import write_build_id
from sitebuild.bundle import bundle_package
from sitebuild.csp import check_csp
from sitebuild.errors import BuildError
from sitebuild.inline_boot import inline_boot_scripts
from sitebuild.inline_styles import inline_styles
from sitebuild.npm import ensure_node_modules
from sitebuild.paint_markup import write_markup
from sitebuild.preload import add_preloads
from sitebuild.refs import check_site_refs
from sitebuild.service_worker import write_service_worker
from sitebuild.snapshot_modules import write_snapshot_modules
from sitebuild.stdlib import minimal_lock, pyc_stdlib_zip
from sitebuild.weights import write_weights

_REQUIRED = ("index.html", layout.TOML_NAME)


@dataclass(frozen=True)
class BuildReport:
    """What a build produced."""

    site: Path
    files: int
    total_bytes: int
    cache_version: str


def _copy(src: Path, dst: Path) -> None:
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dst)


def _tree(base: Path) -> Iterable[Path]:
    """Files under ``base``, skipping hidden entries, caches and source maps."""
    for path in sorted(base.rglob("*")):
        rel = path.relative_to(base).parts
        if (
            path.is_file()
            and not path.name.endswith(".map")
            and not any(part.startswith(".") or part == "__pycache__" for part in rel)
        ):
            yield path


def _copy_sources(root: Path, site: Path) -> None:
    for name in _REQUIRED:
        if not (root / name).is_file():
            raise BuildError(f"{name} is missing at the top of the repository")
    for name in layout.TOP_FILES:
        if (root / name).is_file():
            _copy(root / name, site / name)
    static = root / layout.STATIC_DIR
    if static.is_dir():
        for path in _tree(static):
            _copy(path, site / path.relative_to(root))
    bundle_package(root, site)
    write_weights(site, root)


def _copy_vendor(root: Path, site: Path) -> None:
    dist = layout.PYSCRIPT_PKG / "dist"
    for path in _tree(dist):
        _copy(path, site / layout.PYSCRIPT_DIR / path.relative_to(dist))
    pyodide = site / layout.PYODIDE_DIR
    for name in layout.PYODIDE_FILES:
        _copy(layout.PYODIDE_PKG / name, pyodide / name)
    _copy(pyc_stdlib_zip(root), pyodide / "python_stdlib.zip")
    (pyodide / "pyodide-lock.json").write_text(minimal_lock(), encoding="utf-8")


def _replace(site: Path, staging: Path) -> None:
    """Swap the finished ``staging`` folder in as ``site`` (a server never sees half a site)."""
    retired = staging.with_name(staging.name + ".old")
    with contextlib.suppress(FileNotFoundError):
        site.rename(retired)
    staging.rename(site)
    shutil.rmtree(retired, ignore_errors=True)


def build(root: Path = layout.ROOT, site: Path = layout.SITE) -> BuildReport:
    """Build the site from ``root`` into ``site`` (replaced whole) and return a report."""
    toml_path = root / layout.TOML_NAME
    if toml_path.is_file():
        toml_files.sync(toml_path, root)  # a module added or removed needs no step by hand
    ensure_node_modules()
    staging = site.with_name(f".{site.name}.staging-{os.getpid()}")  # same file system
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    try:
        _copy_sources(root, staging)
        _copy_vendor(root, staging)
        add_preloads(staging)
        write_words(staging, root)
        write_kinds(staging, root)
        write_markup(staging, root)
        write_snapshot_modules(staging, root)
        check_csp(staging)
        toml = tomllib.loads((staging / layout.TOML_NAME).read_text(encoding="utf-8"))
        check_site_refs(staging, layout.TOML_NAME, toml)
        write_build_id(staging)
        inline_boot_scripts(staging)
        inline_styles(staging)
        check_csp(staging)
        version = write_service_worker(staging)
        sizes = [p.stat().st_size for p in staging.rglob("*") if p.is_file()]
        _replace(site, staging)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return BuildReport(site, len(sizes), sum(sizes), version)
