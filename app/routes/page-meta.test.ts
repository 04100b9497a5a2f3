import { describe, expect, it } from "vitest";

type MetaDescriptor = { title?: string; name?: string; content?: string };
type MetaFunction = (args: unknown) => MetaDescriptor[] | undefined;

// Every page module of the site (resource routes have no component and no meta).
const pages = import.meta.glob<{ meta?: MetaFunction; default?: unknown }>("./**/*.tsx", { eager: true });

/** What React Router hands `meta` when a page rendered without loader data (an error, a 404). */
function argsFor(pathname: string) {
  return {
    data: undefined,
    loaderData: undefined,
    params: {},
    location: { pathname, search: "", hash: "", state: null, key: "default" },
    matches: [],
    error: undefined,
  };
}

describe("every page tells search engines what it is", () => {
  const modules = Object.entries(pages).filter(([, module]) => module.default);

  it("finds the page modules", () => {
    expect(modules.length).toBeGreaterThan(30);
  });

  it.each(modules.map(([file, module]) => [file, module] as const))(
    "%s has a title and a non-empty description",
    (file, module) => {
      expect(module.meta, `${file} exports no meta`).toBeTypeOf("function");
      // Pages whose meta depends on the address are asked about one of their real paths.
      const path = file === "./marketing/join.tsx" ? "/signup" : "/";
      const descriptors = module.meta!(argsFor(path)) ?? [];
      expect(descriptors.some((descriptor) => descriptor.title?.trim())).toBe(true);
      const description = descriptors.find((descriptor) => descriptor.name === "description")?.content ?? "";
      expect(description.trim().length).toBeGreaterThan(20);
    },
  );
});
