import { and, inArray, isNotNull } from "drizzle-orm";
import sharp from "sharp";

import type { Database } from "#db/database";
import { DEMO_LOCATIONS } from "#db/demo/demo-data";
import { photos } from "#db/schema/photos";
import { locations } from "#db/schema/venues";

import { databasePhotoStore } from "./photo-store.server";
import { processPhoto } from "./process-photo.server";

/** Each demo center's colours: its screens' glow and the room's light. */
const PALETTES: [glow: string, room: string][] = [
  ["#22d3ee", "#0e7490"],
  ["#f472b6", "#7e22ce"],
  ["#f97316", "#9a3412"],
  ["#a3e635", "#15803d"],
  ["#60a5fa", "#1d4ed8"],
];

/**
 * A generated picture of a LAN room (rows of glowing screens, in the center's colours) for the demo
 * set, whose venues are not real and so have no photographs. Made with the same pipeline as an
 * upload, so the demo shows what a listing with photos looks like.
 */
function demoRoom(glow: string, room: string, variant: number): string {
  const rows = [0, 1, 2].map((row) => {
    const y = 250 + row * 150;
    const scale = 1 - row * 0.22;
    const width = 150 * scale;
    const screens = Array.from({ length: 7 }, (_, column) => {
      const x = 80 + column * 175 + row * 40 + (variant ? 30 : 0);
      return `<rect x="${x}" y="${y}" width="${width}" height="${width * 0.58}" rx="6" fill="${glow}" opacity="${0.95 - row * 0.2}"/>
        <rect x="${x + width * 0.45}" y="${y + width * 0.58}" width="${width * 0.1}" height="${width * 0.22}" fill="#0f172a"/>`;
    }).join("");
    return `${screens}<rect x="40" y="${y + width * 0.8}" width="1200" height="${22 * scale}" fill="#1e293b"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800">
    <defs>
      <linearGradient id="room" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${room}"/><stop offset="1" stop-color="#020617"/>
      </linearGradient>
      <radialGradient id="light" cx="${variant ? 0.25 : 0.7}" cy="0.2" r="0.7">
        <stop offset="0" stop-color="${glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="1280" height="800" fill="url(#room)"/>
    <rect width="1280" height="800" fill="url(#light)"/>
    ${rows.reverse().join("")}
  </svg>`;
}

/**
 * Gives the demo centers that have none two generated pictures each, approved. Called at start
 * after the demo set is loaded; a demo center that has photos is left alone.
 */
export async function addDemoPhotos(database: Database): Promise<number> {
  const ids = DEMO_LOCATIONS.map((center) => center.id);
  const present = await database.select({ id: locations.id }).from(locations).where(inArray(locations.id, ids));
  if (present.length === 0) return 0;
  const withPhotos = await database
    .selectDistinct({ id: photos.locationId })
    .from(photos)
    .where(and(isNotNull(photos.locationId), inArray(photos.locationId, ids)));
  const done = new Set(withPhotos.map((row) => row.id));
  let added = 0;
  for (const [index, center] of DEMO_LOCATIONS.entries()) {
    if (done.has(center.id) || !present.some((row) => row.id === center.id)) continue;
    const [glow, room] = PALETTES[index % PALETTES.length]!;
    for (const variant of [0, 1]) {
      const picture = await sharp(Buffer.from(demoRoom(glow, room, variant)))
        .jpeg({ quality: 88 })
        .toBuffer();
      const processed = await processPhoto(picture);
      if (!processed.ok) throw new Error(`The demo picture could not be made: ${processed.message}`);
      await database.transaction(async (tx) => {
        const [row] = await tx
          .insert(photos)
          .values({
            ownerId: null,
            locationId: center.id,
            position: variant,
            status: "approved",
            reviewedAt: new Date(),
            width: processed.width,
            height: processed.height,
            widths: processed.widths,
            storage: databasePhotoStore.kind,
            originalBytes: picture.length,
          })
          .returning({ id: photos.id });
        await databasePhotoStore.put(tx, row!.id, processed.files);
      });
      added += 1;
    }
  }
  return added;
}
