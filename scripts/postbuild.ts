/**
 * After `react-router build`: precompresses the client build (gzip and brotli, at their best
 * levels, once, instead of on every request) and writes build/static-manifest.json with each file's
 * ETag and, for prerendered pages, the hashes of their inline scripts for the Content-Security-Policy.
 */
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { etagOf } from "../app/lib/http-cache.server";
import { inlineScriptHashes, MANIFEST_NAME, precompress, type StaticManifestEntry } from "../server/static-files";

const buildDir = path.resolve(process.argv[2] ?? "build");
const clientDir = path.join(buildDir, "client");

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".woff2": "font/woff2",
};
const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".data",
  ".svg",
  ".txt",
  ".xml",
  ".webmanifest",
  ".ico",
]);

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.name.startsWith(".")) return [];
      return entry.isDirectory() ? walk(full) : [full];
    }),
  );
  return files.flat();
}

function urlPathOf(relative: string): string {
  const posix = relative.split(path.sep).join("/");
  if (posix === "index.html") return "/";
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"/index.html".length)}`;
  return `/${posix}`;
}

async function main() {
  const files = (await walk(clientDir)).filter((file) => !/\.(gz|br)$/.test(file));
  // Old variants from an earlier build would otherwise be served with new ETags.
  for (const stale of (await walk(clientDir)).filter((file) => /\.(gz|br)$/.test(file))) await rm(stale);

  const manifest: StaticManifestEntry[] = [];
  for (const file of files) {
    const relative = path.relative(clientDir, file);
    const extension = path.extname(file).toLowerCase();
    const body = await readFile(file);
    const entry: StaticManifestEntry = {
      urlPath: urlPathOf(relative),
      file: relative,
      contentType: contentTypes[extension] ?? "application/octet-stream",
      etag: etagOf(body),
    };
    if (compressible.has(extension) && body.length > 256) {
      const { gzip: gz, brotli: br } = await precompress(body);
      await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
      entry.gzip = `${relative}.gz`;
      entry.brotli = `${relative}.br`;
    }
    if (extension === ".html") entry.scriptHashes = inlineScriptHashes(body.toString("utf8"));
    manifest.push(entry);
  }
  manifest.sort((a, b) => a.urlPath.localeCompare(b.urlPath));
  await writeFile(path.join(buildDir, MANIFEST_NAME), JSON.stringify(manifest, null, 2));
  const pages = manifest.filter((entry) => entry.scriptHashes).map((entry) => entry.urlPath);
  console.log(`postbuild: ${manifest.length} files precompressed and listed; prerendered pages: ${pages.join(", ")}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
