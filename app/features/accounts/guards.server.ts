import { data, redirect, type AppLoadContext } from "react-router";

import { ADMINISTRATORS_ONLY } from "~/lib/outcome";

import { readSignedInAccount, type SignedInAccount } from "./viewer.server";

/**
 * The one way a route asks "who is this, and may they go on?" (the Epic Stack's `requireUserId`
 * and `requireUserWithRole`). A guard returns the signed-in account with the headers every answer
 * must forward (a renewed session cookie), or throws the answer for a visitor who may not go on.
 *
 * The standard answers cover the usual cases, so a route writes none of them. With no option: a
 * signed-out visitor (or one whose session could not be read) is sent to the sign-in page, or
 * answered 401 where there is no page to come back to (a form post, a file); a member at an
 * administrators' route is answered 403. A route says which kind of answer it gives, and the guard
 * answers in that shape:
 * - `{ form }`: a form post, answered as the form's action data `{ ok: false, message, ...form }`
 *   (401 'Authentication required', 403 'Administrators only'), `form` being the fields its answers
 *   carry (what was typed: `{ values }`; which form: `{ intent }`), or `true` for none;
 * - `{ page }`: a page with states, where a member at an administrators' page gets
 *   `{ state: "forbidden", ...page }` (403) and a signed-out visitor is sent to sign in (a post of
 *   the page's own form too).
 * `messages` gives the form's or the page's own words for a refusal, where the spec has them; an
 * unreadable session (the database down) is answered as signed out unless `messages.unavailable`
 * names the page's or form's failure: then it is `{ state: "error", message }` or
 * `{ ok: false, message }`, 503. A route whose page really has a state of its own (the spec's
 * 'Sign In Required' and 'Access Denied') names that answer by its refusal (`"signed-out"`,
 * `unavailable`, `forbidden`). Any of these run inside `answeringRefusals`, which turns the thrown
 * answer into the route's result. The services check ownership and the role again: a guard is the
 * door, not the lock.
 */

/** Why a guard stopped a request. */
export type AccessRefusal = "signed-out" | "unavailable" | "forbidden";

export type SignedIn = { account: SignedInAccount; headers: Headers };

/**
 * A route's own answers, by refusal. "unavailable" (the session could not be read: the database
 * is down) gets the "signed-out" answer unless it has its own.
 */
export type RefusalAnswers = Partial<Record<AccessRefusal, (headers: Headers) => unknown>>;

/** The fields a standard answer carries besides its own, or `true` for none. */
type Carried = true | Record<string, unknown>;

/** Which standard answer a route gives (one of `form` and `page`), and any answers of its own. */
export type GuardOptions = RefusalAnswers & {
  form?: Carried;
  page?: Carried;
  messages?: Partial<Record<AccessRefusal, string>>;
};

/** The standard answer of a form post, as its action data. */
export type FormRefusal = { ok: false; message: string };

/** The standard states of a page, as its loader data. */
export type PageRefusal = { state: "forbidden" } | { state: "error"; message: string };

export const AUTHENTICATION_REQUIRED = "Authentication required";

/** The sign-in page: the answer to a signed-out visitor of a page. */
function signInFirst(headers: Headers): Response {
  return redirect("/login", { headers });
}

/**
 * The signed-in account, or a thrown answer: sign in first. With the loader's `context`, the
 * session read the root loader makes for the same request serves this one too.
 */
export async function requireAccount(
  request: Request,
  options: GuardOptions = {},
  context?: AppLoadContext,
): Promise<SignedIn> {
  const { account, headers, unavailable } = await readSignedInAccount(request, context);
  if (account) return { account, headers };
  throw refused(request, unavailable ? "unavailable" : "signed-out", headers, options);
}

/** The signed-in administrator (by the server's own list, at this request), or a thrown answer. */
export async function requireAdministrator(
  request: Request,
  options: GuardOptions = {},
  context?: AppLoadContext,
): Promise<SignedIn> {
  const signedIn = await requireAccount(request, options, context);
  if (!signedIn.account.isAdmin) throw refused(request, "forbidden", signedIn.headers, options);
  return signedIn;
}

