/**
 * Local stand-ins for the two venue-software APIs the site reads for live free PCs, built from the
 * vendors' public documentation as it was known (no access to the real services here): ggLeap's
 * public API and iCafeCloud's cloud API. They answer the same paths and messages as the
 * connectors expect (app/features/stations/vendors/), so what is checked here is our side of the
 * wire; the real APIs must still be checked against their documentation before going live.
 * Tests only: nothing in the application imports this file.
 *
 * ggLeap stand-in (GGLEAP_API_URL):
 *   POST /authorization/public-api/auth  {"AuthToken"} → {"Jwt"}; 401 for a token it does not know or has revoked
 *   GET  /machines/get-all               Authorization: Bearer <jwt> → {"Machines":[{"Uuid","Name","Kind","State"}]}
 * iCafeCloud stand-in (ICAFECLOUD_API_URL):
 *   GET  /cafe/{cafeId}/pcs              Authorization: Bearer <api key>
 *        → {"code":200,"message":"Success","data":[{"pc_name","pc_area_name","pc_in_using","pc_status"}]}
 *        401 {"code":401,...} for a wrong key (or, with `refuseInBody`, a 200 whose code is 401); 404 for no such cafe
 *
 * Each venue has knobs: its machines and their states, `revoked` (the token refused), `outage`
 * (503, or no answer at all until the client gives up), `rateLimit(seconds)` (429 with
 * Retry-After until that time has passed), `delayMs` (a slow answer), and what it received:
 * `requests` (every request for it) and `reads` (the times its machines were listed).
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the browser suite's stand-ins know (vendor-stand-ins-server.ts): a ggLeap venue and an iCafeCloud cafe. */
export const E2E_VENDORS = {
  ggleapToken: "gg-e2e-venue-token",
  cafeId: "4242",
  cafeKey: "icafe-e2e-api-key",
} as const;

export type StandInMachine = { name: string; kind?: "pc" | "console" | "vr"; state: "free" | "in-use" | "offline" };

export type StandInVenue = {
  machines: StandInMachine[];
  revoked: boolean;
  outage: null | "503" | "no-answer";
  /** Until when (ms since the epoch) the venue answers 429; `rateLimit(seconds)` sets it. */
  limitedUntil: number;
  delayMs: number;
  /** Every request for this venue, its time (ms since the epoch). */
  requests: number[];
  /** The times its machines were listed with a good answer. */
  reads: number[];
  rateLimit: (seconds: number) => void;
};

/** `free` free PCs, `inUse` busy and `offline` switched off, named PC01, PC02… */
export function standInMachines(counts: {
  free?: number;
  inUse?: number;
  offline?: number;
  kind?: StandInMachine["kind"];
}) {
  const machines: StandInMachine[] = [];
  const add = (n: number | undefined, state: StandInMachine["state"]) => {
    for (let i = 0; i < (n ?? 0); i++) {
      machines.push({ name: `PC${String(machines.length + 1).padStart(2, "0")}`, kind: counts.kind, state });
    }
  };
  add(counts.free, "free");
  add(counts.inUse, "in-use");
  add(counts.offline, "offline");
  return machines;
}

function newVenue(machines: StandInMachine[]): StandInVenue {
  const venue: StandInVenue = {
    machines,
    revoked: false,
    outage: null,
    limitedUntil: 0,
    delayMs: 0,
    requests: [],
    reads: [],
    rateLimit: (seconds) => (venue.limitedUntil = Date.now() + seconds * 1000),
  };
  return venue;
}

type Handler = (
  request: IncomingMessage,
  body: string,
  url: URL,
) => { venue: StandInVenue | null; answer: () => Answer };
type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/**
 * The HTTP side both stand-ins share: the venue's outage, limit and delay are applied before its
 * own answer. A request "with no answer" is left open until the client hangs up.
 */
