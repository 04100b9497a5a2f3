import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { leads } from "#db/schema/leads";
import { createTestAccount } from "#test-support/venue-site";
import { openDatabase } from "~/lib/db.server";
import * as mail from "~/lib/mail.server";

import { exportLeadsCsv, LEADS_CSV_HEADER } from "./export-leads-csv.server";
import { LEADS_PAGE_SIZE, listLeads, type LeadsActor } from "./list-leads.server";
import { leadSchema } from "./schemas";
import { submitLead } from "./submit-lead.server";

let admin: LeadsActor & { email: string };
let member: LeadsActor;

beforeAll(async () => {
  admin = await createTestAccount({ admin: true });
  member = await createTestAccount();
});

afterEach(() => {
  vi.restoreAllMocks();
});

let counter = 0;
/** A valid lead with its own address (so the per-address limit of one test never touches another). */
function leadInput(overrides: Record<string, string> = {}) {
  counter += 1;
  return leadSchema.parse({
    name: "  Dana Organiser ",
    email: ` Dana.${counter}@Example.com `,
    venueName: "Frag Hall",
    phone: "+1 (555) 010-2000",
    message: "Forty stations, monthly LAN nights.",
    ...overrides,
  });
}

/** A client address of its own, so the per-IP limit of one test never touches another. */
function ip() {
  return `203.0.113.${counter}`;
}

async function storedLeadsOf(email: string) {
  const database = await openDatabase();
  return database.select().from(leads).where(eq(leads.email, email));
}

async function mailTo(email: string) {
  return (await mail.readOutbox()).filter((message) => message.to === email.toLowerCase());
}

describe("submitLead", () => {
  it("stores the lead with its page, trimmed, and mails the administrators", async () => {
    const input = leadInput();
    const before = (await mailTo(admin.email)).length;

    expect(await submitLead(input, { page: "signup-lp", ip: ip() })).toEqual({ ok: true, name: "Dana Organiser" });

    const [stored] = await storedLeadsOf(input.email);
    expect(stored).toMatchObject({
      page: "signup-lp",
      name: "Dana Organiser",
      email: `dana.${counter}@example.com`,
      venueName: "Frag Hall",
      phone: "+1 (555) 010-2000",
      message: "Forty stations, monthly LAN nights.",
    });
    const inbox = await mailTo(admin.email);
    expect(inbox).toHaveLength(before + 1);
    expect(inbox[0]!.subject).toBe("New sign-up request from /signup-lp: Frag Hall");
    expect(inbox[0]!.text).toContain(`E-mail: dana.${counter}@example.com`);
    expect(inbox[0]!.text).toContain("Forty stations, monthly LAN nights.");
  });

  it("answers a filled honeypot exactly like a success, and stores and mails nothing", async () => {
    const input = leadInput({ company_website: "https://spam.example" });
    expect(input.honeypotFilled).toBe(true);
    const before = (await mailTo(admin.email)).length;
    vi.spyOn(console, "info").mockImplementation(() => {});

    expect(await submitLead(input, { page: "signup", ip: ip() })).toEqual({ ok: true, name: "Dana Organiser" });

    expect(await storedLeadsOf(input.email)).toEqual([]);
    expect(await mailTo(admin.email)).toHaveLength(before);
  });

  it("keeps the lead and thanks the visitor when the mail cannot be sent", async () => {
    const send = vi.spyOn(mail, "sendMail").mockRejectedValue(new mail.MailDeliveryError("SMTP down"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const input = leadInput();

    expect(await submitLead(input, { page: "signup-gizmo", ip: ip() })).toEqual({ ok: true, name: "Dana Organiser" });

    expect(send).toHaveBeenCalled();
    expect(await storedLeadsOf(input.email)).toHaveLength(1);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("could not tell"), expect.anything());
  });

  it("refuses a sixth request from one address within the hour, with a 'Too many' message", async () => {
    const input = leadInput();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      // A different machine each time: the per-address limit alone decides.
      const result = await submitLead(input, { page: "signup", ip: `198.51.100.${attempt}` });
      expect(result.ok).toBe(true);
    }
    const refused = await submitLead(input, { page: "signup", ip: "198.51.100.99" });
    expect(refused).toMatchObject({ ok: false, reason: "too-many" });
    if (refused.ok) return;
    expect(refused.message).toMatch(/^Too many requests/);
    expect(await storedLeadsOf(input.email)).toHaveLength(5);
  });

  it("refuses a machine that sends many requests under different addresses", async () => {
    const machine = "192.0.2.77";
    let refused = 0;
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const result = await submitLead(leadInput(), { page: "signup-early", ip: machine });
      if (!result.ok) refused += 1;
    }
    // Twenty per IP an hour (four times the per-address budget), then no more.
    expect(refused).toBe(1);
  });
});

describe("listLeads", () => {
  it("refuses members", async () => {
    expect(await listLeads(member)).toEqual({ ok: false, reason: "forbidden", message: "Administrators only" });
  });

  it("gives administrators every lead, newest first, a page at a time", async () => {
    const database = await openDatabase();
    const stamp = Date.UTC(2020, 0, 1);
    await database.insert(leads).values(
      Array.from({ length: LEADS_PAGE_SIZE + 3 }, (_, index) => ({
        page: "signup-contender" as const,
        name: `Old lead ${index}`,
        email: `old-${index}@example.com`,
        venueName: "Old Venue",
        createdAt: new Date(stamp + index * 1000),
      })),
    );

    const first = await listLeads(admin);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.leads).toHaveLength(LEADS_PAGE_SIZE);
    const times = first.leads.map((lead) => lead.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const last = await listLeads(admin, { page: 999 });
    expect(last.ok).toBe(true);
    if (!last.ok) return;
    expect(last.page).toBe(last.pageCount);
    expect(last.leads.at(-1)).toMatchObject({ name: "Old lead 0", page: "signup-contender" });
    expect(last.leads.at(-1)!.createdAt).toBe("2020-01-01T00:00:00.000Z");
  });
});

describe("exportLeadsCsv", () => {
  it("refuses members", async () => {
    expect(await exportLeadsCsv(member)).toEqual({ ok: false, reason: "forbidden", message: "Administrators only" });
  });

  it("gives administrators every lead as CSV, with formulas made plain text", async () => {
    const input = leadInput({ name: '=HYPERLINK("http://evil","x")', venueName: "Comma, Inc." });
    await submitLead(input, { page: "signup-valhallan", ip: ip() });

    const result = await exportLeadsCsv(admin, new Date("2025-03-04T23:30:00Z"));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fileName).toBe("lan-centers-leads-2025-03-04.csv");
    const [header, ...lines] = result.body.split("\r\n");
    expect(header).toBe(LEADS_CSV_HEADER.join(","));
    const line = lines.find((text) => text.includes(input.email));
    expect(line).toBeDefined();
    expect(line).toContain('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(line).toContain('"Comma, Inc."');
    expect(line).toContain("/signup-valhallan");
  });
});
