/**
 * The reference for the map benchmarks: the old site's way, rebuilt here and only here. Its map
 * asked the database for every column of every verified location, as JSON, and drew one plain
 * marker per location. This server does the same against the same database: no cache, the rows
 * as they come, gzip as a compression middleware would apply it.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

import pg from "pg";

import { ROOT } from "../../tests/support/server";

const gzip = promisify(zlib.gzip);

const LEAFLET_DIR = path.join(ROOT, "node_modules", "leaflet", "dist");

/** One plain circle marker per location, the way the old map drew them. */
const MAP_PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><link rel="stylesheet" href="/leaflet.css">
<style>body{margin:0;background:#0b0d17}#map{height:500px}</style></head>
<body><div id="map"></div><script src="/leaflet.js"></script><script>
const map = L.map("map").setView([39.8283, -98.5795], 4);
L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png").addTo(map);
fetch("/locations").then((response) => response.json()).then((rows) => {
  for (const row of rows) {
    if (row.lat === null || row.lng === null) continue;
    L.circleMarker([row.lat, row.lng], { radius: 8, color: "#0b0d17", fillColor: row.created_by_admin ? "#22c55e" : "#60a5fa", fillOpacity: 1 }).addTo(map);
  }
  requestAnimationFrame(() => requestAnimationFrame(() => { window.drawnAt = performance.now(); }));
});
window.zoomStep = () => new Promise((resolve) => {
  const started = performance.now();
  map.setZoom(map.getZoom() + 1, { animate: false });
  requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - started)));
});
</script></body></html>`;

export type NaiveServer = { url: string; stop: () => Promise<void> };

export async function startNaiveDirectory(databaseUrl: string, port: number): Promise<NaiveServer> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const files: Record<string, [string, Buffer]> = {
    "/leaflet.js": ["text/javascript", readFileSync(path.join(LEAFLET_DIR, "leaflet.js"))],
    "/leaflet.css": ["text/css", readFileSync(path.join(LEAFLET_DIR, "leaflet.css"))],
    "/map": ["text/html; charset=utf-8", Buffer.from(MAP_PAGE)],
  };
  const server = http.createServer((request, response) => {
    void (async () => {
      const file = files[request.url ?? ""];
      if (file) {
        response.writeHead(200, { "Content-Type": file[0] });
        response.end(file[1]);
        return;
      }
      if (request.url !== "/locations") {
        response.writeHead(404).end();
        return;
      }
      const { rows } = await pool.query("select * from locations where verified = true");
      const body = Buffer.from(JSON.stringify(rows));
      if (/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
        response.writeHead(200, { "Content-Type": "application/json", "Content-Encoding": "gzip" });
        response.end(await gzip(body));
      } else {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(body);
      }
    })().catch((error: unknown) => {
      console.error(error);
      response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}
