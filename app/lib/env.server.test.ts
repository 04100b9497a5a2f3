import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { parseEnv, SettingsError, settingNames } from "./env.server";

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lan-env-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function errorOf(source: Record<string, string>) {
  try {
    parseEnv({ DATA_DIR: dataDir(), ...source });
  } catch (error) {
    return error as SettingsError;
  }
  throw new Error("expected the settings to be refused");
}

describe("settings", () => {
  it("has working defaults for a development start", () => {
    const settings = parseEnv({ DATA_DIR: dataDir() });
    expect(settings.PORT).toBe(3000);
    expect(settings.PUBLIC_URL).toBe("http://localhost:3000");
    expect(settings.usesEmbeddedDatabase).toBe(true);
    expect(settings.PAYMENTS_MODE).toBe("test");
    expect(settings.RATE_LIMIT_SCALE).toBe(1);
    expect(settings.ADMIN_EMAILS).toEqual([]);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["PUBLIC_URL", "not a url"],
    ["SMTP_URL", "http://mail"],
    ["ADMIN_EMAILS", "boss@example.com, nobody"],
    ["RATE_LIMIT_SCALE", "0"],
    ["PAYMENTS_MODE", "free"],
    ["NODE_ENV", "staging"],
    ["STRIPE_SECRET_KEY", "pk_live_123"],
  ])("refuses %s=%s, naming the setting", (name, value) => {
    const error = errorOf({ [name]: value });
    expect(error).toBeInstanceOf(SettingsError);
    expect(error.setting).toBe(name);
    expect(error.message).toMatch(new RegExp(`^Invalid setting ${name}: `));
    expect(error.message).not.toContain("\n");
  });

  it("requires AUTH_SECRET in production", () => {
    expect(errorOf({ NODE_ENV: "production" }).setting).toBe("AUTH_SECRET");
  });

  it("keeps a generated development secret in DATA_DIR across starts", () => {
    const dir = dataDir();
    const first = parseEnv({ DATA_DIR: dir }).AUTH_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(parseEnv({ DATA_DIR: dir }).AUTH_SECRET).toBe(first);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(first);
  });

  it("takes payments only when chosen or when Stripe is configured", () => {
    const dir = dataDir();
    expect(parseEnv({ DATA_DIR: dir, DATABASE_URL: "postgres://u@localhost/db" }).PAYMENTS_MODE).toBe("off");
    expect(parseEnv({ DATA_DIR: dir, STRIPE_SECRET_KEY: "sk_test_1" }).PAYMENTS_MODE).toBe("stripe");
    expect(
      parseEnv({ DATA_DIR: dir, DATABASE_URL: "postgres://u@localhost/db", PAYMENTS_MODE: "test" }).PAYMENTS_MODE,
    ).toBe("test");
    expect(errorOf({ PAYMENTS_MODE: "stripe" }).setting).toBe("STRIPE_SECRET_KEY");
  });

  it("lower-cases and splits ADMIN_EMAILS", () => {
    const settings = parseEnv({ DATA_DIR: dataDir(), ADMIN_EMAILS: " Boss@Example.com,ops@example.com " });
    expect(settings.ADMIN_EMAILS).toEqual(["boss@example.com", "ops@example.com"]);
  });
});

describe("settings in production", () => {
  const production = {
    NODE_ENV: "production",
    AUTH_SECRET: "production-secret-that-is-long-enough-0123",
    PUBLIC_URL: "https://lancenters.example",
    SMTP_URL: "smtp://mail.example:587",
  };
  const without = (name: keyof typeof production) => {
    const rest: Record<string, string> = { ...production };
    delete rest[name];
    return rest;
  };

  it("require PUBLIC_URL: without it the session cookie would not be Secure", () => {
    expect(errorOf(without("PUBLIC_URL")).setting).toBe("PUBLIC_URL");
  });

  it("refuse to start without SMTP_URL unless mail is set off out loud", () => {
    const refused = errorOf(without("SMTP_URL"));
    expect(refused.setting).toBe("SMTP_URL");
    expect(refused.message).toContain("MAIL_DELIVERY=off");
    expect(parseEnv({ DATA_DIR: dataDir(), ...without("SMTP_URL"), MAIL_DELIVERY: "off" }).MAIL_DELIVERY).toBe("off");
    expect(errorOf({ ...without("SMTP_URL"), MAIL_DELIVERY: "outbox" }).setting).toBe("MAIL_DELIVERY");
    expect(parseEnv({ DATA_DIR: dataDir(), ...production }).MAIL_DELIVERY).toBe("smtp");
  });

  it("keep the dev outbox for development without SMTP", () => {
    expect(parseEnv({ DATA_DIR: dataDir() }).MAIL_DELIVERY).toBe("outbox");
    expect(errorOf({ MAIL_DELIVERY: "smtp" }).setting).toBe("SMTP_URL");
  });
});

