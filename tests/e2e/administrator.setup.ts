import { ADMINISTRATOR, createVerifiedAccount } from "../support/accounts";
import { expect, test } from "../support/fixtures";

// Runs before the other specs (the "setup" project): they sign in as the administrator and must not
// race each other to create the account. On a retry the account exists already and nothing changes.
test("the suite's administrator account exists", async ({ page }) => {
  test.slow();
  const response = await page.request.get(`/api/email-availability?email=${encodeURIComponent(ADMINISTRATOR.email)}`);
  const { status } = (await response.json()) as { status: string };
  if (status === "available") {
    await createVerifiedAccount(page, { ...ADMINISTRATOR, firstName: "Site", lastName: "Admin" });
  }
  expect(["available", "taken"]).toContain(status);
});
