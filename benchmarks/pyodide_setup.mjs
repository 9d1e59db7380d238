// The shared start of the Pyodide benchmarks: Pyodide in Node (the same WebAssembly engine
// as Chromium) with the repository's `briscola` package copied into its file system.
import { loadPyodide } from "pyodide";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

function copyTree(pyodide, dir, target) {
  pyodide.FS.mkdirTree(target);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "__pycache__") continue;
    const from = path.join(dir, entry.name);
    if (entry.isDirectory()) copyTree(pyodide, from, `${target}/${entry.name}`);
    else if (entry.name.endsWith(".py")) pyodide.FS.writeFile(`${target}/${entry.name}`, fs.readFileSync(from));
  }
}

/** Pyodide, ready to `import briscola`. */
export async function loadBriscola() {
  const pyodide = await loadPyodide();
  copyTree(pyodide, path.join(root, "briscola"), "/home/pyodide/briscola");
  return pyodide;
}
