import { readFileSync } from "node:fs";

import type { APIRequestContext, APIResponse } from "@playwright/test";
import sharp from "sharp";

import { DEMO_EVENT_ID, DEMO_TICKET_TYPES } from "../../db/demo/demo-data";
import { ADMINISTRATOR, createVerifiedAccount, uniqueEmail } from "../support/accounts";
import { apiSession, getPage, postForm } from "../support/api-session";
import { expect, test } from "../support/fixtures";

/**
 * Who may do what: one row per page, action or endpoint that reads or changes data, one cell per
 * kind of visitor, each asserted against the running server. The same rows are the table of
 * docs/security.md: the first test below renders them and compares them with the document, and the
 * second checks that every route of app/routes.ts is either a row here or listed there as public.
 *
 * "owner" is the member who made the venues; "other" is a signed-in member who does not own them
 * and knows their ids. A cell is the HTTP status, or "login" for a redirect to /login.
 */
type Role = "anonymous" | "owner" | "other" | "admin";
const ROLES: Role[] = ["anonymous", "owner", "other", "admin"];
const ROLE_HEADINGS: Record<Role, string> = {
  anonymous: "Anonymous",
  owner: "Owner",
  other: "Other member",
  admin: "Administrator",
};
type Outcome = number | "login";

type Credentials = { email: string; password: string };
type Visitor = { role: Role; session: APIRequestContext; credentials: Credentials | null; baseURL: string };
type Venues = {
  center: string;
  party: string;
  centerName: string;
  partyName: string;
  /** Two more of each, to delete: the owner deletes the first, an administrator the second. */
  deletable: Record<"center" | "party", [string, string]>;
  /** A public party of the administrator's with a paid ticket type, for the ticket checkout rows. */
  paid: { party: string; type: string };
};

type Row = {
  /** The first column of the table in docs/security.md. */
  what: string;
  /** The paths of app/routes.ts this row exercises. */
  routes: string[];
  expected: Record<Role, Outcome>;
  /** Said after the outcome in the document, e.g. "nothing saved". */
  notes?: Partial<Record<Role, string>>;
  send: (visitor: Visitor, venues: Venues) => Promise<APIResponse>;
  /** What the visitor was given to read, checked beyond the status. */
  check?: (response: APIResponse, visitor: Visitor, venues: Venues) => Promise<void>;
};

/**
 * Routes that read and change nothing of anybody's: the same answer for every visitor. Marketing
 * pages made from content data (venue-type and join pages) are not literal paths in app/routes.ts.
 * The directory shows verified venues only, which the public API rows below assert.
 */
const PUBLIC_ROUTES = [
  "privacy",
  "lantypes",
  "games",
  "games/:slug",
  "faq",
  "lancenters",
  "lancenters/:slug",
  "lanparties",
  "lanparties/:id/calendar.ics",
  "sitemap.xml",
  "robots.txt",
  "signup-form",
  "login",
  "admin-login",
  "account-confirmation",
  "forgot-password",
  "verify-reset-code",
  "reset-password",
  "auth/confirm",
  "email-confirmation",
  "email-change-success",
  "registration-choice",
  "api/geocode",
  "api/places",
  "api/map-first-view",
  "api/v1/openapi.json",
  "api/v1/live",
  "share/:kind/:file",
  "api/insights",
  "unsubscribe",
  "*",
];

const centerForm = (organizationName: string) => ({
  communityName: "Matrix Community",
  organizationName,
  address: "1 Matrix Way, Springfield, IL 62701",
  latitude: "39.8",
  longitude: "-89.6",
  description: "A center made by the authorization table.",
});

const partyForm = (eventName: string) => ({
  eventName,
  description: "A party made by the authorization table.",
  startDate: "2027-05-01T18:00",
  endDate: "2027-05-02T12:00",
  timeZone: "America/Chicago",
  communityName: "Matrix Crew",
});

const ticketTypeForm = (name: string) => ({
  intent: "save",
  typeId: "",
  name,
  quantity: "10",
  maxPerOrder: "1",
  includesSeat: "on",
});

/** Every venue id an HTML page links to for editing, newest first as the dashboard lists them. */
function editIds(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1]!);
}

/** Addresses made while the table runs, for checks that come after the row that made them. */
const made = {
  /** The owner's checkout, from their Subscribe. */
  checkout: "",
  /** The owner's test billing page, from their Update Payment Method. */
  billing: "",
  /** The question the administrator added to the FAQ, and its id. */
  question: `Matrix question ${Date.now().toString(36)}`,
  questionId: "",
  /** The owner's photo, uploaded as a draft. */
  photoId: "",
  /** The owner's ticket checkout (from buying a paid ticket), and the page it came back to once paid. */
  ticketCheckout: "",
  ticketPaid: "",
};

/** A small generated JPEG sent as the photo uploader sends it (multipart, field `file`). */
async function uploadPhoto(session: APIRequestContext): Promise<APIResponse> {
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#2563eb" } })
    .jpeg()
    .toBuffer();
  return session.post("/api/photos", {
    multipart: { file: { name: "arena.jpg", mimeType: "image/jpeg", buffer: jpeg } },
    maxRedirects: 0,
  });
}

/** The e-mail address /api/session and /api/auth/get-session should name for a visitor. */
async function expectOwnAccount(response: APIResponse, visitor: Visitor, path: (body: unknown) => unknown) {
  const body: unknown = await response.json();
  expect(path(body) ?? null).toBe(visitor.credentials?.email ?? null);
}

