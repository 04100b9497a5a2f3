import { promisify } from "node:util";
import zlib from "node:zlib";

import { DataFolderInUseError } from "~/lib/data-dir-lock.server";
import { type Database, openDatabase } from "~/lib/db.server";
import {
  BROTLI_AND_GZIP,
  chooseEncoding,
  type ContentCoding,
  etagOf,
  matchesIfNoneMatch,
} from "~/lib/http-cache.server";

import type { ApiError } from "./api-error";

/**
 * The shared answer of the public JSON API (`/api/v1/*`): a body with a strong ETag, served in the
 * encoding the client takes best (brotli, then gzip), 304 on a repeat, readable from any origin.
 * The body is compressed here rather than by the server's `compress()` middleware, which leaves a
 * response with Content-Encoding alone: that way the locations feed can hold its compressed bytes
 * and no request pays for compressing 100,000 centers again.
 */

export type Bytes = Uint8Array<ArrayBuffer>;

/** One JSON body and what is known of it: its ETag and the encodings made so far. */
export type JsonRepresentation = {
  etag: string;
  body: Bytes;
  encodings: Partial<Record<ContentCoding, Bytes>>;
};

/** Partners may poll: a minute fresh, then served stale for five while it is fetched again. */
const FEED_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

/** Below this size compression saves less than its own headers cost (the same threshold as Hono's). */
const MIN_COMPRESS_BYTES = 1024;

function toBytes(buffer: Uint8Array): Bytes {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}

export function jsonRepresentation(json: string): JsonRepresentation {
  const body = toBytes(Buffer.from(json, "utf8"));
  return { etag: etagOf(body), body, encodings: {} };
}

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/**
 * How hard to compress. `fast` answers a request that waits (about 0.3 s for 9 MB, 100,000
 * centers); `best` is for bytes that many requests will share, made in the background (brotli
 * about 10 % smaller, but ~40 times slower). The 16 MB window lets brotli find a center's name
 * again in its slug, a whole column away.
 */
export type Effort = "fast" | "best";

function brotliOptions(effort: Effort, size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: effort === "best" ? 11 : 5,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

const gzipLevel = (effort: Effort) => (effort === "best" ? 9 : 6);

/** Both encodings of a body, off the event loop (zlib's thread pool). */
export async function compressBody(body: Bytes, effort: Effort): Promise<Record<ContentCoding, Bytes>> {
  const [br, gzip] = await Promise.all([
    brotliAsync(body, brotliOptions(effort, body.byteLength)),
    gzipAsync(body, { level: gzipLevel(effort) }),
  ]);
  return { br: toBytes(br), gzip: toBytes(gzip) };
}

function compressNow(body: Bytes, encoding: ContentCoding): Bytes {
  const out =
    encoding === "br"
      ? zlib.brotliCompressSync(body, brotliOptions("fast", body.byteLength))
      : zlib.gzipSync(body, { level: gzipLevel("fast") });
  return toBytes(out);
}

/** Public read-only data: any site may read it, ETag included (for its own conditional requests). */
const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "ETag",
} as const;

export type AnswerOptions = { cacheControl?: string };

/** What a JSON body is answered with: 200 in the best accepted encoding, or 304 when the client holds it. */
export type JsonAnswer = { status: 200 | 304; headers: Record<string, string>; body: Bytes | null };

/**
 * The answer to a GET or HEAD of `representation`, from the request's method and its
 * Accept-Encoding and If-None-Match; the server's fast path (server/static-fast-path.ts) writes it
 * to Node's response, `answerJson` makes it a Response.
 */
export function jsonAnswer(
  request: { method: string; acceptEncoding: string | null | undefined; ifNoneMatch: string | null | undefined },
  representation: JsonRepresentation,
  options: AnswerOptions = {},
): JsonAnswer {
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    ETag: representation.etag,
    "Cache-Control": options.cacheControl ?? FEED_CACHE_CONTROL,
    Vary: "Accept-Encoding",
  };
  if (matchesIfNoneMatch(request.ifNoneMatch, representation.etag)) {
    return { status: 304, headers, body: null };
  }

  let body = representation.body;
  const encoding =
    body.byteLength >= MIN_COMPRESS_BYTES ? chooseEncoding(request.acceptEncoding, BROTLI_AND_GZIP) : "identity";
  // null (the client refused even identity): RFC 9110 lets us ignore the field and send the body as it is.
  if (encoding === "br" || encoding === "gzip") {
    body = representation.encodings[encoding] ??= compressNow(representation.body, encoding);
    headers["Content-Encoding"] = encoding;
  }
  headers["Content-Type"] = "application/json; charset=utf-8";
  headers["Content-Length"] = String(body.byteLength);
  return { status: 200, headers, body: request.method === "HEAD" ? null : body };
}

/** 200 with the body in the best accepted encoding, or 304 when the client holds this version. */
export function answerJson(
  request: Request,
  representation: JsonRepresentation,
  options: AnswerOptions = {},
): Response {
  const { status, headers, body } = jsonAnswer(
    {
      method: request.method,
      acceptEncoding: request.headers.get("accept-encoding"),
      ifNoneMatch: request.headers.get("if-none-match"),
    },
    representation,
    options,
  );
  return new Response(body, { status, headers });
}

/** `{ "error": message }`, never cached by default. */
export function jsonError(status: number, message: string, options: AnswerOptions = {}): Response {
  return Response.json({ error: message } satisfies ApiError, {
    status,
    headers: { ...CORS_HEADERS, "Cache-Control": options.cacheControl ?? "no-store" },
  });
}

const DATABASE_UNAVAILABLE = "Database connection not available.";
export const NOT_FOUND = "Not found";

/** The database could not be opened or reached: a 503, not a bug of ours. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The database is not available", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

/** The database, or DatabaseUnavailableError when it cannot be opened. */
export async function openPublicDatabase(): Promise<Database> {
  try {
    return await openDatabase();
  } catch (error) {
    throw new DatabaseUnavailableError(error);
  }
}

// Node's socket errors and PostgreSQL's "cannot connect / shutting down / too many connections".
const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
const CONNECTION_ERROR_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Client has encountered a connection error/i;

/** Whether an error (or one it wraps, like Drizzle's DrizzleQueryError) means the database is out of reach. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (error instanceof DatabaseUnavailableError || error instanceof DataFolderInUseError) return true;
  const code = (error as { code?: unknown }).code;
  // SQLSTATE class 08: connection exceptions.
  if (typeof code === "string" && (CONNECTION_ERROR_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (CONNECTION_ERROR_MESSAGE.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(error.cause, depth + 1);
}

export type ServeJsonOptions = AnswerOptions & {
  /** The 500 answer's message, for failures that are ours. */
  failureMessage: string;
  /** Names the request in the log. */
  logContext: string;
};

/**
 * Runs a loader of a public JSON body and answers: the body (or 304), 404 when it finds nothing,
 * 503 when the database is out of reach, 500 (logged) for anything else.
 */
export async function serveJson(
  request: Request,
  load: () => Promise<JsonRepresentation | null>,
  options: ServeJsonOptions,
): Promise<Response> {
  let representation: JsonRepresentation | null;
  try {
    representation = await load();
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      console.error(`[directory] ${options.logContext}: the database is not available:`, error);
      return jsonError(503, DATABASE_UNAVAILABLE);
    }
    console.error(`[directory] ${options.logContext} failed:`, error);
    return jsonError(500, options.failureMessage);
  }
  if (!representation) return jsonError(404, NOT_FOUND, { cacheControl: "public, max-age=60" });
  return answerJson(request, representation, options);
}
