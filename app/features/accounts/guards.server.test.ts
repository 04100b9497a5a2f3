import { data, redirect } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ADMINISTRATORS_ONLY } from "~/lib/outcome";

import type { GuardOptions } from "./guards.server";
import type { SignedInAccount } from "./viewer.server";

/** What the session says, per test: the guards' only input besides the request. */
let session: { account: SignedInAccount | null; unavailable: boolean };

vi.mock("./viewer.server", () => ({
  readSignedInAccount: async () => {
    const headers = new Headers({ "set-cookie": "renewed=1" });
    return { account: session.account, headers, unavailable: session.unavailable };
  },
}));

const { AUTHENTICATION_REQUIRED, answeringRefusals, requireAccount, requireAdministrator } =
  await import("./guards.server");

const MEMBER: SignedInAccount = {
  userId: "member",
  email: "member@example.com",
  name: "Member",
  isAdmin: false,
  sessionToken: "t1",
};
const ADMIN: SignedInAccount = { ...MEMBER, userId: "admin", email: "admin@example.com", isAdmin: true };

const get = (pathname: string) => new Request(`http://site.test${pathname}`);
const post = (pathname: string) => new Request(`http://site.test${pathname}`, { method: "POST" });

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (thrown) {
    return thrown;
  }
  throw new Error("expected the guard to throw");
}

beforeEach(() => {
  session = { account: null, unavailable: false };
});

describe("the guards' standard answers", () => {
  it("let a signed-in member through with the session's headers, and an administrator past both", async () => {
    session.account = MEMBER;
    const member = await requireAccount(get("/dashboard"));
    expect(member.account).toBe(MEMBER);
    expect(member.headers.get("set-cookie")).toBe("renewed=1");
    session.account = ADMIN;
    expect((await requireAdministrator(get("/contacts"))).account).toBe(ADMIN);
  });

  it("send a signed-out visitor of a page to sign in, keeping the session's headers", async () => {
    const thrown = await thrownBy(requireAccount(get("/admin/venues")));
    expect(thrown).toBeInstanceOf(Response);
    const answer = thrown as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/login");
    expect(answer.headers.get("set-cookie")).toBe("renewed=1");
  });

  it("answer 401 where there is no page to come back to: a form post, a file", async () => {
    for (const request of [post("/admin/venues"), get("/contacts.csv"), get("/admin/leads.csv")]) {
      const answer = (await thrownBy(requireAdministrator(request))) as Response;
      expect(answer.status).toBe(401);
      expect(await answer.text()).toBe(AUTHENTICATION_REQUIRED);
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    }
  });

  it("answer a member at an administrators' address 403, and an unreadable session like a signed-out one", async () => {
    session.account = MEMBER;
    const forbidden = (await thrownBy(requireAdministrator(get("/contacts.csv")))) as Response;
    expect(forbidden.status).toBe(403);
    expect(await forbidden.text()).toBe(ADMINISTRATORS_ONLY);

    session = { account: null, unavailable: true };
    const unavailable = (await thrownBy(requireAccount(get("/test-billing/x")))) as Response;
    expect(unavailable.headers.get("Location")).toBe("/login");
  });
});

describe("the standard answers of a form and of a page", () => {
  const guarded = answeringRefusals(
    async ({ request, admin, options }: { request: Request; admin: boolean; options: GuardOptions }) => {
      const { headers } = admin ? await requireAdministrator(request, options) : await requireAccount(request, options);
      return data({ ok: true }, { headers }) as Answer;
    },
  );
  const status = (answer: Answer) => answer.init?.status;

  it("answer a form post as the form's action data, with the fields it carries and the session's headers", async () => {
    const values = { name: "typed" };
    const signedOut = await guarded({
      request: post("/edit-lan-party/1"),
      admin: false,
      options: { form: { values } },
    });
    expect(signedOut.data).toEqual({ ok: false, message: AUTHENTICATION_REQUIRED, values });
    expect(status(signedOut)).toBe(401);
    expect(new Headers(signedOut.init?.headers).get("set-cookie")).toBe("renewed=1");

    session.account = MEMBER;
    const forbidden = await guarded({
      request: post("/admin/venues"),
      admin: true,
      options: { form: { intent: "approve" } },
    });
    expect(forbidden.data).toEqual({ ok: false, message: ADMINISTRATORS_ONLY, intent: "approve" });
    expect(status(forbidden)).toBe(403);
    expect((await guarded({ request: post("/payment"), admin: false, options: { form: true } })).data).toEqual({
      ok: true,
    });
  });

  it("say the form's own words where it has them, and a failure 503 only where the route names it", async () => {
    const words = {
      "signed-out": "Please sign in to manage subscriptions",
      unavailable: "Failed to register LAN party",
    };
    const signedOut = await guarded({ request: post("/x"), admin: false, options: { form: true, messages: words } });
    expect(signedOut.data).toEqual({ ok: false, message: words["signed-out"] });

    session = { account: null, unavailable: true };
    const failed = await guarded({ request: post("/x"), admin: false, options: { form: true, messages: words } });
    expect(failed.data).toEqual({ ok: false, message: words.unavailable });
    expect(status(failed)).toBe(503);
    // No failure of its own: answered as signed out, as before the session could be read.
    const unnamed = await guarded({ request: post("/x"), admin: false, options: { form: true } });
    expect(unnamed.data).toEqual({ ok: false, message: AUTHENTICATION_REQUIRED });
    expect(status(unnamed)).toBe(401);
  });

  it("give a page its states: forbidden 403, its failure 503, and sign-in for a signed-out visitor, a post too", async () => {
    session.account = MEMBER;
    const forbidden = await guarded({
      request: get("/admin/insights"),
      admin: true,
      options: { page: { period: 30 } },
    });
    expect(forbidden.data).toEqual({ state: "forbidden", period: 30 });
    expect(status(forbidden)).toBe(403);

    session = { account: null, unavailable: true };
    const options = { page: true as const, messages: { unavailable: "Failed to fetch contacts" } };
    const failed = await guarded({ request: get("/contacts"), admin: true, options });
    expect(failed.data).toEqual({ state: "error", message: "Failed to fetch contacts" });
    expect(status(failed)).toBe(503);

    session = { account: null, unavailable: false };
    for (const request of [get("/contacts"), post("/test-checkout/x")]) {
      const thrown = (await thrownBy(guarded({ request, admin: false, options: { page: true } }))) as Response;
      expect(thrown.status).toBe(302);
      expect(thrown.headers.get("Location")).toBe("/login");
      expect(thrown.headers.get("set-cookie")).toBe("renewed=1");
    }
  });
});

