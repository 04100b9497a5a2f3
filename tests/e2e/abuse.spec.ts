import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";

import { uniqueEmail } from "../support/accounts";
import { apiSession, getPage, postForm } from "../support/api-session";
import { expect, test, waitForHydration } from "../support/fixtures";
import { latestCode, messageCount } from "../support/mail";

/**
 * The abuse controls that are about HTTP, against the running server (docs/security.md, "Abuse
 * controls"): forms from other origins, the session cookie's attributes, sessions ended by a
 * password change, the CSP against injected scripts, and the tries a sign-up code allows. The
 * counted limits are proven at the limits as written in app/features/accounts/abuse-limits.test.ts;
 * this server runs them ×50 (RATE_LIMIT_SCALE), except the tries per code, which are not scaled.
 */

const PASSWORD = "secret123";
const CROSS_ORIGIN_REFUSAL = "Cross-origin form submissions are refused.";

/** Creates an account through the sign-up form's posts and its mailed code; returns its signed-in session. */
async function signedUpMember(baseURL: string): Promise<{ email: string; session: APIRequestContext }> {
  const email = uniqueEmail("abuse");
  const session = await apiSession(baseURL);
  const seen = await messageCount(email);
  const created = await postForm(session, "/signup-form", {
    intent: "create",
    firstName: "Abuse",
    lastName: "Test",
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(created.status()).toBe(302);
  const code = await latestCode(email, { after: seen });
  expect((await postForm(session, "/signup-form", { intent: "verify", code })).status()).toBe(200);
  return { email, session };
}

async function viewerOf(session: APIRequestContext): Promise<{ email: string } | null> {
  return ((await (await getPage(session, "/api/session")).json()) as { viewer: { email: string } | null }).viewer;
}

/** Where a sign-in with these credentials leads: "/dashboard" when it worked. */
async function signInLeadsTo(baseURL: string, email: string, password: string): Promise<string> {
  const session = await apiSession(baseURL);
  const response = await postForm(session, "/login", { email, password });
  const location = response.status() === 302 ? new URL(response.headers()["location"] ?? "", baseURL).pathname : "";
  await session.dispose();
  return location || String(response.status());
}

test.describe("abuse controls over HTTP", () => {
  test.use({ checkAccessibility: false });

  test("forms posted from another origin are refused, and change nothing", async ({ baseURL }) => {
    const { email, session } = await signedUpMember(baseURL!);
    const otherSite = await playwrightRequest.newContext({
      baseURL,
      storageState: await session.storageState(),
      extraHTTPHeaders: { Origin: "https://evil.example" },
    });
    // The member's own cookie rides along, as it would on a forged form: the password stays.
    const forged = await postForm(otherSite, "/dashboard", {
      intent: "change-password",
      currentPassword: PASSWORD,
      password: "taken-over-1",
      confirmPassword: "taken-over-1",
    });
    expect(forged.status()).toBe(403);
    expect(await forged.text()).toBe(CROSS_ORIGIN_REFUSAL);
    await otherSite.dispose();

    // A browser that names no Origin still says the request is cross-site.
    const bySecFetch = await playwrightRequest.newContext({ baseURL });
    const marked = await bySecFetch.post("/login", {
      form: { email, password: PASSWORD },
      headers: { "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect(marked.status()).toBe(403);
    await bySecFetch.dispose();

    expect(await signInLeadsTo(baseURL!, email, "taken-over-1")).not.toBe("/dashboard");
    expect(await signInLeadsTo(baseURL!, email, PASSWORD)).toBe("/dashboard");
    expect(await viewerOf(session)).toMatchObject({ email });
    await session.dispose();
  });

  test("a form on another site cannot post to ours from a real browser", async ({ page, baseURL }) => {
    // The browser itself sends Origin: http://evil.test and Sec-Fetch-Site: cross-site.
    await page.route("http://evil.test/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Other site</title>
          <form method="post" action="${baseURL}/login">
            <input name="email" value="someone@example.test"><input name="password" value="${PASSWORD}">
            <button>Go</button>
          </form>`,
      }),
    );
    await page.goto("http://evil.test/");
    const answer = page.waitForResponse((response) => response.url() === `${baseURL}/login`);
    await page.getByRole("button", { name: "Go" }).click();
    const response = await answer;
    expect(response.status()).toBe(403);
    expect(response.request().headers()["origin"]).toBe("http://evil.test");
    expect(await response.text()).toBe(CROSS_ORIGIN_REFUSAL);
  });

  test("the session cookie is HttpOnly, SameSite=Lax and site-wide (Secure only over https)", async ({ baseURL }) => {
    const { email } = await signedUpMember(baseURL!);
    const session = await apiSession(baseURL!);
    const response = await postForm(session, "/login", { email, password: PASSWORD });
    expect(response.status()).toBe(302);
    const cookies = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "set-cookie")
      .map((header) => header.value);
    const token = cookies.find((cookie) => cookie.startsWith("better-auth.session_token="));
    expect(token, cookies.join("\n")).toBeDefined();
    const flags = token!.split(";").map((part) => part.trim().toLowerCase());
    expect(flags).toContain("httponly");
    expect(flags).toContain("samesite=lax");
    expect(flags).toContain("path=/");
    // PUBLIC_URL is http://localhost here: a Secure cookie would not come back. Over https it is
    // Secure and __Secure- prefixed (app/features/accounts/session-cookie.test.ts).
    expect(flags).not.toContain("secure");
    // Scripts in the page cannot read it.
    const stored = (await session.storageState()).cookies.find((cookie) => cookie.name === "better-auth.session_token");
    expect(stored).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    await session.dispose();
  });

  test("changing the password signs the account's other sessions out", async ({ baseURL }) => {
    const { email, session: first } = await signedUpMember(baseURL!);
    const second = await apiSession(baseURL!, { email, password: PASSWORD });
    expect(await viewerOf(second)).toMatchObject({ email });

    const changed = await postForm(first, "/dashboard", {
      intent: "change-password",
      currentPassword: PASSWORD,
      password: "new-secret-456",
      confirmPassword: "new-secret-456",
    });
    expect(changed.status()).toBe(200);
    // The other session is gone: it reads as signed out and may change nothing.
    expect(await viewerOf(second)).toBeNull();
    const refused = await postForm(second, "/dashboard", {
      intent: "change-password",
      currentPassword: "new-secret-456",
      password: "second-try-789",
      confirmPassword: "second-try-789",
    });
    expect(refused.status()).toBe(401);
    // The session that changed it stays; the old password no longer opens one, the new one does.
    expect(await viewerOf(first)).toMatchObject({ email });
    expect(await signInLeadsTo(baseURL!, email, PASSWORD)).not.toBe("/dashboard");
    expect(await signInLeadsTo(baseURL!, email, "new-secret-456")).toBe("/dashboard");
    await Promise.all([first.dispose(), second.dispose()]);
  });

  test("a sign-up code takes 5 wrong tries, then even the right one is refused", async ({ baseURL }) => {
    const email = uniqueEmail("code-tries");
    const session = await apiSession(baseURL!);
    const seen = await messageCount(email);
    await postForm(session, "/signup-form", {
      intent: "create",
      firstName: "Code",
      lastName: "Guesser",
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const code = await latestCode(email, { after: seen });
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await postForm(session, "/signup-form", { intent: "verify", code: wrong });
      expect(answer.status(), `try ${attempt}`).toBe(400);
      expect(await answer.text()).toContain("Invalid code. Please check your email and try again.");
    }
    const right = await postForm(session, "/signup-form", { intent: "verify", code });
    expect(right.status()).toBe(400);
    expect(await right.text()).toContain(
      "Too many attempts. Please wait a few minutes before requesting another code.",
    );
    // Still unverified: signing in leads to the verify step, not the dashboard.
    expect(await viewerOf(session)).toBeNull();
    expect(await signInLeadsTo(baseURL!, email, PASSWORD)).toBe("/signup-form");
    await session.dispose();
  });
});

/** Collects the page's CSP violations from the start, before any of its own scripts run. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    (window as unknown as { cspViolations: typeof seen }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: { directive: string; blocked: string }[] }).cspViolations);

test.describe("the Content-Security-Policy", () => {
  test.use({ checkAccessibility: false });

  for (const path of ["/login", "/privacy"]) {
    // /login is rendered per request (a nonce); /privacy is prerendered (script hashes).
    test(`blocks a script injected into ${path} and reports it, while the page's own scripts run`, async ({ page }) => {
      await recordViolations(page);
      await page.route(`**${path}`, async (route) => {
        if (route.request().resourceType() !== "document") return route.fallback();
        const real = await route.fetch();
        const html = await real.text();
        expect(real.headers()["content-security-policy"]).toContain("script-src");
        // The markup an injection flaw would let through: a script without the page's nonce.
        const injected = html.replace("<head>", "<head><script>window.injectedRan = true</script>");
        expect(injected).not.toBe(html);
        await route.fulfill({ response: real, body: injected });
      });
      await page.goto(path);
      // The page's own (nonce or hash) scripts ran: React hydrated it.
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan)).toBeUndefined();

      // A script element added later through the DOM, without the nonce, is refused too.
      await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.domInjectedRan = true";
        document.body.append(script);
      });
      expect(
        await page.evaluate(() => (window as unknown as { domInjectedRan?: boolean }).domInjectedRan),
      ).toBeUndefined();
      // Both were reported as inline scripts refused by script-src. (Zod's probe for eval, which it
      // catches, is reported too on pages with forms: not ours to count here.)
      const scriptElements = async () =>
        (await violations(page)).filter((seen) => seen.directive === "script-src-elem");
      await expect.poll(scriptElements).toEqual([
        { directive: "script-src-elem", blocked: "inline" },
        { directive: "script-src-elem", blocked: "inline" },
      ]);
    });
  }
});
