import { expect, type Page } from "@playwright/test";

import { ADMINISTRATOR } from "./accounts";
import { apiSession, postForm } from "./api-session";

/** A LAN party of the signed-in member, posted as its form posts it; answers its id (the dashboard's newest). */
export async function registerParty(page: Page, eventName: string): Promise<string> {
  const registered = await page.request.post("/register-lan-party", {
    form: {
      eventName,
      description: "Bring your own rig; we bring the network.",
      startDate: "2027-05-01T18:00",
      endDate: "2027-05-02T12:00",
      timeZone: "America/Chicago",
      communityName: `${eventName} Crew`,
    },
  });
  expect(registered.status()).toBe(200);
  const dashboard = await (await page.request.get("/dashboard")).text();
  // The newest party's edit link comes first; its Tickets link ends in /tickets.
  const id = /\/edit-lan-party\/([0-9a-f-]{36})"/.exec(dashboard)?.[1];
  expect(id, "the dashboard links to the new party").toBeTruthy();
  return id!;
}

/** The same, verified by the suite's administrator, so it is public. */
export async function registerVerifiedParty(page: Page, eventName: string, baseURL: string): Promise<string> {
  const id = await registerParty(page, eventName);
  const admin = await apiSession(baseURL, ADMINISTRATOR);
  expect((await postForm(admin, "/admin/venues", { intent: "verify", kind: "lan_party", id })).status()).toBe(200);
  await admin.dispose();
  return id;
}
