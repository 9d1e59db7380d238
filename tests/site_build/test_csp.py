"""The build's Content-Security-Policy check and the boot watchdog's words."""

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from sitebuild.boot_words import MARKER, SCRIPTS, words, write_words
from sitebuild.csp import problems, source_hash
from sitebuild.errors import BuildError
from sitebuild.inline_boot import inline_boot_scripts
from sitebuild.inline_styles import inline_styles

from briscola.i18n import LANGUAGES, text

ROOT = Path(__file__).resolve().parents[2]
STRICT = "default-src 'self'; object-src 'none'; base-uri 'none'"


def page(policy: str, body: str = "") -> str:
    meta = f'<meta http-equiv="Content-Security-Policy" content="{policy}">'
    return f"<!doctype html><html><head>{meta}</head><body>{body}</body></html>"


def test_the_repository_page_has_a_strict_complete_policy() -> None:
    assert problems((ROOT / "index.html").read_text(encoding="utf-8")) == []


def test_an_unhashed_inline_style_or_script_is_named_with_its_hash() -> None:
    style, script = "b { color: red }", "window.x = 1"
    html = page(STRICT, f"<style>{style}</style><script>{script}</script>")
    assert problems(html) == [
        f"style-src must list {source_hash(style)} for an inline block",
        f"script-src must list {source_hash(script)} for an inline block",
    ]
    hashed = f"{STRICT}; style-src 'self' {source_hash(style)}; script-src {source_hash(script)}"
    assert problems(page(hashed, f"<style>{style}</style><script>{script}</script>")) == []


def test_python_and_external_scripts_need_no_hash() -> None:
    body = '<script type="py">print(1)</script><script src="./a.js"></script>'
    assert problems(page(STRICT, body)) == []


@pytest.mark.parametrize(
    ("policy", "wrong"),
    [
        ("object-src 'none'; base-uri 'none'", "default-src must be 'self'"),
        ("default-src 'self'; base-uri 'none'", "object-src must be 'none'"),
        (f"{STRICT}; script-src 'self' 'unsafe-inline'", "must not allow 'unsafe-inline'"),
        (f"{STRICT}; img-src *", "img-src must not allow *"),
    ],
)
def test_a_loose_policy_is_refused(policy: str, wrong: str) -> None:
    assert any(wrong in problem for problem in problems(page(policy)))


def test_a_page_without_a_policy_is_refused() -> None:
    assert problems("<html><head></head></html>") == [
        "needs one Content-Security-Policy meta tag, has 0"
    ]


def test_the_boot_scripts_get_every_language_from_the_i18n_modules(tmp_path: Path) -> None:
    table = words(ROOT)
    assert set(table) == set(LANGUAGES)
    for lang in LANGUAGES:
        assert table[lang]["boot.title"] == text(lang, "boot.title")
        assert table[lang]["loading"] == text(lang, "loading")
        assert table[lang]["paint.held"] == text(lang, "paint.held")
    for script in SCRIPTS:
        target = tmp_path / script
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(f"var WORDS = {MARKER};\n", encoding="utf-8")
    write_words(tmp_path, ROOT)
    for script in SCRIPTS:
        written = (tmp_path / script).read_text(encoding="utf-8")
        assert json.loads(written.removeprefix("var WORDS = ").removesuffix(";\n")) == table
    with pytest.raises(BuildError, match="marker"):
        write_words(tmp_path, ROOT)


@pytest.mark.parametrize("script", SCRIPTS)
def test_the_repository_boot_scripts_hold_the_marker_once(script: str) -> None:
    assert (ROOT / script).read_text(encoding="utf-8").count(MARKER) == 1


def _boot_site(tmp_path: Path, scripts: dict[str, str]) -> Path:
    policy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'"
    tags = "".join(f'<script src="./{name}"></script>' for name in scripts)
    (tmp_path / "index.html").write_text(page(f"{policy}; base-uri 'none'", tags), "utf-8")
    for name, source in scripts.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(source, encoding="utf-8")
    return tmp_path


def test_the_boot_scripts_are_inlined_and_hashed_in_the_policy(tmp_path: Path) -> None:
    texts = {
        "static/wasm-preload.js": "var w = 0;\n",
        "static/paint.js": "var a = 1;\n",
        "static/boot-watchdog.js": "var b = '2';\n",
    }
    site = _boot_site(tmp_path, texts)
    assert problems((site / "index.html").read_text(encoding="utf-8")) == []
    hashes = inline_boot_scripts(site)
    html = (site / "index.html").read_text(encoding="utf-8")
    assert hashes == [source_hash(text) for text in texts.values()]
    assert "src=" not in html
    assert html.index("var w = 0;") < html.index("var a = 1;") < html.index("var b = '2';")
    assert problems(html) == []  # both hashes in script-src, nothing else loosened
    assert "'unsafe-inline'" not in html


def test_a_script_that_cannot_be_inlined_fails_the_build(tmp_path: Path) -> None:
    site = _boot_site(
        tmp_path,
        {
            "static/wasm-preload.js": "",
            "static/paint.js": "x = '</script>';",
            "static/boot-watchdog.js": "",
        },
    )
    with pytest.raises(BuildError, match="cannot be inlined"):
        inline_boot_scripts(site)
    site = _boot_site(tmp_path, {"static/wasm-preload.js": "", "static/paint.js": ""})
    with pytest.raises(BuildError, match=r"boot-watchdog\.js"):
        inline_boot_scripts(site)


def _styled_site(tmp_path: Path, sheets: dict[str, str]) -> Path:
    policy = "default-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'"
    tags = "".join(f'<link rel="stylesheet" href="./{name}">' for name in sheets)
    (tmp_path / "index.html").write_text(page(policy, tags), "utf-8")
    for name, css in sheets.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(css, encoding="utf-8")
    return tmp_path


def test_the_stylesheets_are_inlined_in_order_and_hashed_in_the_policy(tmp_path: Path) -> None:
    texts = {"vendor/a.css": "a { color: red }", "static/css/b.css": ".b { margin: 0 }\n"}
    site = _styled_site(tmp_path, texts)
    assert inline_styles(site) == list(texts)
    html = (site / "index.html").read_text(encoding="utf-8")
    assert "<link" not in html
    assert html.index("a { color: red }") < html.index(".b { margin: 0 }")
    assert problems(html) == []  # both hashes in style-src, nothing else loosened
    assert all(source_hash(css) in html for css in texts.values())


@pytest.mark.parametrize("css", ["a { background: url(x.png) }", "@import 'x.css';", "</style>"])
def test_a_stylesheet_that_cannot_be_inlined_fails_the_build(tmp_path: Path, css: str) -> None:
    site = _styled_site(tmp_path, {"static/a.css": css})
    with pytest.raises(BuildError, match="cannot be inlined"):
        inline_styles(site)


def test_a_page_without_stylesheets_or_style_src_fails_the_build(tmp_path: Path) -> None:
    site = _styled_site(tmp_path, {})
    with pytest.raises(BuildError, match="links no stylesheet"):
        inline_styles(site)
    (site / "a.css").write_text("a {}", encoding="utf-8")
    (site / "index.html").write_text(
        page(STRICT, '<link rel="stylesheet" href="./a.css">'), encoding="utf-8"
    )
    with pytest.raises(BuildError, match="needs a style-src"):
        inline_styles(site)