const ROWS: Row[] = [
  // The account: every signed-in visitor reads and changes only their own.
  {
    what: "GET `/dashboard` (the visitor's own venues, profile and subscriptions)",
    routes: ["dashboard"],
    expected: { anonymous: 200, owner: 200, other: 200, admin: 200 },
    notes: {
      anonymous: "a sign-in prompt, no data",
      other: "none of the owner's",
      admin: "their own venues, and the newest contacts",
    },
    send: ({ session }) => getPage(session, "/dashboard"),
    check: async (response, { role }, venues) => {
      const html = await response.text();
      // The venues' cards link to their edit forms; only the owner's dashboard lists them.
      expect(html.includes(`?edit=${venues.center}`), `${role} sees the owner's center`).toBe(role === "owner");
      expect(html.includes(`/edit-lan-party/${venues.party}`), `${role} sees the owner's party`).toBe(role === "owner");
      // An administrator's dashboard lists the newest contacts, which name the owner's venues.
      const namesVisible = role === "owner" || role === "admin";
      expect(html.includes(venues.centerName), `${role} sees the center's name`).toBe(namesVisible);
      expect(html.includes(venues.partyName), `${role} sees the party's name`).toBe(namesVisible);
    },
  },
  {
    what: "GET `/api/session` (who is signed in)",
    routes: ["api/session"],
    expected: { anonymous: 200, owner: 200, other: 200, admin: 200 },
    notes: { anonymous: "nobody", owner: "themselves", other: "themselves", admin: "themselves" },
    send: ({ session }) => getPage(session, "/api/session"),
    check: (response, visitor) =>
      expectOwnAccount(response, visitor, (body) => (body as { viewer: { email: string } | null }).viewer?.email),
  },
  {
    what: "GET `/api/auth/get-session`",
    routes: ["api/auth/*"],
    expected: { anonymous: 200, owner: 200, other: 200, admin: 200 },
    notes: { anonymous: "null", owner: "themselves", other: "themselves", admin: "themselves" },
    send: ({ session }) => getPage(session, "/api/auth/get-session"),
    check: (response, visitor) =>
      expectOwnAccount(response, visitor, (body) => (body as { user?: { email: string } } | null)?.user?.email),
  },
  {
    what: "POST `/api/auth/update-user`, GET `/api/auth/list-sessions` (Better Auth's other endpoints)",
    routes: ["api/auth/*"],
    expected: { anonymous: 404, owner: 404, other: 404, admin: 404 },
    notes: { owner: "name unchanged" },
    send: async ({ session }) => {
      const listed = await getPage(session, "/api/auth/list-sessions");
      expect(listed.status()).toBe(404);
      return session.post("/api/auth/update-user", { data: { name: "Renamed by the table" }, maxRedirects: 0 });
    },
  },
  {
    what: "POST `/dashboard` change the password (the form names no account: the visitor's own)",
    routes: ["dashboard"],
    expected: { anonymous: 401, owner: 200, other: 200, admin: 400 },
    notes: { admin: "a mismatched confirmation: the suite shares this account" },
    // Members set their own password again, so the accounts stay usable. The administrator's
    // account is shared by the whole suite, and a change signs its other sessions out.
    send: ({ session, credentials, role }) =>
      postForm(session, "/dashboard", {
        intent: "change-password",
        currentPassword: credentials?.password ?? "anything-1",
        password: credentials?.password ?? "anything-1",
        confirmPassword: role === "admin" ? "not-the-same-1" : (credentials?.password ?? "anything-1"),
      }),
  },
  {
    what: "POST `/dashboard` request an e-mail change (a code to the new address)",
    routes: ["dashboard"],
    expected: { anonymous: 401, owner: 200, other: 200, admin: 200 },
    send: ({ session, role }) =>
      postForm(session, "/dashboard", { intent: "request-email-change", newEmail: uniqueEmail(`new-${role}`) }),
  },
  {
    what: "POST `/dashboard` turn the monthly insights e-mail off (the form names no account: the visitor's own)",
    routes: ["dashboard"],
    expected: { anonymous: 401, owner: 200, other: 200, admin: 200 },
    // Turned back on at once: the suite's accounts stay as they were.
    send: async ({ session }) => {
      const off = await postForm(session, "/dashboard", { intent: "insights-digest" });
      if (off.status() === 200)
        await postForm(session, "/dashboard", { intent: "insights-digest", insightsDigest: "true" });
      return off;
    },
  },
  {
    what: "POST `/dashboard` confirm an e-mail change with a wrong code",
    routes: ["dashboard"],
    expected: { anonymous: 401, owner: 400, other: 400, admin: 400 },
    notes: { owner: "address unchanged", other: "address unchanged", admin: "address unchanged" },
    send: ({ session, role }) =>
      postForm(session, "/dashboard", {
        intent: "confirm-email-change",
        newEmail: uniqueEmail(`new-${role}`),
        code: "000000",
      }),
  },
  {
    what: "POST `/change-password` (a password reset's last step) without a checked code",
    routes: ["change-password"],
    expected: { anonymous: 302, owner: 302, other: 302, admin: 302 },
    notes: {
      anonymous: "to /forgot-password",
      owner: "to /forgot-password, nothing changed",
      other: "to /forgot-password",
      admin: "to /forgot-password",
    },
    // The password stays: the sign-out row signs the owner in again with it.
    send: ({ session }) =>
      postForm(session, "/change-password", { password: "taken-over-1", confirmPassword: "taken-over-1" }),
    check: async (response) => expect(response.headers()["location"]).toBe("/forgot-password"),
  },
  {
    what: "GET `/api/email-availability?email=` (public by design, rate-limited)",
    routes: ["api/email-availability"],
    expected: { anonymous: 200, owner: 200, other: 200, admin: 200 },
    notes: { anonymous: "the same answer for everybody" },
    send: ({ session }) => getPage(session, `/api/email-availability?email=${encodeURIComponent(ADMINISTRATOR.email)}`),
    check: async (response) => expect(((await response.json()) as { status: string }).status).toBe("taken"),
  },
  {
    what: "GET `/dev/mail` (development only, and from the machine itself; this suite's server runs in production)",
    routes: ["dev/mail"],
    expected: { anonymous: 404, owner: 404, other: 404, admin: 404 },
    notes: { anonymous: "from this machine too" },
    send: ({ session }) => getPage(session, "/dev/mail"),
  },

  // Venues and parties: the owner's, and an administrator's to moderate.
  {
    what: "GET the center edit form: `/register-lan-center?edit={id}`",
    routes: ["register-lan-center"],
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    send: ({ session }, venues) => getPage(session, `/register-lan-center?edit=${venues.center}`),
  },
  {
    what: "GET the center edit form: `/edit-lan-center/{id}`, `/edit-lan-center?edit={id}`",
    routes: ["edit-lan-center/:id", "edit-lan-center"],
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    send: async ({ session }, venues) => {
      const byQuery = await getPage(session, `/edit-lan-center?edit=${venues.center}`);
      const byPath = await getPage(session, `/edit-lan-center/${venues.center}`);
      expect(outcomeOf(byQuery)).toEqual(outcomeOf(byPath));
      return byPath;
    },
  },
  {
    what: "POST a center update",
    routes: ["register-lan-center"],
    // The action refuses (401) and the page's loader then sends the visitor to sign in.
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    notes: { anonymous: "nothing saved", other: "nothing saved" },
    send: ({ session, role }, venues) =>
      postForm(session, `/register-lan-center?edit=${venues.center}`, centerForm(`${venues.centerName} by ${role}`)),
  },
  // Live PCs (ADR 027): the center's owner's page, and the push API, whose token is its only authority.
  {
    what: "GET `/edit-lan-center/{id}/live` (the center's station-status tokens)",
    routes: ["edit-lan-center/:id/live"],
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    send: ({ session }, venues) => getPage(session, `/edit-lan-center/${venues.center}/live`),
  },
  {
    what: "POST `/edit-lan-center/{id}/live` make a token, without a name",
    routes: ["edit-lan-center/:id/live"],
    expected: { anonymous: "login", owner: 400, other: 404, admin: 400 },
    notes: { anonymous: "no token made", owner: "asked for a name", other: "no token made", admin: "asked for a name" },
    send: ({ session }, venues) =>
      postForm(session, `/edit-lan-center/${venues.center}/live`, { intent: "make-token", label: "" }),
  },
  {
    what: "POST `/edit-lan-center/{id}/live` connect the venue software with a token the vendor refuses",
    routes: ["edit-lan-center/:id/live"],
    expected: { anonymous: "login", owner: 400, other: 404, admin: 400 },
    notes: {
      anonymous: "nothing saved",
      owner: "the vendor's refusal, nothing saved",
      other: "nothing saved",
      admin: "the vendor's refusal, nothing saved",
    },
    send: ({ session }, venues) =>
      postForm(session, `/edit-lan-center/${venues.center}/live`, {
        intent: "connect-vendor",
        vendor: "ggleap",
        token: "gg-not-a-venue-token",
      }),
  },
  {
    what: "POST `/api/v1/station-status` with a token that is not valid (a session counts for nothing)",
    routes: ["api/v1/station-status"],
    expected: { anonymous: 401, owner: 401, other: 401, admin: 401 },
    notes: { anonymous: "nothing stored", owner: "nothing stored", other: "nothing stored", admin: "nothing stored" },
    send: ({ session }) =>
      session.post("/api/v1/station-status", {
        headers: { Authorization: "Bearer lcs_not-a-token" },
        data: { total: 10, free: 5 },
        maxRedirects: 0,
      }),
  },
  {
    what: "GET `/api/v1/locations/{slug}/live` of an unverified center",
    routes: ["api/v1/locations/:slug/live"],
    expected: { anonymous: 404, owner: 404, other: 404, admin: 404 },
    send: ({ session }) => getPage(session, "/api/v1/locations/matrix-new-by-other/live"),
  },
  {
    what: "POST `/register-lan-center` (a new center)",
    routes: ["register-lan-center"],
    expected: { anonymous: 401, owner: 200, other: 200, admin: 200 },
    notes: { anonymous: "nothing saved", admin: "verified at once" },
    send: ({ session, role }) => postForm(session, "/register-lan-center", centerForm(`Matrix new by ${role}`)),
  },
  {
    what: "GET `/edit-lan-party/{id}`",
    routes: ["edit-lan-party/:id"],
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    send: ({ session }, venues) => getPage(session, `/edit-lan-party/${venues.party}`),
  },
  {
    what: "POST a party update",
    routes: ["edit-lan-party/:id"],
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    notes: { anonymous: "nothing saved", other: "nothing saved" },
    send: ({ session, role }, venues) =>
      postForm(session, `/edit-lan-party/${venues.party}`, partyForm(`${venues.partyName} by ${role}`)),
  },
  {
    what: "GET `/edit-lan-party/{id}/tickets` (the party's ticket types)",
    routes: ["edit-lan-party/:id/tickets"],
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    send: ({ session }, venues) => getPage(session, `/edit-lan-party/${venues.party}/tickets`),
  },
  {
    what: "POST `/edit-lan-party/{id}/tickets` add a ticket type",
    routes: ["edit-lan-party/:id/tickets"],
    // The action refuses (401) and the page's loader then sends the visitor to sign in.
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    notes: { anonymous: "nothing saved", other: "nothing saved" },
    send: ({ session, role }, venues) =>
      postForm(session, `/edit-lan-party/${venues.party}/tickets`, ticketTypeForm(`Matrix ticket by ${role}`)),
    check: async (_response, { role }, venues) => {
      const page = await (await getPage(ownerSession, `/edit-lan-party/${venues.party}/tickets`)).text();
      const saved = role === "owner" || role === "admin";
      expect(page.includes(`Matrix ticket by ${role}`), `${role}'s ticket type saved`).toBe(saved);
    },
  },
  {
    what: "GET `/edit-lan-party/{id}/seats` (the party's seat plan)",
    routes: ["edit-lan-party/:id/seats"],
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    send: ({ session }, venues) => getPage(session, `/edit-lan-party/${venues.party}/seats`),
  },
  {
    what: "POST `/edit-lan-party/{id}/seats` save the seat plan",
    routes: ["edit-lan-party/:id/seats"],
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    notes: { anonymous: "nothing saved", other: "nothing saved" },
    send: ({ session, role }, venues) =>
      postForm(session, `/edit-lan-party/${venues.party}/seats`, {
        intent: "save",
        source: `[Matrix ${role}]\nA: 1-4`,
        seatDeadline: "",
      }),
    check: async (_response, { role }, venues) => {
      const page = await (await getPage(ownerSession, `/edit-lan-party/${venues.party}/seats`)).text();
      const saved = role === "owner" || role === "admin";
      expect(page.includes(`[Matrix ${role}]`), `${role}'s plan saved`).toBe(saved);
    },
  },
  // The door: the party's organiser (its owner or an administrator) and the staff they add by
  // e-mail (door-check-in.spec.ts signs in as door staff). A post without a code changes nothing.
  {
    what: "GET `/edit-lan-party/{id}/door` (the party's check-in page)",
    routes: ["edit-lan-party/:id/door"],
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    send: ({ session }, venues) => getPage(session, `/edit-lan-party/${venues.party}/door`),
  },
  {
    what: "POST `/edit-lan-party/{id}/door` check a ticket in, without a code",
    routes: ["edit-lan-party/:id/door"],
    // The action refuses (401) and the page's loader then sends the visitor to sign in.
    expected: { anonymous: "login", owner: 400, other: 404, admin: 400 },
    notes: { owner: "asked for a code", other: "the party is not theirs", admin: "asked for a code" },
    send: ({ session }, venues) => postForm(session, `/edit-lan-party/${venues.party}/door`, { code: "" }),
  },
  {
    what: "GET `/edit-lan-party/{id}/door.json` (the door's counts and latest check-ins)",
    routes: ["edit-lan-party/:id/door.json"],
    expected: { anonymous: 401, owner: 200, other: 404, admin: 200 },
    send: ({ session }, venues) => getPage(session, `/edit-lan-party/${venues.party}/door.json`),
    check: async (response, { role }) => {
      if (role !== "owner" && role !== "admin") return;
      const { status } = (await response.json()) as { status: { checkedIn: number; total: number } };
      expect(status).toMatchObject({ checkedIn: 0, total: 0 });
    },
  },
  {
    what: "POST `/edit-lan-party/{id}/door.json` check a ticket in, without a code",
    routes: ["edit-lan-party/:id/door.json"],
    expected: { anonymous: 401, owner: 400, other: 404, admin: 400 },
    notes: { owner: "asked for a code", other: "the party is not theirs", admin: "asked for a code" },
    send: ({ session }, venues) => postForm(session, `/edit-lan-party/${venues.party}/door.json`, { code: "" }),
  },
  {
    what: "GET `/edit-lan-party/{id}/staff` (who helps run the party)",
    routes: ["edit-lan-party/:id/staff"],
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    send: ({ session }, venues) => getPage(session, `/edit-lan-party/${venues.party}/staff`),
  },
  {
    what: "POST `/edit-lan-party/{id}/staff` add door staff by e-mail",
    routes: ["edit-lan-party/:id/staff"],
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    notes: { anonymous: "nothing saved", other: "nothing saved" },
    send: ({ session, role }, venues) =>
      postForm(session, `/edit-lan-party/${venues.party}/staff`, {
        intent: "add",
        email: `matrix-door-${role}@example.com`,
        role: "door",
      }),
    check: async (_response, { role }, venues) => {
      const page = await (await getPage(ownerSession, `/edit-lan-party/${venues.party}/staff`)).text();
      const saved = role === "owner" || role === "admin";
      expect(page.includes(`matrix-door-${role}@example.com`), `${role}'s staff added`).toBe(saved);
    },
  },
  // The attendee list and its file: the party's organiser and co-organisers only (door.cases.ts).
  {
    what: "GET `/edit-lan-party/{id}/attendees` (who holds a ticket)",
    routes: ["edit-lan-party/:id/attendees"],
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    send: ({ session }, venues) => getPage(session, `/edit-lan-party/${venues.party}/attendees`),
  },
  {
    what: "GET `/edit-lan-party/{id}/attendees.csv` (the attendee list as a file)",
    routes: ["edit-lan-party/:id/attendees.csv"],
    expected: { anonymous: 401, owner: 200, other: 404, admin: 200 },
    send: ({ session }, venues) => getPage(session, `/edit-lan-party/${venues.party}/attendees.csv`),
    check: async (response, { role }) => {
      if (role !== "owner" && role !== "admin") return;
      expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      expect(await response.text()).toMatch(/^Name,Email,Ticket type,Seat,Payment,Status,Checked in,Checked in by\r\n/);
    },
  },
  // The message to a party's attendees: the same people as the attendee list. A post without a
  // subject sends nothing, and for anyone else is answered "not found" before its fields are read.
  {
    what: "GET `/edit-lan-party/{id}/message` (write to the party's attendees)",
    routes: ["edit-lan-party/:id/message"],
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    send: ({ session }, venues) => getPage(session, `/edit-lan-party/${venues.party}/message`),
  },
  {
    what: "POST `/edit-lan-party/{id}/message` send a message, without a subject",
    routes: ["edit-lan-party/:id/message"],
    expected: { anonymous: "login", owner: 400, other: 404, admin: 400 },
    notes: {
      anonymous: "nothing sent",
      owner: "asked for a subject",
      other: "nothing sent",
      admin: "asked for a subject",
    },
    send: ({ session }, venues) =>
      postForm(session, `/edit-lan-party/${venues.party}/message`, {
        audience: "all",
        subject: "",
        message: "Doors open at six.",
      }),
  },
  {
    what: "POST `/register-lan-party` (a new party)",
    routes: ["register-lan-party"],
    expected: { anonymous: 401, owner: 200, other: 200, admin: 200 },
    notes: { anonymous: "nothing saved", admin: "verified at once" },
    send: ({ session, role }) => postForm(session, "/register-lan-party", partyForm(`Matrix party by ${role}`)),
  },
  // Tickets: a member takes one for themselves; the demo party has a free type with room.
  {
    what: "POST `/lanparties/{id}` take a free ticket (the page itself is public)",
    routes: ["lanparties/:id"],
    expected: { anonymous: 401, owner: 200, other: 200, admin: 200 },
    notes: { anonymous: "nothing taken" },
    send: ({ session }) =>
      postForm(session, `/lanparties/${DEMO_EVENT_ID}`, {
        intent: "take-tickets",
        ticketType: DEMO_TICKET_TYPES.find((type) => !type.includesSeat)!.id,
        quantity: "1",
      }),
  },
  // A paid ticket: "owner" here is the buyer, whose checkout and order are their own.
  {
    what: "POST `/lanparties/{id}` buy a paid ticket (the buyer: the owner)",
    routes: ["lanparties/:id"],
    expected: { anonymous: 401, owner: 302, other: 302, admin: 302 },
    notes: { anonymous: "nothing held", owner: "to their test checkout" },
    send: async ({ session, role }, venues) => {
      const response = await postForm(session, `/lanparties/${venues.paid.party}`, {
        intent: "take-tickets",
        ticketType: venues.paid.type,
        quantity: "1",
      });
      if (role === "owner") made.ticketCheckout = response.headers()["location"] ?? "";
      return response;
    },
  },
  {
    what: "GET the buyer's `/test-checkout/tickets/{session}` (test mode)",
    routes: ["test-checkout/tickets/:sessionId"],
    expected: { anonymous: "login", owner: 200, other: 404, admin: 404 },
    send: ({ session }) => getPage(session, made.ticketCheckout),
  },
  {
    what: "POST pay the buyer's `/test-checkout/tickets/{session}`",
    routes: ["test-checkout/tickets/:sessionId"],
    expected: { anonymous: "login", owner: 302, other: 404, admin: 404 },
    notes: { owner: "to the order's result page" },
    send: async ({ session, role }) => {
      const response = await postForm(session, made.ticketCheckout, { outcome: "pay" });
      if (role === "owner") made.ticketPaid = response.headers()["location"] ?? "";
      return response;
    },
  },
  {
    what: "GET the buyer's `/ticket-checkout/{order}/paid` (where a checkout comes back to)",
    routes: ["ticket-checkout/:orderId/:outcome"],
    expected: { anonymous: "login", owner: 200, other: 404, admin: 404 },
    send: ({ session }) => getPage(session, made.ticketPaid),
  },
  {
    what: "POST `/edit-lan-party/{id}/tickets` connect the account paid tickets are paid to",
    routes: ["edit-lan-party/:id/tickets"],
    expected: { anonymous: "login", owner: 302, other: 404, admin: 404 },
    notes: { owner: "a test account, at once", admin: "the money is the owner's" },
    send: ({ session }, venues) =>
      postForm(session, `/edit-lan-party/${venues.party}/tickets`, { intent: "connect-payouts" }),
  },
  // Photos: an upload is the visitor's own draft; a photo waiting for review is its owner's and the team's.
  {
    what: "POST `/api/photos` (a photo, kept as the visitor's own draft)",
    routes: ["api/photos"],
    expected: { anonymous: 401, owner: 201, other: 201, admin: 201 },
    notes: { anonymous: "nothing stored" },
    send: ({ session }) => uploadPhoto(session),
    check: async (response, { role }, venues) => {
      if (role === "anonymous") return; // a plain 401
      const { photo } = (await response.json()) as { photo: { id: string; status: string } };
      expect(photo.status).toBe("pending");
      if (role !== "owner") return;
      made.photoId = photo.id;
      // On the owner's center (its name as the update row above left it), for the review rows below.
      const saved = await postForm(ownerSession, `/register-lan-center?edit=${venues.center}`, {
        ...centerForm(`${venues.centerName} by admin`),
        photoIds: photo.id,
      });
      expect(saved.status()).toBe(200);
    },
  },
  {
    what: "GET `/photos/{id}/{width}.{format}` of the owner's photo waiting for review",
    routes: ["photos/:id/:file"],
    expected: { anonymous: 404, owner: 200, other: 404, admin: 200 },
    send: ({ session }) => session.get(`/photos/${made.photoId}/320.webp`, { maxRedirects: 0 }),
    check: async (response) => {
      if (response.status() !== 200) return;
      expect(response.headers()["content-type"]).toBe("image/webp");
      expect(response.headers()["cache-control"]).toBe("private, no-store");
    },
  },
  {
    what: "GET `/api/v1/locations` (the public API: verified centers only)",
    routes: ["api/v1/locations"],
    expected: { anonymous: 200, owner: 200, other: 200, admin: 200 },
    notes: { anonymous: "the same list for everybody" },
    send: ({ session }) => getPage(session, "/api/v1/locations"),
    check: async (response) => {
      const body = await response.text();
      expect(body).toContain("Matrix new by admin");
      expect(body).not.toContain("Matrix new by other");
    },
  },
  {
    what: "GET `/api/v1/locations/{slug}` of an unverified center",
    routes: ["api/v1/locations/:slug"],
    expected: { anonymous: 404, owner: 404, other: 404, admin: 404 },
    send: ({ session }) => getPage(session, "/api/v1/locations/matrix-new-by-other"),
  },
  {
    what: "GET `/api/v1/events` (the public API: verified parties only)",
    routes: ["api/v1/events"],
    expected: { anonymous: 200, owner: 200, other: 200, admin: 200 },
    notes: { anonymous: "the same list for everybody" },
    send: ({ session }) => getPage(session, "/api/v1/events"),
    check: async (response) => {
      const body = await response.text();
      expect(body).toContain("Matrix party by admin");
      expect(body).not.toContain("Matrix party by other");
    },
  },

  // Subscriptions: the payer's alone; an administrator does not buy or change them for members.
  {
    what: "GET `/payment?location={id}`",
    routes: ["payment"],
    expected: { anonymous: 401, owner: 200, other: 404, admin: 404 },
    notes: { anonymous: "'Access Denied'", admin: "paying is the owner's" },
    send: ({ session }, venues) => getPage(session, `/payment?location=${venues.center}`),
  },
  {
    what: "POST `/payment` subscribe the center to a plan",
    routes: ["payment"],
    expected: { anonymous: 401, owner: 302, other: 404, admin: 404 },
    notes: { owner: "to the checkout" },
    send: async ({ session, role }, venues) => {
      const response = await postForm(session, `/payment?location=${venues.center}`, {
        location: venues.center,
        plan: "lan_center",
      });
      if (role === "owner") made.checkout = response.headers()["location"] ?? "";
      return response;
    },
  },
  {
    what: "GET the owner's `/test-checkout/{session}` (test mode)",
    routes: ["test-checkout/:sessionId"],
    expected: { anonymous: "login", owner: 200, other: 404, admin: 404 },
    send: ({ session }) => getPage(session, made.checkout),
  },
  {
    what: "POST pay the owner's `/test-checkout/{session}`",
    routes: ["test-checkout/:sessionId"],
    expected: { anonymous: "login", owner: 302, other: 404, admin: 404 },
    notes: { owner: "to /success" },
    send: ({ session }) => postForm(session, made.checkout, { outcome: "pay" }),
  },
  {
    what: "GET `/success?location_id={id}&session_id={session}`",
    routes: ["success"],
    expected: { anonymous: 401, owner: 200, other: 404, admin: 404 },
    send: ({ session }, venues) =>
      getPage(session, `/success?location_id=${venues.center}&session_id=${made.checkout.split("/").pop()}`),
  },
  {
    what: "POST `/manage-subscription` update the payment method",
    routes: ["manage-subscription"],
    expected: { anonymous: 401, owner: 302, other: 404, admin: 404 },
    notes: { owner: "to the billing page" },
    send: async ({ session, role }, venues) => {
      const response = await postForm(session, "/manage-subscription", {
        intent: "update-payment-method",
        location: venues.center,
      });
      if (role === "owner") made.billing = new URL(response.headers()["location"] ?? "/", "http://x").pathname;
      return response;
    },
  },
  {
    what: "GET the owner's `/test-billing/{subscription}` (test mode)",
    routes: ["test-billing/:subscriptionId"],
    expected: { anonymous: "login", owner: 200, other: 404, admin: 404 },
    send: ({ session }) => getPage(session, made.billing),
  },
  {
    what: "POST settle the owner's `/test-billing/{subscription}`",
    routes: ["test-billing/:subscriptionId"],
    expected: { anonymous: "login", owner: 302, other: 404, admin: 404 },
    notes: { owner: "to /dashboard" },
    send: ({ session }) => postForm(session, made.billing, { outcome: "paid" }),
  },
  {
    what: "POST `/manage-subscription` cancel the subscription (the owner), resume it (the others)",
    routes: ["manage-subscription"],
    expected: { anonymous: 401, owner: 200, other: 404, admin: 404 },
    notes: { other: "still ending", admin: "still ending" },
    // After the owner's cancel, a resume by anybody else would show: the center stays "Ending Soon".
    send: ({ session, role }, venues) =>
      postForm(session, "/manage-subscription", {
        intent: role === "other" || role === "admin" ? "resume-subscription" : "cancel-subscription",
        location: venues.center,
      }),
  },
  {
    what: "POST `/api/stripe/webhook` without Stripe's signature",
    routes: ["api/stripe/webhook"],
    // Not served unless PAYMENTS_MODE=stripe; there, 400 without a valid signature.
    expected: { anonymous: 404, owner: 404, other: 404, admin: 404 },
    send: ({ session }) =>
      session.post("/api/stripe/webhook", {
        data: { type: "checkout.session.completed", data: { object: {} } },
        maxRedirects: 0,
      }),
  },

  // Administration: administrators only, checked in every loader and action and again in the services.
  {
    what: "GET `/contacts`",
    routes: ["contacts"],
    expected: { anonymous: "login", owner: 403, other: 403, admin: 200 },
    send: ({ session }) => getPage(session, "/contacts"),
  },
  {
    what: "GET `/contacts.csv`",
    routes: ["contacts.csv"],
    expected: { anonymous: 401, owner: 403, other: 403, admin: 200 },
    send: ({ session }) => getPage(session, "/contacts.csv"),
  },
  {
    what: "GET `/dashboard/insights.csv?venue={id}` (a center's insights)",
    routes: ["dashboard/insights.csv"],
    expected: { anonymous: 401, owner: 200, other: 404, admin: 404 },
    notes: { admin: "only their own centers here; the network's figures are `/admin/insights`" },
    send: ({ session }, venues) => getPage(session, `/dashboard/insights.csv?venue=${venues.center}&days=7`),
    check: async (response, { role }) => {
      if (role === "owner") expect((await response.text()).startsWith("day (UTC),")).toBe(true);
    },
  },
  {
    what: "GET `/admin/insights` (the network's insights)",
    routes: ["admin/insights"],
    expected: { anonymous: "login", owner: 403, other: 403, admin: 200 },
    send: ({ session }) => getPage(session, "/admin/insights"),
  },
  {
    what: "GET `/admin/insights.csv`",
    routes: ["admin/insights.csv"],
    expected: { anonymous: 401, owner: 403, other: 403, admin: 200 },
    send: ({ session }) => getPage(session, "/admin/insights.csv?days=30&part=venues"),
  },
  {
    what: "GET `/admin/leads`",
    routes: ["admin/leads"],
    expected: { anonymous: "login", owner: 403, other: 403, admin: 200 },
    send: ({ session }) => getPage(session, "/admin/leads"),
  },
  {
    what: "GET `/admin/leads.csv`",
    routes: ["admin/leads.csv"],
    expected: { anonymous: 401, owner: 403, other: 403, admin: 200 },
    send: ({ session }) => getPage(session, "/admin/leads.csv"),
  },
  {
    what: "GET `/admin/venues` (the review queue)",
    routes: ["admin/venues"],
    expected: { anonymous: "login", owner: 403, other: 403, admin: 200 },
    send: ({ session }) => getPage(session, "/admin/venues"),
  },
  {
    what: "POST `/admin/venues` verify a center",
    routes: ["admin/venues"],
    expected: { anonymous: "login", owner: 403, other: 403, admin: 200 },
    send: ({ session }, venues) =>
      postForm(session, "/admin/venues", { intent: "verify", kind: "lan_center", id: venues.center }),
  },
  {
    what: "POST `/admin/venues` feature a center",
    routes: ["admin/venues"],
    expected: { anonymous: "login", owner: 403, other: 403, admin: 200 },
    send: ({ session }, venues) =>
      postForm(session, "/admin/venues", { intent: "feature", kind: "lan_center", id: venues.center }),
  },
  {
    what: "POST `/admin/venues` reject a party",
    routes: ["admin/venues"],
    expected: { anonymous: "login", owner: 403, other: 403, admin: 200 },
    send: ({ session }, venues) =>
      postForm(session, "/admin/venues", { intent: "reject", kind: "lan_party", id: venues.party, reason: "Test" }),
  },
  {
    what: "POST `/admin/venues` remove a photo waiting for review",
    routes: ["admin/venues"],
    expected: { anonymous: "login", owner: 403, other: 403, admin: 200 },
    notes: { anonymous: "still there", owner: "still there", other: "still there" },
    send: ({ session }) =>
      postForm(session, "/admin/venues", { intent: "reject-photo", photoId: made.photoId, reason: "Test" }),
    check: async (_response, { role }) => {
      // The owner still sees the photo until an administrator removes it.
      const seen = await ownerSession.get(`/photos/${made.photoId}/320.webp`);
      expect(seen.status()).toBe(role === "admin" ? 404 : 200);
    },
  },
  {
    what: "GET `/admin/content` (games and FAQ)",
    routes: ["admin/content"],
    expected: { anonymous: "login", owner: 403, other: 403, admin: 200 },
    send: ({ session }) => getPage(session, "/admin/content"),
  },
  {
    what: "POST `/admin/content` add an FAQ question",
    routes: ["admin/content"],
    expected: { anonymous: "login", owner: 403, other: 403, admin: 200 },
    notes: { anonymous: "nothing added", owner: "nothing added", other: "nothing added" },
    send: ({ session, role }) =>
      postForm(session, "/admin/content", {
        intent: "add-faq",
        category: "general",
        question: `${made.question} by ${role}`,
        answer: "Asked by the authorization table.",
      }),
  },
  {
    what: "POST `/admin/content` remove an FAQ question",
    routes: ["admin/content"],
    expected: { anonymous: "login", owner: 403, other: 403, admin: 200 },
    notes: { anonymous: "still there", owner: "still there", other: "still there" },
    send: async ({ session, role }) => {
      if (!made.questionId) made.questionId = await faqQuestionId(`${made.question} by admin`);
      const response = await postForm(session, "/admin/content", { intent: "remove-faq", id: made.questionId });
      // Each refusal must leave the question in place for the next visitor's attempt.
      if (role !== "admin") expect(await publicFaq()).toContain(`${made.question} by admin`);
      return response;
    },
  },
  ...(["center", "party"] as const).map((kind): Row => ({
    what: `POST \`/dashboard\` delete a ${kind}`,
    routes: ["dashboard"],
    expected: { anonymous: 401, owner: 200, other: 404, admin: 200 },
    notes: { anonymous: "nothing deleted", other: "nothing deleted" },
    // The owner deletes the first of two, an administrator the second; the refused visitors try
    // the one that is still there when their turn comes.
    send: ({ session, role }, venues) => {
      const [first, second] = venues.deletable[kind];
      const id = role === "anonymous" || role === "owner" ? first : second;
      return postForm(session, "/dashboard", { intent: `delete-lan-${kind}`, id });
    },
    check: async (_response, { role }, venues) => {
      const [first, second] = venues.deletable[kind];
      const id = role === "anonymous" || role === "owner" ? first : second;
      const dashboard = await (await getPage(ownerSession, "/dashboard")).text();
      expect(dashboard.includes(id), `after ${role}'s attempt`).toBe(role === "anonymous" || role === "other");
    },
  })),
  {
    what: "POST `/api/auth/sign-out`",
    routes: ["api/auth/*"],
    expected: { anonymous: 200, owner: 200, other: 200, admin: 200 },
    notes: { owner: "that session only", other: "that session only", admin: "that session only" },
    // A second session of the same account signs out; the table's own session stays signed in.
    send: async ({ session, credentials, baseURL }) => {
      const extra = credentials ? await apiSession(baseURL, credentials) : session;
      const response = await extra.post("/api/auth/sign-out", { data: {}, maxRedirects: 0 });
      const viewer = async (context: APIRequestContext) =>
        ((await (await getPage(context, "/api/session")).json()) as { viewer: unknown }).viewer;
      expect(await viewer(extra)).toBeNull();
      if (credentials) {
        expect(await viewer(session)).not.toBeNull();
        await extra.dispose();
      }
      return response;
    },
  },
];

