import http, { type IncomingHttpHeaders } from "node:http";
import zlib from "node:zlib";

import autocannon from "autocannon";

/**
 * What a browser sends for a page: its user agent (a load tool's own may be taken for a bot's), its
 * Accept (pages shared by visitors without a session are answered to it) and its encodings.
 */
export const BROWSER_PAGE_HEADERS = {
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Encoding": "br, gzip",
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36",
} as const;

/**
 * Two set-ups measured alternately (first, second, second, first) and the better run of each kept
 * by `score`: a burst of noise on the shared machine does not fall on one side only.
 */
export async function alternated<T>(
  first: () => Promise<T>,
  second: () => Promise<T>,
  score: (run: T) => number,
): Promise<{ first: T; second: T }> {
  const firstEarly = await first();
  const secondEarly = await second();
  const secondLate = await second();
  const firstLate = await first();
  const better = (a: T, b: T) => (score(a) >= score(b) ? a : b);
  return { first: better(firstEarly, firstLate), second: better(secondEarly, secondLate) };
}

export type Timing = { status: number; bytes: number; ttfbMs: number; totalMs: number; etag?: string };

/** One GET, timed from the request to the first byte and to the last (the body is not decoded). */
export function timedGet(url: string, headers: Record<string, string> = {}): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
    const request = http.get(url, { headers, agent: false }, (response) => {
      let ttfbMs = -1;
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        if (ttfbMs < 0) ttfbMs = elapsed();
        bytes += chunk.length;
      });
      response.on("end", () => {
        const totalMs = elapsed();
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          ttfbMs: ttfbMs < 0 ? totalMs : ttfbMs,
          totalMs,
          etag: response.headers.etag,
        });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median timing of `runs` sequential requests (after one warm-up). */
export async function medianGet(url: string, headers: Record<string, string>, runs: number) {
  await timedGet(url, headers);
  const timings: Timing[] = [];
  for (let i = 0; i < runs; i++) timings.push(await timedGet(url, headers));
  return {
    status: timings[0]!.status,
    bytes: timings[0]!.bytes,
    ttfbMs: median(timings.map((timing) => timing.ttfbMs)),
    totalMs: median(timings.map((timing) => timing.totalMs)),
  };
}

export type LoadResult = Awaited<ReturnType<typeof load>>;

/** Requests per second and latency percentiles under `connections` concurrent clients. */
export async function load(
  url: string,
  options: {
    headers?: Record<string, string>;
    connections: number;
    seconds: number;
    method?: "GET" | "POST";
    body?: string;
    /** The status that is the right answer when it is not 2xx or 3xx (404 for the reference page). */
    expectedStatus?: number;
  },
) {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    method: options.method ?? "GET",
    body: options.body,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    /** How many answers had each status, by status ("302": 120). */
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count ?? 0]),
    ),
    /** Failed connections, timeouts and 4xx or 5xx answers (a sign-in's 302 is its success). */
    errors:
      result.errors +
      result.timeouts +
      result["5xx"] +
      (options.expectedStatus === 404 ? result["4xx"] - (result.statusCodeStats?.["404"]?.count ?? 0) : result["4xx"]),
  };
}

/** What an ordinary JSON endpoint with a compression middleware sends: gzip at the default level. */
export function gzipJson(value: unknown): Buffer {
  return zlib.gzipSync(JSON.stringify(value));
}

/** One kind of request in a mixed load: its own connections, requests (cycled) and accepted statuses. */
export type LoadKind = {
  name: string;
  connections: number;
  requests: { method?: "GET" | "POST"; path: string; headers?: Record<string, string>; body?: string }[];
  /** Statuses that are the right answer (e.g. 302 for a sign-in); anything else is an error. */
  expected: number[];
  /**
   * Statuses that are a refusal the server may answer under load (a busy sign-in's 503): not errors
   * when they carry Retry-After, and timed apart from the admitted answers.
   */
  refused?: number[];
  /** Requests per second for the whole kind, when it must be paced. */
  overallRate?: number;
};

