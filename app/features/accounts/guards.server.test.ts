import { data } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { SignedInAccount } from "./viewer.server";

/** What the session says, per test: the guards' only input besides the request. */
let session: { account: SignedInAccount | null; unavailable: boolean };

vi.mock("./viewer.server", () => ({
  readSignedInAccount: async () => {
    const headers = new Headers({ "set-cookie": "renewed=1" });
    return { account: session.account, headers, unavailable: session.unavailable };
  },
}));

const { AUTHENTICATION_REQUIRED, answeringRefusals, requireAccount, requireAdministrator, signInFirst } =
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
    expect(await forbidden.text()).toBe("Administrators only");

    session = { account: null, unavailable: true };
    const unavailable = (await thrownBy(requireAccount(get("/test-billing/x")))) as Response;
    expect(unavailable.headers.get("Location")).toBe("/login");
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

  it("throw a named redirect as it is, so a form post goes to sign in without the wrapper", async () => {
    const thrown = (await thrownBy(
      requireAccount(post("/test-checkout/x"), { "signed-out": signInFirst }),
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toBe("/login");
  });

  it("cannot leak out of a route that forgot the wrapper as anything but an error", async () => {
    const thrown = await thrownBy(requireAccount(get("/dashboard"), { "signed-out": () => "signed-out" }));
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toMatch(/answeringRefusals/);
  });
});
