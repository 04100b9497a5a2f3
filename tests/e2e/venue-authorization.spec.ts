import type { APIRequestContext, APIResponse } from "@playwright/test";

import { ADMINISTRATOR, createVerifiedAccount } from "../support/accounts";
import { apiSession, getPage, postForm } from "../support/api-session";
import { expect, test } from "../support/fixtures";

/**
 * Who may do what with venues, parties, contacts and moderation: one row per page, action or
 * endpoint that reads or changes them, one cell per kind of visitor, each asserted against the
 * running server (docs/security.md). "other" is a signed-in member who does not own the venue
 * and knows its id. A cell is the HTTP status, or "login" for a redirect to /login.
 */
type Role = "anonymous" | "owner" | "other" | "admin";
const ROLES: Role[] = ["anonymous", "owner", "other", "admin"];
type Outcome = number | "login";

type Venues = { center: string; party: string; centerName: string; partyName: string };
type Row = {
  what: string;
  expected: Record<Role, Outcome>;
  send: (session: APIRequestContext, venues: Venues, role: Role) => Promise<APIResponse>;
};

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

/** Every venue id an HTML page links to for editing, newest first as the dashboard lists them. */
function editIds(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1]!);
}

const ROWS: Row[] = [
  {
    what: "GET the center edit form (?edit=)",
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    send: (session, venues) => getPage(session, `/register-lan-center?edit=${venues.center}`),
  },
  {
    what: "GET the center edit form (/edit-lan-center/{id})",
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    send: (session, venues) => getPage(session, `/edit-lan-center/${venues.center}`),
  },
  {
    what: "POST a center update",
    // The action refuses (401) and the page's loader then sends the visitor to sign in.
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    send: (session, venues, role) =>
      postForm(session, `/register-lan-center?edit=${venues.center}`, centerForm(`${venues.centerName} by ${role}`)),
  },
  {
    what: "POST a new center",
    expected: { anonymous: 401, owner: 200, other: 200, admin: 200 },
    send: (session, _venues, role) => postForm(session, "/register-lan-center", centerForm(`Matrix new by ${role}`)),
  },
  {
    what: "GET the party edit form",
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    send: (session, venues) => getPage(session, `/edit-lan-party/${venues.party}`),
  },
  {
    what: "POST a party update",
    expected: { anonymous: "login", owner: 200, other: 404, admin: 200 },
    send: (session, venues, role) =>
      postForm(session, `/edit-lan-party/${venues.party}`, partyForm(`${venues.partyName} by ${role}`)),
  },
  {
    what: "POST a new party",
    expected: { anonymous: 401, owner: 200, other: 200, admin: 200 },
    send: (session, _venues, role) => postForm(session, "/register-lan-party", partyForm(`Matrix party by ${role}`)),
  },
  {
    what: "GET the payment page of the center",
    // Paying is the owner's: an administrator does not buy subscriptions for members' venues.
    expected: { anonymous: 401, owner: 200, other: 404, admin: 404 },
    send: (session, venues) => getPage(session, `/payment?location=${venues.center}`),
  },
  {
    what: "POST subscribe the center to a plan",
    // The owner is sent on to the (test) checkout; nobody else starts one.
    expected: { anonymous: 401, owner: 302, other: 404, admin: 404 },
    send: async (session, venues, role) => {
      const response = await postForm(session, `/payment?location=${venues.center}`, {
        location: venues.center,
        plan: "lan_center",
      });
      if (role === "owner") checkout.path = response.headers()["location"] ?? "";
      return response;
    },
  },
  {
    what: "GET the owner's test checkout",
    expected: { anonymous: "login", owner: 200, other: 404, admin: 404 },
    send: (session) => getPage(session, checkout.path),
  },
  {
    what: "POST pay the owner's test checkout",
    expected: { anonymous: "login", owner: 302, other: 404, admin: 404 },
    send: (session) => postForm(session, checkout.path, { outcome: "pay" }),
  },
  {
    what: "GET the payment's success page",
    expected: { anonymous: 401, owner: 200, other: 404, admin: 404 },
    send: (session, venues) =>
      getPage(session, `/success?location_id=${venues.center}&session_id=${checkout.path.split("/").pop()}`),
  },
  {
    what: "POST cancel the center's subscription",
    expected: { anonymous: 401, owner: 200, other: 404, admin: 404 },
    send: (session, venues) =>
      postForm(session, "/manage-subscription", { intent: "cancel-subscription", location: venues.center }),
  },
  {
    what: "GET /contacts",
    expected: { anonymous: "login", owner: 403, other: 403, admin: 200 },
    send: (session) => getPage(session, "/contacts"),
  },
  {
    what: "GET /contacts.csv",
    expected: { anonymous: 401, owner: 403, other: 403, admin: 200 },
    send: (session) => getPage(session, "/contacts.csv"),
  },
  {
    what: "GET the review queue",
    expected: { anonymous: "login", owner: 403, other: 403, admin: 200 },
    send: (session) => getPage(session, "/admin/venues"),
  },
  {
    what: "POST verify a center",
    expected: { anonymous: "login", owner: 403, other: 403, admin: 200 },
    send: (session, venues) =>
      postForm(session, "/admin/venues", { intent: "verify", kind: "lan_center", id: venues.center }),
  },
  {
    what: "POST feature a center",
    expected: { anonymous: "login", owner: 403, other: 403, admin: 200 },
    send: (session, venues) =>
      postForm(session, "/admin/venues", { intent: "feature", kind: "lan_center", id: venues.center }),
  },
  {
    what: "POST reject a party",
    expected: { anonymous: "login", owner: 403, other: 403, admin: 200 },
    send: (session, venues) =>
      postForm(session, "/admin/venues", { intent: "reject", kind: "lan_party", id: venues.party, reason: "Test" }),
  },
];

