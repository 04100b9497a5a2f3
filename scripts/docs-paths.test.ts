import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

/**
 * The docs name files by their path from the repository's root; a file that moved leaves a doc
 * that sends a newcomer nowhere. Every such path written in code quotes must exist.
 */
const root = path.resolve(import.meta.dirname, "..");
const TOP_FOLDERS = ["app", "server", "db", "tests", "bench", "scripts", "docs", "drizzle", "public"];
const quotedPath = new RegExp("`((?:" + TOP_FOLDERS.join("|") + ")/[A-Za-z0-9_./@+-]+\\.[a-z]+)`", "g");

function docs(): string[] {
  const files = ["README.md", "bench/README.md"];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith(".md")) files.push(relative);
    }
  };
  walk("docs");
  return files;
}

/** A pattern such as `drizzle/NNNN_what_changed.sql` names no file. */
const isPattern = (file: string) => /NNNN/.test(file);

function missingPaths(text: string, exists: (file: string) => boolean): string[] {
  return [...text.matchAll(quotedPath)].map((match) => match[1]!).filter((file) => !isPattern(file) && !exists(file));
}

describe("paths named in the docs", () => {
  it("finds a quoted path that does not exist, and not one that does", () => {
    const text = "See `app/root.tsx` and `app/lib/gone.server.ts`, not `a/b.ts` or `app/routes/`.";
    expect(missingPaths(text, (file) => existsSync(path.join(root, file)))).toEqual(["app/lib/gone.server.ts"]);
  });

  it.each(docs())("%s names only files that exist", (doc) => {
    const text = readFileSync(path.join(root, doc), "utf8");
    expect(missingPaths(text, (file) => existsSync(path.join(root, file)))).toEqual([]);
  });
});
