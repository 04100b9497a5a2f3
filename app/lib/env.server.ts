import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

/**
 * Every setting the application reads, parsed once. A bad value stops the start with one line that
 * names the setting (see docs/decisions/003-settings.md).
 */
const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const url = z.url({ protocol: /^https?$/, message: "must be an http(s) URL" });
/**
 * TRUST_PROXY: the addresses (or CIDR ranges) of the operator's own reverse proxies, comma-separated.
 * Only a connection from one of them may name the client in X-Forwarded-For. `true` means this
 * machine (loopback) only; `false` or nothing, none.
 */
const trustedProxies = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default("false")
    .transform((value, ctx) => {
      const entries = value
        .split(",")
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean);
      if (entries.length === 1 && ["false", "0", "no"].includes(entries[0]!)) return [];
      if (entries.length === 1 && ["true", "1", "yes", "loopback"].includes(entries[0]!)) return LOOPBACK_RANGES;
      for (const entry of entries) {
        if (!isAddressOrRange(entry)) {
          ctx.addIssue({
            code: "custom",
            message: `"${entry}" is not an IP address or CIDR range (list the proxies' addresses, e.g. 10.0.0.5,10.1.0.0/16)`,
          });
        }
      }
      return entries;
    }),
);

/** Loopback, in both families: what `TRUST_PROXY=true` trusts (a proxy on this machine). */
const LOOPBACK_RANGES = ["127.0.0.0/8", "::1/128"];

function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** STATION_SECRETS_KEY's 32 bytes, from 64 hex digits or base64 (either alphabet); null otherwise. */
function secretsKey(value: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, "hex");
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) return null;
  const key = Buffer.from(value, value.includes("-") || value.includes("_") ? "base64url" : "base64");
  return key.length === 32 ? key : null;
}

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "must be a port number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: optional(url),
  TRUST_PROXY: trustedProxies,

  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, message: "must be a postgres:// URL" })),
  SEED_DEMO: z.preprocess(emptyToUndefined, booleanFlag.default(true)),
  INSIGHTS: z.preprocess(emptyToUndefined, booleanFlag.default(true)),
  INSIGHTS_DIGEST: z.preprocess(emptyToUndefined, booleanFlag.default(true)),

  AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  ADMIN_EMAILS: z.preprocess(emptyToUndefined, z.string().default("")).transform((value, ctx) => {
    const emails = value
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean);
    for (const email of emails) {
      if (!z.email().safeParse(email).success) {
        ctx.addIssue({ code: "custom", message: `"${email}" is not an e-mail address` });
      }
    }
    return emails;
  }),

  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" })),
  // smtp (SMTP_URL), outbox (development: DATA_DIR/outbox, /dev/mail) or off (nothing is sent).
  MAIL_DELIVERY: optional(z.enum(["smtp", "outbox", "off"], { message: "must be smtp, outbox or off" })),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default("LAN Centers <no-reply@lancenters.local>")),

  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, "must start with sk_ or rk_")),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, "must start with whsec_")),
  STRIPE_PRICE_VERIFIED_LISTING: optional(z.string().regex(/^price_/, "must start with price_")),
  STRIPE_PRICE_LAN_CENTER: optional(z.string().regex(/^price_/, "must start with price_")),
  // Stripe's API itself by default; another address only for a local stand-in of it (tests).
  STRIPE_API_URL: optional(url),
  PAYMENTS_MODE: optional(z.enum(["stripe", "test", "off"], { message: "must be stripe, test or off" })),
  // The company's share of each paid ticket, in percent of its price (0 to 30, two decimals at most).
  TICKET_FEE_PERCENT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: "must be a number" })
      .min(0, "must be from 0 to 30")
      .max(30, "must be from 0 to 30")
      .refine((value) => Number.isInteger(value * 100), "must have at most two decimals")
      .default(0),
  ),

  // Vendor connections of "Free PCs now" (features/stations/vendors): the key their tokens are
  // encrypted with (AES-256-GCM, 32 bytes as base64 or hex; without it no vendor can be connected),
  // the vendors' API addresses (their real hosts; another one only for a local stand-in in tests),
  // how often each center is read and how many vendor requests the whole site makes a minute.
  STATION_SECRETS_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((value, ctx) => {
        const key = secretsKey(value.trim());
        if (!key) {
          ctx.addIssue({
            code: "custom",
            message: "must be 32 random bytes as base64 or hex (e.g. the output of openssl rand -base64 32)",
          });
          return z.NEVER;
        }
        return key;
      })
      .optional(),
  ),
  GGLEAP_API_URL: z.preprocess(emptyToUndefined, url.default("https://api.ggleap.com/production")),
  ICAFECLOUD_API_URL: z.preprocess(emptyToUndefined, url.default("https://api.icafecloud.com/api/v2")),
  STATION_POLL_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: "must be a number of seconds" })
      .int("must be a whole number of seconds")
      .min(1, "must be from 1 to 3600 seconds")
      .max(3600, "must be from 1 to 3600 seconds")
      .default(60),
  ),
  STATION_POLL_CALLS_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .default(600),
  ),

  GOOGLE_MAPS_API_KEY: optional(z.string()),
  MAP_TILE_URL: z.preprocess(emptyToUndefined, z.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png")),

  HUBSPOT_PORTAL_ID: optional(z.string().regex(/^\d+$/, "must be a number")),
  HUBSPOT_FORM_SIGNUP: optional(z.string()),
  HUBSPOT_FORM_SIGNUP_EARLY: optional(z.string()),
  HUBSPOT_FORM_SIGNUP_LP: optional(z.string()),
  HUBSPOT_FORM_SIGNUP_GIZMO: optional(z.string()),
  HUBSPOT_FORM_SIGNUP_VALHALLAN: optional(z.string()),
  HUBSPOT_FORM_SIGNUP_CONTENDER: optional(z.string()),

  CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email("must be an e-mail address").default("hello@lancenters.com")),
  MEETING_URL: z.preprocess(emptyToUndefined, url.default("https://calendly.com/lancenters/intro")),
  SOCIAL_DISCORD_URL: z.preprocess(emptyToUndefined, url.default("https://discord.gg/lancenters")),
  SOCIAL_X_URL: z.preprocess(emptyToUndefined, url.default("https://x.com/lancenters")),

  // Photos' files in S3-compatible object storage instead of the database (features/photos/).
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name")),
  S3_ENDPOINT: optional(url),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default("us-east-1")),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, booleanFlag.default(false)),

  // Steam's image host for games' capsule and header art; without it the generated art is shown.
  STEAM_IMAGE_HOST: optional(url),

  RATE_LIMIT_SCALE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: "must be a number" }).positive("must be greater than 0").default(1),
  ),
  // Password checks (sign-in, password change) run at once in each process; the CPU count by default.
  PASSWORD_CHECK_CONCURRENCY: optional(
    z.coerce.number({ message: "must be a number" }).int("must be a whole number").min(1, "must be at least 1"),
  ),
  // Pages that are the same for every visitor without a session are rendered once per content
  // version and minute (server/shared-pages.ts); false renders every request (to measure a render).
  SHARED_PAGES: z.preprocess(emptyToUndefined, booleanFlag.default(true)),
});

