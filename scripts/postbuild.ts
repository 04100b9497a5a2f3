/**
 * After `react-router build`: precompresses the client build (gzip and brotli, at their best
 * levels, once, instead of on every request) and writes build/static-manifest.json with each file's
 * ETag and, for prerendered pages, the hashes of their inline scripts for the Content-Security-Policy.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { MANIFEST_NAME, type StaticManifestEntry } from "../server/static-files";

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

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

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

/** sha256 hashes of the inline (no src) scripts of a page, as CSP source expressions. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
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
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
    };
    if (compressible.has(extension) && body.length > 256) {
      const [gz, br] = await Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
      ]);
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
