// The browser build in a real headless Chromium (Debian's), driven by playwright-core.
//
//   node web/browser-test.mjs [out-dir]          the game test (screenshots into out-dir)
//   node web/browser-test.mjs --measure          size and start-up, game and empty-app floor
//   node web/browser-test.mjs --timeline [floor] one load of the game (or the floor): each
//                                                console line and request, in ms since navigation
//   node web/browser-test.mjs --trace [floor]    one load under Chromium's tracing: the long tasks
//                                                of the page's main thread and its waits for the GPU
//   node web/browser-test.mjs --hint [out-dir]   a match of each game, H at the person's first
//                                                decision: the hint's line and a screenshot
//
// The test serves dist/ on localhost, loads the page, waits for the title screen, starts a match
// with mouse clicks (Play Ivanhoe; seat 2 made a hard, searching computer player; Start the match),
// asks for a hint at the person's first decision (H; it waits for the game's "hint ready" line),
// plays the person's seat with the keyboard (Enter chooses the focused legal choice) until a
// tournament has been won; then, on a fresh page, a match of Castle Lords until a castle is taken
// and the person has offered or proposed in an exchange, then a whole match of three computer
// players to its winner's screen; then a game of Of Knights and Ninjas to
// its winner; and saves screenshots. In each of the three games played by the person, the page
// is reloaded mid-match (as a player closing the tab would), Continue on the title (Enter: it is
// the first button) puts the match back from the browser's storage, and play goes on.
// Each game starts from an empty local storage, so the title shows no Continue and the setup
// its defaults. Any console error, page error or Rust panic fails it, and so does the game's
// warning that a computer player has waited long to decide (a stalled table). --measure times
// five loads of each app, alternating, and reports the medians (of dist/, or of the folder DIST
// names, to compare with an earlier build).
//
// Repeating a run: every page is opened at `?seed=N` (SEED, 1 unless set), which deals each
// match on it from N, so runs deal the same matches. (A hard player's search stops at its time
// limit and the browser thinks in slices, so its choices can still differ with the machine's
// speed.) The test records each match's seed from the game's console line ("match started:
// <game>, <n> seats, seed <seed>") and, on any failure, prints them with the path of a
// screenshot of the page at that moment (web-failure.png in the out-dir); a passing run prints
// them too.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import { serve } from "./serve.mjs";
import { ARGS, CHROMIUM, TestFailure, VIEWPORT, fail, waitFor, watch } from "./harness.mjs";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
// Another build may be measured from its own folder: DIST=/path/to/dist node web/browser-test.mjs --measure
const DIST = process.env.DIST ? path.resolve(process.env.DIST) : path.join(ROOT, "dist");
/** The deal of every match the game test plays (the page's `?seed=`). */
const SEED = process.env.SEED ?? "1";

/** Each match's seed as the game logged it, and the page to photograph if the test fails. */
const seeds = [];
const failure = { page: null, shot: null };
const MATCH_STARTED = /match started: (\S+), (\d+) seats, seed (\d+)/;

/** Reports a failure: the message, every match's seed so far, and a screenshot of the page. */
async function report(error) {
  const lines = [`browser test FAILED: ${error instanceof TestFailure ? error.message : error?.stack ?? error}`];
  lines.push(seeds.length
    ? `the matches' seeds, in order (SEED=${SEED}): ${seeds.join("; ")}`
    : "no match had started");
  if (failure.page && failure.shot && !failure.page.isClosed()) {
    try {
      fs.mkdirSync(path.dirname(failure.shot), { recursive: true });
      await failure.page.screenshot({ path: failure.shot, timeout: 10_000 });
      lines.push(`the page at the failure: ${failure.shot}`);
    } catch (e) {
      lines.push(`no screenshot of the page at the failure: ${e.message}`);
    }
  }
  console.error(lines.join("\n"));
  process.exit(1);
}

async function open(browser, url, problems, lines) {
  const page = await browser.newPage({ viewport: VIEWPORT });
  failure.page = page;
  watch(page, problems, lines, (text) => {
    const started = text.match(MATCH_STARTED);
    if (started) seeds.push(`${started[1]}, ${started[2]} seats: seed ${started[3]}`);
  });
  return page;
}

