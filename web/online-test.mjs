// Online play in the browser build: two friends, each in their own headless Chromium page (their
// own storage, as on two machines), play one match of Of Knights and Ninjas through the server,
// with two computer players the server runs.
//
//   cargo build --release -p online-server && node web/online-test.mjs [out-dir]
//
// The test starts `ivanhoe-server` (SERVER, else target/release/ivanhoe-server under
// CARGO_TARGET_DIR) on a free loopback port with an SQLite file in a temporary folder and dist/
// as its static folder, so each page comes from the server and connects to it by default. The
// first page goes to "Play online" by the keyboard, creates a room of Of Knights and Ninjas by
// mouse (four seats: its own, a friend's — the second made "A person, online" — and two normal
// computer players; instant animations), and goes to the table; the room's code is read from the game's console line ("match online: <game>,
// room <code>, seat <n>, ..."), as a friend would read it off the screen. The second page goes
// to "Play online", clicks the code's field, types the code, and joins. Then each page plays its
// own seat as its person would, with Enter (the focused legal choice) and S (end the turn, let
// an attack or gems in flight pass), until both pages have logged the winner. (Two people who
// only ever discard would play for long: the computer players make the match end.) Any console error,
// page error or Rust panic on either page fails it, and so does a page left at another seat
// than its own. On a failure, screenshots of both pages go to the out-dir
// (online-failure-a.png, online-failure-b.png).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import { spawn } from "node:child_process";
import { chromium } from "playwright-core";
import { ARGS, CHROMIUM, TestFailure, VIEWPORT, fail, waitFor, watch } from "./harness.mjs";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const DIST = process.env.DIST ? path.resolve(process.env.DIST) : path.join(ROOT, "dist");
const SERVER = process.env.SERVER ??
  path.join(process.env.CARGO_TARGET_DIR ?? path.join(ROOT, "target"), "release", "ivanhoe-server");
const OUT = path.resolve(process.argv[2] ?? path.join(ROOT, "target", "web-online-test"));
/** The most a whole match may take, both pages playing. */
const MATCH_SECONDS = 900;
const ONLINE = /match online: knights-ninjas, room (\w+), seat (\d+), (\d+) decisions/;
const WON = /\S+( \d+)? wins with \d+ gems?/;

