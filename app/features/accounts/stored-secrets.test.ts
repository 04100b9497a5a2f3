import { createHash } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { session, verification } from "#db/schema/auth";
import { keyedCodeHash } from "~/lib/auth.server";
import { openDatabase } from "~/lib/db.server";
import { readOutbox } from "~/lib/mail.server";
import { useScratchSite } from "#test-support/scratch-site";

import { signUp, verifySignUpCode } from "./sign-up.server";
import { readViewer } from "./viewer.server";

const SECRET = "stored-secrets-test-secret-0123456789abcdef";
useScratchSite("stored-secrets", { AUTH_SECRET: SECRET });

/** What a copy of the database holds, and what it lets its holder do without AUTH_SECRET. */
describe("secrets in the database", () => {
  const email = "backup-reader@example.com";

  it("keeps a mailed code only as an HMAC under AUTH_SECRET, not a hash anyone can undo", async () => {
    await signUp({ firstName: "Ada", lastName: "Lovelace", email, password: "secret123" }, { ip: "192.0.2.10" });
    const code = (await readOutbox()).find((message) => message.to === email)?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
    expect(code).toBeDefined();
    const database = await openDatabase();
    const [stored] = await database
      .select({ value: verification.value })
      .from(verification)
      .where(eq(verification.identifier, `email-verification-otp-${email}`));
    const [hash] = stored!.value.split(":");
    expect(hash).toBe(keyedCodeHash(SECRET, code!));
    // Not the plain SHA-256 that anyone can compute for all million codes and compare.
    expect(hash).not.toBe(createHash("sha256").update(code!).digest("base64url"));
    expect(hash).not.toBe(keyedCodeHash("another-secret", code!));
  });

  it("a session token read from the database is no session without AUTH_SECRET's signature", async () => {
    const code = (await readOutbox()).find((message) => message.to === email)?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
    const verified = await verifySignUpCode({ email, code: code! }, { ip: "192.0.2.11" });
    if (!verified.ok) throw new Error(verified.message);
    const signedCookie = verified.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("better-auth.session_token="));
    expect(signedCookie).toBeDefined();

    const database = await openDatabase();
    const [row] = await database.select({ token: session.token }).from(session);
    const asVisitor = (headers: Record<string, string>) =>
      readViewer(new Request("http://localhost:3000/dashboard", { headers }));

    expect(await asVisitor({ cookie: signedCookie!.split(";")[0]! })).toMatchObject({ email });
    expect(await asVisitor({ cookie: `better-auth.session_token=${row!.token}` })).toBeNull();
    expect(await asVisitor({ cookie: `better-auth.session_token=${row!.token}.forged-signature` })).toBeNull();
    expect(
      await asVisitor({ authorization: `Bearer ${row!.token}`, cookie: "better-auth.session_token=x" }),
    ).toBeNull();
  });
});
