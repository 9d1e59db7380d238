// Compile Python packages with Pyodide's own Python, so the browser imports bytecode.
// Usage: node scripts/pyodide_package_pyc.mjs IN_ZIP OUT_ZIP [FOLDER ...]
// IN_ZIP holds top-level package folders of sources. Every .py gets a .pyc with an unchecked
// hash (the browser writes files with fresh timestamps, which would make timestamp-checked
// .pyc files stale and recompile every module at boot):
// - by default next to its source (foo.py + foo.pyc), the layout zipimport reads, so the
//   package can be imported straight from the zip (scripts/sitebuild/bundle.py);
// - for the FOLDERs named on the command line, in __pycache__/ with the sources left out:
//   PyScript writes the sources of its own package at boot, and imports them from the file
//   system (scripts/sitebuild/pyscript_sources.py).
import { loadPyodide } from "pyodide";
import { readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";

const [inArg, outArg, ...cacheOnly] = process.argv.slice(2);
if (!inArg || !outArg) {
  console.error("usage: node pyodide_package_pyc.mjs IN_ZIP OUT_ZIP [FOLDER ...]");
  process.exit(2);
}
const py = await loadPyodide({ stdout: () => {}, stderr: (s) => console.error(s) });
py.FS.writeFile("/tmp/in.zip", await readFile(resolve(inArg)));
py.globals.set("cache_only", py.toPy(cacheOnly));
const count = py.runPython(`
import compileall, py_compile, zipfile, os

with zipfile.ZipFile("/tmp/in.zip") as source:
    source.extractall("/tmp/pkg")
for top in sorted(os.listdir("/tmp/pkg")):
    ok = compileall.compile_dir(
        os.path.join("/tmp/pkg", top),
        quiet=1,
        legacy=top not in cache_only,
        invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
    )
    if not ok:
        raise SystemExit(f"compiling {top} failed")
count = 0
with zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
    for folder, dirs, files in sorted(os.walk("/tmp/pkg")):
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, "/tmp/pkg")
            if name.endswith(".py") and rel.split("/")[0] in cache_only:
                continue
            info = zipfile.ZipInfo(rel, (2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            with open(path, "rb") as handle:
                out.writestr(info, handle.read())
            count += name.endswith(".pyc")
count
`);
await writeFile(resolve(outArg), py.FS.readFile("/tmp/out.zip"));
console.log(`${count} modules precompiled`);