/** The page reloaded mid-match, as a player closing the tab and coming back would: on the title,
 * Enter takes Continue (its first button), and the match of `game` must come back from the
 * browser's storage with every decision made so far. */
async function reloadAndContinue(page, lines, problems, game) {
  lines.length = 0;
  await page.reload();
  await waitFor(lines, problems, /title screen drawn/, 120);
  await page.waitForTimeout(1000);
  await page.keyboard.press("Enter");
  const hit = await waitFor(lines, problems, new RegExp(`match resumed: ${game}, \\d+ seats, seed \\d+, (\\d+) decisions`), 60);
  const decisions = Number(hit.text.match(/(\d+) decisions/)[1]);
  if (decisions === 0) fail(`${game}: the match came back without its decisions`);
  resumed.push(`${game} after ${decisions} decisions`);
}

/** The matches the test put back after a reload, in words for its last line. */
const resumed = [];

/** A fresh load of the page to the title screen, then a click on a game's button: its setup. The
 * saves and settings of the last part are cleared first: the title shows the games' buttons
 * where a first visit shows them, and the setup its defaults. */
async function setupOf(page, url, lines, problems, button) {
  await page.evaluate(() => window.localStorage.clear());
  lines.length = 0;
  await page.goto(url);
  await waitFor(lines, problems, /title screen drawn/, 120);
  await page.waitForTimeout(1000);
  await page.mouse.click(640, button);
  await page.waitForTimeout(1500);
}

/** Presses H until the game logs a hint ready (the person's decision may still be coming),
 * then screenshots the table with it; returns the console line. */
async function askForHint(page, lines, problems, shot) {
  const end = performance.now() + 60_000;
  for (;;) {
    const before = lines.length;
    await page.keyboard.press("h");
    const deadline = performance.now() + 5_000;
    while (performance.now() < deadline) {
      const ready = lines.slice(before).find((l) => /hint ready:/.test(l.text));
      if (ready) {
        await page.waitForTimeout(500);
        await page.screenshot({ path: shot });
        return ready.text;
      }
      if (problems.length) fail(problems.join("\n"));
      await page.waitForTimeout(100);
    }
    if (performance.now() > end) fail("no hint came within 60 s of pressing H");
  }
}

