"""The pure parts of the site build: the pyscript.toml [files] table and the URL checks."""

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from sitebuild import toml_files
from sitebuild.errors import BuildError
from sitebuild.refs import check_url, html_urls
from sitebuild.service_worker import write_service_worker

from tests.npm_packages import needs_npm_packages

TOML = """\
name = "Briscola"
interpreter = "./vendor/pyodide/pyodide.mjs"

[files]
"./data/names.json" = "./data/names.json"
"./briscola/gone.py" = "./briscola/gone.py"

[js_modules.main]
"./x.js" = "x"
"""


def make_tree(root: Path) -> None:
    for rel in ("briscola/__init__.py", "briscola/ui/__init__.py", "briscola/ui/table.py"):
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text("", encoding="utf-8")
    (root / "briscola/__pycache__").mkdir()
    (root / "briscola/__pycache__/x.py").write_text("", encoding="utf-8")


def test_sync_lists_every_package_file_and_keeps_other_entries(tmp_path: Path) -> None:
    make_tree(tmp_path)
    toml = tmp_path / "pyscript.toml"
    toml.write_text(TOML, encoding="utf-8")
    assert toml_files.sync(toml, tmp_path)
    assert toml_files.current_files(toml.read_text(encoding="utf-8")) == {
        "./data/names.json": "./data/names.json",
        "./briscola/__init__.py": "./briscola/__init__.py",
        "./briscola/ui/__init__.py": "./briscola/ui/__init__.py",
        "./briscola/ui/table.py": "./briscola/ui/table.py",
    }
    assert "[js_modules.main]" in toml.read_text(encoding="utf-8")
    assert not toml_files.sync(toml, tmp_path)
    toml_files.check(toml, tmp_path)


def test_check_names_missing_and_stale_files(tmp_path: Path) -> None:
    make_tree(tmp_path)
    toml = tmp_path / "pyscript.toml"
    toml.write_text(TOML, encoding="utf-8")
    with pytest.raises(BuildError) as info:
        toml_files.check(toml, tmp_path)
    message = str(info.value)
    assert "./briscola/ui/table.py" in message
    assert "./briscola/gone.py" in message
    assert toml_files.SYNC_COMMAND in message


def test_sync_appends_a_files_table_when_there_is_none(tmp_path: Path) -> None:
    make_tree(tmp_path)
    toml = tmp_path / "pyscript.toml"
    toml.write_text('interpreter = "./p.mjs"\n', encoding="utf-8")
    toml_files.sync(toml, tmp_path)
    assert len(toml_files.current_files(toml.read_text(encoding="utf-8"))) == 3


def test_html_urls_are_the_fetching_attributes() -> None:
    html = (
        '<link rel="icon" href="data:,"><script type="module" src="./a.js"></script>'
        '<script type="py" config="./pyscript.toml"></script><a href="https://x.org">x</a>'
        '<img srcset="./s1.png 1x, ./s2.png 2x">'
    )
    assert html_urls(html) == ["data:,", "./a.js", "./pyscript.toml", "./s1.png", "./s2.png"]


@pytest.mark.parametrize(
    ("url", "problem"),
    [
        ("https://cdn.example/core.js", "another origin"),
        ("//cdn.example/core.js", "another origin"),
        ("/vendor/a.js", "root-absolute"),
        ("./missing.js", "not a file"),
        ("../outside.js", "not a file"),
    ],
)
def test_check_url_rejects(tmp_path: Path, url: str, problem: str) -> None:
    (tmp_path / "outside.js").write_text("", encoding="utf-8")
    site = tmp_path / "site"
    site.mkdir()
    with pytest.raises(BuildError, match=problem):
        check_url(site, "index.html", url, "index.html")


def test_check_url_accepts_relative_site_files(tmp_path: Path) -> None:
    (tmp_path / "static").mkdir()
    (tmp_path / "static/a.js").write_text("", encoding="utf-8")
    check_url(tmp_path, "index.html", "./static/a.js?v=1#x", "index.html")
    check_url(tmp_path, "static/page.html", "a.js", "static/page.html")
    check_url(tmp_path, "index.html", "data:,", "index.html")