/** The owner's checkout address, from their Subscribe: the rows after it use it. */
const checkout = { path: "" };

function outcomeOf(response: APIResponse): Outcome {
  const location = response.headers()["location"] ?? "";
  if (response.status() === 302 && /\/login(\?|$)/.test(location)) return "login";
  return response.status();
}

test.describe("who may do what with venues", () => {
  test.describe.configure({ mode: "serial" });
  // Request-level: no pages are opened, so there is nothing for the accessibility check to see.
  test.use({ checkAccessibility: false });

  const sessions = {} as Record<Role, APIRequestContext>;
  let venues: Venues;

  test.beforeAll(async ({ browser }, testInfo) => {
    testInfo.setTimeout(90_000);
    const baseURL = String(testInfo.project.use.baseURL);
    const page = await browser.newPage({ baseURL });
    const owner = await createVerifiedAccount(page);
    await page.context().clearCookies();
    const other = await createVerifiedAccount(page);
    await page.close();

    sessions.anonymous = await apiSession(baseURL);
    sessions.owner = await apiSession(baseURL, owner);
    sessions.other = await apiSession(baseURL, other);
    sessions.admin = await apiSession(baseURL, ADMINISTRATOR);

    // The owner's venues: one of each to read and change, two of each to delete.
    const stamp = Date.now().toString(36);
    const centerName = `Matrix Center ${stamp}`;
    const partyName = `Matrix Party ${stamp}`;
    for (const name of [centerName, `${centerName} delete A`, `${centerName} delete B`]) {
      expect((await postForm(sessions.owner, "/register-lan-center", centerForm(name))).status()).toBe(200);
    }
    for (const name of [partyName, `${partyName} delete A`, `${partyName} delete B`]) {
      expect((await postForm(sessions.owner, "/register-lan-party", partyForm(name))).status()).toBe(200);
    }
    const dashboard = await (await getPage(sessions.owner, "/dashboard")).text();
    const centers = editIds(dashboard, /\/register-lan-center\?edit=([0-9a-f-]{36})/g);
    const parties = editIds(dashboard, /\/edit-lan-party\/([0-9a-f-]{36})/g);
    expect(centers).toHaveLength(3);
    expect(parties).toHaveLength(3);
    // Newest first: the first made is the last listed.
    venues = { center: centers[2]!, party: parties[2]!, centerName, partyName };
    deletable = { centers: centers.slice(0, 2), parties: parties.slice(0, 2) };
  });

  let deletable: { centers: string[]; parties: string[] };

  test.afterAll(async () => {
    await Promise.all(ROLES.map((role) => sessions[role]?.dispose()));
  });

  for (const row of ROWS) {
    test(row.what, async () => {
      const seen: Record<string, Outcome> = {};
      for (const role of ROLES) seen[role] = outcomeOf(await row.send(sessions[role], venues, role));
      expect(seen).toEqual(row.expected);
    });
  }

  test("only the owner's subscription changes reached the center", async () => {
    expect(checkout.path).toMatch(/^\/test-checkout\/test_cs_[0-9a-f]+$/);
    const payment = await (await getPage(sessions.owner, `/payment?location=${venues.center}`)).text();
    expect(payment).toContain("Active Subscription");
    expect(payment).toContain("Ending Soon");
  });

  test("only the owner's and the administrator's updates reached the venues", async () => {
    const form = await (await getPage(sessions.owner, `/register-lan-center?edit=${venues.center}`)).text();
    // The last update that went through was the administrator's.
    expect(form).toContain(`${venues.centerName} by admin`);
    const party = await (await getPage(sessions.owner, `/edit-lan-party/${venues.party}`)).text();
    expect(party).toContain(`${venues.partyName} by admin`);
    const csv = await (await getPage(sessions.admin, "/contacts.csv")).text();
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

  for (const kind of ["center", "party"] as const) {
    test(`DELETE a ${kind} from the dashboard`, async () => {
      const intent = kind === "center" ? "delete-lan-center" : "delete-lan-party";
      const [forOwner, forAdmin] = kind === "center" ? deletable.centers : deletable.parties;
      const remove = (role: Role, id: string) => postForm(sessions[role], "/dashboard", { intent, id }).then(outcomeOf);

      expect({
        anonymous: await remove("anonymous", forOwner!),
        other: await remove("other", forOwner!),
      }).toEqual({ anonymous: 401, other: 404 });
      // Both refusals left it in place; then its owner, and an administrator, may delete.
      const ownerDashboard = () => getPage(sessions.owner, "/dashboard").then((response) => response.text());
      expect(await ownerDashboard()).toContain(forOwner);
      expect({ owner: await remove("owner", forOwner!), admin: await remove("admin", forAdmin!) }).toEqual({
        owner: 200,
        admin: 200,
      });
      const after = await ownerDashboard();
      expect(after).not.toContain(forOwner);
      expect(after).not.toContain(forAdmin);
    });
  }
});
