import { redirect, type AppLoadContext } from "react-router";

import { readSignedInAccount, type SignedInAccount } from "./viewer.server";

/**
 * The one way a route asks "who is this, and may they go on?" (the Epic Stack's `requireUserId`
 * and `requireUserWithRole`). A guard returns the signed-in account with the headers every answer
 * must forward (a renewed session cookie), or throws the answer for a visitor who may not go on.
 *
 * The standard answers are the same on every route: a signed-out visitor (or one whose session
 * could not be read) is sent to the sign-in page, or answered 401 where there is no page to come
 * back to (a form post, a file); a member at an administrators' route is answered 403. A route
 * whose page has its own state for them (the spec's 'Sign In Required' and 'Access Denied', a
 * form that keeps what was typed) names its answers, and runs inside `answeringRefusals`, which
 * turns the thrown answer into the route's result. The services check ownership and the role
 * again: a guard is the door, not the lock.
 */

/** Why a guard stopped a request. */
export type AccessRefusal = "signed-out" | "unavailable" | "forbidden";

export type SignedIn = { account: SignedInAccount; headers: Headers };

/**
 * A route's own answers, by refusal. "unavailable" (the session could not be read: the database
 * is down) gets the "signed-out" answer unless it has its own.
 */
export type RefusalAnswers = Partial<Record<AccessRefusal, (headers: Headers) => unknown>>;

export const AUTHENTICATION_REQUIRED = "Authentication required";

/** The sign-in page, as an answer a route may name for a form post too (the standard one is 401). */
export function signInFirst(headers: Headers): Response {
  return redirect("/login", { headers });
}

/**
 * The signed-in account, or a thrown answer: sign in first. With the loader's `context`, the
 * session read the root loader makes for the same request serves this one too.
 */
export async function requireAccount(
  request: Request,
  answers: RefusalAnswers = {},
  context?: AppLoadContext,
): Promise<SignedIn> {
  const { account, headers, unavailable } = await readSignedInAccount(request, context);
  if (account) return { account, headers };
  throw refused(request, unavailable ? "unavailable" : "signed-out", headers, answers);
}

/** The signed-in administrator (by the server's own list, at this request), or a thrown answer. */
export async function requireAdministrator(
  request: Request,
  answers: RefusalAnswers = {},
  context?: AppLoadContext,
): Promise<SignedIn> {
  const signedIn = await requireAccount(request, answers, context);
  if (!signedIn.account.isAdmin) throw refused(request, "forbidden", signedIn.headers, answers);
  return signedIn;
}

/** A route's own answer, thrown by a guard through the handler to `answeringRefusals`. */
class RouteAnswer extends Error {
  constructor(readonly answer: unknown) {
    super("A guard's answer was thrown outside answeringRefusals: wrap the route's loader or action in it.");
  }
}

/** Wraps a loader or an action that names its own answers to the guards. */
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

function refused(request: Request, reason: AccessRefusal, headers: Headers, answers: RefusalAnswers): unknown {
  const answer = answers[reason] ?? (reason === "unavailable" ? answers["signed-out"] : undefined);
  if (answer) {
    const routeAnswer = answer(headers);
    // A redirect is followed wherever it is thrown; anything else is the route's result.
    return isRedirect(routeAnswer) ? routeAnswer : new RouteAnswer(routeAnswer);
  }
  if (reason === "forbidden") return plain("Administrators only", 403, headers);
  // A page goes to sign in; a form post, or an address that names a file (contacts.csv), has no
  // page to come back to.
  const namesFile = /\.[a-z0-9]+$/i.test(new URL(request.url).pathname);
  const opensPage = (request.method === "GET" || request.method === "HEAD") && !namesFile;
  return opensPage ? signInFirst(headers) : plain(AUTHENTICATION_REQUIRED, 401, headers);
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