/** The names of every setting, for the documentation check. */
export const settingNames = Object.keys(schema.shape);

export type Env = Omit<z.infer<typeof schema>, "PAYMENTS_MODE" | "PUBLIC_URL" | "AUTH_SECRET" | "MAIL_DELIVERY"> & {
  PAYMENTS_MODE: "stripe" | "test" | "off";
  MAIL_DELIVERY: "smtp" | "outbox" | "off";
  PUBLIC_URL: string;
  AUTH_SECRET: string;
  /** The embedded database is used when no DATABASE_URL is set. */
  usesEmbeddedDatabase: boolean;
};

export class SettingsError extends Error {
  constructor(
    readonly setting: string,
    detail: string,
  ) {
    super(`Invalid setting ${setting}: ${detail}`);
    this.name = "SettingsError";
  }
}

/**
 * Settings whose value is never printed, even when it is refused: secrets, and URLs that may carry a
 * password. The message names the setting and the rule only.
 */
const SECRET_SETTINGS: ReadonlySet<string> = new Set([
  "AUTH_SECRET",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "SMTP_URL",
  "DATABASE_URL",
  "S3_SECRET_ACCESS_KEY",
  "STATION_SECRETS_KEY",
]);

function parseWith<T extends z.ZodType>(parser: T, source: Record<string, string | undefined>): z.infer<T> {
  const result = parser.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const setting = String(issue.path[0] ?? "environment");
  const shown = source[setting] === undefined || SECRET_SETTINGS.has(setting) ? "" : ` (got "${source[setting]}")`;
  throw new SettingsError(setting, `${issue.message}${shown}`);
}

const publicSchema = schema.pick({
  // The site's own address, for canonical links and sitemaps.
  PUBLIC_URL: true,
  PORT: true,
  CONTACT_EMAIL: true,
  MEETING_URL: true,
  SOCIAL_DISCORD_URL: true,
  SOCIAL_X_URL: true,
  MAP_TILE_URL: true,
  GOOGLE_MAPS_API_KEY: true,
  // The join pages' HubSpot form: ids that HubSpot's embed code shows to every visitor anyway.
  HUBSPOT_PORTAL_ID: true,
  HUBSPOT_FORM_SIGNUP: true,
  HUBSPOT_FORM_SIGNUP_EARLY: true,
  HUBSPOT_FORM_SIGNUP_LP: true,
  HUBSPOT_FORM_SIGNUP_GIZMO: true,
  HUBSPOT_FORM_SIGNUP_VALHALLAN: true,
  HUBSPOT_FORM_SIGNUP_CONTENDER: true,
  // Game art on the prerendered home page.
  STEAM_IMAGE_HOST: true,
});