/** The out-dir made, dist/ served, Chromium launched, one page open and watched. */
async function launch(outDir) {
  fs.mkdirSync(outDir, { recursive: true });
  failure.shot = path.join(outDir, "web-failure.png");
  const server = await serve(DIST);
  const url = `http://127.0.0.1:${server.address().port}/?seed=${SEED}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const problems = [];
  const lines = [];
  const page = await open(browser, url, problems, lines);
  return { server, url, browser, problems, lines, page };
}

/** `--hint`: one page, a match of each game against computer players, H at the person's first
 * decision, the hint's console line and a screenshot of it. */
async function hintTest(outDir) {
  const { server, url, browser, problems, lines, page } = await launch(outDir);
  // The title's first three buttons: the three games.
  for (const [game, y] of [["ivanhoe", 325], ["castle-lords", 389], ["knights-ninjas", 453]]) {
    await page.goto(url);
    await page.evaluate(() => localStorage.clear());
    await page.goto(url);
    await waitFor(lines, problems, /title screen drawn/, 120);
    await page.waitForTimeout(1500);
    await page.mouse.click(640, y);
    await page.waitForTimeout(1500);
    await page.keyboard.press("Enter"); // the setup's focus rests on Start
    await waitFor(lines, problems, new RegExp(`match started: ${game}`), 30);
    const line = await askForHint(page, lines, problems, path.join(outDir, `web-hint-${game}.png`));
    console.log(`${game}: ${line}`);
  }
  if (problems.length) fail(problems.join("\n"));
  await browser.close();
  server.close();
}

async function gameTest(outDir) {
  const { server, url, browser, problems, lines, page } = await launch(outDir);
  await page.goto(url);
  await waitFor(lines, problems, /title screen drawn/, 120);
  // A new browser profile: no save, no settings, so the title shows the games where the clicks
  // below expect them.
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(outDir, "web-title.png") });
  await page.mouse.click(640, 325); // Play Ivanhoe (the web has no Quit button: four buttons, centred)
  await page.waitForTimeout(1500);
  // Seat 2's kind, normal → hard: a searching player, whose search runs in slices between frames.
  await page.mouse.click(803, 262);
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(outDir, "web-setup.png") });
  await page.mouse.click(593, 552); // Start the match
  await waitFor(lines, problems, /match started/, 30);
  // A hint at the person's first decision: H, then the search thinks in slices of frames.
  await askForHint(page, lines, problems, path.join(outDir, "web-hint-ivanhoe.png"));
  // The person's seat: Enter chooses the focused legal choice, whatever the decision. The focus
  // never rests on Withdraw, so when nothing else is legal (the prompt says "No card can be
  // played"), W withdraws, as a player would press it.
  const end = performance.now() + 300_000;
  let shot = false;
  let presses = 0;
  while (!lines.some((l) => /wins the .* tournament/.test(l.text))) {
    if (problems.length) fail(problems.join("\n"));
    if (performance.now() > end) {
      const last = lines.slice(-6).map((l) => l.text.slice(0, 160)).join("\n  ");
      fail(`no tournament was won within 300 s; the last console lines:\n  ${last}`);
    }
    const before = lines.length;
    await page.keyboard.press("Enter");
    await page.waitForTimeout(400);
    // Nothing happened after a few Enters: Withdraw is the only choice left.
    presses = lines.length === before ? presses + 1 : 0;
    if (presses >= 4) {
      await page.keyboard.press("w");
      await page.waitForTimeout(400);
      presses = 0;
    }
    if (!shot && lines.filter((l) => / plays /.test(l.text)).length >= 4) {
      await page.screenshot({ path: path.join(outDir, "web-match.png") });
      shot = true;
      await reloadAndContinue(page, lines, problems, "ivanhoe");
    }
  }
  await page.waitForTimeout(1000);
  await page.screenshot({ path: path.join(outDir, "web-tournament-won.png") });
  if (problems.length) fail(problems.join("\n"));
  const played = lines.filter((l) => / plays /.test(l.text)).length;

  // Castle Lords, from a fresh page: the default setup (the person and three normal computer
  // players, intermediate rules); Enter makes the person's focused legal choice and S launches
  // an army, until a castle is taken and the person has offered or proposed in an exchange.
  await setupOf(page, url, lines, problems, 389); // Play Castle Lords
  await page.mouse.click(593, 608); // Start the match (four seats, room kept for six)
  await waitFor(lines, problems, /match started: castle-lords/, 30);
  const until = performance.now() + 300_000;
  const taken = () => lines.some((l) => /takes \w+ with \d+ soldiers?/.test(l.text));
  const exchanged = () => lines.some((l) => /Wilfred (offers|proposes)/.test(l.text));
  let castleShot = false;
  let clReloaded = false;
  while (!(taken() && exchanged())) {
    if (problems.length) fail(problems.join("\n"));
    if (performance.now() > until) {
      const last = lines.slice(-6).map((l) => l.text.slice(0, 160)).join("\n  ");
      fail(`Castle Lords: no castle taken within 300 s; the last console lines:\n  ${last}`);
    }
    await page.keyboard.press("Enter");
    await page.waitForTimeout(400);
    await page.keyboard.press("s");
    await page.waitForTimeout(300);
    if (!castleShot && taken()) {
      await page.screenshot({ path: path.join(outDir, "web-castle-lords.png") });
      castleShot = true;
    }
    if (!clReloaded && lines.filter((l) => /Wilfred /.test(l.text)).length >= 3) {
      clReloaded = true;
      const took = taken(), offered = exchanged();
      await reloadAndContinue(page, lines, problems, "castle-lords");
      // What happened before the reload is not in the new page's lines.
      if (took) lines.push({ at: performance.now(), text: "(before the reload) takes X with 1 soldier" });
      if (offered) lines.push({ at: performance.now(), text: "(before the reload) Wilfred offers" });
    }
  }
  // A whole match to the winner's screen, from a fresh page: three computer players (seat 1 made
  // a normal computer player), basic rules, instant animations.
  await setupOf(page, url, lines, problems, 389); // Play Castle Lords
  await page.mouse.click(593, 146); // Fewer: three seats
  await page.waitForTimeout(400);
  await page.mouse.click(843, 204); // Seat 1: person → easy computer
  await page.waitForTimeout(400);
  await page.mouse.click(843, 204); // → normal computer
  await page.waitForTimeout(400);
  await page.mouse.click(843, 549); // Rules: intermediate → basic
  await page.waitForTimeout(400);
  await page.mouse.click(593, 549); // Speed: normal → fast
  await page.waitForTimeout(400);
  await page.mouse.click(593, 549); // → instant
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(outDir, "web-castle-lords-setup.png") });
  await page.mouse.click(593, 608); // Start the match
  await waitFor(lines, problems, /match started: castle-lords/, 30);
  const clEnd = performance.now() + 900_000;
  const matchWon = () => lines.some((l) => /(wins|share) the match/.test(l.text));
  while (!matchWon()) {
    if (problems.length) fail(problems.join("\n"));
    if (performance.now() > clEnd) {
      const last = lines.slice(-6).map((l) => l.text.slice(0, 160)).join("\n  ");
      fail(`Castle Lords: no winner within 900 s; the last console lines:\n  ${last}`);
    }
    await page.waitForTimeout(1000);
  }
  await page.waitForTimeout(4500);
  await page.screenshot({ path: path.join(outDir, "web-castle-lords-results.png") });
  if (problems.length) fail(problems.join("\n"));

  // Of Knights and Ninjas, from a fresh page: the person and three normal computer players, to
  // the winner's screen; Enter makes the person's focused legal pick, S ends the turn or lets an
  // attack or gems in flight pass.
  await setupOf(page, url, lines, problems, 453); // Play Of Knights and Ninjas
  await page.mouse.click(593, 608); // Start the match (four seats, room kept for six)
  await waitFor(lines, problems, /match started: knights-ninjas/, 30);
  const kn = performance.now() + 480_000;
  const won = () => lines.some((l) => /wins with \d+ gems?/.test(l.text));
  let knShot = false;
  let knReloaded = false;
  while (!won()) {
    if (problems.length) fail(problems.join("\n"));
    if (performance.now() > kn) {
      const last = lines.slice(-6).map((l) => l.text.slice(0, 160)).join("\n  ");
      fail(`Of Knights and Ninjas: no winner within 480 s; the last console lines:\n  ${last}`);
    }
    await page.keyboard.press("Enter");
    await page.waitForTimeout(300);
    await page.keyboard.press("s");
    await page.waitForTimeout(300);
    if (!knShot && lines.some((l) => /leave .*'s kingdom for/.test(l.text))) {
      await page.screenshot({ path: path.join(outDir, "web-knights-ninjas.png") });
      knShot = true;
    }
    if (!knReloaded && knShot) {
      knReloaded = true;
      await reloadAndContinue(page, lines, problems, "knights-ninjas");
    }
  }
  await page.waitForTimeout(4500);
  await page.screenshot({ path: path.join(outDir, "web-knights-ninjas-results.png") });
  if (problems.length) fail(problems.join("\n"));
  const winner = lines.find((l) => /wins with/.test(l.text)).text.match(/\S+ wins with \d+ gems?/)[0];
  console.log(`browser test passed: Ivanhoe ${played} ${played === 1 ? "card" : "cards"} played and a tournament won; ` +
    `Castle Lords a castle taken by the person and a match of computers to its winner; Of Knights and Ninjas to the winner (${winner}); ` +
    `each put back after a reload (${resumed.join("; ")}); ` +
    `screenshots in ${outDir}; seeds: ${seeds.join("; ")}`);
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
  const apps = [
    ["game", "ivanhoe_bg.wasm", base, /title screen drawn/],
    ["empty Bevy app (floor)", "floor/empty_app_bg.wasm", `${base}floor/`, /empty app drawn/],
  ];
  // The loads alternate between the two apps, so that a busy moment of the machine falls on both.
  const times = apps.map(() => []);
  for (let i = 0; i < 5; i++) {
    for (const [k, [, , url, ready]] of apps.entries()) times[k].push(await startUp(browser, url, ready));
  }
  const rows = apps.map(([name, file], k) => {
    const bytes = fs.readFileSync(path.join(DIST, file));
    const gzip = zlib.gzipSync(bytes, { level: 9 }).length;
    const sorted = [...times[k]].sort((a, b) => a - b);
    return { name, raw: bytes.length, gzip, ms: Math.round(sorted[2]), all: sorted.map((t) => Math.round(t)) };
  });
  console.log(JSON.stringify(rows, null, 2));
  await browser.close();
  server.close();
}

/** One app (the game, or the floor) served and opened, not yet loaded: for one traced load. */
async function openOne(floor) {
  const server = await serve(DIST);
  const url = `http://127.0.0.1:${server.address().port}/${floor ? "floor/" : ""}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const problems = [];
  const lines = [];
  const page = await open(browser, url, problems, lines);
  const drawn = () => waitFor(lines, problems, floor ? /empty app drawn/ : /title screen drawn/, 120);
  const close = async () => { await browser.close(); server.close(); };
  return { url, browser, page, lines, drawn, close };
}

