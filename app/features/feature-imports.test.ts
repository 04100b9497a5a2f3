import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import ts from "typescript";
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

/**
 * Every module a source file names: static imports and re-exports, dynamic `import()` and
 * `vi.mock()` (a mocked module is one the file depends on), read from the syntax tree so that a
 * call over several lines, or a type-only import, counts like any other.
 */
function importedModules(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const isDynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isMock = ts.isPropertyAccessExpression(node.expression) && node.expression.getText(source) === "vi.mock";
      if ((isDynamicImport || isMock) && first && ts.isStringLiteralLike(first)) found.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
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
      for (const specifier of importedModules(file, readFileSync(file, "utf8"))) {
        const used = /^~\/features\/([\w-]+)\//.exec(specifier)?.[1];
        if (used && used !== feature) uses.add(used);
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

  it("are read from the syntax tree: dynamic import(), vi.mock() and calls over several lines count", () => {
    const text = [
      'import { a } from "~/features/accounts/guards.server";',
      'import type { B } from "~/features/venues/schemas";',
      'const lazy = await import(\n  "~/features/leads/list-leads.server"\n);',
      'vi.mock("~/features/photos/photo-store.server", () => ({}));',
      'export { c } from "~/features/content/results";',
      '// import { d } from "~/features/insights/not-real";',
    ].join("\n");
    expect(importedModules("example.ts", text)).toEqual([
      "~/features/accounts/guards.server",
      "~/features/venues/schemas",
      "~/features/leads/list-leads.server",
      "~/features/photos/photo-store.server",
      "~/features/content/results",
    ]);
  });

  it("run one way: no feature reaches itself through others", () => {
    const graph = featureGraph();
    expect(graph.size).toBeGreaterThan(3);
    expect(findCycle(graph)).toBeNull();
  });
});
