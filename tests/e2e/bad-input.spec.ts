import { request as httpRequest } from "node:http";

import type { APIRequestContext, APIResponse } from "@playwright/test";
import fc from "fast-check";

import { MAX_BODY_BYTES } from "../../server/app";
import { ADMINISTRATOR, uniqueEmail } from "../support/accounts";
import { apiSession } from "../support/api-session";
import { expect, test } from "../support/fixtures";
import {
  anyText,
  BAD_INPUT_SEED,
  BAD_NUMBERS,
  BAD_URLS,
  field,
  MARKUP_SAMPLES,
  SCRIPT_LINK,
  storableText,
  UNESCAPED_MARKUP,
} from "../support/hostile-input";
import { latestCode, messageCount } from "../support/mail";
import { uniqueName } from "../support/unique";

/**
 * Bad input at every form action and endpoint of the running server: generated bodies (hostile
 * text, wrong encodings, repeated keys, missing fields) from anonymous visitors, a member and the
 * administrator, with a fixed seed. Nothing may answer 5xx; what is refused stores nothing; what is
 * stored comes back escaped, and no javascript: or data: address is ever output as a link
 * (docs/security.md, "Bad input").
 */
test.use({ checkAccessibility: false });
test.describe.configure({ mode: "serial" });

/**
 * Generated requests per endpoint: enough to try every encoding and role a few times, quick in CI.
 * Reads take no body, so fewer of them find anything new.
 */
const RUNS = { POST: 25, GET: 10 } as const;

type Role = "anonymous" | "member" | "admin";
type Sessions = Record<Role, APIRequestContext>;
type Endpoint = {
  method: "GET" | "POST";
  path: string;
  roles: Role[];
  fields: Record<string, fc.Arbitrary<string>>;
};

const text = anyText(300);
const email = field(fc.constantFrom("member@example.test", " A@B.CO "), 254, ["a@b", "<script>@x.y"]);
const password = field(fc.constantFrom("secret123"), 130, ["", "x".repeat(129)]);
const code = field(fc.constantFrom("123456"), 10, ["12a456", "１２３４５６"]);
const url = field(fc.constantFrom("https://x.example/<b>", ""), 2100, BAD_URLS);
const coordinate = field(fc.constantFrom("39.8", "-89.6", "-0"), 400, BAD_NUMBERS);
const venueId = field(fc.uuid(), 70, ["", "x".repeat(65), "' OR 1=1 --", "../admin", "\0", "a\0b"]);
/** Raw path segments, percent-encoded or not: NUL, an encoded lone surrogate, a broken escape, a traversal. */
const segment = fc.oneof(
  fc.uuid(),
  fc.constantFrom("%00", "%ED%A0%80", "%", "%zz", "..%2F..%2Fetc", "%3Cscript%3E", "a".repeat(3000)),
  anyText(100).map(encodeUtf8),
);

const centerFields = {
  communityName: field(storableText(130), 120),
  organizationName: field(storableText(130), 120),
  address: text,
  latitude: coordinate,
  longitude: coordinate,
  description: text,
  website: url,
  imageUrl: url,
  communityImageUrl: url,
  contactEmail: email,
  ownerName: text,
  venueType: field(fc.constantFrom("game_cafe", ""), 20, ["admin", "__proto__"]),
};
const partyFields = {
  eventName: field(storableText(130), 120),
  description: text,
  startDate: field(fc.constantFrom("2027-05-01T18:00"), 30, ["2027-02-31T10:00", "0099-01-01T00:00"]),
  endDate: field(fc.constantFrom("2027-05-02T12:00"), 30, ["2027-13-01T00:00"]),
  timeZone: field(fc.constantFrom("America/Chicago"), 70, ["Mars/Olympus", "../../etc/passwd"]),
  location: text,
  latitude: coordinate,
  longitude: coordinate,
  website: url,
  imageUrl: url,
  communityName: text,
};
const leadFields = {
  name: text,
  email,
  venueName: text,
  phone: field(fc.constantFrom("+1 555 123 4567"), 50, ["javascript:alert(1)"]),
  message: text,
  company_website: field(fc.constant(""), 20),
};
/** Every content form, but never a valid new game or question: the shared pages stay as they are. */
const contentFields = {
  intent: field(fc.constantFrom("add-game", "update-game", "move-game", "remove-game", "add-faq", "move-faq"), 20),
  id: venueId,
  direction: field(fc.constantFrom("up", "down"), 10),
  name: text,
  publisher: text,
  storeUrl: fc.constantFrom(...BAD_URLS, "http://store.example.com/plain-http"),
  videoUrl: url,
  featured: field(fc.constantFrom("on"), 10),
  category: fc.constantFrom("", "All", "__proto__", "<script>"),
  question: text,
  answer: text,
};

