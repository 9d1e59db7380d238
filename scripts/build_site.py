"""Build the static site into _site/ (run: python scripts/build_site.py [--sync-toml])."""

import argparse
import sys
from pathlib import Path

from sitebuild import layout, toml_files
from sitebuild.assemble import build
from sitebuild.errors import BuildError


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--sync-toml",
        action="store_true",
        help="rewrite the [files] table of the committed pyscript.toml from briscola/ and stop",
    )
    parser.add_argument("--out", type=Path, default=layout.SITE, help="output folder (_site)")
    args = parser.parse_args(argv)
    try:
        if args.sync_toml:
            toml = layout.ROOT / layout.TOML_NAME
            changed = toml_files.sync(toml)
            print(f"{toml.name}: {'updated' if changed else 'already up to date'}")
            return 0
        report = build(site=args.out.resolve())
    except BuildError as exc:
        print(f"build_site: {exc}", file=sys.stderr)
        return 1
    print(
        f"built {report.site}: {report.files} files, {report.total_bytes / 1e6:.1f} MB, "
        f"service-worker cache {report.cache_version}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