/**
 * Only the settings pages show. Prerendering at build time reads these alone: it needs no secret
 * and no database.
 */
export function publicEnv(source: Record<string, string | undefined> = process.env) {
  return parseWith(publicSchema, source);
}

/** Parses the settings from an environment; throws SettingsError naming the first bad one. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = parseWith(schema, source);
  const usesEmbeddedDatabase = !parsed.DATABASE_URL;

  // Pretend payments must never be taken by accident: only the embedded (development) database
  // defaults to the test checkout.
  const PAYMENTS_MODE =
    parsed.PAYMENTS_MODE ?? (parsed.STRIPE_SECRET_KEY ? "stripe" : usesEmbeddedDatabase ? "test" : "off");
  if (PAYMENTS_MODE === "stripe" && !parsed.STRIPE_SECRET_KEY) {
    throw new SettingsError("STRIPE_SECRET_KEY", "is required when PAYMENTS_MODE is stripe");
  }

  const production = parsed.NODE_ENV === "production";
  let AUTH_SECRET = parsed.AUTH_SECRET;
  if (!AUTH_SECRET) {
    if (production) {
      throw new SettingsError("AUTH_SECRET", "is required in production (at least 32 characters)");
    }
    AUTH_SECRET = developmentSecret(parsed.DATA_DIR);
  }
  if (production && !parsed.PUBLIC_URL) {
    // Cookies are Secure (and __Secure- prefixed) only when the public address is https.
    throw new SettingsError("PUBLIC_URL", "is required in production (the site's https:// address)");
  }
  const MAIL_DELIVERY = mailDelivery(parsed);

  return {
    ...parsed,
    PAYMENTS_MODE,
    MAIL_DELIVERY,
    AUTH_SECRET,
    PUBLIC_URL: siteUrl(parsed),
    usesEmbeddedDatabase,
  };
}

/**
 * How mail leaves. Production never falls back to the dev outbox (it holds every code): it needs
 * SMTP_URL, or MAIL_DELIVERY=off said out loud.
 */
function mailDelivery(parsed: z.infer<typeof schema>): Env["MAIL_DELIVERY"] {
  const production = parsed.NODE_ENV === "production";
  const chosen = parsed.MAIL_DELIVERY ?? (parsed.SMTP_URL ? "smtp" : production ? undefined : "outbox");
  if (!chosen) {
    throw new SettingsError("SMTP_URL", "is required in production (or set MAIL_DELIVERY=off to send no mail at all)");
  }
  if (chosen === "smtp" && !parsed.SMTP_URL)
    throw new SettingsError("SMTP_URL", "is required when MAIL_DELIVERY is smtp");
  if (chosen === "outbox" && production) {
    throw new SettingsError("MAIL_DELIVERY", "outbox is for development only (use smtp or off in production)");
  }
  return chosen;
}

/** The public origin without a trailing slash: PUBLIC_URL, or this machine's port in development. */
export function siteUrl(settings: { PUBLIC_URL?: string; PORT: number }): string {
  return (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, "");
}

/** In development a secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(path.resolve(dataDir), "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Where `renderWithReactProduction` keeps the NODE_ENV the site was started with (one per process). */
const SITE_NODE_ENV = Symbol.for("lan-centers.site-node-env");
type WithSiteNodeEnv = { [SITE_NODE_ENV]?: string | undefined };

/**
 * React (and its server renderer) picks its development or production build by NODE_ENV when it
 * is first imported; the development build renders two to three times slower. The server calls
 * this before anything imports React, so it always renders with the production build, and keeps
 * the NODE_ENV it was started with as the site's own setting (what production requires, the dev
 * outbox): `env()` reads that one.
 */
export function renderWithReactProduction(): void {
  const holder = globalThis as WithSiteNodeEnv;
  if (!(SITE_NODE_ENV in holder)) holder[SITE_NODE_ENV] = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
}

/** The process's settings as started: NODE_ENV as given, before `renderWithReactProduction`. */
export function startEnvironment(): Record<string, string | undefined> {
  const holder = globalThis as WithSiteNodeEnv;
  return SITE_NODE_ENV in holder ? { ...process.env, NODE_ENV: holder[SITE_NODE_ENV] } : process.env;
}

let cached: Env | undefined;

/** The settings of this process, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv(startEnvironment());
  return cached;
}
