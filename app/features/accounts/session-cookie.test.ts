import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { user } from "#db/schema/auth";
import { openDatabase } from "~/lib/db.server";
import { useScratchSite } from "#test-support/scratch-site";

import { saveAccountFlow } from "./account-flow.server";
import { signIn } from "./sign-in.server";
import { signUp } from "./sign-up.server";
import { readSignedInAccount } from "./viewer.server";

/**
 * A site served over https (PUBLIC_URL) sends its cookies Secure: Better Auth decides from the
 * base URL's scheme, the account-flow cookie from PUBLIC_URL too. The browser suite runs on
 * http://localhost, where a Secure cookie would be refused, and checks the other attributes there
 * (tests/e2e/abuse.spec.ts).
 */
useScratchSite("session-cookie", {
  NODE_ENV: "production",
  PUBLIC_URL: "https://lancenters.example",
  MAIL_DELIVERY: "off",
});

/** Attribute names (lower-case) and values of one Set-Cookie header. */
function attributes(setCookie: string): Map<string, string> {
  const [, ...parts] = setCookie.split(";");
  return new Map(
    parts.map((part) => {
      const [name = "", value = ""] = part.trim().split("=");
      return [name.toLowerCase(), value];
    }),
  );
}

describe("cookies of a site served over https", () => {
  it("the session cookie is __Secure-, Secure, HttpOnly, SameSite=Lax, for the whole site", async () => {
    const email = "secure-cookie@example.com";
    const password = "secret123";
    const created = await signUp({ firstName: "Grace", lastName: "Hopper", email, password }, { ip: "192.0.2.10" });
    expect(created.ok).toBe(true);
    // Production sends no mail here (MAIL_DELIVERY=off): the address is confirmed in the database.
    const database = await openDatabase();
    await database.update(user).set({ emailVerified: true }).where(eq(user.email, email));

    const result = await signIn({ email, password }, { ip: "192.0.2.10", headers: new Headers() });
    if (!result.ok) throw new Error("sign-in failed");
    const cookies = result.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith("__Secure-better-auth.session_token="));
    expect(session, cookies.join("\n")).toBeDefined();
    const flags = attributes(session!);
    expect(flags.has("secure")).toBe(true);
    expect(flags.has("httponly")).toBe(true);
    expect(flags.get("samesite")?.toLowerCase()).toBe("lax");
    expect(flags.get("path")).toBe("/");
    // Every cookie of the sign-in is Secure and HttpOnly, and the session it names is readable.
    for (const cookie of cookies) expect(attributes(cookie).has("secure"), cookie).toBe(true);
    const request = new Request("https://lancenters.example/dashboard", {
      headers: { cookie: cookies.map((cookie) => cookie.split(";")[0]).join("; ") },
    });
    expect((await readSignedInAccount(request)).account?.email).toBe(email);
  });

  it("the account-flow cookie is Secure, HttpOnly and SameSite=Lax", async () => {
    const flags = attributes(await saveAccountFlow({ pendingVerificationEmail: "someone@example.com" }));
    expect(flags.has("secure")).toBe(true);
    expect(flags.has("httponly")).toBe(true);
    expect(flags.get("samesite")?.toLowerCase()).toBe("lax");
  });
});
