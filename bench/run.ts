/**
 * `npm run bench`: every benchmark in one run, one table, and bench/results/latest.json.
 * What each figure means and how to read it: bench/README.md. Options (environment):
 *   BENCH_ONLY=directory,pages,scaleout,insights,stations,hashing,weight,lighthouse   a subset (default: all)
 *   BENCH_SIZES=10000,100000   centers in the directory benchmarks
 *   BENCH_PAGE_CENTERS=10000   verified centers behind the server-rendered pages
 *   BENCH_LOAD_SECONDS=8       seconds of each load test
 *   BENCH_STATION_CENTERS=10000   centers reporting their free PCs once in BENCH_STATION_SECONDS
 *   BENCH_STATION_SECONDS=60
 *   BENCH_STATION_STORES=postgres,pglite   the databases the station-status run uses
 *   BENCH_STATION_PROFILE=/tmp/prof   the station-status server runs with --cpu-prof into this folder
 *   BENCH_LIGHTHOUSE_RUNS=3    Lighthouse runs per page (the median is kept)
 *   BENCH_ADMIN_DATABASE_URL   a PostgreSQL server to create scratch databases on
 *                              (default postgres://postgres@127.0.0.1:5432/test)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { format, resolveConfig } from "prettier";

import { benchDirectorySize, directoryRows, type DirectoryResult } from "./directory";
import { LIGHTHOUSE_PAGES, lighthouseRows, runLighthouse } from "./lighthouse";
import { ensureBuild, ROOT } from "../tests/support/server";
import { benchInsights } from "./insights";
import { benchPagesOn, PAGE_TARGETS, type PagesResult, type Store } from "./pages";
import { benchPasswordHashing } from "./password-hashing";
import { benchScaleOut } from "./scale-out";
import { benchStationStatus, type StationStatusResult, type StationStore, stationStatusRows } from "./station-status";
import { MARKETING_JS_GZIP_BUDGET, MARKETING_PATHS, routeWeights } from "./weight";

const only = new Set(
  (process.env.BENCH_ONLY ?? "directory,pages,scaleout,insights,stations,hashing,weight,lighthouse").split(","),
);
const sizes = (process.env.BENCH_SIZES ?? "10000,100000").split(",").map(Number);
const pageCenters = Number(process.env.BENCH_PAGE_CENTERS ?? 10_000);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

type Row = string[];
const sections: { title: string; header: Row; rows: Row[] }[] = [];
const results: Record<string, unknown> = {
  generatedAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
  },
};

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const perSecond = (value: number) => `${Math.round(value).toLocaleString("en-US")}/s`;
const ratio = (value: number) => `${value.toFixed(2)}×`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

ensureBuild();

if (only.has("directory")) {
  const directory: DirectoryResult[] = [];
  for (const size of sizes) {
    console.log(`directory: ${size.toLocaleString("en-US")} centers...`);
    directory.push(await benchDirectorySize(size, { adminUrl, loadSeconds }));
  }
  results.directory = directory;
  sections.push({
    title: "The map's data and the map (item 3 and 4)",
    header: ["measure", "ours", "old way", "ours better by"],
    rows: directoryRows(directory),
  });
}

if (only.has("pages")) {
  const pages: PagesResult[] = [];
  for (const store of ["pglite", "postgres"] as Store[]) {
    console.log(`pages: ${store}, ${pageCenters.toLocaleString("en-US")} centers...`);
    pages.push(
      await benchPagesOn(store, { adminUrl, loadSeconds, centers: pageCenters, withStatic: store === "pglite" }),
    );
  }
  results.pages = pages;
  const staticPage = pages[0]?.staticPage;
  if (staticPage && "ours" in staticPage) {
    sections.push({
      title: "A prerendered page (/) against nginx, 1 worker, same file (item 1), wrk 50 connections",
      header: ["measure", "ours", "nginx", "ours / nginx"],
      rows: [
        [
          "requests/s",
          perSecond(staticPage.ours.requestsPerSecond),
          perSecond(staticPage.nginx.requestsPerSecond),
          ratio(staticPage.ours.requestsPerSecond / staticPage.nginx.requestsPerSecond),
        ],
        ["p50", ms(staticPage.ours.p50Ms), ms(staticPage.nginx.p50Ms), ""],
        ["p99", ms(staticPage.ours.p99Ms), ms(staticPage.nginx.p99Ms), ""],
        ["errors", String(staticPage.ours.errors), String(staticPage.nginx.errors), ""],
      ],
    });
  } else if (staticPage && "skipped" in staticPage) {
    sections.push({
      title: "A prerendered page against nginx (item 1)",
      header: ["skipped"],
      rows: [[staticPage.skipped]],
    });
  }
  sections.push({
    title: `Server-rendered pages, each against a run of the reference made just before it (a bare page in the same layout, the same server), ${pageCenters.toLocaleString("en-US")} verified centers, 20 connections (item 9); "rendered": a shared page rendered for its request (a query), against its own reference run`,
    header: [
      "page",
      ...pages.flatMap((page) => [
        `${page.store} requests/s`,
        `${page.store} p99`,
        `${page.store} ratio`,
        `${page.store} rendered`,
        `${page.store} over bare`,
      ]),
      "target",
    ],
    rows: [
      [
        "reference (404 page), median of its runs",
        ...pages.flatMap((page) => [
          perSecond(page.reference.requestsPerSecond),
          ms(page.reference.p99Ms),
          "1.00×",
          "",
          ratio(page.reference.requestsPerSecond / page.framework.bare.requestsPerSecond),
        ]),
        "",
      ],
      ...PAGE_TARGETS.map(({ page: name, target }) => [
        name,
        ...pages.flatMap((page) => {
          const row = page.ratios.find((entry) => entry.page === name)!;
          return [
            perSecond(row.requestsPerSecond),
            ms(row.p99Ms),
            `${ratio(row.ratio)}${row.ratio >= target ? "" : " ✗"}`,
            row.renderedRatio === null ? "" : ratio(row.renderedRatio),
            ratio(row.overBare),
          ];
        }),
        `≥ ${ratio(target)}`,
      ]),
      [
        "errors",
        ...pages.flatMap((page) => [
          "",
          "",
          String(page.reference.errors + page.ratios.reduce((sum, row) => sum + row.errors, 0)),
          "",
          "",
        ]),
        "",
      ],
    ],
  });
  sections.push({
    title: `What the framework costs: the reference against a bare React Router page (one route, a minimal root) on the same server stack, alternated, 20 connections, the better run of each`,
    header: ["measure", ...pages.map((page) => page.store)],
    rows: [
      ["bare page requests/s", ...pages.map((page) => perSecond(page.framework.bare.requestsPerSecond))],
      [
        "reference (404 page) requests/s",
        ...pages.map((page) => perSecond(page.framework.reference.requestsPerSecond)),
      ],
      ["reference / bare", ...pages.map((page) => ratio(page.framework.referenceOverBare))],
      ["errors", ...pages.map((page) => String(page.framework.bare.errors + page.framework.reference.errors))],
    ],
  });
  sections.push({
    title: `Server-rendered pages with ${pageCenters.toLocaleString("en-US")} verified centers, 20 connections (item 2, 6, 7)`,
    header: ["measure", ...pages.map((page) => page.store)],
    rows: [
      ["/lancenters requests/s", ...pages.map((page) => perSecond(page.lancenters.requestsPerSecond))],
      ["/lancenters p50 / p99", ...pages.map((page) => `${ms(page.lancenters.p50Ms)} / ${ms(page.lancenters.p99Ms)}`)],
      ["/dashboard (signed in) requests/s", ...pages.map((page) => perSecond(page.dashboard.requestsPerSecond))],
      ["/dashboard p50 / p99", ...pages.map((page) => `${ms(page.dashboard.p50Ms)} / ${ms(page.dashboard.p99Ms)}`)],
      ["errors (pages)", ...pages.map((page) => String(page.lancenters.errors + page.dashboard.errors))],
      ["sign-ins/s through POST /login, 8 connections", ...pages.map((page) => perSecond(page.signInsPerSecond))],
      [
        "sign-ins refused at once/s (503, Retry-After)",
        ...pages.map((page) => perSecond(page.signInsRefusedPerSecond)),
      ],
      ["sign-in p99 (both)", ...pages.map((page) => ms(page.signInP99Ms))],
      ["resident memory idle", ...pages.map((page) => `${Math.round(page.memory.idleMb)} MB`)],
      ["resident memory, peak under the page load", ...pages.map((page) => `${Math.round(page.memory.peakMb)} MB`)],
      ["resident memory at the end of the load", ...pages.map((page) => `${Math.round(page.memory.afterLoadMb)} MB`)],
      [
        "resident memory a minute after the load",
        ...pages.map((page) => `${Math.round(page.memory.aMinuteAfterMb)} MB`),
      ],
    ],
  });
}

if (only.has("scaleout")) {
  console.log(
    `scale-out: two processes on one PostgreSQL behind nginx, ${pageCenters.toLocaleString("en-US")} centers...`,
  );
  const scaleOut = await benchScaleOut({ adminUrl, loadSeconds, centers: pageCenters });
  results.scaleOut = scaleOut;
  if ("skipped" in scaleOut) {
    sections.push({
      title: "Two processes on one PostgreSQL (item 10)",
      header: ["skipped"],
      rows: [[scaleOut.skipped]],
    });
  } else {
    const recognised = scaleOut.sessionRecognisedBy.filter(Boolean).length;
    sections.push({
      title: `Two processes on one PostgreSQL behind nginx against one behind the same nginx, ${scaleOut.centers.toLocaleString("en-US")} verified centers, 20 connections (item 10)`,
      header: ["measure", "one process", "two processes", "two / one"],
      rows: [
        ...scaleOut.pages.flatMap(({ page, one, two, twoOverOne }) => [
          [`${page} requests/s`, perSecond(one.requestsPerSecond), perSecond(two.requestsPerSecond), ratio(twoOverOne)],
          [`${page} p99`, ms(one.p99Ms), ms(two.p99Ms), ""],
        ]),
        [
          "errors",
          String(scaleOut.pages.reduce((sum, row) => sum + row.one.errors, 0)),
          String(scaleOut.pages.reduce((sum, row) => sum + row.two.errors, 0)),
          "",
        ],
        [
          "resident memory idle / after the load, each process",
          "",
          scaleOut.residentMb.idle
            .map((idle, index) => `${Math.round(idle)} / ${Math.round(scaleOut.residentMb.afterLoad[index]!)} MB`)
            .join(", "),
          "",
        ],
        [
          "a session made through nginx, recognised by each process asked directly",
          "",
          `${recognised} of ${scaleOut.sessionRecognisedBy.length}`,
          "",
        ],
      ],
    });
  }
}

if (only.has("insights")) {
  console.log("insights: a center's page and its beacon, counting on and off...");
  const insights = await benchInsights({ loadSeconds });
  results.insights = insights;
  sections.push({
    title: "Counting for the owners' insights: a center's page and its beacon, 20 connections, 1,000 centers (item 8)",
    header: ["measure", "counting off", "counting on"],
    rows: [
      [
        "pages (with their beacon) per second",
        perSecond(insights.off.pagesPerSecond),
        perSecond(insights.on.pagesPerSecond),
      ],
      ["p99", ms(insights.off.p99Ms), ms(insights.on.p99Ms)],
      ["errors", String(insights.off.errors), String(insights.on.errors)],
      ["slower with counting on (budget 5 %)", "", `${(insights.slowerBy * 100).toFixed(1)} %`],
      ["views counted in the database", "", insights.viewsCounted.toLocaleString("en-US")],
    ],
  });
}

if (only.has("stations")) {
  const centers = Number(process.env.BENCH_STATION_CENTERS ?? 10_000);
  const seconds = Number(process.env.BENCH_STATION_SECONDS ?? 60);
  const stores = (process.env.BENCH_STATION_STORES ?? "postgres,pglite").split(",") as StationStore[];
  const stations: StationStatusResult[] = [];
  for (const store of stores) {
    console.log(`stations: ${store}, ${centers.toLocaleString("en-US")} centers reporting within ${seconds} s...`);
    stations.push(await benchStationStatus(store, { adminUrl, centers, seconds }));
  }
  results.stationStatus = stations;
  sections.push({
    title: `Free PCs now: ${centers.toLocaleString("en-US")} centers each posting their status once within ${seconds} s (POST /api/v1/station-status), the live feed, and the shared pages meanwhile (issue 57)`,
    header: ["measure", ...stations.map((result) => result.store)],
    rows: stationStatusRows(stations),
  });
}

if (only.has("hashing")) {
  const hashing = await benchPasswordHashing(Math.max(3, loadSeconds / 2));
  results.passwordHashing = hashing;
  sections.push({
    title: "Sign-in cost: the password check alone (item 6)",
    header: ["measure", "value"],
    rows: [
      ["algorithm", hashing.algorithm],
      ["one check", ms(hashing.singleMs)],
      [`checks/s, ${hashing.parallel} at once on ${hashing.cpus} cores`, perSecond(hashing.checksPerSecond)],
    ],
  });
}

if (only.has("weight")) {
  const weights = routeWeights();
  results.pageWeight = weights;
  const shown = weights.filter(
    (weight) => MARKETING_PATHS.includes(weight.path) || /^\/(lancenters|dashboard|login)/.test(weight.path),
  );
  sections.push({
    title: `JavaScript and CSS each page loads first (item 5); marketing pages' budget ${kb(MARKETING_JS_GZIP_BUDGET)} gzip`,
    header: ["page", "JS gzip", "JS brotli", "CSS gzip", "CSS brotli", "map code first"],
    rows: shown.map((weight) => [
      weight.path,
      kb(weight.js.gzip),
      kb(weight.js.brotli),
      kb(weight.css.gzip),
      kb(weight.css.brotli),
      weight.mapCode.length ? "yes" : "no",
    ]),
  });
}

if (only.has("lighthouse")) {
  console.log(`lighthouse: ${LIGHTHOUSE_PAGES.join(", ")}...`);
  const scores = await runLighthouse();
  results.lighthouse = scores;
  sections.push({
    title: "Lighthouse, mobile (item 5)",
    header: ["page", "performance", "accessibility", "best practices", "SEO"],
    rows: lighthouseRows(scores).map(([label, ...cells]) => [
      label!.replace("Lighthouse mobile ", ""),
      ...cells.map((cell) => cell.replace(/^\D+/, "")),
    ]),
  });
}

for (const section of sections) {
  const widths = section.header.map((title, column) =>
    Math.max(title.length, ...section.rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: Row) => `| ${widths.map((width, column) => (cells[column] ?? "").padEnd(width)).join(" | ")} |`;
  console.log(`\n${section.title}\n${line(section.header)}\n${line(widths.map((width) => "-".repeat(width)))}`);
  for (const row of section.rows) console.log(line(row));
}

const file = path.join(ROOT, "bench", "results", "latest.json");
mkdirSync(path.dirname(file), { recursive: true });
// Written as the repository's formatter would, so the committed file passes `npm run lint`.
writeFileSync(file, await format(JSON.stringify(results), { ...(await resolveConfig(file)), parser: "json" }));
console.log(`\nwritten: ${path.relative(ROOT, file)}`);
