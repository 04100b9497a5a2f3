import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { describe, expect, it, vi } from "vitest";

import { DataFolderInUseError } from "~/lib/data-dir-lock.server";

import {
  answerJson,
  DatabaseUnavailableError,
  isDatabaseUnavailable,
  jsonRepresentation,
  serveJson,
} from "./json-feed.server";

const bigJson = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => `item number ${i}`) });

function get(headers: Record<string, string> = {}, method = "GET") {
  return new Request("http://localhost:3000/api/v1/anything", { method, headers });
}

describe("answerJson", () => {
  it("sends the body with a strong ETag, caching and CORS headers", async () => {
    const representation = jsonRepresentation(bigJson);
    expect(representation.etag).toMatch(/^"[\w-]{22}"$/);
    const response = answerJson(get(), representation);
    expect(response.status).toBe(200);
    expect(response.headers.get("ETag")).toBe(representation.etag);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(await response.text()).toBe(bigJson);
  });

  it("compresses with the accepted encoding, and the bytes decode to the same JSON", async () => {
    const representation = jsonRepresentation(bigJson);
    const br = answerJson(get({ "Accept-Encoding": "gzip, br" }), representation);
    expect(br.headers.get("Content-Encoding")).toBe("br");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("Content-Length"))).toBe(brBytes.length);
    expect(brotliDecompressSync(brBytes).toString()).toBe(bigJson);

    const gzip = answerJson(get({ "Accept-Encoding": "gzip" }), representation);
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(bigJson);
    expect(gzip.headers.get("ETag")).toBe(br.headers.get("ETag"));
  });

  it("leaves a small body as it is", () => {
    const response = answerJson(get({ "Accept-Encoding": "br" }), jsonRepresentation('{"count":0}'));
    expect(response.headers.get("Content-Encoding")).toBeNull();
  });

  it("answers 304 without a body to a matching If-None-Match", async () => {
    const representation = jsonRepresentation(bigJson);
    for (const tag of [representation.etag, `W/${representation.etag}`, `"other", ${representation.etag}`]) {
      const response = answerJson(get({ "If-None-Match": tag }), representation);
      expect(response.status).toBe(304);
      expect(response.headers.get("ETag")).toBe(representation.etag);
      expect(await response.text()).toBe("");
    }
    expect(answerJson(get({ "If-None-Match": '"stale"' }), representation).status).toBe(200);
  });

  it("answers HEAD with the headers only", async () => {
    const response = answerJson(get({ "Accept-Encoding": "gzip" }, "HEAD"), jsonRepresentation(bigJson));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(response.body).toBeNull();
  });
});

describe("isDatabaseUnavailable", () => {
  it("recognises connection failures, also wrapped", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query: select", { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused]))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("shutting down"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("no connection"), { code: "08006" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("PGlite is closed"))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseUnavailableError(new Error("x")))).toBe(true);
    expect(isDatabaseUnavailable(new DataFolderInUseError("/data", 42))).toBe(true);
  });

  it("does not take other failures for it", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("syntax error"), { code: "42601" }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});

describe("serveJson", () => {
  const options = { failureMessage: "Unable to load things.", logContext: "test" };

  it("answers 503 when the database is out of reach and 500 (logged) otherwise", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const down = await serveJson(
        get(),
        () => Promise.reject(new DatabaseUnavailableError(new Error("refused"))),
        options,
      );
      expect(down.status).toBe(503);
      expect(down.headers.get("Cache-Control")).toBe("no-store");
      expect(await down.json()).toEqual({ error: "Database connection not available." });

      const broken = await serveJson(get(), () => Promise.reject(new Error("boom")), options);
      expect(broken.status).toBe(500);
      expect(await broken.json()).toEqual({ error: "Unable to load things." });
      expect(log).toHaveBeenCalledWith("[directory] test failed:", expect.any(Error));
    } finally {
      log.mockRestore();
    }
  });

  it("answers 404 when there is nothing", async () => {
    const response = await serveJson(get(), () => Promise.resolve(null), options);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });
});
