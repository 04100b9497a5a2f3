// Vitest's global setup: runs once in the main process before any test file.
import path from "node:path";

import type { TestProject } from "vitest/node";

import { makePgliteTemplate } from "./pglite-template";
import { scratchFolder } from "./scratch";

export default async function setup(project: TestProject) {
  const scratch = scratchFolder("lan-centers-pglite-template-");
  const template = { folder: path.join(scratch.dir, "pgdata"), tarball: path.join(scratch.dir, "pgdata.tar") };
  await makePgliteTemplate(template.folder, template.tarball);
  project.provide("pgliteTemplate", template);
  return () => scratch.remove();
}
