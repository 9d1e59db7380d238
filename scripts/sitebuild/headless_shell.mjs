// Unpacks the headless shell of Chromium that the npm package @sparticuz/chromium ships
// (brotli-packed, Linux x86_64) into .cache/headless-shell/<version>/chromium, once per
// version, and points .cache/headless-shell/chromium at it; prints that path.
// Usage: node scripts/sitebuild/headless_shell.mjs (after npm ci). Where the package is not
// installed or the machine is not Linux on x86_64 it removes that link, prints nothing and
// exits 0.
import { createReadStream, createWriteStream, existsSync, readFileSync } from "node:fs";
import { mkdir, rename, rm, symlink } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { createBrotliDecompress } from "node:zlib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const pkg = join(root, "node_modules", "@sparticuz", "chromium");
const packed = join(pkg, "bin", "chromium.br");
const top = join(root, ".cache", "headless-shell");
const link = join(top, "chromium");
await rm(link, { force: true });
if (process.platform !== "linux" || process.arch !== "x64" || !existsSync(packed)) {
  process.exit(0);
}
const { version } = JSON.parse(readFileSync(join(pkg, "package.json"), "utf8"));
const binary = join(top, version, "chromium");
if (!existsSync(binary)) {
  await mkdir(dirname(binary), { recursive: true });
  const partial = `${binary}.partial`;
  await pipeline(
    createReadStream(packed),
    createBrotliDecompress(),
    createWriteStream(partial, { mode: 0o755 }),
  );
  await rename(partial, binary);
}
await symlink(join(version, "chromium"), link);
console.log(link);
