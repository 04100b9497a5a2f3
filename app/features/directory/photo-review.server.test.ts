import "#test-support/venue-site";

import { count, eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { games } from "#db/schema/content";
import { photoFiles, photos } from "#db/schema/photos";
import { locations } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import { readOutbox } from "~/lib/mail.server";

import type { Actor } from "~/features/accounts/actor";
import { PHOTO_MESSAGES } from "~/features/photos/photo-values";
import { readPhotoFile } from "~/features/photos/read-photo-file.server";
import { uploadPhoto } from "~/features/photos/upload-photo.server";
import { sweepOldDrafts } from "~/features/photos/venue-photos.server";
import { createTestAccount } from "#test-support/venue-site";
import { plainPhoto, textFile } from "#test-support/photo-files";

import { loadLanCenterForEdit } from "~/features/venues/load-lan-center.server";
import { moderateVenue } from "~/features/venues/moderate-venue.server";
import { registerLanCenter } from "~/features/venues/register-lan-center.server";
import { rejectPhoto } from "~/features/venues/reject-photo.server";
import { lanCenterSchema } from "~/features/venues/schemas";
import { updateLanCenter } from "~/features/venues/update-lan-center.server";
import type * as VenueMail from "~/features/venues/venue-mail.server";

import { loadPublicCenter } from "./load-public-center.server";
import { loadLocationsFeed } from "./locations-feed.server";
import type { LocationsPayload } from "./map-data";

// Registration mails are the moderation work's business; here they would only be noise.
vi.mock("~/features/venues/venue-mail.server", async (original) => ({
  ...(await original<typeof VenueMail>()),
  notifyAdministratorsOfRegistration: vi.fn(async () => {}),
}));

function centerInput(photoIds: string[], name = "Photo Arena") {
  return lanCenterSchema.parse({
    communityName: `Crew ${Math.random().toString(36).slice(2, 8)}`,
    organizationName: name,
    address: "1 Main St, Minneapolis, MN 55401",
    latitude: "44.98",
    longitude: "-93.27",
    description: "Forty PCs",
    photoIds: photoIds.join(","),
  });
}

async function upload(actor: Actor, colour = "#16a34a") {
  const result = await uploadPhoto(actor, {
    bytes: await plainPhoto("jpeg", 800, 600, colour),
    purpose: "venue",
    clientIp: null,
  });
  if (!result.ok) throw new Error(result.message);
  return result.photo;
}

async function photoCount() {
  const database = await openDatabase();
  const [row] = await database.select({ n: count() }).from(photos);
  return row!.n;
}

const nobody = async () => null;

describe("venue photos", () => {
  it("stores an upload as the owner's draft with every variant, and a bad file not at all", async () => {
    const owner = await createTestAccount();
    const photo = await upload(owner);
    expect(photo).toMatchObject({ width: 800, height: 600, widths: [320, 640, 800], status: "pending" });
    const database = await openDatabase();
    const files = await database
      .select({ name: photoFiles.name })
      .from(photoFiles)
      .where(eq(photoFiles.photoId, photo.id));
    expect(files).toHaveLength(1 + 3 * 3);

    const before = await photoCount();
    const refused = await uploadPhoto(owner, { bytes: textFile(), purpose: "venue", clientIp: null });
    expect(refused).toEqual({ ok: false, reason: "invalid", message: PHOTO_MESSAGES.notAnImage });
    expect(await photoCount()).toBe(before);
  });

  it("lets only administrators upload a game's art", async () => {
    const member = await createTestAccount();
    const bytes = await plainPhoto();
    expect(await uploadPhoto(member, { bytes, purpose: "game", clientIp: null })).toMatchObject({
      ok: false,
      reason: "forbidden",
    });
    const admin = await createTestAccount({ admin: true });
    expect(await uploadPhoto(admin, { bytes, purpose: "game", clientIp: null })).toMatchObject({
      ok: true,
      photo: { status: "approved" },
    });
  });

  it("attaches drafts in order on registering, and refuses another member's draft without changing anything", async () => {
    const owner = await createTestAccount();
    const other = await createTestAccount();
    const [first, second] = [await upload(owner), await upload(owner, "#dc2626")];
    const registered = await registerLanCenter(owner, centerInput([second.id, first.id]));
    if (!registered.ok) throw new Error(registered.message);
    const loaded = await loadLanCenterForEdit(owner, registered.id);
    expect(loaded.ok && loaded.center.photos.map((photo) => photo.id)).toEqual([second.id, first.id]);

    const theirs = await upload(other);
    const refused = await updateLanCenter(owner, registered.id, centerInput([second.id, theirs.id]));
    expect(refused).toMatchObject({ ok: false, reason: "invalid", errors: { photoIds: PHOTO_MESSAGES.unknown } });
    const after = await loadLanCenterForEdit(owner, registered.id);
    expect(after.ok && after.center.photos.map((photo) => photo.id)).toEqual([second.id, first.id]);
    // A new order is saved as it is: the other photo becomes the cover.
    expect(await updateLanCenter(owner, registered.id, centerInput([first.id, second.id]))).toEqual({ ok: true });
    const reordered = await loadLanCenterForEdit(owner, registered.id);
    expect(reordered.ok && reordered.center.photos.map((photo) => photo.id)).toEqual([first.id, second.id]);
    // Nor can the other member take the owner's photo for a center of their own.
    expect(await registerLanCenter(other, centerInput([first.id], "Thief Arena"))).toMatchObject({
      ok: false,
      errors: { photoIds: PHOTO_MESSAGES.unknown },
    });
  });

  it("keeps a listed center's new photos private until an administrator verifies them", async () => {
    const owner = await createTestAccount();
    const admin = await createTestAccount({ admin: true });
    const registered = await registerLanCenter(owner, centerInput([]));
    if (!registered.ok) throw new Error(registered.message);
    await moderateVenue(admin, { kind: "lan_center", id: registered.id, action: "verify" });
    const database = await openDatabase();
    const [{ slug }] = (await database
      .select({ slug: locations.slug })
      .from(locations)
      .where(eq(locations.id, registered.id))) as [{ slug: string }];

    const photo = await upload(owner);
    expect(await updateLanCenter(owner, registered.id, centerInput([photo.id]))).toEqual({ ok: true });
    const [row] = await database
      .select({ changes: locations.reviewChanges })
      .from(locations)
      .where(eq(locations.id, registered.id));
    expect(row!.changes?.photos).toEqual({ from: "0 photos", to: "1 photo, 1 to approve" });
    expect((await loadPublicCenter(slug))!.center.photos).toEqual([]);
    expect(await readPhotoFile(photo.id, "320.webp", nobody)).toMatchObject({ ok: false, reason: "not-found" });
    expect(await readPhotoFile(photo.id, "320.webp", async () => owner)).toMatchObject({ ok: true, public: false });
    // The original is never served, to anyone.
    expect(await readPhotoFile(photo.id, "original", async () => owner)).toMatchObject({ ok: false });

    await moderateVenue(admin, { kind: "lan_center", id: registered.id, action: "verify" });
    expect((await loadPublicCenter(slug))!.center.photos.map((shown) => shown.id)).toEqual([photo.id]);
    expect(await readPhotoFile(photo.id, "640.avif", nobody)).toMatchObject({
      ok: true,
      public: true,
      contentType: "image/avif",
    });
    // The map's feed shows the cover, and no longer once the photo is removed.
    const covers = async () => {
      const feed = JSON.parse(Buffer.from((await loadLocationsFeed()).body).toString("utf8")) as LocationsPayload;
      return feed.covers.filter(([index]) => feed.slug[index] === slug).map(([, id]) => id);
    };
    expect(await covers()).toEqual([photo.id]);
    expect(await rejectPhoto(admin, { photoId: photo.id, reason: "Not this venue." })).toMatchObject({ ok: true });
    expect(await covers()).toEqual([]);
  });

  it("removes a rejected photo and mails its owner the reason; members cannot", async () => {
    const owner = await createTestAccount();
    const admin = await createTestAccount({ admin: true });
    const photo = await upload(owner);
    const registered = await registerLanCenter(owner, centerInput([photo.id], "Rejected Photo Arena"));
    if (!registered.ok) throw new Error(registered.message);

    expect(await rejectPhoto(owner, { photoId: photo.id, reason: "Blurry" })).toMatchObject({
      ok: false,
      reason: "forbidden",
    });
    expect(await rejectPhoto(admin, { photoId: photo.id, reason: "" })).toMatchObject({ ok: false, field: "reason" });
    expect(
      await rejectPhoto(admin, { photoId: photo.id, reason: "It shows a person's face without consent." }),
    ).toMatchObject({
      ok: true,
    });
    const loaded = await loadLanCenterForEdit(owner, registered.id);
    expect(loaded.ok && loaded.center.photos).toEqual([]);
    const mail = (await readOutbox()).find(
      (message) => message.to === owner.email && message.subject.includes("photo"),
    );
    expect(mail?.subject).toContain("A photo of your LAN center was not approved: Rejected Photo Arena");
    expect(mail?.text).toContain("It shows a person's face without consent.");
  });

  it("sweeps uploads nobody kept after a day, and nothing in use", async () => {
    const owner = await createTestAccount();
    const admin = await createTestAccount({ admin: true });
    const art = async () => {
      const result = await uploadPhoto(admin, { bytes: await plainPhoto(), purpose: "game", clientIp: null });
      if (!result.ok) throw new Error(result.message);
      return result.photo.id;
    };
    const [draft, kept, usedArt, unusedArt] = [
      (await upload(owner)).id,
      (await upload(owner)).id,
      await art(),
      await art(),
    ];
    const registered = await registerLanCenter(owner, centerInput([kept], "Swept Arena"));
    if (!registered.ok) throw new Error(registered.message);
    const database = await openDatabase();
    const [game] = await database.select({ id: games.id }).from(games).limit(1);
    await database.update(games).set({ imagePhotoId: usedArt }).where(eq(games.id, game!.id));
    const ids = [draft, kept, usedArt, unusedArt];
    await database
      .update(photos)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(inArray(photos.id, ids));

    await sweepOldDrafts(database);
    const left = await database.select({ id: photos.id }).from(photos).where(inArray(photos.id, ids));
    expect(left.map((row) => row.id).sort()).toEqual([kept, usedArt].sort());
    const files = await database
      .select({ n: count() })
      .from(photoFiles)
      .where(inArray(photoFiles.photoId, [draft, unusedArt]));
    expect(files[0]!.n).toBe(0);
  });

  it("refuses more than ten photos for one venue", async () => {
    expect(
      lanCenterSchema.safeParse({
        ...centerInput([]),
        photoIds: Array.from({ length: 11 }, () => crypto.randomUUID()).join(","),
      }).success,
    ).toBe(false);
  });
});
