import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "#db/database";

import type { PhotoStore, StoredFile } from "./photo-store.server";
import { createS3PhotoStore } from "./s3-photo-store.server";

// s3rver ships no types: the part of its API used here.
type S3rver = { run(): Promise<AddressInfo>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)("s3rver") as new (options: object) => S3rver;

const BUCKET = "lan-photos";
// s3rver's own key pair; it checks every request's signature against it.
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
// The S3 store never reads its database argument.
const database = undefined as unknown as Database;

let server: S3rver;
let directory: string;
let endpoint: string;
let store: PhotoStore;
// A client of its own, to look at the objects the store wrote.
let client: S3Client;
const head = (photoId: string, name: string) =>
  client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `photos/${photoId}/${name}` }));

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "lan-s3rver-"));
  server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  store = createS3PhotoStore({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: true,
  });
  client = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials });
});

afterAll(async () => {
  client?.destroy();
  await server?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

const file = (name: string, contentType = "image/avif"): StoredFile => ({ name, contentType, data: randomBytes(2048) });

describe("S3 photo store", () => {
  it("gives back the bytes and type it was given, under photos/{id}/{name}", async () => {
    const photoId = randomUUID();
    const files = [
      file("original", "image/png"),
      file("640.avif"),
      file("640.webp", "image/webp"),
      file("640.jpeg", "image/jpeg"),
    ];
    await store.put(database, photoId, files);

    for (const written of files) {
      const read = await store.get(database, photoId, written.name);
      expect(read?.contentType).toBe(written.contentType);
      expect(read?.data.equals(written.data)).toBe(true);
    }
    // Another photo's files are not this one's.
    expect(await store.get(database, randomUUID(), "640.avif")).toBeNull();
    expect((await head(photoId, "640.webp")).ContentLength).toBe(2048);
  });

  it("answers null for a file it does not hold", async () => {
    const photoId = randomUUID();
    await store.put(database, photoId, [file("640.avif")]);
    expect(await store.get(database, photoId, "1280.avif")).toBeNull();
  });

  it("removes the files it is told to", async () => {
    const photoId = randomUUID();
    await store.put(database, photoId, [file("original", "image/jpeg"), file("320.avif"), file("640.avif")]);
    await store.remove(database, photoId, ["original", "320.avif", "640.avif"]);
    for (const name of ["original", "320.avif", "640.avif"])
      expect(await store.get(database, photoId, name)).toBeNull();
  });

  it("marks variants as cacheable for a year, and the original not", async () => {
    const photoId = randomUUID();
    await store.put(database, photoId, [file("original", "image/jpeg"), file("320.jpeg", "image/jpeg")]);
    expect((await head(photoId, "320.jpeg")).CacheControl).toBe("public, max-age=31536000, immutable");
    expect((await head(photoId, "original")).CacheControl).toBeUndefined();
  });

  it("leaves nothing behind when one upload fails", async () => {
    const photoId = randomUUID();
    const good = ["original", "320.avif", "320.webp", "320.jpeg", "640.avif", "640.webp"].map((name) => file(name));
    // A line break in a header value: Node refuses to send the request, so this one put fails.
    const broken = file("640.jpeg", "image/jpeg\r\nX-Evil: 1");
    await expect(store.put(database, photoId, [...good.slice(0, 3), broken, ...good.slice(3)])).rejects.toThrow(
      /invalid character/i,
    );
    for (const { name } of good) expect(await store.get(database, photoId, name)).toBeNull();
  });
});
