// What the browser tests share: Chromium's flags, the page's size, and reading the game's console.
import { performance } from "node:perf_hooks";

export const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
// The flags the project uses for headless Chromium; SwiftShader gives WebGL2 without a GPU.
export const ARGS = [
  "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
];
export const VIEWPORT = { width: 1280, height: 720 };

/** A failure a test found; thrown, and reported once at the end. */
export class TestFailure extends Error {}
export function fail(message) {
  throw new TestFailure(message);
}

/** Collects a page's console lines into `lines` ({at, text}) and its problems into `problems`:
 * a console error, a page error, a Rust panic, or the game's warning that a computer player has
 * waited long to decide (a stalled table). `onLine(text)` sees each line as it comes. */
export function watch(page, problems, lines, onLine = () => {}) {
  page.on("console", (msg) => {
    const text = msg.text();
    lines.push({ at: performance.now(), text });
    onLine(text);
    if (msg.type() === "error" || text.includes("panicked") || /a computer player\) has waited/.test(text)) {
      problems.push(`console: ${text}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
}

/** Waits up to `seconds` for a console line matching `pattern`; fails at once on a problem. */
export async function waitFor(lines, problems, pattern, seconds) {
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    if (problems.length) fail(problems.join("\n"));
    const hit = lines.find((l) => pattern.test(l.text));
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 100));
  }
  fail(`no console line matching ${pattern} within ${seconds} s; the last lines:\n${lines.slice(-8).map((l) => l.text).join("\n")}`);
}
