/**
 * `npm run bench`: every benchmark in one run, one table, and bench/results/latest.json.
 * What each figure means and how to read it: bench/README.md. Options (environment):
 *   BENCH_SIZES=10000,100000   centers in the directory benchmarks
 *   BENCH_LOAD_SECONDS=8       seconds of each load test
 *   BENCH_ADMIN_DATABASE_URL   a PostgreSQL server to create scratch databases on
 *                              (default postgres://postgres@127.0.0.1:5432/test)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { benchDirectorySize, directoryRows, type DirectoryResult } from "./directory";
import { ensureBuild, ROOT } from "./lib/server";

const sizes = (process.env.BENCH_SIZES ?? "10000,100000").split(",").map(Number);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

ensureBuild();

const directory: DirectoryResult[] = [];
for (const size of sizes) {
  console.log(`directory: ${size.toLocaleString("en-US")} centers...`);
  directory.push(await benchDirectorySize(size, { adminUrl, loadSeconds }));
}

const rows = directoryRows(directory);
const header = ["measure", "ours", "old way", "ours better by"];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)));
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
console.log(["", line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n"));

const results = {
  generatedAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  directory,
};
const file = path.join(ROOT, "bench", "results", "latest.json");
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nwritten: ${path.relative(ROOT, file)}`);
