import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * Every setting the application reads, parsed once. A bad value stops the start with one line that
 * names the setting (see docs/decisions/003-settings.md).
 */
const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const url = z.url({ protocol: /^https?$/, message: "must be an http(s) URL" });
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
  TRUST_PROXY: z.preprocess(emptyToUndefined, booleanFlag.default(false)),

  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, message: "must be a postgres:// URL" })),
  SEED_DEMO: z.preprocess(emptyToUndefined, booleanFlag.default(true)),

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
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default("LAN Centers <no-reply@lancenters.local>")),

  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, "must start with sk_ or rk_")),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, "must start with whsec_")),
  STRIPE_PRICE_VERIFIED_LISTING: optional(z.string().regex(/^price_/, "must start with price_")),
  STRIPE_PRICE_LAN_CENTER: optional(z.string().regex(/^price_/, "must start with price_")),
  // Stripe's API itself by default; another address only for a local stand-in of it (tests).
  STRIPE_API_URL: optional(url),
  PAYMENTS_MODE: optional(z.enum(["stripe", "test", "off"], { message: "must be stripe, test or off" })),

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

  RATE_LIMIT_SCALE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: "must be a number" }).positive("must be greater than 0").default(1),
  ),
});

/** The names of every setting, for the documentation check. */
export const settingNames = Object.keys(schema.shape);

export type Env = Omit<z.infer<typeof schema>, "PAYMENTS_MODE" | "PUBLIC_URL" | "AUTH_SECRET"> & {
  PAYMENTS_MODE: "stripe" | "test" | "off";
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

function parseWith<T extends z.ZodType>(parser: T, source: Record<string, string | undefined>): z.infer<T> {
  const result = parser.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const setting = String(issue.path[0] ?? "environment");
  const shown = source[setting] === undefined ? "" : ` (got "${source[setting]}")`;
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

  let AUTH_SECRET = parsed.AUTH_SECRET;
  if (!AUTH_SECRET) {
    if (parsed.NODE_ENV === "production") {
      throw new SettingsError("AUTH_SECRET", "is required in production (at least 32 characters)");
    }
    AUTH_SECRET = developmentSecret(parsed.DATA_DIR);
  }

  return {
    ...parsed,
    PAYMENTS_MODE,
    AUTH_SECRET,
    PUBLIC_URL: siteUrl(parsed),
    usesEmbeddedDatabase,
  };
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

let cached: Env | undefined;

/** The settings of this process, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