async function listen(handle: Handler, port = 0) {
  const open = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://stand-in");
      const { venue, answer } = handle(request, Buffer.concat(chunks).toString("utf8"), url);
      const send = ({ status, body, headers }: Answer) => {
        if (response.destroyed) return;
        response.writeHead(status, { "Content-Type": "application/json", ...headers });
        response.end(JSON.stringify(body));
      };
      if (!venue) return send(answer());
      venue.requests.push(Date.now());
      if (venue.outage === "no-answer") {
        open.add(response);
        response.on("close", () => open.delete(response));
        return;
      }
      const reply = () => {
        if (venue.outage === "503") return send({ status: 503, body: { Message: "Service Unavailable" } });
        const wait = Math.ceil((venue.limitedUntil - Date.now()) / 1000);
        if (wait > 0) {
          return send({
            status: 429,
            body: { Message: "Too many requests" },
            headers: { "Retry-After": String(wait) },
          });
        }
        send(answer());
      };
      if (venue.delayMs > 0) setTimeout(reply, venue.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const bearer = (request: IncomingMessage) => /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1] ?? null;

/** A JWT-looking string with an expiry, as ggLeap's are: the connector reads `exp` to keep it. */
function fakeJwt(lifetimeSeconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none" })}.${part({ exp: Math.floor(Date.now() / 1000) + lifetimeSeconds })}.${randomBytes(8).toString("base64url")}`;
}

const GGLEAP_STATES = { free: "Available", "in-use": "InUse", offline: "Offline" } as const;

/** The ggLeap stand-in: `venue(token, machines)` adds a venue whose API token is `token`. */
export async function startGgLeapStandIn({ jwtLifetimeSeconds = 3600, port = 0 } = {}) {
  const venues = new Map<string, StandInVenue>();
  const jwts = new Map<string, string>();
  const refused = { status: 401, body: { Message: "Unauthorized" } };
  const server = await listen((request, body, url) => {
    if (request.method === "POST" && url.pathname === "/authorization/public-api/auth") {
      let token = "";
      try {
        token = String((JSON.parse(body) as { AuthToken?: unknown }).AuthToken ?? "");
      } catch {
        return { venue: null, answer: () => ({ status: 400, body: { Message: "Bad request" } }) };
      }
      const venue = venues.get(token) ?? null;
      return {
        venue,
        answer: () => {
          if (!venue || venue.revoked) return refused;
          const jwt = fakeJwt(jwtLifetimeSeconds);
          jwts.set(jwt, token);
          return { status: 200, body: { Jwt: jwt } };
        },
      };
    }
    if (request.method === "GET" && url.pathname === "/machines/get-all") {
      const token = jwts.get(bearer(request) ?? "");
      const venue = token === undefined ? null : (venues.get(token) ?? null);
      if (!venue) return { venue: null, answer: () => refused };
      return {
        venue,
        answer: () => {
          if (venue.revoked) return refused;
          venue.reads.push(Date.now());
          return {
            status: 200,
            body: {
              Machines: venue.machines.map((machine, index) => ({
                Uuid: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
                Name: machine.name,
                GroupUuid: "00000000-0000-4000-8000-00000000group",
                ...(machine.kind && machine.kind !== "pc" ? { Kind: machine.kind === "vr" ? "VR" : "Console" } : {}),
                State: GGLEAP_STATES[machine.state],
              })),
            },
          };
        },
      };
    }
    return { venue: null, answer: () => ({ status: 404, body: { Message: "Not found" } }) };
  }, port);
  return {
    ...server,
    venue(token: string, machines: StandInMachine[]) {
      const venue = newVenue(machines);
      venues.set(token, venue);
      return venue;
    },
    /** Forgets every JWT it gave, as when ggLeap's run out: the next call with one is refused. */
    expireJwts: () => jwts.clear(),
  };
}

/** The iCafeCloud stand-in: `cafe(cafeId, apiKey, machines)` adds a cafe. */
export async function startICafeCloudStandIn({ port = 0 } = {}) {
  const cafes = new Map<string, { apiKey: string; venue: StandInVenue; refuseInBody: boolean }>();
  const server = await listen((request, _body, url) => {
    const match = /^\/cafe\/([^/]+)\/pcs$/.exec(url.pathname);
    if (request.method !== "GET" || !match) {
      return { venue: null, answer: () => ({ status: 404, body: { code: 404, message: "Not found" } }) };
    }
    const cafe = cafes.get(decodeURIComponent(match[1]!));
    if (!cafe) return { venue: null, answer: () => ({ status: 404, body: { code: 404, message: "Cafe not found" } }) };
    return {
      venue: cafe.venue,
      answer: () => {
        if (bearer(request) !== cafe.apiKey || cafe.venue.revoked) {
          const body = { code: 401, message: "Unauthorized", data: null };
          return { status: cafe.refuseInBody ? 200 : 401, body };
        }
        cafe.venue.reads.push(Date.now());
        return {
          status: 200,
          body: {
            code: 200,
            message: "Success",
            data: cafe.venue.machines.map((machine) => ({
              pc_name: machine.name,
              pc_area_name: "Main hall",
              pc_in_using: machine.state === "in-use" ? 1 : 0,
              pc_status: machine.state === "offline" ? "offline" : "online",
            })),
          },
        };
      },
    };
  }, port);
  return {
    ...server,
    cafe(cafeId: string, apiKey: string, machines: StandInMachine[]) {
      const entry = { apiKey, venue: newVenue(machines), refuseInBody: false };
      cafes.set(cafeId, entry);
      return Object.assign(entry.venue, {
        /** Refuse a key iCafeCloud's other way: HTTP 200 with code 401 in the body. */
        refuseInBody: () => (entry.refuseInBody = true),
      });
    },
  };
}
