/**
 * The directory's map data and map, with 10,000 and 100,000 verified centers, against the old
 * site's way measured in the same run (bench/lib/naive-directory.ts). See bench/README.md.
 */
import { launchBrowser, measureNaiveMap, measureOurMap } from "./lib/browser";
import { load, median, medianGet, timedGet } from "./lib/http";
import { startNaiveDirectory } from "./lib/naive-directory";
import { createScratchDatabase } from "../tests/support/scratch";
import { startServer } from "../tests/support/server";
import { seedCenters } from "./lib/seed";

const BROTLI = { "Accept-Encoding": "br, gzip" };
const GZIP = { "Accept-Encoding": "gzip" };

export type DirectoryResult = Awaited<ReturnType<typeof benchDirectorySize>>;

export async function benchDirectorySize(size: number, options: { adminUrl: string; loadSeconds: number }) {
  const database = await createScratchDatabase(options.adminUrl, "lan_bench_");
  const server = await startServer({ port: 3401, databaseUrl: database.url });
  const naive = await startNaiveDirectory(database.url, 3402);
  const browser = await launchBrowser();
  try {
    await seedCenters(database.url, size);
    const api = `${server.url}/api/v1/locations`;

    // The first request after the data changed builds and compresses the body once.
    const firstAfterChange = await timedGet(api, BROTLI);
    const brotli = await medianGet(api, BROTLI, 15);
    const gzip = await medianGet(api, GZIP, 5);
    const repeat = await timedGet(api, { ...BROTLI, "If-None-Match": firstAfterChange.etag ?? "" });
    const naiveApi = `${naive.url}/locations`;
    const naiveGet = await medianGet(naiveApi, GZIP, 5);

    // The maps first, on a quiet machine: after a load run the old way's server is still working
    // through the requests it took (each takes seconds at 100,000 rows), which would slow both maps.
    const ourMap = await measureOurMap(browser, server.url);
    const naiveMap = await measureNaiveMap(browser, naive.url);

    const apiLoad = await load(api, { headers: BROTLI, connections: 10, seconds: options.loadSeconds });
    const naiveLoad = await load(naiveApi, { headers: GZIP, connections: 10, seconds: options.loadSeconds });

    return {
      centers: size,
      api: {
        status: brotli.status,
        brotliBytes: brotli.bytes,
        brotliBytesPerCenter: brotli.bytes / size,
        gzipBytes: gzip.bytes,
        gzipBytesPerCenter: gzip.bytes / size,
        ttfbMs: brotli.ttfbMs,
        totalMs: brotli.totalMs,
        firstAfterChangeMs: firstAfterChange.totalMs,
        repeatStatus: repeat.status,
        requestsPerSecond: apiLoad.requestsPerSecond,
        p99Ms: apiLoad.p99Ms,
        errors: apiLoad.errors,
      },
      naiveApi: {
        gzipBytes: naiveGet.bytes,
        gzipBytesPerCenter: naiveGet.bytes / size,
        ttfbMs: naiveGet.ttfbMs,
        totalMs: naiveGet.totalMs,
        requestsPerSecond: naiveLoad.requestsPerSecond,
        p99Ms: naiveLoad.p99Ms,
        errors: naiveLoad.errors,
      },
      map: {
        readyMs: ourMap.readyMs,
        readyVisitsMs: ourMap.readyVisitsMs,
        firstViewRequests: ourMap.firstViewRequests,
        allReadMs: ourMap.allReadMs,
        drawnMarkers: ourMap.drawnMarkers,
        zoomStepMs: median(ourMap.zoomStepMs),
        zoomSteps: ourMap.zoomStepMs.length,
      },
      naiveMap: {
        readyMs: naiveMap.readyMs,
        zoomStepMs: naiveMap.zoomStepMs.length ? median(naiveMap.zoomStepMs) : null,
        error: "error" in naiveMap ? naiveMap.error : undefined,
      },
    };
  } finally {
    await browser.close();
    await naive.stop();
    await server.stop();
    await database.drop();
  }
}

type Row = [label: string, ...cells: string[]];

const ms = (value: number | null) => (value === null ? "n/a" : `${value.toFixed(1)} ms`);
const bytes = (value: number) =>
  value >= 1e6 ? `${(value / 1e6).toFixed(2)} MB` : value >= 1e3 ? `${(value / 1e3).toFixed(1)} KB` : `${value} B`;
const ratio = (naive: number | null, ours: number | null) =>
  naive === null || ours === null || ours === 0 ? "n/a" : `${(naive / ours).toFixed(1)}×`;

/** Table rows: per size, ours, the old way, and how many times better ours is. */
export function directoryRows(results: DirectoryResult[]): Row[] {
  const rows: Row[] = [];
  for (const result of results) {
    const { api, naiveApi, map, naiveMap } = result;
    const n = result.centers.toLocaleString("en-US");
    rows.push(
      [
        `API bytes, ${n} centers (ours br / old gzip)`,
        bytes(api.brotliBytes),
        bytes(naiveApi.gzipBytes),
        ratio(naiveApi.gzipBytes, api.brotliBytes),
      ],
      [
        `API bytes per center, ${n} (br; gzip ${api.gzipBytesPerCenter.toFixed(1)})`,
        api.brotliBytesPerCenter.toFixed(1),
        naiveApi.gzipBytesPerCenter.toFixed(1),
        ratio(naiveApi.gzipBytesPerCenter, api.brotliBytesPerCenter),
      ],
      [`API time to first byte, ${n}`, ms(api.ttfbMs), ms(naiveApi.ttfbMs), ratio(naiveApi.ttfbMs, api.ttfbMs)],
      [`API total, ${n}`, ms(api.totalMs), ms(naiveApi.totalMs), ratio(naiveApi.totalMs, api.totalMs)],
      [
        `API requests/s, ${n} (10 connections)`,
        api.requestsPerSecond.toFixed(1),
        naiveApi.requestsPerSecond.toFixed(1),
        naiveApi.requestsPerSecond > 0 ? ratio(api.requestsPerSecond, naiveApi.requestsPerSecond) : "∞",
      ],
      // Under load the old way may finish no request at all within the run: then it has no p99.
      naiveApi.requestsPerSecond > 0
        ? [`API p99, ${n}`, ms(api.p99Ms), ms(naiveApi.p99Ms), ratio(naiveApi.p99Ms, api.p99Ms)]
        : [`API p99, ${n}`, ms(api.p99Ms), "no request finished", ""],
      [`API repeat with If-None-Match, ${n}`, String(api.repeatStatus), "200 (no ETag)", ""],
      [`API first request after a change, ${n}`, ms(api.firstAfterChangeMs), "", ""],
      [
        `Map drawn and list filled, ${n} (median of ${map.readyVisitsMs.length} visits: ${map.readyVisitsMs.map((visit) => visit.toFixed(0)).join(", ")} ms)`,
        ms(map.readyMs),
        naiveMap.readyMs === null ? `failed: ${naiveMap.error}` : ms(naiveMap.readyMs),
        ratio(naiveMap.readyMs, map.readyMs),
      ],
      [`Map drawn from every center read, ${n} (median of the visits)`, ms(map.allReadMs), "", ""],
      [
        `Map zoom step, ${n} (median of ${map.zoomSteps} steps in ${map.readyVisitsMs.length} visits)`,
        ms(map.zoomStepMs),
        ms(naiveMap.zoomStepMs),
        ratio(naiveMap.zoomStepMs, map.zoomStepMs),
      ],
    );
  }
  return rows;
}
