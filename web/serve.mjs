// Serves dist/ over HTTP with the MIME types a wasm page needs. Used by scripts/serve-web and
// by the browser test. Usage: node web/serve.mjs [port] [root]
import http from "node:http";
import fs from "node:fs";
import path from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".ttf": "font/ttf",
  ".ogg": "audio/ogg",
  ".png": "image/png",
  ".txt": "text/plain; charset=utf-8",
};

/** Starts a server for `root` on `port` (0: any free port); resolves to the server. */
export function serve(root, port = 0) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://localhost");
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(path.resolve(root))) { res.writeHead(403).end(); return; }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404).end("not found"); return; }
      res.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
      res.end(data);
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 8080);
  const root = path.resolve(process.argv[3] ?? "dist");
  serve(root, port).then(() => console.log(`serving ${root} on http://localhost:${port}/`));
}
