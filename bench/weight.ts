/**
 * Item 5 of bench/README.md, page weight: the JavaScript and CSS each route loads first, read from
 * the production build (React Router's client manifest), compressed as the server sends them.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { JOIN_PAGES } from "../db/schema/values";
import { VENUE_PAGE_PATHS } from "../app/content/venue-page-paths";

import { ROOT } from "../tests/support/server";

/** The marketing pages: the budget of ≤ 130 KB of JavaScript (gzip) first applies to each. */
export const MARKETING_PATHS = [
  "/",
  "/privacy",
  "/lantypes",
  ...VENUE_PAGE_PATHS.map((page) => `/${page}`),
  "/games",
  "/faq",
  ...JOIN_PAGES.map((page) => `/${page}`),
];
export const MARKETING_JS_GZIP_BUDGET = 130 * 1024;
/** Files of the map: a page that loads any of them first carries map code. */
const MAP_CODE = /leaflet|google-engine|supercluster|cluster-index|use-map-engine/;

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
};
type Manifest = { entry: { module: string; imports: string[]; css: string[] }; routes: Record<string, ManifestRoute> };

export type RouteWeight = {
  path: string;
  files: number;
  js: { raw: number; gzip: number; brotli: number };
  css: { raw: number; gzip: number; brotli: number };
  mapCode: string[];
};

/**
 * The build's full route manifest. Pages do not load this file (with lazy route discovery each
 * page carries its own routes' part inline), so it only tells what each route needs.
 */
function readManifest(clientDir: string): Manifest {
  const assets = path.join(clientDir, "assets");
  const name = readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error("No React Router manifest in build/client/assets: run npm run build");
  const source = readFileSync(path.join(assets, name), "utf8");
  const json = source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "");
  return JSON.parse(json) as Manifest;
}

/** A route's address as its path segments from the root; null for resource routes (no module). */
function fullPath(routes: Record<string, ManifestRoute>, route: ManifestRoute): string {
  const parts: string[] = [];
  for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.path) parts.unshift(at.path);
  }
  return `/${parts.join("/")}`;
}

export function routeWeights(buildDir = path.join(ROOT, "build")): RouteWeight[] {
  const clientDir = path.join(buildDir, "client");
  const manifest = readManifest(clientDir);
  const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
  const size = (asset: string) => {
    let known = sizes.get(asset);
    if (!known) {
      // React Router marks a route's stylesheets with a trailing "#" in its manifest: not part of the file's name.
      const body = readFileSync(path.join(clientDir, asset.replace(/#.*$/, "")));
      known = {
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
      sizes.set(asset, known);
    }
    return known;
  };
  const sum = (assets: Iterable<string>) => {
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const asset of assets) {
      const one = size(asset);
      total.raw += one.raw;
      total.gzip += one.gzip;
      total.brotli += one.brotli;
    }
    return total;
  };
  // The root's stylesheet is a <link> of the root route's `links`, not in the manifest's css lists.
  const rootCss = readdirSync(path.join(clientDir, "assets"))
    .filter((file) => /^app-[\w-]+\.css$/.test(file))
    .map((file) => `/assets/${file}`);

  const weights: RouteWeight[] = [];
  for (const route of Object.values(manifest.routes)) {
    // Resource routes (feeds, files, APIs) are not pages: nothing loads their code in a browser.
    if (route.id === "root" || !route.module || route.hasDefaultExport === false) continue;
    const chain: ManifestRoute[] = [];
    for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? manifest.routes[at.parentId] : undefined) {
      chain.unshift(at);
    }
    const js = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
    const css = new Set<string>([...manifest.entry.css, ...rootCss]);
    for (const at of chain) {
      js.add(at.module);
      for (const file of at.imports ?? []) js.add(file);
      for (const file of at.css ?? []) css.add(file);
    }
    weights.push({
      path: route.index ? fullPath(manifest.routes, route).replace(/\/$/, "") || "/" : fullPath(manifest.routes, route),
      files: js.size + css.size,
      js: sum(js),
      css: sum(css),
      mapCode: [...js].filter((file) => MAP_CODE.test(file)),
    });
  }
  return weights.sort((a, b) => a.path.localeCompare(b.path));
}