/** How many answers of one outcome, and how long they took. */
export type OutcomeResult = { requests: number; p50Ms: number; p99Ms: number; maxMs: number };

export type KindResult = {
  name: string;
  requests: number;
  /** Unexpected statuses, refusals without Retry-After, connection errors and timeouts. */
  errors: number;
  timeouts: number;
  /** Sent and not answered when the time was up (one per connection is usual: the last one cut off). */
  inFlight: number;
  statuses: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** For a kind with `refused`: its admitted answers (an expected status) and its refusals, each timed. */
  outcomes?: { admitted: OutcomeResult; refused: OutcomeResult };
};

/**
 * Every kind at once against `baseUrl`, each driven by its own autocannon, for `rampSeconds` and
 * then `seconds`. Only requests sent after the ramp are timed and counted: the ramp is the time the
 * new connections take to be accepted and to reach their pace (Node accepts one new connection per
 * turn of its event loop, so 200 at once on a busy server take seconds). Errors and timeouts count
 * over the whole run, the ramp included.
 */
export async function mixedLoad(
  baseUrl: string,
  kinds: LoadKind[],
  seconds: number,
  rampSeconds = 0,
): Promise<KindResult[]> {
  const measuredFrom = performance.now() + rampSeconds * 1000;
  return Promise.all(
    kinds.map(async (kind) => {
      const refused = kind.refused ?? [];
      const times = { all: [] as number[], admitted: [] as number[], refused: [] as number[] };
      const statuses: Record<string, number> = {};
      let answered = 0;
      let unexpected = 0;
      let withoutRetryAfter = 0;
      // autocannon reads an answer's headers (onResponse) just before it reports its time.
      let retryAfter = false;
      const options: autocannon.Options = {
        url: baseUrl,
        connections: kind.connections,
        duration: rampSeconds + seconds,
        timeout: 30,
        requests: kind.requests.map((request) => ({
          method: request.method ?? "GET",
          ...request,
          ...(refused.length && {
            onResponse: (_status: number, _body: string, _context: object, headers?: IncomingHttpHeaders) => {
              retryAfter = Object.keys(headers ?? {}).some((name) => name.toLowerCase() === "retry-after");
            },
          }),
        })),
        ...(kind.overallRate && { overallRate: kind.overallRate }),
      };
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
        instance.on("response", (_client, status, _bytes, milliseconds) => {
          answered++;
          if (![...kind.expected, ...refused].includes(status)) unexpected++;
          if (refused.includes(status) && !retryAfter) withoutRetryAfter++;
          // Sent during the ramp: neither timed nor counted.
          if (performance.now() - milliseconds < measuredFrom) return;
          statuses[status] = (statuses[status] ?? 0) + 1;
          times.all.push(milliseconds);
          if (kind.expected.includes(status)) times.admitted.push(milliseconds);
          if (refused.includes(status)) times.refused.push(milliseconds);
        });
      });
      const all = outcome(times.all);
      return {
        name: kind.name,
        requests: all.requests,
        errors: unexpected + withoutRetryAfter + result.errors,
        timeouts: result.timeouts,
        inFlight: Math.max(0, result.requests.sent - answered - result.errors),
        statuses,
        p50Ms: all.p50Ms,
        p99Ms: all.p99Ms,
        maxMs: all.maxMs,
        ...(refused.length && { outcomes: { admitted: outcome(times.admitted), refused: outcome(times.refused) } }),
      };
    }),
  );
}

function outcome(milliseconds: number[]): OutcomeResult {
  const sorted = [...milliseconds].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
  return {
    requests: sorted.length,
    p50Ms: Math.round(at(0.5)),
    p99Ms: Math.round(at(0.99)),
    maxMs: Math.round(sorted.at(-1) ?? 0),
  };
}
