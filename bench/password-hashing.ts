/**
 * Item 6 of bench/README.md: what one sign-in costs on the password hashing the site uses, Better
 * Auth's scrypt. Its parameters are proven here, not copied: a hash Better Auth made is recomputed
 * with node:crypto's scrypt and these parameters, and must match.
 */
import { scryptSync } from "node:crypto";
import os from "node:os";

import { hashPassword, verifyPassword } from "better-auth/crypto";

export const SCRYPT = { N: 16384, r: 16, p: 1, keyLength: 64 } as const;

export async function benchPasswordHashing(seconds: number) {
  const password = "bench-password-123";
  const hash = await hashPassword(password);
  const [salt, key] = hash.split(":") as [string, string];
  const recomputed = scryptSync(password.normalize("NFKC"), salt, SCRYPT.keyLength, {
    N: SCRYPT.N,
    r: SCRYPT.r,
    p: SCRYPT.p,
    maxmem: 128 * SCRYPT.N * SCRYPT.r * 2,
  }).toString("hex");
  if (recomputed !== key) throw new Error("Better Auth's password hash no longer uses the parameters stated here");

  // One at a time: the time a visitor waits for the check itself.
  const single: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await verifyPassword({ hash, password });
    single.push(performance.now() - started);
  }
  single.sort((a, b) => a - b);

  // As many at once as libuv's thread pool runs (node:crypto's scrypt runs there, off the event loop).
  const parallel = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  let done = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < deadline) {
        await verifyPassword({ hash, password });
        done++;
      }
    }),
  );
  return {
    algorithm: `scrypt N=${SCRYPT.N}, r=${SCRYPT.r}, p=${SCRYPT.p}, ${SCRYPT.keyLength}-byte key, 16-byte salt (${(128 * SCRYPT.N * SCRYPT.r) / 2 ** 20} MB of memory per check)`,
    singleMs: single[Math.floor(single.length / 2)]!,
    checksPerSecond: done / seconds,
    parallel,
    cpus: os.cpus().length,
  };
}