/** Where a start-up's time goes: one load, its console lines and requests as they happen. */
async function timeline(floor) {
  const { url, page, lines, drawn, close } = await openOne(floor);
  const start = performance.now();
  page.on("request", (r) => lines.push({ at: performance.now(), text: `request ${r.url()}` }));
  page.on("requestfinished", (r) => lines.push({ at: performance.now(), text: `received ${r.url()}` }));
  await page.goto(url);
  await drawn();
  await page.waitForTimeout(1500);
  for (const l of lines) console.log(`${String(Math.round(l.at - start)).padStart(6)} ms  ${l.text.slice(0, 160)}`);
  await close();
}

// The trace events worth reading for start-up: building the app (the microtask checkpoint that
// instantiates the module and runs main), animation frames (Bevy's updates), waits for the GPU.
const TRACE_EVENTS = new Set([
  "v8.wasm.compileConsumeDone", "BlinkScheduler_PerformMicrotaskCheckpoint", "FireAnimationFrame",
  "GLES2::ReadPixels", "GLES2Implementation::GetShaderiv",
]);

/** Where a start-up's time goes, as Chromium's tracing sees it: the long tasks of one load. */
async function trace(floor) {
  const { url, browser, page, drawn, close } = await openOne(floor);
  const file = path.join(ROOT, "target", floor ? "web-trace-floor.json" : "web-trace.json");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await browser.startTracing(page, { path: file, categories: ["devtools.timeline", "gpu", "toplevel", "v8"] });
  await page.goto(url);
  await drawn();
  await browser.stopTracing();
  await close();
  const json = JSON.parse(fs.readFileSync(file, "utf8"));
  const events = Array.isArray(json) ? json : json.traceEvents;
  const threads = new Map();
  for (const e of events) {
    if (e.ph === "M" && e.name === "thread_name") threads.set(`${e.pid}/${e.tid}`, e.args.name);
  }
  const start = Math.min(...events.filter((e) => e.name === "ResourceSendRequest").map((e) => e.ts));
  for (const e of events.sort((a, b) => a.ts - b.ts)) {
    const thread = threads.get(`${e.pid}/${e.tid}`);
    if (e.ph !== "X" || e.dur < 15_000 || !TRACE_EVENTS.has(e.name)) continue;
    if (thread !== "CrRendererMain") continue;
    console.log(`${String(Math.round((e.ts - start) / 1000)).padStart(6)} ms  ` +
      `${String(Math.round(e.dur / 1000)).padStart(5)} ms  ${e.name}`);
  }
  console.log(`trace in ${file}`);
}

try {
  if (!fs.existsSync(path.join(DIST, "index.html"))) fail(`${DIST}/index.html is missing: run scripts/build-web first`);
  if (!fs.existsSync(CHROMIUM)) {
    fail(`no Chromium at ${CHROMIUM}: install Debian's (scripts/install-deps chromium), or set CHROMIUM to another one`);
  }
  failure.shot = path.join(ROOT, "target", "web-test", "web-failure.png");
  if (process.argv[2] === "--measure") await measure();
  else if (process.argv[2] === "--trace") await trace(process.argv[3] === "floor");
  else if (process.argv[2] === "--timeline") await timeline(process.argv[3] === "floor");
  else if (process.argv[2] === "--hint") await hintTest(path.resolve(process.argv[3] ?? path.join(ROOT, "target", "web-hint")));
  else await gameTest(path.resolve(process.argv[2] ?? path.join(ROOT, "target", "web-test")));
} catch (error) {
  await report(error);
}