describe("a refused secret", () => {
  it.each([
    ["AUTH_SECRET", "too-short-but-secret"],
    ["STRIPE_SECRET_KEY", "pk_live_not-a-secret-key-but-hidden"],
    ["STRIPE_WEBHOOK_SECRET", "wh_wrong-prefix-hidden"],
    ["SMTP_URL", "http://user:smtp-password-hidden@mail.example"],
    ["DATABASE_URL", "mysql://user:db-password-hidden@localhost/db"],
    ["STATION_SECRETS_KEY", "short-key-hidden"],
  ])("%s is named with its rule, never its value", (name, value) => {
    const error = errorOf({ [name]: value });
    expect(error.setting).toBe(name);
    expect(error.message).toMatch(new RegExp(`^Invalid setting ${name}: \\S`));
    expect(error.message).not.toContain(value);
    expect(error.message).not.toContain("hidden");
  });

  it("other settings still show what was given", () => {
    expect(errorOf({ PORT: "abc" }).message).toContain('(got "abc")');
  });
});

describe("STATION_SECRETS_KEY", () => {
  const key = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7));
  const read = (value: string) => parseEnv({ DATA_DIR: dataDir(), STATION_SECRETS_KEY: value }).STATION_SECRETS_KEY;

  it("is none by default: vendor connections are then not set up", () => {
    expect(parseEnv({ DATA_DIR: dataDir() }).STATION_SECRETS_KEY).toBeUndefined();
  });

  it.each([
    ["hex", key.toString("hex")],
    ["base64", key.toString("base64")],
    ["base64 without padding", key.toString("base64").replace(/=+$/, "")],
    ["base64url", key.toString("base64url")],
  ])("takes 32 bytes as %s", (_, value) => {
    expect(read(value)).toEqual(key);
  });

  it.each([key.subarray(0, 16).toString("hex"), Buffer.concat([key, key]).toString("base64"), "x".repeat(44)])(
    "refuses %s with what it must be",
    (value) => {
      const error = errorOf({ STATION_SECRETS_KEY: value });
      expect(error.message).toBe(
        "Invalid setting STATION_SECRETS_KEY: must be 32 random bytes as base64 or hex (e.g. the output of openssl rand -base64 32)",
      );
    },
  );
});

describe("TRUST_PROXY", () => {
  const trusted = (value: string | undefined) =>
    parseEnv({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).TRUST_PROXY;

  it("trusts no proxy by default or when false", () => {
    expect(trusted(undefined)).toEqual([]);
    expect(trusted("false")).toEqual([]);
    expect(trusted("")).toEqual([]);
  });

  it("reads true as this machine's loopback only", () => {
    expect(trusted("true")).toEqual(["127.0.0.0/8", "::1/128"]);
  });

  it("takes addresses and CIDR ranges of both families", () => {
    expect(trusted(" 10.0.0.5, 192.168.0.0/16,::1, fd00::/8 ")).toEqual([
      "10.0.0.5",
      "192.168.0.0/16",
      "::1",
      "fd00::/8",
    ]);
  });

  it.each(["10.0.0.0/33", "proxy.internal", "10.0.0.1/8/2", "fd00::/129", "true,10.0.0.1", "*"])(
    "refuses %s",
    (value) => {
      expect(errorOf({ TRUST_PROXY: value }).setting).toBe("TRUST_PROXY");
    },
  );
});

describe("the settings' documentation", () => {
  it("lists every setting in .env.example and README.md", () => {
    const example = readFileSync(path.resolve(".env.example"), "utf8");
    const readme = readFileSync(path.resolve("README.md"), "utf8");
    for (const name of settingNames.filter((setting) => setting !== "NODE_ENV")) {
      expect(example, `.env.example lists ${name}`).toMatch(new RegExp(`^# ${name}=`, "m"));
      expect(readme, `README.md lists ${name}`).toContain(`\`${name}\``);
    }
  });
});
