import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

import { env } from "~/lib/env.server";

/**
 * The vendors' tokens at rest: AES-256-GCM under `STATION_SECRETS_KEY`, stored as
 * `iv.tag.ciphertext` (base64url each). The additional data names the center and the vendor, so a
 * secret copied onto another center's row (or another vendor's) does not open. Without the key the
 * site has no vendor connections: `secretsKey()` is null and the services say so.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key of this start, or null when the site has none (no vendor can be connected). */
export function secretsKey(): Buffer | null {
  return env().STATION_SECRETS_KEY ?? null;
}

/** What a secret is bound to: the center and the vendor of its row. */
export type SecretContext = { locationId: string; vendor: string };

const additionalData = ({ locationId, vendor }: SecretContext) => Buffer.from(`${locationId}:${vendor}`, "utf8");

export function sealSecret(plain: string, context: SecretContext, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(context));
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

/**
 * The plain secret, or null when it does not open: another key, another row's secret, or a changed
 * byte (GCM's tag checks every one).
 */
export function openSecret(stored: string, context: SecretContext, key: Buffer): string | null {
  const parts = stored.split(".");
  if (parts.length !== 3) return null;
  const [iv, tag, sealed] = parts.map((part) => Buffer.from(part, "base64url")) as [Buffer, Buffer, Buffer];
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(additionalData(context));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
