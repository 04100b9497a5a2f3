import jsQR from "jsqr";
import { expect, it } from "vitest";

import { ticketQr } from "./ticket-qr.server";

/** The symbol as the page draws it (white square, the path's runs in black), `scale` pixels a module. */
function rasterize({ size, path }: { size: number; path: string }, scale = 4) {
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let column = Number(x); column < Number(x) + Number(run); column++) {
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const at = ((Number(y) * scale + dy) * width + column * scale + dx) * 4;
          pixels.fill(0, at, at + 3);
        }
      }
    }
  }
  return { pixels, width };
}

it("draws a QR symbol, with its quiet zone, that a reader decodes to the ticket's code", () => {
  const code = "lcT1.0d9a3c2e-1f7b-4e59-9c3a-2b8f6d1e4a70.Q2hlY2staW4gYXQgdGhlZA";
  const qr = ticketQr(code);
  // Version 5 (37 modules) and four modules of quiet zone on each side.
  expect(qr.size).toBe(45);
  expect(qr.path).toMatch(/^M4 4h7v1h-7z/);
  const { pixels, width } = rasterize(qr);
  expect(jsQR(pixels, width, width)?.data).toBe(code);
});