let ownerSession: APIRequestContext;
let adminSession: APIRequestContext;
let publicSession: APIRequestContext;

async function publicFaq(): Promise<string> {
  return (await getPage(publicSession, "/faq")).text();
}

/** The id of a question on the administrators' content page: the first id after its text. */
async function faqQuestionId(question: string): Promise<string> {
  const html = await (await getPage(adminSession, "/admin/content")).text();
  const at = html.indexOf(question);
  expect(at, "the question is on the content page").toBeGreaterThan(-1);
  const id = html.slice(at).match(/name="id" value="([0-9a-f-]{36})"/)?.[1];
  expect(id, "the question's id").toBeTruthy();
  return id!;
}

function outcomeOf(response: APIResponse): Outcome {
  const location = response.headers()["location"] ?? "";
  if (response.status() === 302 && /\/login(\?|$)/.test(location)) return "login";
  return response.status();
}

/** The table's rows as docs/security.md writes them (cells trimmed; Prettier pads them). */
function documentRows(): string[][] {
  return ROWS.map((row) => [
    row.what,
    ...ROLES.map((role) => {
      const note = row.notes?.[role];
      return note ? `${row.expected[role]} (${note})` : String(row.expected[role]);
    }),
  ]);
}

const TABLE_START = "<!-- authorization-table:start -->";
const TABLE_END = "<!-- authorization-table:end -->";

