import { eq } from "drizzle-orm";

import { userProfiles } from "#db/schema/accounts";
import { user } from "#db/schema/auth";
import { MIN_PASSWORD_LENGTH } from "~/lib/account-rules";
import { getAuth } from "~/lib/auth.server";
import { openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { refuse, type Refusal } from "~/lib/outcome";

import { emailIsRegistered } from "./email-availability.server";
import { looksLikeEmail, MAX_PASSWORD_LENGTH, normalizeEmail } from "./schemas";

/**
 * Making administrators from the command line (`npm run admin`, scripts/admin.ts). The site never
 * lets anyone become an administrator: an account is one when its profile's role is "admin" (the
 * command's grant, set and revoked here) or when ADMIN_EMAILS lists its current address. Both are
 * read at each request (viewer.server.ts), never copied at sign-up.
 */

export type AdministratorResult =
  { ok: true; email: string; message: string } | Refusal<"invalid" | "conflict" | "not-found">;

/** "Ada Lovelace" → Ada / Lovelace; "Cher" → Cher / ""; nothing → Site / Administrator. */
export function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: "Site", lastName: "Administrator" };
  return { firstName: words[0]!, lastName: words.slice(1).join(" ") };
}

/**
 * Creates a verified account with an administrator profile. Refuses an address that already has an
 * account (promote it instead) and a password the sign-up form would refuse.
 */
export async function createAdministrator(input: {
  email: string;
  password: string;
  name?: string;
}): Promise<AdministratorResult> {
  const email = normalizeEmail(input.email);
  if (!looksLikeEmail(email)) return refuse("invalid", `"${input.email}" is not a valid e-mail address.`);
  if (input.password.length < MIN_PASSWORD_LENGTH || input.password.length > MAX_PASSWORD_LENGTH) {
    return refuse("invalid", `The password must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters long.`);
  }
  const database = await openDatabase();
  if (await emailIsRegistered(database, email)) {
    return refuse(
      "conflict",
      `An account with ${email} already exists. To make it an administrator, run: npm run admin -- promote ${email}`,
    );
  }

  const { firstName, lastName } = splitName(input.name);
  const displayName = [firstName, lastName].filter(Boolean).join(" ");
  const auth = await getAuth();
  const { user: created } = await auth.api.signUpEmail({
    body: { email, password: input.password, name: displayName },
  });
  // Created by hand, so nobody has to enter a mailed code for it.
  await database.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
  await database
    .insert(userProfiles)
    .values({ userId: created.id, userEmail: email, firstName, lastName, displayName, role: "admin" })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { role: "admin", updatedAt: new Date() } });
  return { ok: true, email, message: `Created the administrator account ${email} (${displayName}).` };
}

/** Gives an existing account the administrator role, creating its profile row if it has none. */
export async function promoteToAdministrator(rawEmail: string): Promise<AdministratorResult> {
  const email = normalizeEmail(rawEmail);
  if (!looksLikeEmail(email)) return refuse("invalid", `"${rawEmail}" is not a valid e-mail address.`);
  const database = await openDatabase();
  const [account] = await database
    .select({ id: user.id, name: user.name, role: userProfiles.role })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(user.email, email))
    .limit(1);
  if (!account) {
    return refuse(
      "not-found",
      `No account uses ${email}. To create an administrator account, run: npm run admin -- create ${email}`,
    );
  }
  if (account.role === "admin") return { ok: true, email, message: `${email} is already an administrator.` };

  const { firstName, lastName } = splitName(account.name);
  await database
    .insert(userProfiles)
    .values({
      userId: account.id,
      userEmail: email,
      firstName,
      lastName,
      displayName: account.name.trim() || [firstName, lastName].join(" "),
      role: "admin",
    })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { role: "admin", updatedAt: new Date() } });
  return { ok: true, email, message: `${email} is now an administrator.` };
}

/**
 * Takes the command's grant back: the account is a member again at its next request, in every
 * session. An address that ADMIN_EMAILS lists stays an administrator through the setting; the
 * message says so, since only the operator's setting can change that.
 */
export async function demoteAdministrator(rawEmail: string): Promise<AdministratorResult> {
  const email = normalizeEmail(rawEmail);
  if (!looksLikeEmail(email)) return refuse("invalid", `"${rawEmail}" is not a valid e-mail address.`);
  const database = await openDatabase();
  const [account] = await database
    .select({ id: user.id, role: userProfiles.role })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(user.email, email))
    .limit(1);
  if (!account) return refuse("not-found", `No account uses ${email}.`);
  if (account.role === "admin") {
    await database
      .update(userProfiles)
      .set({ role: "user", updatedAt: new Date() })
      .where(eq(userProfiles.userId, account.id));
  }
  const revoked =
    account.role === "admin"
      ? `${email} is no longer an administrator by grant.`
      : `${email} had no administrator grant.`;
  if (env().ADMIN_EMAILS.includes(email)) {
    return {
      ok: true,
      email,
      message: `${revoked} It is still an administrator: ADMIN_EMAILS lists it. Remove it from ADMIN_EMAILS and restart the site to end that too.`,
    };
  }
  return { ok: true, email, message: account.role === "admin" ? `${email} is no longer an administrator.` : revoked };
}

/** Every administrator's address: profiles with the admin role and the ADMIN_EMAILS setting, once each. */
export async function administratorEmails(): Promise<string[]> {
  const database = await openDatabase();
  const rows = await database
    .select({ email: user.email })
    .from(userProfiles)
    .innerJoin(user, eq(user.id, userProfiles.userId))
    .where(eq(userProfiles.role, "admin"));
  const emails = [...rows.map((row) => row.email), ...env().ADMIN_EMAILS].map((email) => email.trim().toLowerCase());
  return [...new Set(emails.filter(Boolean))];
}
