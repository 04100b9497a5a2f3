import { createHash } from "node:crypto";

import { z } from "zod";

import type { StationKind } from "#db/schema/values";

import type { VendorConnector, VendorCredentials, VendorFailure, VendorReadOptions } from "./connector";
import { countsFromStations, refused, requestJson, unavailable } from "./vendor-http.server";

/**
 * ggLeap's public API (https://api.ggleap.com/production, GGLEAP_API_URL). The venue's API token is
 * exchanged for a JWT, which then reads the center's machines, each with its state.
 *
 * The paths and fields below follow ggLeap's public API documentation as it was known when this
 * was written, without access to it: check them against the documentation (and a real venue's
 * token) before going live. They are all in `GGLEAP` and `machineState`, so a correction is made
 * here and nowhere else; tests/support/vendor-stand-ins.ts answers the same.
 */
const LABEL = "ggLeap";

const GGLEAP = {
  authPath: "/authorization/public-api/auth",
  machinesPath: "/machines/get-all",
} as const;

const authAnswer = z.object({ Jwt: z.string().min(1) });

const machinesAnswer = z.object({
  Machines: z.array(
    z.object({
      Uuid: z.string().optional(),
      Name: z.string().optional(),
      /** The machine's kind where ggLeap says it; a machine without one is a PC. */
      Kind: z.string().nullish(),
      State: z.string(),
    }),
  ),
});

/** ggLeap's state of a machine as a station's state; an unknown state is taken as busy (not free). */
function machineState(state: string): "free" | "in-use" | "offline" {
  switch (state.toLowerCase()) {
    case "available":
      return "free";
    case "offline":
      return "offline";
    default:
      return "in-use";
  }
}

function machineKind(kind: string | null | undefined): StationKind {
  const name = kind?.toLowerCase() ?? "";
  if (name.includes("console")) return "console";
  if (name === "vr") return "vr";
  return "pc";
}

/**
 * JWTs by token, kept by this process until shortly before they run out, so a read is one request
 * (the machines) and the exchange is made again only when the JWT ends or is refused.
 */
const jwts = new Map<string, { jwt: string; until: number }>();
const MAX_KEPT_JWTS = 10_000;
/** A JWT whose expiry we cannot read is kept this long. */
const DEFAULT_JWT_MS = 10 * 60_000;

const jwtKey = (baseUrl: string, token: string) => createHash("sha256").update(`${baseUrl}\n${token}`).digest("hex");

function jwtUntil(jwt: string, now: number): number {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8")) as { exp?: unknown };
    if (typeof payload.exp === "number") return Math.min(payload.exp * 1000 - 60_000, now + 24 * 60 * 60_000);
  } catch {
    // Not a JWT we can read: kept for the default time.
  }
  return now + DEFAULT_JWT_MS;
}

async function exchangeToken(
  token: string,
  options: VendorReadOptions,
): Promise<{ ok: true; jwt: string } | VendorFailure> {
  const answer = await requestJson(
    LABEL,
    `${options.baseUrl}${GGLEAP.authPath}`,
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ AuthToken: token }) },
    options,
  );
  if (!answer.ok) return answer;
  const parsed = authAnswer.safeParse(answer.body);
  // An answer without a JWT is ggLeap saying no in its own way.
  if (!parsed.success) return refused(LABEL);
  return { ok: true, jwt: parsed.data.Jwt };
}

export const ggleap: VendorConnector = {
  id: "ggleap",
  label: LABEL,
  fields: [
    {
      name: "token",
      label: "ggLeap API token",
      hint: "In ggLeap's admin: Settings, Public API, make a token for this center and paste it here.",
      required: "Paste the center's ggLeap API token",
      pattern: { source: "^\\S+$", message: "A token has no spaces: paste it again" },
      maxLength: 500,
    },
  ],
  apiUrlSetting: "GGLEAP_API_URL",
  // The machines with a kept JWT; when ggLeap refuses it, a new exchange and the machines again.
  maxRequestsPerRead: 3,

  async read({ token }: VendorCredentials, options: VendorReadOptions) {
    const key = jwtKey(options.baseUrl, token);
    const kept = jwts.get(key);
    let jwt = kept && kept.until > Date.now() ? kept.jwt : null;
    let fresh = false;
    for (;;) {
      if (!jwt) {
        const exchanged = await exchangeToken(token, options);
        if (!exchanged.ok) {
          if (exchanged.reason === "refused") jwts.delete(key);
          return exchanged;
        }
        jwt = exchanged.jwt;
        fresh = true;
        if (jwts.size >= MAX_KEPT_JWTS) jwts.delete(jwts.keys().next().value!);
        jwts.set(key, { jwt, until: jwtUntil(jwt, Date.now()) });
      }
      const answer = await requestJson(
        LABEL,
        `${options.baseUrl}${GGLEAP.machinesPath}`,
        { headers: { Authorization: `Bearer ${jwt}` } },
        options,
      );
      // A kept JWT refused has run out or been revoked: one new exchange says which.
      if (!answer.ok && answer.reason === "refused" && !fresh) {
        jwts.delete(key);
        jwt = null;
        continue;
      }
      if (!answer.ok) {
        if (answer.reason === "refused") jwts.delete(key);
        return answer;
      }
      const parsed = machinesAnswer.safeParse(answer.body);
      if (!parsed.success) return unavailable(`${LABEL} answered something we could not read`);
      return countsFromStations(
        LABEL,
        parsed.data.Machines.map((machine) => ({
          kind: machineKind(machine.Kind),
          state: machineState(machine.State),
        })),
      );
    }
  },
};