function tableIn(markdown: string, start: string, end: string): string[][] {
  const from = markdown.indexOf(start);
  const to = markdown.indexOf(end);
  expect(from, `docs/security.md marks its table with ${start}`).toBeGreaterThan(-1);
  expect(to).toBeGreaterThan(from);
  return markdown
    .slice(from + start.length, to)
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

test.describe("the authorization table", () => {
  test("docs/security.md lists exactly the rows asserted here", () => {
    // PRINT_TABLE=1 prints the rows as the document should hold them, to paste after a change.
    if (process.env.PRINT_TABLE)
      console.log(
        documentRows()
          .map((cells) => `| ${cells.join(" | ")} |`)
          .join("\n"),
      );
    const [heading, rule, ...rows] = tableIn(readFileSync("docs/security.md", "utf8"), TABLE_START, TABLE_END);
    expect(heading).toEqual(["Page, action or endpoint", ...ROLES.map((role) => ROLE_HEADINGS[role])]);
    expect(rule?.every((cell) => /^-+$/.test(cell))).toBe(true);
    expect(rows).toEqual(documentRows());
  });

  test("every route of app/routes.ts is a row of the table or listed as public", () => {
    const routes = [...readFileSync("app/routes.ts", "utf8").matchAll(/route\("([^"]+)"/g)].map((match) => match[1]!);
    expect(routes.length).toBeGreaterThan(40);
    const inTable = new Set(ROWS.flatMap((row) => row.routes));
    const unaccounted = routes.filter((path) => !inTable.has(path) && !PUBLIC_ROUTES.includes(path));
    expect(unaccounted).toEqual([]);
    // And the document names the public ones, so a reader sees them too.
    const publicList = readFileSync("docs/security.md", "utf8");
    for (const path of PUBLIC_ROUTES) expect(publicList).toContain(`\`/${path}\``);
  });
});

test.describe("who may do what", () => {
  test.describe.configure({ mode: "serial" });
  // Request-level: no pages are opened, so there is nothing for the accessibility check to see.
  test.use({ checkAccessibility: false });

  const visitors = {} as Record<Role, Visitor>;
  let venues: Venues;

  test.beforeAll(async ({ browser }, testInfo) => {
    testInfo.setTimeout(90_000);
    const baseURL = String(testInfo.project.use.baseURL);
    const page = await browser.newPage({ baseURL });
    const owner = await createVerifiedAccount(page);
    await page.context().clearCookies();
    const other = await createVerifiedAccount(page);
    await page.close();
    const credentials: Record<Role, Credentials | null> = {
      anonymous: null,
      owner,
      other,
      admin: { ...ADMINISTRATOR },
    };
    for (const role of ROLES) {
      const session = await apiSession(baseURL, credentials[role] ?? undefined);
      visitors[role] = { role, session, credentials: credentials[role], baseURL };
    }
    adminSession = visitors.admin.session;
    publicSession = visitors.anonymous.session;

    // The owner's venues: one of each to read and change, two of each to delete.
    const stamp = Date.now().toString(36);
    const centerName = `Matrix Center ${stamp}`;
    const partyName = `Matrix Party ${stamp}`;
    ownerSession = visitors.owner.session;
    for (const name of [centerName, `${centerName} delete A`, `${centerName} delete B`]) {
      expect((await postForm(ownerSession, "/register-lan-center", centerForm(name))).status()).toBe(200);
    }
    for (const name of [partyName, `${partyName} delete A`, `${partyName} delete B`]) {
      expect((await postForm(ownerSession, "/register-lan-party", partyForm(name))).status()).toBe(200);
    }
    const dashboard = await (await getPage(ownerSession, "/dashboard")).text();
    const centers = editIds(dashboard, /\/register-lan-center\?edit=([0-9a-f-]{36})/g);
    // A party's card also links to its tickets (`/edit-lan-party/{id}/tickets`): the edit link ends at the id.
    const parties = editIds(dashboard, /\/edit-lan-party\/([0-9a-f-]{36})"/g);
    expect(centers).toHaveLength(3);
    expect(parties).toHaveLength(3);
    // Newest first: the first made is the last listed.
    // A party of the administrator's (verified at once) selling a paid ticket, its test account connected.
    expect((await postForm(adminSession, "/register-lan-party", partyForm(`Matrix paid ${stamp}`))).status()).toBe(200);
    const paidParty = editIds(
      await (await getPage(adminSession, "/dashboard")).text(),
      /\/edit-lan-party\/([0-9a-f-]{36})"/g,
    )[0]!;
    const paidTickets = `/edit-lan-party/${paidParty}/tickets`;
    expect((await postForm(adminSession, paidTickets, { intent: "connect-payouts" })).status()).toBe(302);
    const paidForm = { ...ticketTypeForm("Matrix paid ticket"), price: "15", currency: "EUR" };
    expect((await postForm(adminSession, paidTickets, paidForm)).status()).toBe(200);
    const paidType = editIds(await (await getPage(adminSession, paidTickets)).text(), /[?&]edit=([0-9a-f-]{36})/g)[0]!;
    venues = {
      center: centers[2]!,
      party: parties[2]!,
      centerName,
      partyName,
      deletable: { center: [centers[0]!, centers[1]!], party: [parties[0]!, parties[1]!] },
      paid: { party: paidParty, type: paidType },
    };
  });

  test.afterAll(async () => {
    await Promise.all(ROLES.map((role) => visitors[role]?.session.dispose()));
  });

  for (const row of ROWS) {
    test(row.what, async () => {
      const seen = {} as Record<Role, Outcome>;
      for (const role of ROLES) {
        const response = await row.send(visitors[role], venues);
        seen[role] = outcomeOf(response);
        if (row.check && seen[role] === row.expected[role]) await row.check(response, visitors[role], venues);
      }
      expect(seen).toEqual(row.expected);
    });
  }

  test("only the owner's subscription changes reached the center", async () => {
    expect(made.checkout).toMatch(/^\/test-checkout\/test_cs_[0-9a-f]+$/);
    expect(made.billing).toMatch(/^\/test-billing\/.+/);
    const payment = await (await getPage(visitors.owner.session, `/payment?location=${venues.center}`)).text();
    expect(payment).toContain("Active Subscription");
    expect(payment).toContain("Ending Soon");
  });

  test("only the owner's and the administrator's updates reached the venues", async () => {
    const { owner, admin } = visitors;
    const form = await (await getPage(owner.session, `/register-lan-center?edit=${venues.center}`)).text();
    // The last update that went through was the administrator's.
    expect(form).toContain(`${venues.centerName} by admin`);
    const party = await (await getPage(owner.session, `/edit-lan-party/${venues.party}`)).text();
    expect(party).toContain(`${venues.partyName} by admin`);
    const csv = await (await getPage(admin.session, "/contacts.csv")).text();
    for (const refused of ["anonymous", "other"]) {
      expect(form).not.toContain(`by ${refused}`);
      expect(party).not.toContain(`by ${refused}`);
    }
    // Registrations: every signed-in one is on the contact list, the anonymous ones nowhere.
    expect(csv).toContain("Matrix new by other");
    expect(csv).toContain("Matrix party by other");
    expect(csv).not.toContain("Matrix new by anonymous");
    expect(csv).not.toContain("Matrix party by anonymous");
  });

  test("only the administrator's FAQ change reached the FAQ, and it is gone again", async () => {
    const faq = await publicFaq();
    for (const role of ROLES) expect(faq).not.toContain(`${made.question} by ${role}`);
    const content = await (await getPage(adminSession, "/admin/content")).text();
    expect(content).not.toContain(made.question);
  });

  test("nobody's name or address changed through the refused account requests", async () => {
    for (const role of ["owner", "other", "admin"] as const) {
      const { viewer } = (await (await getPage(visitors[role].session, "/api/session")).json()) as {
        viewer: { email: string; name?: string; displayName?: string } | null;
      };
      expect(viewer?.email).toBe(visitors[role].credentials?.email);
      expect(JSON.stringify(viewer)).not.toContain("Renamed by the table");
    }
  });
});