describe("a route's own answers", () => {
  type State = { state: "signed-out" | "unavailable" | "forbidden" | "ready" };
  const loader = answeringRefusals(async ({ request, admin }: { request: Request; admin: boolean }) => {
    const answers = {
      "signed-out": (headers: Headers) => data<State>({ state: "signed-out" }, { status: 401, headers }),
      forbidden: (headers: Headers) => data<State>({ state: "forbidden" }, { status: 403, headers }),
    };
    const { headers } = admin ? await requireAdministrator(request, answers) : await requireAccount(request, answers);
    return data<State>({ state: "ready" }, { headers });
  });

  it("are the route's result, with the session's headers", async () => {
    const signedOut = await loader({ request: get("/payment"), admin: false });
    expect(signedOut.data).toEqual({ state: "signed-out" });
    expect(signedOut.init?.status).toBe(401);
    expect(new Headers(signedOut.init?.headers).get("set-cookie")).toBe("renewed=1");

    session.account = MEMBER;
    expect((await loader({ request: get("/admin/content"), admin: true })).data).toEqual({ state: "forbidden" });
    expect((await loader({ request: get("/payment"), admin: false })).data).toEqual({ state: "ready" });
  });

  it("give an unreadable session the signed-out answer unless the route names one for it", async () => {
    session = { account: null, unavailable: true };
    expect((await loader({ request: get("/payment"), admin: false })).data).toEqual({ state: "signed-out" });
    const ownAnswer = answeringRefusals(async (request: Request) => {
      await requireAccount(request, {
        "signed-out": () => "signed-out",
        unavailable: () => "unavailable",
      });
      return "ready";
    });
    expect(await ownAnswer(get("/dashboard"))).toBe("unavailable");
  });

  it("take the place of the standard one for their refusal only", async () => {
    const options: GuardOptions = {
      form: { values: {} },
      messages: { unavailable: "Failed to register LAN party" },
      "signed-out": (headers) => data({ needsAccount: true }, { status: 401, headers }),
    };
    const own = answeringRefusals(async (request: Request) => {
      await requireAccount(request, options);
      return "ready";
    });
    expect(((await own(post("/register-lan-party"))) as unknown as Answer).data).toEqual({ needsAccount: true });
    session = { account: null, unavailable: true };
    expect(((await own(post("/register-lan-party"))) as unknown as Answer).data).toEqual({
      ok: false,
      message: "Failed to register LAN party",
      values: {},
    });
  });

  it("throw a named redirect as it is, without the wrapper", async () => {
    const thrown = (await thrownBy(
      requireAccount(get("/register-lan-center"), {
        "signed-out": (headers) => redirect("/login?notice=x", { headers }),
      }),
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toBe("/login?notice=x");
  });

  it("cannot leak out of a route that forgot the wrapper as anything but an error", async () => {
    for (const options of [{ "signed-out": () => "signed-out" }, { form: true as const }]) {
      const thrown = await thrownBy(requireAccount(post("/dashboard"), options));
      expect(thrown).toBeInstanceOf(Error);
      expect((thrown as Error).message).toMatch(/answeringRefusals/);
    }
  });
});

type Answer = { data: unknown; init: ResponseInit | null };