/** A route's own answer, thrown by a guard through the handler to `answeringRefusals`. */
class RouteAnswer extends Error {
  constructor(readonly answer: unknown) {
    super("A guard's answer was thrown outside answeringRefusals: wrap the route's loader or action in it.");
  }
}

/** Wraps a loader or an action whose guard is given options: a standard answer or its own. */
export function answeringRefusals<Args, Result>(
  handler: (args: Args) => Promise<Result>,
): (args: Args) => Promise<Result> {
  return async (args) => {
    try {
      return await handler(args);
    } catch (thrown) {
      // The route built the answer with the same `data<…>` types as its other results.
      if (thrown instanceof RouteAnswer) return thrown.answer as Result;
      throw thrown;
    }
  };
}

function refused(request: Request, refusal: AccessRefusal, headers: Headers, options: GuardOptions): unknown {
  const standard = options.form ?? options.page;
  // An unreadable session is a signed-out one unless the route says what its failure is.
  const failure = options.unavailable || (standard && options.messages?.unavailable);
  const reason = refusal === "unavailable" && !failure ? "signed-out" : refusal;
  const own = options[reason];
  if (own) {
    const routeAnswer = own(headers);
    // A redirect is followed wherever it is thrown; anything else is the route's result.
    return isRedirect(routeAnswer) ? routeAnswer : new RouteAnswer(routeAnswer);
  }
  if (options.form) return new RouteAnswer(formRefusal(reason, options.form, options.messages, headers));
  if (options.page) {
    if (reason === "signed-out") return signInFirst(headers);
    return new RouteAnswer(pageRefusal(reason, options.page, options.messages, headers));
  }
  if (reason === "forbidden") return plain(ADMINISTRATORS_ONLY, 403, headers);
  // A page goes to sign in; a form post, or an address that names a file (contacts.csv), has no
  // page to come back to.
  const namesFile = /\.[a-z0-9]+$/i.test(new URL(request.url).pathname);
  const opensPage = (request.method === "GET" || request.method === "HEAD") && !namesFile;
  return opensPage ? signInFirst(headers) : plain(AUTHENTICATION_REQUIRED, 401, headers);
}

/** The standard words; a failure has none: it is the page's or the form's own. */
const STANDARD_MESSAGES: Partial<Record<AccessRefusal, string>> = {
  "signed-out": AUTHENTICATION_REQUIRED,
  forbidden: ADMINISTRATORS_ONLY,
};
const STATUS: Record<AccessRefusal, number> = { "signed-out": 401, forbidden: 403, unavailable: 503 };

function formRefusal(reason: AccessRefusal, carried: Carried, messages: GuardOptions["messages"], headers: Headers) {
  const message = messages?.[reason] ?? STANDARD_MESSAGES[reason] ?? "";
  const body: FormRefusal = { ok: false, message };
  return data({ ...body, ...(carried === true ? {} : carried) }, { status: STATUS[reason], headers });
}

function pageRefusal(
  reason: "forbidden" | "unavailable",
  carried: Carried,
  messages: GuardOptions["messages"],
  headers: Headers,
) {
  const fields = carried === true ? {} : carried;
  const state: PageRefusal =
    reason === "forbidden" ? { state: "forbidden" } : { state: "error", message: messages?.unavailable ?? "" };
  return data({ ...state, ...fields }, { status: STATUS[reason], headers });
}

function isRedirect(answer: unknown): answer is Response {
  return answer instanceof Response && answer.status >= 300 && answer.status < 400;
}

function plain(message: string, status: number, headers: Headers): Response {
  const answerHeaders = new Headers(headers);
  answerHeaders.set("Content-Type", "text/plain; charset=utf-8");
  answerHeaders.set("Cache-Control", "private, no-store");
  return new Response(message, { status, headers: answerHeaders });
}
