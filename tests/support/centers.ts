import { expect, type Page } from "@playwright/test";

import { ADMINISTRATOR } from "./accounts";
import { apiSession, getPage, postForm } from "./api-session";

/**
 * A LAN center of the signed-in member, posted as its form posts it and verified by the suite's
 * administrator, so it is public: answers its id and its public page's slug.
 */
export async function registerVerifiedCenter(
  page: Page,
  name: string,
  baseURL: string,
): Promise<{ id: string; slug: string }> {
  const registered = await page.request.post("/register-lan-center", {
    form: {
      communityName: `${name} Crew`,
      organizationName: name,
      address: "800 Nicollet Mall, Minneapolis, MN 55402",
      latitude: "44.97600",
      longitude: "-93.27200",
      description: "Forty PCs, late nights, good coffee.",
    },
  });
  expect(registered.status()).toBe(200);
  const dashboard = await (await page.request.get("/dashboard")).text();
  // The newest center's edit link comes first.
  const id = /\/register-lan-center\?edit=([0-9a-f-]{36})/.exec(dashboard)?.[1];
  expect(id, "the dashboard links to the new center").toBeTruthy();
  const admin = await apiSession(baseURL, ADMINISTRATOR);
  expect((await postForm(admin, "/admin/venues", { intent: "verify", kind: "lan_center", id: id! })).status()).toBe(
    200,
  );
  const feed = (await (await getPage(admin, "/api/v1/locations")).json()) as { name: string[]; slug: string[] };
  await admin.dispose();
  const slug = feed.slug[feed.name.indexOf(name)];
  expect(slug, "the verified center is in the public feed").toBeTruthy();
  return { id: id!, slug: slug! };
}
