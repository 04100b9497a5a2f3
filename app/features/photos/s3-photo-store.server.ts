import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";

import type { Env } from "~/lib/env.server";

import type { PhotoStore, StoredFile } from "./photo-store.server";

type S3Settings = Pick<
  Env,
  "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE"
>;

/** Uploads at once per photo: enough to overlap round trips, few enough not to flood the server. */
const PUT_CONCURRENCY = 4;
/** A variant's bytes never change under its address (photo-values.ts); the original is never served. */
const VARIANT_CACHE_CONTROL = "public, max-age=31536000, immutable";

const keyOf = (photoId: string, name: string) => `photos/${photoId}/${name}`;

/** Photos' files in an S3-compatible bucket (AWS, MinIO, R2…), one object per file. */
export function createS3PhotoStore(settings: S3Settings): PhotoStore {
  const Bucket = settings.S3_BUCKET;
  if (!Bucket) throw new Error("S3_BUCKET is not set");
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  const client = new S3Client({
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    // Both keys, or the SDK's own chain (environment, instance role, profile…).
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Checksums only where S3 demands them: several S3-compatible servers refuse the SDK's default extra ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  async function deleteKeys(keys: string[]) {
    // DeleteObjects takes at most 1,000 keys and reports a key it could not delete without throwing.
    for (let start = 0; start < keys.length; start += 1000) {
      const { Errors } = await client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = Errors?.[0];
      if (failed) throw new Error(`S3 could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
    }
  }

  return {
    kind: "s3",

    async put(_database, photoId, files) {
      const written: string[] = [];
      let failure: { error: unknown } | undefined;
      let next = 0;
      // A few workers take the files in turn, and stop taking new ones after the first failure.
      const worker = async () => {
        while (!failure && next < files.length) {
          const file = files[next++]!;
          const Key = keyOf(photoId, file.name);
          try {
            await client.send(
              new PutObjectCommand({
                Bucket,
                Key,
                Body: file.data,
                ContentType: file.contentType,
                CacheControl: file.name === "original" ? undefined : VARIANT_CACHE_CONTROL,
              }),
            );
            written.push(Key);
          } catch (error) {
            failure ??= { error };
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(PUT_CONCURRENCY, files.length) }, worker));
      if (!failure) return;
      // No half-written photo: the row that would name these files is not written either.
      await deleteKeys(written).catch(() => {});
      throw failure.error;
    },

    async get(_database, photoId, name): Promise<StoredFile | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(photoId, name) }));
        const data = Buffer.from(await object.Body!.transformToByteArray());
        return { name, contentType: object.ContentType ?? "application/octet-stream", data };
      } catch (error) {
        // Some servers answer a missing key with a bare 404 rather than S3's NoSuchKey.
        const { name: code, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (code === "NoSuchKey" || $metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },

    async remove(_database, photoId, names) {
      await deleteKeys(names.map((name) => keyOf(photoId, name)));
    },
  };
}
