/**
 * Debian's Chromium as every browser run here starts it (the browser suite, the benchmarks,
 * Lighthouse): headless in a closed network, so nothing it would fetch for itself is tried.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
