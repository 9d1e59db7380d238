// Add .pyc files compiled by Pyodide's own Python to a zip of the briscola package.
// Usage: node scripts/pyodide_package_pyc.mjs IN_ZIP OUT_ZIP
// The .pyc files use unchecked hashes: the browser unpacks the zip with fresh timestamps,
// which would make timestamp-checked .pyc files stale and recompile every module at boot.
import { loadPyodide } from "pyodide";
import { readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";

const [inArg, outArg] = process.argv.slice(2);
if (!inArg || !outArg) {
  console.error("usage: node pyodide_package_pyc.mjs IN_ZIP OUT_ZIP");
  process.exit(2);
}
const py = await loadPyodide({ stdout: () => {}, stderr: (s) => console.error(s) });
py.FS.writeFile("/tmp/in.zip", await readFile(resolve(inArg)));
const count = py.runPython(`
import compileall, py_compile, zipfile, os

with zipfile.ZipFile("/tmp/in.zip") as source:
    source.extractall("/tmp/pkg")
ok = compileall.compile_dir(
    "/tmp/pkg", quiet=1, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH
)
if not ok:
    raise SystemExit("compiling the package failed")
count = 0
with zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
    for folder, dirs, files in sorted(os.walk("/tmp/pkg")):
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(folder, name)
            info = zipfile.ZipInfo(os.path.relpath(path, "/tmp/pkg"), (2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            with open(path, "rb") as handle:
                out.writestr(info, handle.read())
            count += name.endswith(".pyc")
count
`);
await writeFile(resolve(outArg), py.FS.readFile("/tmp/out.zip"));
console.log(`package zip: ${count} modules precompiled`);
