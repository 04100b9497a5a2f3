import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

/**
 * Features depend on each other one way only (docs/architecture.md, "Layers"): the graph of which
 * feature imports which, read from the code (tests included, since they run the code), has no cycle.
 */
const FEATURES_DIR = path.resolve("app/features");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** feature → the other features its modules import. */
function featureGraph(): Map<string, Set<string>> {
  const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const graph = new Map<string, Set<string>>();
  for (const feature of features) {
    const uses = new Set<string>();
    for (const file of filesUnder(path.join(FEATURES_DIR, feature))) {
      for (const match of readFileSync(file, "utf8").matchAll(/from\s+"~\/features\/([\w-]+)\//g)) {
        if (match[1] !== feature) uses.add(match[1]!);
      }
    }
    graph.set(feature, uses);
  }
  return graph;
}

/** The first cycle found, as the features along it ("a → b → a"), or null. */
function findCycle(graph: Map<string, Set<string>>): string | null {
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const visit = (feature: string): string | null => {
    if (state.get(feature) === "done") return null;
    if (state.get(feature) === "open") return [...trail.slice(trail.indexOf(feature)), feature].join(" → ");
    state.set(feature, "open");
    trail.push(feature);
    for (const next of graph.get(feature) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(feature, "done");
    return null;
  };
  for (const feature of graph.keys()) {
    const cycle = visit(feature);
    if (cycle) return cycle;
  }
  return null;
}

describe("the features' imports", () => {
  it("finds a cycle when there is one", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
    ]);
    expect(findCycle(graph)).toBe("a → b → c → a");
    expect(findCycle(new Map([["a", new Set(["b"])]]))).toBeNull();
  });

  it("run one way: no feature reaches itself through others", () => {
    const graph = featureGraph();
    expect(graph.size).toBeGreaterThan(3);
    expect(findCycle(graph)).toBeNull();
  });
});
