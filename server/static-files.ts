import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { BROTLI_AND_GZIP, BROTLI_ONLY, chooseEncoding, GZIP_ONLY, NO_CODINGS } from "../app/lib/http-cache.server";

/** What scripts/postbuild.ts records of every file of the client build. */
export type StaticManifestEntry = {
  /** URL path: "/assets/x.js", or "/privacy" for a prerendered page. */
  urlPath: string;
  file: string;
  contentType: string;
  etag: string;
  gzip?: string;
  brotli?: string;
  /** Hashes ("sha256-...") of a prerendered page's inline scripts, for its CSP. */
  scriptHashes?: string[];
};

/** Bytes a Response can take as its body. */
export type Bytes = Uint8Array<ArrayBuffer>;

export type StaticFile = {
  contentType: string;
  etag: string;
  cacheControl: string;
  body: Bytes;
  gzip?: Bytes;
  brotli?: Bytes;
  scriptHashes?: string[];
  isPage: boolean;
};

export const MANIFEST_NAME = "static-manifest.json";

/** Hashed build assets never change; pages and other files are revalidated with their ETag. */
function cacheControlFor(entry: StaticManifestEntry): string {
  if (entry.urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (entry.scriptHashes || entry.urlPath.endsWith(".data")) return "public, max-age=0, must-revalidate";
  return "public, max-age=86400";
}

/**
 * Loads the whole client build into memory with its precompressed variants, so a request never
 * touches the disk (Hono's serveStatic reads the file on every request).
 */
export async function loadStaticFiles(buildDir: string): Promise<Map<string, StaticFile>> {
  const clientDir = path.join(buildDir, "client");
  const manifest = JSON.parse(await readFile(path.join(buildDir, MANIFEST_NAME), "utf8")) as StaticManifestEntry[];
  const files = new Map<string, StaticFile>();
  await Promise.all(
    manifest.map(async (entry) => {
      const read = async (name?: string): Promise<Bytes | undefined> =>
        name ? new Uint8Array(await readFile(path.join(clientDir, name))) : undefined;
      const [body, gzip, brotli] = await Promise.all([read(entry.file), read(entry.gzip), read(entry.brotli)]);
      files.set(entry.urlPath, {
        contentType: entry.contentType,
        etag: entry.etag,
        cacheControl: cacheControlFor(entry),
        body: body!,
        gzip,
        brotli,
        scriptHashes: entry.scriptHashes,
        isPage: Boolean(entry.scriptHashes),
      });
    }),
  );
  return files;
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

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Both encodings of a file at their best levels, off the event loop (zlib's thread pool). */
export async function precompress(body: Uint8Array): Promise<{ gzip: Bytes; brotli: Bytes }> {
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  ]);
  return { gzip: new Uint8Array(gz), brotli: new Uint8Array(br) };
}

/**
 * The body to send for an Accept-Encoding field: the best coding the client accepts among those
 * the file is held in (http-cache.server.ts), else the file as it is.
 */
export function pickEncoding(file: StaticFile, acceptEncoding: string | null | undefined) {
  const offered = file.brotli ? (file.gzip ? BROTLI_AND_GZIP : BROTLI_ONLY) : file.gzip ? GZIP_ONLY : NO_CODINGS;
  const coding = chooseEncoding(acceptEncoding, offered);
  if (coding === "br") return { body: file.brotli!, encoding: "br" } as const;
  if (coding === "gzip") return { body: file.gzip!, encoding: "gzip" } as const;
  // Identity, also when the client refused it too: RFC 9110 lets us ignore the field then.
  return { body: file.body, encoding: undefined } as const;
}

/** A single "bytes=a-b" range (media players ask for these); undefined when absent or unusable. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "invalid" | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from, to] = match;
  let start: number;
  let end: number;
  if (from === "") {
    if (to === "") return undefined;
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size) return "invalid";
  return { start, end };
}