const ENDPOINTS: Endpoint[] = [
  { method: "POST", path: "/login", roles: ["anonymous"], fields: { email, password } },
  { method: "POST", path: "/admin-login", roles: ["anonymous"], fields: { email, password } },
  { method: "POST", path: "/account-confirmation", roles: ["anonymous"], fields: { email, password } },
  {
    method: "POST",
    path: "/signup-form",
    roles: ["anonymous"],
    fields: {
      intent: field(fc.constantFrom("create", "verify", "resend", "back"), 20),
      firstName: text,
      lastName: text,
      email,
      password,
      confirmPassword: text,
      code,
    },
  },
  { method: "POST", path: "/forgot-password", roles: ["anonymous"], fields: { email } },
  {
    method: "POST",
    path: "/verify-reset-code",
    roles: ["anonymous"],
    fields: { intent: field(fc.constantFrom("verify", "resend"), 20), email, code },
  },
  { method: "POST", path: "/change-password", roles: ["anonymous"], fields: { password, confirmPassword: password } },
  {
    method: "POST",
    path: "/email-confirmation",
    roles: ["anonymous", "member"],
    fields: { newEmail: email, code },
  },
  { method: "POST", path: "/signup", roles: ["anonymous"], fields: leadFields },
  { method: "POST", path: "/signup-gizmo", roles: ["anonymous"], fields: leadFields },
  { method: "POST", path: "/register-lan-center", roles: ["anonymous", "member"], fields: centerFields },
  { method: "POST", path: "/register-lan-party", roles: ["anonymous", "member"], fields: partyFields },
  {
    method: "POST",
    path: "/dashboard",
    roles: ["anonymous", "member"],
    fields: {
      intent: field(
        fc.constantFrom("request-email-change", "confirm-email-change", "delete-lan-center", "delete-lan-party"),
        30,
      ),
      newEmail: email,
      code,
      id: venueId,
    },
  },
  {
    method: "POST",
    path: "/payment",
    roles: ["anonymous", "member"],
    fields: { location: venueId, plan: field(fc.constantFrom("verified_listing", "lan_center"), 30) },
  },
  {
    method: "POST",
    path: "/manage-subscription",
    roles: ["anonymous", "member"],
    fields: {
      intent: field(fc.constantFrom("cancel-subscription", "resume-subscription", "update-payment-method"), 30),
      location: venueId,
    },
  },
  {
    method: "POST",
    path: "/admin/venues",
    roles: ["anonymous", "member", "admin"],
    fields: {
      intent: field(fc.constantFrom("verify", "unverify", "reject", "feature", "unfeature"), 20),
      kind: field(fc.constantFrom("lan_center", "lan_party"), 20),
      id: venueId,
      reason: text,
    },
  },
  { method: "POST", path: "/admin/content", roles: ["anonymous", "member", "admin"], fields: contentFields },
  {
    method: "POST",
    path: "/test-checkout/{segment}",
    roles: ["anonymous", "member"],
    fields: { outcome: field(fc.constantFrom("pay", "decline", "cancel"), 20) },
  },
  {
    method: "POST",
    path: "/test-billing/{segment}",
    roles: ["anonymous", "member"],
    fields: { outcome: field(fc.constantFrom("pay", "decline", "cancel"), 20) },
  },
  { method: "POST", path: "/edit-lan-party/{segment}", roles: ["anonymous", "member"], fields: partyFields },
  {
    method: "POST",
    path: "/edit-lan-party/{segment}/tickets",
    roles: ["anonymous", "member"],
    fields: {
      intent: field(fc.constantFrom("save", "delete"), 20),
      typeId: venueId,
      name: text,
      description: text,
      quantity: text,
      maxPerOrder: text,
      saleStartsAt: text,
      saleEndsAt: text,
      includesSeat: text,
    },
  },
  {
    method: "POST",
    path: "/edit-lan-party/{segment}/seats",
    roles: ["anonymous", "member"],
    fields: { intent: field(fc.constantFrom("save"), 20), source: anyText(3000), seatDeadline: text },
  },
  ...["/edit-lan-party/{segment}/door", "/edit-lan-party/{segment}/door.json"].map((path): Endpoint => ({
    method: "POST",
    path,
    roles: ["anonymous", "member"],
    fields: {
      code: field(fc.constantFrom("lcT1.00000000-0000-4000-8000-000000000000.AAAAAAAAAAAAAAAAAAAAAA"), 300, [
        "lcT1..",
        "lcT1.\0.x",
      ]),
      ticketId: venueId,
      scannedAt: field(fc.constantFrom("2027-01-15T17:02:00.000Z"), 40, ["+275760-09-14T00:00:00Z", "-1", "NaN"]),
    },
  })),
  {
    method: "POST",
    path: "/edit-lan-party/{segment}/staff",
    roles: ["anonymous", "member"],
    fields: {
      intent: field(fc.constantFrom("add", "remove"), 20),
      email,
      role: field(fc.constantFrom("door", "co-organiser"), 20, ["organiser", "__proto__"]),
      staffId: venueId,
    },
  },
  { method: "POST", path: "/edit-lan-center/{segment}", roles: ["anonymous", "member"], fields: centerFields },
  { method: "POST", path: "/api/stripe/webhook", roles: ["anonymous"], fields: { type: text, id: text } },
  { method: "POST", path: "/api/auth/sign-out", roles: ["anonymous"], fields: { callbackURL: url } },
  { method: "POST", path: "/api/auth/{segment}", roles: ["anonymous", "member"], fields: { email, password } },
  { method: "GET", path: "/api/session", roles: ["anonymous", "member"], fields: { x: text } },
  { method: "GET", path: "/api/email-availability", roles: ["anonymous"], fields: { email } },
  {
    method: "GET",
    path: "/api/geocode",
    roles: ["anonymous", "member"],
    fields: { q: text, lat: coordinate, lng: coordinate },
  },
  { method: "GET", path: "/api/places", roles: ["anonymous"], fields: { q: text } },
  {
    method: "GET",
    path: "/api/map-first-view",
    roles: ["anonymous"],
    fields: { west: coordinate, south: coordinate, east: coordinate, north: coordinate },
  },
  { method: "GET", path: "/api/v1/locations", roles: ["anonymous"], fields: { type: text, bbox: coordinate } },
  { method: "GET", path: "/api/v1/locations/{segment}", roles: ["anonymous"], fields: {} },
  { method: "GET", path: "/api/v1/events", roles: ["anonymous"], fields: { after: text } },
  {
    method: "GET",
    path: "/lancenters",
    roles: ["anonymous"],
    fields: { q: text, type: text, lat: coordinate, lng: coordinate, page: coordinate },
  },
  { method: "GET", path: "/lancenters/{segment}", roles: ["anonymous"], fields: {} },
  { method: "GET", path: "/lanparties/{segment}", roles: ["anonymous", "member"], fields: { ticket: venueId } },
  {
    method: "POST",
    path: "/lanparties/{segment}",
    roles: ["anonymous", "member"],
    fields: {
      intent: field(
        fc.constantFrom("take-tickets", "pick-seat", "join-waitlist", "leave-waitlist", "claim-offer", "cancel"),
        20,
      ),
      ticketType: venueId,
      quantity: text,
      ticket: venueId,
      seat: venueId,
    },
  },
  { method: "GET", path: "/lanparties/{segment}/calendar.ics", roles: ["anonymous"], fields: {} },
  { method: "GET", path: "/faq", roles: ["anonymous"], fields: { category: text } },
  { method: "GET", path: "/login", roles: ["anonymous"], fields: { notice: text, redirectTo: url } },
  { method: "GET", path: "/payment", roles: ["anonymous", "member"], fields: { location: venueId } },
  { method: "GET", path: "/success", roles: ["member"], fields: { session_id: text } },
  { method: "GET", path: "/register-lan-center", roles: ["member"], fields: { edit: venueId } },
  { method: "GET", path: "/edit-lan-party/{segment}", roles: ["member"], fields: {} },
  { method: "GET", path: "/edit-lan-party/{segment}/tickets", roles: ["member"], fields: { add: text, edit: venueId } },
  { method: "GET", path: "/edit-lan-party/{segment}/seats", roles: ["member"], fields: {} },
  { method: "GET", path: "/edit-lan-party/{segment}/door", roles: ["member"], fields: { q: text } },
  { method: "GET", path: "/edit-lan-party/{segment}/door.json", roles: ["anonymous", "member"], fields: {} },
  { method: "GET", path: "/edit-lan-party/{segment}/staff", roles: ["member"], fields: {} },
  { method: "GET", path: "/reset-password", roles: ["anonymous"], fields: { token: text, type: text, error: text } },
];

