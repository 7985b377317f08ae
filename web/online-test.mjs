// Online play in the browser build: two friends, each in their own headless Chromium page (their
// own storage, as on two machines), play one match of Of Knights and Ninjas through the server,
// with two computer players the server runs, and a third person watches it from no seat.
//
//   cargo build --release -p online-server && node web/online-test.mjs [out-dir]
//
// The test starts `ivanhoe-server` (SERVER, else target/release/ivanhoe-server under
// CARGO_TARGET_DIR) on a free loopback port with an SQLite file in a temporary folder and dist/
// as its static folder, so each page comes from the server and connects to it by default. The
// first page goes to "Play online" by the keyboard, creates a room of Of Knights and Ninjas by
// mouse (four seats: its own, a friend's — the second made "A person, online" — and two normal
// computer players; instant animations), and goes to the table; the room's code is read from the
// game's console line ("match online: <game>, room <code>, seat Some(<n>), ..."), as a friend
// would read it off the screen. The second page goes to "Play online", clicks the code's field,
// types the code, and clicks Join. The third page, a spectator, does the same and clicks Watch
// (beside Join): it must come to the table from no seat ("..., seat None, ..."). Then each
// friend plays their own seat as its person would, with Enter (the focused legal choice) and S
// (end the turn, let an attack or gems in flight pass), and the spectator presses the same keys,
// which must reach nobody: it is never asked to decide, so none of its lines speaks to it
// ("You ...", "your ...") and the server never refuses it anything. The test goes on until the
// three pages have logged the same winner. (Two people who only ever discard would play for long:
// the computer players make the match end.) Any console error, page error or Rust panic on any
// page fails it, and so does a friend's page left at another seat than its own. On a failure,
// screenshots of the three pages go to the out-dir (online-failure-a.png, -b.png, -c.png); each
// page's console is kept there too (online-console-a.txt, -b.txt, -c.txt).
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
/** The most a whole match may take, the friends playing and the spectator watching. */
const MATCH_SECONDS = 900;
/** The game's line on coming to the table: the room, the seat ("Some(1)", or "None" for a
 * spectator) and how many decisions the match has seen. */
const ONLINE = /match online: knights-ninjas, room (\w+), seat (Some\(\d+\)|None), (\d+) decisions/;
/** The winner's line: "<name> wins with 3 gems!", or "You win ..." on the winner's own page (and
 * "... lowest target: <name> wins with 2 gems." when the deck runs out). */
const WON = /(?:(\S+(?: \d+)?) wins|([Yy]ou) win) with (\d+) gems?/;
/** A line that speaks to the page's own seat ("You hold", "your Castle"): a spectator has none. */
const TO_YOU = /\b[Yy]our?\b/;
/** The game's warnings that something sent was refused, or could not be sent. */
const REFUSED = /the server refused|not sent/;
/** The code's row of the online screen at 1280×720 (no code being typed, no kept matches): the
 * code's field, Join, and Watch beside it. */
const CODE_FIELD = [516, 448];
const JOIN = [720, 448];
const WATCH = [928, 448];

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

/** The most a page may take from its load to the title screen: on two cores the spectator's page
 * loads while two others draw the table (112 s of 180 once). */
const LOAD_SECONDS = 300;

