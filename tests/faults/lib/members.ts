import { randomBytes } from "node:crypto";

import type { MailCatcher } from "./mail-catcher";
import { Visitor } from "./session";

export const MEMBER_PASSWORD = "fault-secret-123";

export function uniqueAddress(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@example.test`;
}

/** Posts the first step of /signup-form (Create Account); the answer is returned as it came. */
export function postCreateAccount(visitor: Visitor, email: string): Promise<Response> {
  return visitor.post("/signup-form", {
    intent: "create",
    firstName: "Fault",
    lastName: "Member",
    email,
    password: MEMBER_PASSWORD,
    confirmPassword: MEMBER_PASSWORD,
  });
}

/**
 * A verified member, made as a visitor makes one: Create Account on /signup-form, the code from the
 * mail, Verify. The visitor is signed in afterwards (its dashboard answers 200).
 */
export async function signUpMember(
  baseUrl: string,
  mail: MailCatcher,
  label = "member",
): Promise<{ visitor: Visitor; email: string }> {
  const visitor = new Visitor(baseUrl);
  const email = uniqueAddress(label);
  const seen = (await mail.messagesTo(email)).length;
  const created = await postCreateAccount(visitor, email);
  if (created.status !== 302 || created.headers.get("location") !== "/signup-form?step=verify") {
    throw new Error(`Create Account for ${email} answered ${created.status} ${created.headers.get("location")}`);
  }
  const code = await mail.codeFor(email, seen);
  const verified = await visitor.post("/signup-form", { intent: "verify", code });
  if (verified.status !== 200) throw new Error(`Verify for ${email} answered ${verified.status}`);
  await verified.arrayBuffer();
  const dashboard = await visitor.get("/dashboard");
  await dashboard.arrayBuffer();
  if (dashboard.status !== 200) throw new Error(`The new member's dashboard answered ${dashboard.status}`);
  return { visitor, email };
}

/** Signs in through the /login form; throws unless it leads to the dashboard. */
export async function signIn(baseUrl: string, email: string, password = MEMBER_PASSWORD): Promise<Visitor> {
  const visitor = new Visitor(baseUrl);
  const response = await visitor.post("/login", { email, password });
  await response.arrayBuffer();
  if (response.status !== 302 || !response.headers.get("location")?.endsWith("/dashboard")) {
    throw new Error(`Sign-in of ${email} answered ${response.status} ${response.headers.get("location")}`);
  }
  return visitor;
}

/** The LAN center form as a member fills it in (tests/e2e/authorization.spec.ts). */
export function centerForm(organizationName: string): Record<string, string> {
  return {
    communityName: "Fault Community",
    organizationName,
    address: "1 Matrix Way, Springfield, IL 62701",
    latitude: "39.8",
    longitude: "-89.6",
    description: "A center registered by the fault scenarios.",
  };
}
