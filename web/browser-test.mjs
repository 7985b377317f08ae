// The browser build in a real headless Chromium (Debian's), driven by playwright-core.
//
//   node web/browser-test.mjs [out-dir]          the game test (screenshots into out-dir)
//   node web/browser-test.mjs --measure          size and start-up, game and empty-app floor
//
// The test serves dist/ on localhost, loads the page, waits for the title screen, starts a match
// with mouse clicks (New game, Start the match), plays the person's seat with the keyboard
// (Enter chooses the focused legal choice) until a tournament has been won, and saves
// screenshots. Any console error, page error or Rust panic fails it.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import { serve } from "./serve.mjs";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const DIST = path.join(ROOT, "dist");
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
// The flags the project uses for headless Chromium; SwiftShader gives WebGL2 without a GPU.
const ARGS = [
  "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
];
const VIEWPORT = { width: 1280, height: 720 };

function fail(message) {
  console.error(`browser test FAILED: ${message}`);
  process.exit(1);
}

async function open(browser, url, problems, lines) {
  const page = await browser.newPage({ viewport: VIEWPORT });
  page.on("console", (msg) => {
    const text = msg.text();
    lines.push({ at: performance.now(), text });
    if (msg.type() === "error" || text.includes("panicked")) problems.push(`console: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return page;
}

async function waitFor(lines, problems, pattern, seconds) {
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    if (problems.length) fail(problems.join("\n"));
    const hit = lines.find((l) => pattern.test(l.text));
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 100));
  }
  fail(`no console line matching ${pattern} within ${seconds} s`);
}

async function gameTest(outDir) {
  fs.mkdirSync(outDir, { recursive: true });
  const server = await serve(DIST);
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const problems = [];
  const lines = [];
  const page = await open(browser, url, problems, lines);
  await page.goto(url);
  await waitFor(lines, problems, /Loading state .* is done/, 120);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(outDir, "web-title.png") });
  await page.mouse.click(640, 421); // New game (the web has no Quit button under it)
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(outDir, "web-setup.png") });
  await page.mouse.click(593, 552); // Start the match
  await waitFor(lines, problems, /match started/, 30);
  // The person's seat: Enter chooses the focused legal choice, whatever the decision.
  const end = performance.now() + 300_000;
  let shot = false;
  while (!lines.some((l) => /wins the .* tournament/.test(l.text))) {
    if (problems.length) fail(problems.join("\n"));
    if (performance.now() > end) fail("no tournament was won within 300 s");
    await page.keyboard.press("Enter");
    await page.waitForTimeout(400);
    if (!shot && lines.filter((l) => / plays /.test(l.text)).length >= 4) {
      await page.screenshot({ path: path.join(outDir, "web-match.png") });
      shot = true;
    }
  }
  await page.waitForTimeout(1000);
  await page.screenshot({ path: path.join(outDir, "web-tournament-won.png") });
  if (problems.length) fail(problems.join("\n"));
  const played = lines.filter((l) => / plays /.test(l.text)).length;
  console.log(`browser test passed: ${played} cards played, a tournament won; screenshots in ${outDir}`);
  await browser.close();
  server.close();
}

async function startUp(browser, url, ready) {
  const problems = [];
  const lines = [];
  const page = await open(browser, url, problems, lines);
  const start = performance.now();
  await page.goto(url);
  const hit = await waitFor(lines, problems, ready, 120);
  await page.close();
  return hit.at - start;
}

async function measure() {
  const server = await serve(DIST);
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const rows = [];
  for (const [name, file, url, ready] of [
    ["game", "ivanhoe_bg.wasm", base, /Loading state .* is done/],
    ["empty Bevy app (floor)", "floor/empty_app_bg.wasm", `${base}floor/`, /empty app ready/],
  ]) {
    const bytes = fs.readFileSync(path.join(DIST, file));
    const gzip = zlib.gzipSync(bytes, { level: 9 }).length;
    const times = [];
    for (let i = 0; i < 3; i++) times.push(await startUp(browser, url, ready));
    times.sort((a, b) => a - b);
    rows.push({ name, raw: bytes.length, gzip, ms: times[1], all: times.map((t) => Math.round(t)) });
  }
  console.log(JSON.stringify(rows, null, 2));
  await browser.close();
  server.close();
}

if (!fs.existsSync(path.join(DIST, "index.html"))) fail("dist/ is missing: run scripts/build-web first");
if (process.argv[2] === "--measure") await measure();
else await gameTest(path.resolve(process.argv[2] ?? path.join(ROOT, "target", "web-test")));