def test_service_worker_precaches_every_file_and_hashes_content(tmp_path: Path) -> None:
    (tmp_path / "vendor").mkdir()
    (tmp_path / "index.html").write_text("a", encoding="utf-8")
    (tmp_path / "vendor/x.wasm").write_bytes(b"\0")
    first = write_service_worker(tmp_path)
    text = (tmp_path / "sw.js").read_text(encoding="utf-8")
    assert '"./"' in text and '"./index.html"' in text and '"./vendor/x.wasm"' in text
    assert '"./sw.js"' not in text
    assert write_service_worker(tmp_path) == first
    (tmp_path / "index.html").write_text("b", encoding="utf-8")
    assert write_service_worker(tmp_path) != first


def test_service_worker_leaves_the_regional_decks_to_be_fetched_when_chosen(
    tmp_path: Path,
) -> None:
    (tmp_path / "static/decks").mkdir(parents=True)
    (tmp_path / "index.html").write_text("a", encoding="utf-8")
    (tmp_path / "static/cards.svg").write_text("<svg/>", encoding="utf-8")
    (tmp_path / "static/decks/napoletane.svg").write_text("<svg/>", encoding="utf-8")
    (tmp_path / "static/decks/backs.svg").write_text("<svg/>", encoding="utf-8")
    first = write_service_worker(tmp_path)
    text = (tmp_path / "sw.js").read_text(encoding="utf-8")
    precache = json.loads(text.split("const PRECACHE = ")[1].split(";\n")[0])
    on_demand = json.loads(text.split("const ON_DEMAND = ")[1].split(";\n")[0])
    # The default deck shows offline from the first visit, and so do the backs of the
    # start screen's choice; a regional deck is kept only once chosen.
    assert "./static/cards.svg" in precache and "./static/decks/backs.svg" in precache
    assert on_demand == ["./static/decks/napoletane.svg"]
    assert "./static/decks/napoletane.svg" not in precache
    # A changed deck still makes a new worker (and cache).
    (tmp_path / "static/decks/napoletane.svg").write_text("<svg></svg>", encoding="utf-8")
    assert write_service_worker(tmp_path) != first


@needs_npm_packages
def test_the_built_site_ships_the_package_as_an_importable_precompiled_zip(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import tomllib
    import zipfile

    from sitebuild import bundle
    from sitebuild.bundle import ARCHIVE, PYSCRIPT_ARCHIVE, bundle_package

    # A cache of its own: the shared one holds the real site's compiled package, which a
    # build of the browser tests may be writing at this moment (and would clear for this).
    monkeypatch.setattr(bundle, "CACHE", tmp_path / "cache")

    root, site = tmp_path / "repo", tmp_path / "site"
    make_tree(root)
    (root / "briscola/ui/table.py").write_text("X = 1\n", encoding="utf-8")
    site.mkdir()
    (site / "pyscript.toml").write_text(TOML, encoding="utf-8")
    bundle_package(root, site)
    names = set(zipfile.ZipFile(site / ARCHIVE).namelist())
    # Compiled by Pyodide's Python 3.14, where zipimport looks for them; no sources.
    assert {"briscola/__init__.pyc", "briscola/ui/__init__.pyc", "briscola/ui/table.pyc"} <= names
    assert not [name for name in names if name.endswith(".py")]
    header = zipfile.ZipFile(site / ARCHIVE).read("briscola/ui/table.pyc")[:8]
    assert int.from_bytes(header[4:8], "little") == 1  # hash-based, unchecked
    # PyScript's own package: only its __pycache__, unpacked where PyScript writes it.
    pyscript = set(zipfile.ZipFile(site / PYSCRIPT_ARCHIVE).namelist())
    assert {"__init__.cpython-314.pyc", "display.cpython-314.pyc"} <= pyscript
    assert not any(name.endswith(".py") for name in pyscript)
    files = tomllib.loads((site / "pyscript.toml").read_text(encoding="utf-8"))["files"]
    assert files == {
        "./data/names.json": "./data/names.json",
        "./briscola.zip": "./briscola.zip",
        "./pyscript-pyc.zip": "./pyscript/__pycache__/*",
    }


def test_the_build_brings_the_files_table_up_to_date_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from sitebuild import assemble

    def stop() -> None:
        raise BuildError("stopped after the toml step")

    monkeypatch.setattr(assemble, "ensure_node_modules", stop)
    make_tree(tmp_path)
    toml = tmp_path / "pyscript.toml"
    toml.write_text(TOML, encoding="utf-8")
    with pytest.raises(BuildError, match="stopped after the toml step"):
        assemble.build(root=tmp_path, site=tmp_path / "_site")
    toml_files.check(toml, tmp_path)  # now lists briscola/ and drops the gone module
