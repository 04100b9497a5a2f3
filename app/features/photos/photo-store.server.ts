import { and, eq } from "drizzle-orm";

import type { Database, Transaction } from "#db/database";
import { photoFiles } from "#db/schema/photos";
import { env } from "~/lib/env.server";

/** One file of a photo: `original` (never served) or a variant such as `640.avif`. */
export type StoredFile = { name: string; contentType: string; data: Buffer };

/**
 * Where photos' files live. Every app process must read what any other wrote, so the default is
 * the database itself (PGlite or PostgreSQL); with `S3_BUCKET` set it is S3-compatible object
 * storage (`s3-photo-store.server.ts`). The photo's row says which one holds its files.
 */
export type PhotoStore = {
  kind: "database" | "s3";
  put(database: Database | Transaction, photoId: string, files: StoredFile[]): Promise<void>;
  get(database: Database, photoId: string, name: string): Promise<StoredFile | null>;
  /** Removes every file of the photo (the database store's rows go with the photo's row). */
  remove(database: Database, photoId: string, names: string[]): Promise<void>;
};

export const databasePhotoStore: PhotoStore = {
  kind: "database",
  async put(database, photoId, files) {
    await database.insert(photoFiles).values(files.map((file) => ({ photoId, ...file })));
  },
  async get(database, photoId, name) {
    const [row] = await database
      .select({ name: photoFiles.name, contentType: photoFiles.contentType, data: photoFiles.data })
      .from(photoFiles)
      .where(and(eq(photoFiles.photoId, photoId), eq(photoFiles.name, name)))
      .limit(1);
    return row ?? null;
  },
  async remove(database, photoId) {
    await database.delete(photoFiles).where(eq(photoFiles.photoId, photoId));
  },
};

let s3Store: Promise<PhotoStore> | undefined;

/** The store new photos go to: S3 when it is configured, else the database. */
export async function currentPhotoStore(): Promise<PhotoStore> {
  return env().S3_BUCKET ? storeOfKind("s3") : databasePhotoStore;
}

/** The store a photo's row names (a photo stays where it was written when the setting changes). */
export async function storeOfKind(kind: string): Promise<PhotoStore> {
  if (kind !== "s3") return databasePhotoStore;
  // The AWS SDK is loaded only by servers that use it.
  s3Store ??= import("./s3-photo-store.server").then((module) => module.createS3PhotoStore(env()));
  return s3Store;
}
