"""Build the site, then serve _site/ on http://localhost:8000 (run: python scripts/serve.py)."""

import argparse
import sys

from sitebuild import layout
from sitebuild.assemble import build
from sitebuild.errors import BuildError
from sitebuild.server import make_server


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000; 0 = any)")
    parser.add_argument("--host", default="localhost", help="address to bind (default localhost)")
    parser.add_argument("--no-build", action="store_true", help="serve _site/ as it is")
    parser.add_argument("--quiet", action="store_true", help="do not log each request")
    args = parser.parse_args(argv)
    if not args.no_build:
        try:
            report = build()
        except BuildError as exc:
            print(f"serve: {exc}", file=sys.stderr)
            return 1
        print(f"built {report.files} files ({report.total_bytes / 1e6:.1f} MB)")
    server = make_server(layout.SITE, args.host, args.port, quiet=args.quiet)
    port = server.server_address[1]
    print(f"serving {layout.SITE} on http://{args.host}:{port}/ (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