/** From a fresh load to the online screen: the title's fourth button, by the keyboard. */
async function toOnlineScreen(who, url, problems) {
  await who.page.goto(url);
  await waitFor(who.lines, problems, /title screen drawn/, LOAD_SECONDS);
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

/** From a fresh load to the online screen with `code` typed in its field (the field clicked, the
 * code typed, Enter to keep it: the letter pad closes and the row is back in its place); the
 * screen is then saved as `shot`. */
async function typeCode(who, url, problems, code, shot) {
  await toOnlineScreen(who, url, problems);
  await click(who, ...CODE_FIELD);
  await who.page.keyboard.type(code, { delay: 80 });
  await who.page.keyboard.press("Enter");
  await who.page.waitForTimeout(500);
  await who.page.screenshot({ path: path.join(OUT, shot) });
}

async function test() {
  const started = performance.now();
  fs.mkdirSync(OUT, { recursive: true });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ivanhoe-online-"));
  const { child, url } = await startServer(dir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const problems = [];
  const a = await friend(browser, "a", problems);
  const b = await friend(browser, "b", problems);
  const c = await friend(browser, "c", problems);
  const pages = [a, b, c];
  try {
    // The first friend creates the room.
    await a.page.goto(url);
    await waitFor(a.lines, problems, /title screen drawn/, LOAD_SECONDS);
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
    if (seatA !== "Some(0)") fail(`the room's creator sits at seat ${seatA}, not the first (Some(0))`);

    // The second friend joins by the code, typed.
    await typeCode(b, url, problems, code, "online-join.png");
    await click(b, ...JOIN);
    const joined = await waitFor(b.lines, problems, ONLINE, 60);
    const [, codeB, seatB] = joined.text.match(ONLINE);
    if (codeB !== code || seatB !== "Some(1)") fail(`the friend joined room ${codeB} at seat ${seatB}, not ${code} at seat Some(1)`);

    // The spectator watches by the same code, typed: the table from no seat.
    await typeCode(c, url, problems, code, "online-watch.png");
    await click(c, ...WATCH);
    const watching = await waitFor(c.lines, problems, ONLINE, 60);
    const [, codeC, seatC] = watching.text.match(ONLINE);
    if (codeC !== code || seatC !== "None") fail(`the spectator came to room ${codeC} at seat ${seatC}, not ${code} at no seat (None)`);
    await c.page.waitForTimeout(1000);
    await c.page.screenshot({ path: path.join(OUT, "online-watching-c.png") });

    // Each friend plays their own seat, and the spectator presses the same keys (which must reach
    // nobody), the pages in turn, until all three have seen the winner; a page that has seen it
    // is left on the winner's screen.
    const end = performance.now() + MATCH_SECONDS * 1000;
    const won = (who) => who.lines.some((l) => WON.test(l.text));
    let shot = false;
    while (!pages.every(won)) {
      if (problems.length) fail(problems.join("\n"));
      if (performance.now() > end) {
        const last = (who) => who.lines.slice(-4).map((l) => `  ${who.name}: ${l.text.slice(0, 160)}`).join("\n");
        fail(`no winner on all three pages within ${MATCH_SECONDS} s; the last console lines:\n${pages.map(last).join("\n")}`);
      }
      for (const who of pages) {
        if (won(who)) continue;
        await who.page.keyboard.press("Enter");
        await who.page.waitForTimeout(200);
        await who.page.keyboard.press("s");
        await who.page.waitForTimeout(200);
      }
      if (!shot && a.lines.filter((l) => /fortif/i.test(l.text)).length >= 2) {
        for (const who of pages) await who.page.screenshot({ path: path.join(OUT, `online-table-${who.name}.png`) });
        shot = true;
      }
    }
    await a.page.waitForTimeout(4000);
    for (const who of pages) await who.page.screenshot({ path: path.join(OUT, `online-results-${who.name}.png`) });
    if (problems.length) fail(problems.join("\n"));

    // The spectator was never a seat: nothing spoke to it, nothing it pressed was sent.
    const watched = c.lines.filter((l) => l.at > watching.at);
    const spoken = watched.find((l) => TO_YOU.test(l.text));
    if (spoken) fail(`the spectator's page was spoken to as a seat of its own: "${spoken.text}"`);
    const refused = c.lines.find((l) => REFUSED.test(l.text));
    if (refused) fail(`the spectator's page sent something: "${refused.text}"`);

    // One winner on the three pages: by name where a page names them (the winner's own page
    // says "You win"), with as many gems everywhere.
    const winner = (who) => {
      const [text, name, you, gems] = who.lines.find((l) => WON.test(l.text)).text.match(WON);
      return { text, name: you ? "you" : name, gems };
    };
    const [wa, wb, wc] = pages.map(winner);
    const named = new Set([wa, wb, wc].map((w) => w.name).filter((n) => n !== "you"));
    if (wc.name === "you" || (wa.name === "you" && wb.name === "you") || named.size !== 1 ||
      new Set([wa, wb, wc].map((w) => w.gems)).size !== 1) {
      fail(`the pages disagree on the winner: "${wa.text}", "${wb.text}" and the spectator's "${wc.text}"`);
    }
    const plays = (who) => who.lines.filter((l) => l.at > atTable.at).length;
    const toYou = (who) => who.lines.filter((l) => l.at > atTable.at && TO_YOU.test(l.text)).length;
    console.log(`online browser test passed: room ${code}, two pages at seats 0 and 1 of one match of ` +
      `Of Knights and Ninjas (and two computer players) to its end, and a spectator from no seat (${wc.text}; ` +
      `${plays(a)}, ${plays(b)} and ${plays(c)} console lines, of which ${toYou(a)}, ${toYou(b)} and ${toYou(c)} ` +
      `speak to the page's own seat); screenshots in ${OUT}`);
  } catch (error) {
    for (const who of pages) {
      try {
        await who.page.screenshot({ path: path.join(OUT, `online-failure-${who.name}.png`), timeout: 10_000 });
      } catch {
        // The page may be gone; the message says what failed.
      }
    }
    throw error;
  } finally {
    // Each page's console, the seconds counted from the test's start on all three.
    for (const who of pages) {
      const text = who.lines.map((l) => `${((l.at - started) / 1000).toFixed(1).padStart(7)} ${l.text}`).join("\n");
      fs.writeFileSync(path.join(OUT, `online-console-${who.name}.txt`), `${text}\n`);
    }
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
