"""What the build does for boot time: the page's stdlib import roots and the preload hints."""

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from sitebuild.errors import BuildError
from sitebuild.page_imports import briscola_stdlib_imports, pyscript_imports, stdlib_roots
from sitebuild.preload import MARKER, add_preloads, preload_links

from tests.npm_packages import needs_npm_packages

ROOT = Path(__file__).resolve().parents[2]


def write(root: Path, rel: str, text: str) -> None:
    (root / rel).parent.mkdir(parents=True, exist_ok=True)
    (root / rel).write_text(text, encoding="utf-8")


def test_roots_follow_the_page_modules_and_skip_what_it_never_imports(tmp_path: Path) -> None:
    write(tmp_path, "briscola/__init__.py", "import json\n")
    write(tmp_path, "briscola/ui/__init__.py", "")
    write(tmp_path, "briscola/ui/main.py", "from briscola.app import play\nfrom . import util\n")
    write(tmp_path, "briscola/ui/util.py", "def f():\n    import html\n")
    write(tmp_path, "briscola/app/__init__.py", "")
    write(tmp_path, "briscola/app/play.py", "from .deep import x\nimport random\n")
    write(tmp_path, "briscola/app/deep.py", "import statistics\nimport js\n")
    write(tmp_path, "briscola/cli/__init__.py", "import argparse\n")
    names = briscola_stdlib_imports(tmp_path)
    assert {"json", "html", "random", "statistics", "js"} <= names
    assert "argparse" not in names  # the command line is never reached from briscola/ui
    roots = stdlib_roots(tmp_path, "")
    assert "js" not in roots and "encodings.utf_8" in roots


def test_pyscript_imports_read_the_embedded_python_sources() -> None:
    bundle = 'const a = {"util.py": "import base64\\nfrom collections import deque\\n  import os"};'
    assert pyscript_imports(bundle) == {"base64", "collections", "os"}


def test_the_real_page_roots_hold_what_the_game_imports() -> None:
    roots = set(stdlib_roots(ROOT, ""))
    assert {"random", "json", "dataclasses", "asyncio", "typing"} <= roots
    assert not {"argparse", "subprocess", "concurrent.futures"} & roots


def make_vendor(site: Path, core: str = "core-AB12.js") -> None:
    write(site, "vendor/pyscript/core.js", f'export * from"./{core}";')
    write(site, f"vendor/pyscript/{core}", 'x=()=>import("./toml-T1.js");y=import("./error-E2.js")')


def test_preload_links_name_the_boot_chain_in_order(tmp_path: Path) -> None:
    make_vendor(tmp_path)
    links = preload_links(tmp_path)
    assert links[:3] == [
        '<link rel="modulepreload" href="./vendor/pyscript/core-AB12.js">',
        '<link rel="modulepreload" href="./vendor/pyscript/toml-T1.js">',
        '<link rel="modulepreload" href="./vendor/pyscript/error-E2.js">',
    ]
    assert '<link rel="preload" href="./briscola.zip" as="fetch" crossorigin>' in links
    assert '<link rel="preload" href="./pyscript-pyc.zip" as="fetch" crossorigin>' in links
    write(tmp_path, "index.html", f"<head>\n  {MARKER}\n</head>")
    add_preloads(tmp_path)
    html = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert MARKER not in html and html.count("\n  <link") == len(links)


def test_preloads_fail_loudly_when_pyscript_changes_shape(tmp_path: Path) -> None:
    write(tmp_path, "vendor/pyscript/core.js", "export * from './elsewhere.js';")
    with pytest.raises(BuildError, match="core chunk"):
        preload_links(tmp_path)
    make_vendor(tmp_path)
    write(tmp_path, "index.html", "<head></head>")
    with pytest.raises(BuildError, match="marker"):
        add_preloads(tmp_path)


def test_the_repository_page_holds_the_preload_marker_once() -> None:
    assert (ROOT / "index.html").read_text(encoding="utf-8").count(MARKER) == 1


@needs_npm_packages
def test_pyscript_sources_are_read_out_of_the_real_bundle() -> None:
    from sitebuild.pyscript_sources import embedded_python
    from sitebuild.stdlib import core_bundle

    files = embedded_python(core_bundle())
    assert {"pyscript/__init__.py", "pyscript/context.py", "pyscript/display.py"} <= set(files)
    assert "from pyscript.display import" in files["pyscript/__init__.py"]
    for name, source in files.items():
        compile(source, name, "exec")  # whole, valid Python


def test_pyscript_sources_fail_loudly_when_the_bundle_changes_shape() -> None:
    from sitebuild.pyscript_sources import embedded_python

    with pytest.raises(BuildError, match="embedded package"):
        embedded_python('w("./lib",{pyscript:{"__init__.py":""}})')
    with pytest.raises(BuildError, match=r"no pyscript/__init__\.py"):
        embedded_python('w(".",{pyscript:{"util.py":"x=1"}})')
    with pytest.raises(BuildError, match="cannot read"):
        embedded_python('w(".",{pyscript:{"__init__.py":x}})')


def test_the_languages_imported_by_name_need_nothing_outside_the_roots() -> None:
    # briscola.i18n imports each language's module when first asked for it, out of
    # sight of the static reader: their own imports must already be in the trimmed stdlib.
    import ast

    from sitebuild.page_imports import _imports

    roots = set(stdlib_roots(ROOT, ""))
    for path in sorted((ROOT / "briscola/i18n").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        outside = {
            name
            for name in _imports(tree, f"briscola.i18n.{path.stem}", False)
            if name.split(".")[0] not in ("briscola", "__future__")
        }
        assert outside <= roots | {"typing.Final", "typing.NamedTuple"}, path.name


def test_the_page_loads_no_picture_before_its_first_layout() -> None:
    # An <img> of an SVG is parsed as a document of its own on the main thread as soon as
    # it arrives; the bar's picture, loaded eagerly, came in before the saved screen's
    # frame and held it back. Lazy, it is fetched once the first layout has placed it.
    from sitebuild.refs import html_urls

    page = (ROOT / "index.html").read_text(encoding="utf-8")
    pictures = re.findall(r"<img\b[^>]*>", page)
    assert [url for url in html_urls(page) if url.endswith(".svg")] == [
        "./static/icons/favicon.svg",
        "./static/icons/icon.svg",
    ]
    assert pictures and all('loading="lazy"' in tag for tag in pictures), pictures
