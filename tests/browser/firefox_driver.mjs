// Drives Debian's Firefox for the browser tests: puppeteer-core over WebDriver BiDi.
//
// Usage: node firefox_driver.mjs FIREFOX_EXECUTABLE
// Once Firefox is up it writes {"ok": true, "value": BROWSER_VERSION}; then it reads one JSON
// command per line on stdin and answers each with one JSON line on stdout:
// {"ok": true, "value": ...} or {"ok": false, "error": "..."}. Commands ("op"):
//   preload {fn}: run the JS function source `fn` in every new document before its own
//   scripts, goto {url}, reload, click {selector, timeout_ms}, call {fn, args}: the value of the JS function
//   source `fn` applied to `args` in the page, wait {fn, args, timeout_ms}: until that value
//   is truthy, errors: the page errors and console errors seen so far, close.
// The tests in Python decide and assert; this file only carries their commands out.
import readline from "node:readline";
import puppeteer from "puppeteer-core";

const POLL_MS = 50;

const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath: process.argv[2],
  headless: true,
  protocolTimeout: 120_000,
  // A browser that asks for Italian, as the Chromium tests' (the page follows the browser's
  // language on a first visit).
  extraPrefsFirefox: { "intl.accept_languages": "it-IT, it" },
});
const page = await browser.newPage();
const errors = [];
page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
page.on("console", (message) => {
  if (message.type() === "error") errors.push(`console: ${message.text()}`);
});

function expression(fn, args) {
  return `(${fn})(...${JSON.stringify(args ?? [])})`;
}

async function waitFor(fn, args, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    last = await page.evaluate(expression(fn, args));
    if (last) return last;
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${fn} with ${JSON.stringify(args)}; last value ${JSON.stringify(last)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const commands = {
  preload: async ({ fn }) => void (await page.evaluateOnNewDocument(`(${fn})()`)),
  goto: async ({ url }) => void (await page.goto(url)),
  reload: async () => void (await page.reload()),
  // A locator waits until the element is visible, enabled, in view and no longer moving.
  click: async ({ selector, timeout_ms }) =>
    void (await page.locator(selector).setTimeout(timeout_ms).click()),
  call: async ({ fn, args }) => (await page.evaluate(expression(fn, args))) ?? null,
  wait: async ({ fn, args, timeout_ms }) => await waitFor(fn, args, timeout_ms),
  errors: async () => errors,
  close: async () => void (await browser.close()),
};

function answer(reply) {
  process.stdout.write(`${JSON.stringify(reply)}\n`);
}

answer({ ok: true, value: await browser.version() });
for await (const line of readline.createInterface({ input: process.stdin })) {
  const command = JSON.parse(line);
  try {
    const run = commands[command.op];
    if (!run) throw new Error(`unknown command ${command.op}`);
    answer({ ok: true, value: (await run(command)) ?? null });
  } catch (error) {
    answer({ ok: false, error: String(error?.message ?? error) });
  }
  if (command.op === "close") break;
}
await browser.close().catch(() => {});
process.exit(0); // stdin may still be open: do not wait for it