/** UTF-8 percent-encoding that also takes lone surrogates (as U+FFFD), unlike encodeURIComponent. */
function encodeUtf8(value: string): string {
  return [...Buffer.from(value, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
}

type Encoding = "form" | "repeated" | "multipart" | "json" | "text" | "none";
const ENCODINGS: Encoding[] = ["form", "form", "repeated", "multipart", "json", "text", "none"];

type Generated = {
  role: Role;
  encoding: Encoding;
  values: Record<string, string>;
  extra: [string, string][];
  segment: string;
  suffix: string;
};

/** One generated request to an endpoint: who sends it, how the body is encoded, and its values. */
function generatedRequest(endpoint: Endpoint): fc.Arbitrary<Generated> {
  return fc.record({
    role: fc.constantFrom(...endpoint.roles),
    encoding: fc.constantFrom(...ENCODINGS),
    values: fc.record(endpoint.fields, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>,
    extra: fc.array(fc.tuple(fc.constantFrom("__proto__", "constructor", "a[]", "a[b]", "", "intent"), text), {
      maxLength: 3,
    }),
    segment,
    suffix: fc.constantFrom("", "", "", ".data"),
  });
}

function send(session: APIRequestContext, endpoint: Endpoint, generated: Generated) {
  const path = endpoint.path.replace("{segment}", generated.segment) + generated.suffix;
  const entries = [...Object.entries(generated.values), ...generated.extra];
  const options = { maxRedirects: 0, timeout: 20_000, failOnStatusCode: false };
  if (endpoint.method === "GET") {
    const query = new URLSearchParams(entries).toString();
    return { path, response: session.get(query ? `${path}?${query}` : path, options) };
  }
  const headers: Record<string, string> = {};
  let body: Parameters<APIRequestContext["post"]>[1] = { ...options, headers };
  switch (generated.encoding) {
    case "form":
    case "repeated": {
      const repeated =
        generated.encoding === "repeated"
          ? entries.flatMap(([key, value]) => [
              [key, value],
              [key, "<b>"],
            ])
          : entries;
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = { ...body, data: new URLSearchParams(repeated).toString() };
      break;
    }
    case "multipart":
      body = {
        ...body,
        multipart: {
          ...Object.fromEntries(entries.filter(([key]) => key !== "")),
          upload: { name: "x.html", mimeType: "text/html", buffer: Buffer.from("<script>alert(1)</script>") },
        },
      };
      break;
    case "json":
      headers["Content-Type"] = "application/json";
      body = { ...body, data: JSON.stringify(entries.length % 2 ? Object.fromEntries(entries) : entries) };
      break;
    case "text":
      headers["Content-Type"] = "text/plain";
      body = { ...body, data: entries.map(([key, value]) => `${key}=${value}`).join("\n") };
      break;
    case "none":
      break;
  }
  return { path, response: session.post(path, body) };
}

/** Text as React writes it into HTML. */
function escaped(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

/** A page that shows stored text: escaped, with no markup and no script link taken from it. */
async function expectNoMarkup(response: APIResponse, what: string) {
  expect(response.status(), what).toBe(200);
  const html = await response.text();
  expect(html, what).not.toMatch(UNESCAPED_MARKUP);
  expect(html, what).not.toMatch(SCRIPT_LINK);
  return html;
}

/** A verified member signed up through the real forms, named with markup. */
async function signUpMember(baseURL: string, firstName: string, lastName: string) {
  const session = await apiSession(baseURL);
  const address = uniqueEmail("bad-input");
  const seen = await messageCount(address);
  const form = { intent: "create", firstName, lastName, email: address, password: "secret123" };
  const created = await session.post("/signup-form", {
    form: { ...form, confirmPassword: "secret123" },
    maxRedirects: 0,
  });
  expect(created.status(), await created.text().catch(() => "")).toBe(302);
  const verified = await session.post("/signup-form", {
    form: { intent: "verify", code: await latestCode(address, { after: seen }) },
    maxRedirects: 0,
  });
  expect(verified.status()).toBe(200);
  return session;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The ids of the centers and parties the member's dashboard lists (in the data it streams). */
async function dashboardVenueIds(session: APIRequestContext): Promise<string[]> {
  const html = await (await session.get("/dashboard")).text();
  return [...new Set(html.match(UUID) ?? [])].sort();
}

/** The leads the administrators see, as CSV lines. */
async function leadLines(admin: APIRequestContext): Promise<number> {
  const response = await admin.get("/admin/leads.csv");
  expect(response.status()).toBe(200);
  return (await response.text()).trim().split(/\r?\n/).length;
}

const sessions = {} as Sessions;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(60_000);
  sessions.anonymous = await apiSession(baseURL!);
  sessions.member = await signUpMember(baseURL!, "<script>alert(1)</script>", '"><svg onload=alert(1)>');
  sessions.admin = await apiSession(baseURL!, ADMINISTRATOR);
});

test.afterAll(async () => {
  await Promise.all(Object.values(sessions).map((session) => session.dispose()));
});

test("no form action or endpoint answers 5xx to generated bad input, from any visitor", async () => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  for (const endpoint of ENDPOINTS) {
    await fc
      .assert(
        fc.asyncProperty(generatedRequest(endpoint), async (generated) => {
          const { path, response } = send(sessions[generated.role], endpoint, generated);
          const answer = await response;
          const status = answer.status();
          if (status >= 500) {
            failures.push(`${endpoint.method} ${path} as ${generated.role} (${generated.encoding}): ${status}`);
          }
          return status < 500;
        }),
        { seed: BAD_INPUT_SEED, numRuns: RUNS[endpoint.method], endOnFailure: true },
      )
      .catch((error: unknown) => failures.push(String(error).split("\n").slice(0, 3).join(" ")));
  }
  // Ids read from the address straight into a query, with a NUL (which PostgreSQL text cannot hold).
  for (const path of [
    "/payment?location=%00",
    "/success?session_id=a%00b",
    "/register-lan-center?edit=%00",
    "/edit-lan-center/%00",
    "/edit-lan-party/a%00b",
    "/edit-lan-party/a%00b/door?q=a%00b",
    "/edit-lan-party/a%00b/door.json",
    "/test-checkout/%00",
    "/test-billing/%00",
    "/lancenters/%00",
    "/lanparties/%00",
    "/api/v1/locations/%00",
    "/api/email-availability?email=a%00b%40example.com",
    "/api/places?q=%00",
  ]) {
    const status = (await sessions.member.get(path, { maxRedirects: 0 })).status();
    if (status >= 500) failures.push(`GET ${path} as member: ${status}`);
  }
  expect(failures).toEqual([]);
  // The member's session survived all of it (nothing above signs it out or breaks it).
  expect((await sessions.member.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);
});

test("the member's name with markup is shown escaped on the dashboard", async () => {
  const html = await expectNoMarkup(await sessions.member.get("/dashboard"), "/dashboard");
  // The dashboard's summary is streamed as data for React to render: there the name is a string
  // literal whose markup is escaped for a script (\u003c), never a tag.
  expect(html).toContain("\\u003cscript\\u003ealert(1)\\u003c/script\\u003e");
});

test("a center with hostile text is stored verbatim and shown escaped; a javascript: or data: address stores nothing", async () => {
  const [organizationName, description] = fc.sample(storableText(120), { seed: BAD_INPUT_SEED, numRuns: 2 });
  const center = {
    communityName: `${uniqueName("Crew")} <img src=x onerror=alert(1)>`,
    organizationName: `${MARKUP_SAMPLES[0]} ${organizationName}`.slice(0, 120).trim(),
    address: '1 Main St "><svg onload=alert(1)>, Springfield, IL 62701',
    latitude: "39.8",
    longitude: "-89.6",
    description: `${MARKUP_SAMPLES[2]}\n${description}`,
    website: 'https://pixel.example.com/"><script>alert(1)</script>',
    imageUrl: "",
  };
  const before = await dashboardVenueIds(sessions.member);
  for (const address of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", " JavaScript:alert(1)"]) {
    for (const name of ["website", "imageUrl", "communityImageUrl"]) {
      const refused = await sessions.member.post("/register-lan-center", { form: { ...center, [name]: address } });
      expect(refused.status(), `${name}=${address}`).toBe(400);
      expect(await refused.text()).toContain("must be a web address starting with http:// or https://");
    }
  }
  expect(await dashboardVenueIds(sessions.member)).toEqual(before);

  const registered = await sessions.member.post("/register-lan-center.data", { form: center });
  expect(registered.status()).toBe(200);
  const after = await dashboardVenueIds(sessions.member);
  const [id] = after.filter((value) => !before.includes(value));
  expect(id).toBeDefined();

  await expectNoMarkup(await sessions.member.get("/dashboard"), "/dashboard");
  const form = await expectNoMarkup(await sessions.member.get(`/edit-lan-center/${id}`), "the edit form");
  expect(form).toContain(escaped(center.organizationName));
  // The stored address is an http(s) one; its markup comes back escaped in the field's value.
  expect(await (await sessions.member.get(`/edit-lan-center/${id}`)).text()).toContain(escaped(center.website));

  const queue = await expectNoMarkup(await sessions.admin.get("/admin/venues"), "/admin/venues");
  expect(queue).toContain(escaped(center.organizationName));

  // Editing to a javascript: address is refused too, and the stored address stays.
  const refusedEdit = await sessions.member.post(`/edit-lan-center/${id}`, {
    form: { ...center, website: "javascript:alert(document.cookie)" },
  });
  expect(refusedEdit.status()).toBe(400);
  expect(await (await sessions.member.get(`/edit-lan-center/${id}`)).text()).not.toContain("javascript:alert");
});

test("a lead with hostile text is stored verbatim and shown escaped to administrators; an invalid one stores nothing", async () => {
  const before = await leadLines(sessions.admin);
  const invalid: Record<string, string>[] = [
    { name: "", email: "lead@example.test", venueName: "V" },
    { name: "N", email: "javascript:alert(1)", venueName: "V" },
    { name: "N", email: "lead@example.test", venueName: "V", phone: "<script>alert(1)</script>" },
    { name: "x".repeat(101), email: "lead@example.test", venueName: "V" },
  ];
  for (const form of invalid) expect((await sessions.anonymous.post("/signup", { form })).status()).toBe(400);
  expect(await leadLines(sessions.admin)).toBe(before);

  const name = `${uniqueName("Lead")} <img src=x onerror=alert(1)>`;
  const stored = await sessions.anonymous.post("/signup", {
    form: {
      name,
      email: uniqueEmail("lead"),
      venueName: '"><svg onload=alert(1)>',
      message: "<script>alert(1)</script>",
    },
  });
  expect(stored.status()).toBe(200);
  expect(await leadLines(sessions.admin)).toBe(before + 1);
  const html = await expectNoMarkup(await sessions.admin.get("/admin/leads"), "/admin/leads");
  expect(html).toContain(escaped(name));
  expect(await (await sessions.admin.get("/admin/leads.csv")).text()).toContain(name);
});

test("a game with hostile text is shown escaped on /games; a javascript: store address stores nothing", async () => {
  const games = async () => (await (await sessions.anonymous.get("/games")).text()).match(/<article/g)?.length ?? 0;
  const before = await games();
  const game = {
    intent: "add-game",
    name: `${uniqueName("Game")} <script>alert(1)</script>`,
    publisher: '"><svg onload=alert(1)>',
  };
  for (const storeUrl of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>"]) {
    const refused = await sessions.admin.post("/admin/content", { form: { ...game, storeUrl } });
    expect(refused.status()).toBe(400);
  }
  expect(await games()).toBe(before);

  const added = await sessions.admin.post("/admin/content.data", {
    form: { ...game, storeUrl: "https://store.example.com/app/1/" },
  });
  expect(added.status()).toBe(200);
  const id = (await added.text()).match(UUID)?.[0];
  expect(id).toBeDefined();
  try {
    const html = await expectNoMarkup(await sessions.anonymous.get("/games"), "/games");
    expect(html).toContain(escaped(game.name));
  } finally {
    const removed = await sessions.admin.post("/admin/content", { form: { intent: "remove-game", id: id! } });
    expect(removed.status()).toBe(200);
  }
});

type RawPost = { contentType: string; body: Buffer; chunked: boolean; cookie: string };

/**
 * Posts a body straight over HTTP and resolves with the status of the answer. With a Content-Length
 * the answer is awaited after the first chunk (the size is known from the header alone); chunked,
 * the whole body is sent with no Content-Length, as a streaming client would. Once the answer is
 * in, the server may close the connection on the rest of the upload: that is not an error.
 */
function postRaw(baseURL: string, path: string, { contentType, body, chunked, cookie }: RawPost): Promise<number> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const headers: Record<string, string> = { "Content-Type": contentType, Cookie: cookie, Origin: baseURL };
    if (chunked) headers["Transfer-Encoding"] = "chunked";
    else headers["Content-Length"] = String(body.length);
    const request = httpRequest(new URL(path, baseURL), { method: "POST", headers }, (response) => {
      answered = true;
      response.resume();
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on("error", (error) => (answered ? undefined : reject(error)));
    if (!chunked) return void request.write(body.subarray(0, 64 * 1024));
    let sent = 0;
    const write = () => {
      while (sent < body.length && !answered) {
        const part = body.subarray(sent, sent + 64 * 1024);
        sent += part.length;
        if (!request.write(part)) return void request.once("drain", write);
      }
      request.end();
    };
    write();
  });
}

async function cookieOf(session: APIRequestContext): Promise<string> {
  const { cookies } = await session.storageState();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

/** A form's fields as a multipart body. */
function multipartBody(form: Record<string, string>, boundary: string): Buffer {
  const parts = Object.entries(form).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(`${parts.join("")}--${boundary}--\r\n`);
}

test("every form action and endpoint answers a body over the limit with 413 and stores nothing", async ({
  baseURL,
}) => {
  test.setTimeout(60_000);
  const paths = [
    ...new Set(ENDPOINTS.filter((endpoint) => endpoint.method === "POST").map((endpoint) => endpoint.path)),
  ].map((path) => path.replace("{segment}", "00000000-0000-0000-0000-000000000000"));
  const venuesBefore = await dashboardVenueIds(sessions.member);
  const leadsBefore = await leadLines(sessions.admin);
  const member = await cookieOf(sessions.member);
  // Forms that would be stored, but for a field padded past the limit.
  const padding = "a".repeat(MAX_BODY_BYTES);
  const forms: Record<string, Record<string, string>> = {
    "/register-lan-center": {
      communityName: "C",
      organizationName: "O",
      address: "A",
      latitude: "1",
      longitude: "1",
      description: padding,
    },
    "/signup": { name: "N", email: uniqueEmail("big"), venueName: "V", message: padding },
  };
  for (const path of paths) {
    const form = forms[path] ?? { email: "a@b.co", password: padding };
    const encoded = Buffer.from(new URLSearchParams(form).toString());
    const boundary = "----bad-input-boundary";
    const variants: Record<string, Omit<RawPost, "cookie">> = {
      "Content-Length": { contentType: "application/x-www-form-urlencoded", body: encoded, chunked: false },
      multipart: {
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: multipartBody(form, boundary),
        chunked: false,
      },
      chunked: { contentType: "application/x-www-form-urlencoded", body: encoded, chunked: true },
      "chunked multipart": {
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: multipartBody(form, boundary),
        chunked: true,
      },
    };
    for (const [what, variant] of Object.entries(variants)) {
      expect(variant.body.length).toBeGreaterThan(MAX_BODY_BYTES);
      expect(await postRaw(baseURL!, path, { ...variant, cookie: member }), `${path} (${what})`).toBe(413);
    }
  }
  // A body just within the limit still reaches the form (and is refused by its rules, not its size).
  const within = await sessions.anonymous.post("/signup", {
    data: `name=N&email=a%40b.co&venueName=V&message=${"a".repeat(MAX_BODY_BYTES - 60)}`,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(within.status()).toBe(400);
  expect(await dashboardVenueIds(sessions.member)).toEqual(venuesBefore);
  expect(await leadLines(sessions.admin)).toBe(leadsBefore);
});