/** A free port on 127.0.0.1, found by binding port 0 and letting it go. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server; resolves once it says where it listens, with its process. */
async function startServer(dir) {
  const port = await freePort();
  const args = ["--listen", `127.0.0.1:${port}`, "--database", `sqlite:${path.join(dir, "rooms.db")}`, "--static", DIST];
  const child = spawn(SERVER, args, { stdio: ["ignore", "pipe", "pipe"] });
  const log = fs.createWriteStream(path.join(OUT, "server.log"));
  child.stderr.pipe(log);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new TestFailure(`${SERVER} did not say where it listens within 30 s`)), 30_000);
    child.once("exit", (code) => reject(new TestFailure(`${SERVER} exited (${code}) at start; see ${path.join(OUT, "server.log")}`)));
    child.stdout.on("data", (data) => {
      if (String(data).includes(`ws://127.0.0.1:${port}/ws`)) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${port}/` });
      }
    });
  });
}

/** One friend: a page of its own browser context (its own local storage). */
async function friend(browser, name, problems) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const lines = [];
  watch(page, problems, lines);
  return { name, page, lines };
}

/** From a fresh load to the online screen: the title's fourth button, by the keyboard. */
async function toOnlineScreen(who, url, problems) {
  await who.page.goto(url);
  await waitFor(who.lines, problems, /title screen drawn/, 180);
  await who.page.waitForTimeout(1500);
  for (let i = 0; i < 3; i++) {
    await who.page.keyboard.press("ArrowDown");
    await who.page.waitForTimeout(250);
  }
  await who.page.keyboard.press("Enter");
  // The connection opens on the screen's first frame; the screen says when it is made.
  await who.page.waitForTimeout(3000);
}

async function click(who, x, y, wait = 500) {
  await who.page.mouse.click(x, y);
  await who.page.waitForTimeout(wait);
}

async function test() {
  fs.mkdirSync(OUT, { recursive: true });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ivanhoe-online-"));
  const { child, url } = await startServer(dir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const problems = [];
  const a = await friend(browser, "a", problems);
  const b = await friend(browser, "b", problems);
  try {
    // The first friend creates the room.
    await a.page.goto(url);
    await waitFor(a.lines, problems, /title screen drawn/, 180);
    await a.page.waitForTimeout(1500);
    await a.page.screenshot({ path: path.join(OUT, "online-title.png") });
    await toOnlineScreen(a, url, problems);
    await a.page.screenshot({ path: path.join(OUT, "online-screen.png") });
    await click(a, 1007, 388, 1500); // Create a room: Of Knights and Ninjas
    await click(a, 806, 262); // Seat 2: computer, normal -> hard
    await click(a, 806, 262); // -> a person, online
    await click(a, 553, 550); // Speed: normal -> fast
    await click(a, 553, 550); // -> instant
    await a.page.screenshot({ path: path.join(OUT, "online-setup.png") });
    await click(a, 553, 608, 2500); // Create the room
    await a.page.screenshot({ path: path.join(OUT, "online-code.png") });
    await a.page.keyboard.press("Enter"); // To the table (focused)
    const atTable = await waitFor(a.lines, problems, ONLINE, 60);
    const [, code, seatA] = atTable.text.match(ONLINE);
    if (seatA !== "0") fail(`the room's creator sits at seat ${seatA}, not the first`);

    // The second friend joins by the code, typed.
    await toOnlineScreen(b, url, problems);
    await click(b, 516, 448); // the room code's field
    await b.page.keyboard.type(code, { delay: 80 });
    await b.page.keyboard.press("Enter");
    await b.page.waitForTimeout(500);
    await b.page.screenshot({ path: path.join(OUT, "online-join.png") });
    await click(b, 824, 448); // Join
    const joined = await waitFor(b.lines, problems, ONLINE, 60);
    const [, codeB, seatB] = joined.text.match(ONLINE);
    if (codeB !== code || seatB !== "1") fail(`the friend joined room ${codeB} at seat ${seatB}, not ${code} at seat 1`);

    // Each plays their own seat, the two pages in turn, until both have seen the winner.
    const end = performance.now() + MATCH_SECONDS * 1000;
    const won = (who) => who.lines.some((l) => WON.test(l.text));
    let shot = false;
    while (!(won(a) && won(b))) {
      if (problems.length) fail(problems.join("\n"));
      if (performance.now() > end) {
        const last = (who) => who.lines.slice(-4).map((l) => `  ${who.name}: ${l.text.slice(0, 160)}`).join("\n");
        fail(`no winner on both pages within ${MATCH_SECONDS} s; the last console lines:\n${last(a)}\n${last(b)}`);
      }
      for (const who of [a, b]) {
        await who.page.keyboard.press("Enter");
        await who.page.waitForTimeout(200);
        await who.page.keyboard.press("s");
        await who.page.waitForTimeout(200);
      }
      if (!shot && a.lines.filter((l) => /fortif/i.test(l.text)).length >= 2) {
        await a.page.screenshot({ path: path.join(OUT, "online-table-a.png") });
        await b.page.screenshot({ path: path.join(OUT, "online-table-b.png") });
        shot = true;
      }
    }
    await a.page.waitForTimeout(4000);
    await a.page.screenshot({ path: path.join(OUT, "online-results-a.png") });
    await b.page.screenshot({ path: path.join(OUT, "online-results-b.png") });
    if (problems.length) fail(problems.join("\n"));
    const winner = (who) => who.lines.find((l) => WON.test(l.text)).text.match(WON)[0];
    if (winner(a) !== winner(b)) fail(`the pages disagree on the winner: "${winner(a)}" and "${winner(b)}"`);
    const plays = (who) => who.lines.filter((l) => l.at > atTable.at).length;
    console.log(`online browser test passed: room ${code}, two pages at seats 0 and 1 of one match of ` +
      `Of Knights and Ninjas (and two computer players) to its end (${winner(a)}; ${plays(a)} and ${plays(b)} console lines); screenshots in ${OUT}`);
  } catch (error) {
    for (const who of [a, b]) {
      try {
        await who.page.screenshot({ path: path.join(OUT, `online-failure-${who.name}.png`), timeout: 10_000 });
      } catch {
        // The page may be gone; the message says what failed.
      }
    }
    throw error;
  } finally {
    await browser.close();
    child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

try {
  if (!fs.existsSync(path.join(DIST, "index.html"))) fail(`${DIST}/index.html is missing: run scripts/build-web first`);
  if (!fs.existsSync(SERVER)) fail(`no server at ${SERVER}: cargo build --release -p online-server, or set SERVER`);
  if (!fs.existsSync(CHROMIUM)) fail(`no Chromium at ${CHROMIUM}: install Debian's (scripts/install-deps chromium)`);
  await test();
} catch (error) {
  console.error(`online browser test FAILED: ${error instanceof TestFailure ? error.message : error?.stack ?? error}`);
  console.error(`screenshots in ${OUT}`);
  process.exit(1);
}
