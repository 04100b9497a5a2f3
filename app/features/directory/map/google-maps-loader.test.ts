import { afterEach, describe, expect, it } from "vitest";

import {
  GOOGLE_RETRY_DELAYS_MS,
  googleMapsScriptUrl,
  loadGoogleMaps,
  onGoogleAuthFailure,
  resetGoogleMapsLoader,
  type LoaderEnvironment,
} from "./google-maps-loader";
import { MapServiceError } from "./map-engine";

afterEach(() => resetGoogleMapsLoader());

/**
 * A page without a network: each injected script "fails" or "runs" as the test says; running
 * defines `google.maps` and calls the callback named in the address, as Google's script does.
 */
function fakeEnvironment(outcomes: ("fail" | "run" | "refuse-key")[]) {
  const win: LoaderEnvironment["win"] & Record<string, unknown> = {};
  const injected: string[] = [];
  const waits: number[] = [];
  const fakeMaps = { Map: class {} } as unknown as typeof google.maps;
  const env: LoaderEnvironment = {
    win,
    inject: async (src) => {
      injected.push(src);
      const outcome = outcomes[injected.length - 1] ?? "fail";
      if (outcome === "fail") throw new MapServiceError("offline");
      if (outcome === "refuse-key") {
        win.gm_authFailure?.();
        return;
      }
      win.google = { maps: fakeMaps };
      const callback = new URL(src).searchParams.get("callback")!;
      (win[callback] as () => void)();
    },
    wait: async (ms) => {
      waits.push(ms);
    },
  };
  return { env, injected, waits, fakeMaps };
}

describe("googleMapsScriptUrl", () => {
  it("asks for the places library, with the key and a callback", () => {
    const url = new URL(googleMapsScriptUrl("AIza key"));
    expect(url.origin + url.pathname).toBe("https://maps.googleapis.com/maps/api/js");
    expect(url.searchParams.get("key")).toBe("AIza key");
    expect(url.searchParams.get("libraries")).toBe("places");
    expect(url.searchParams.get("callback")).toMatch(/^\w+$/);
  });
});

describe("loadGoogleMaps", () => {
  it("resolves with google.maps once the script has run", async () => {
    const { env, injected, waits, fakeMaps } = fakeEnvironment(["run"]);
    await expect(loadGoogleMaps("key", env)).resolves.toBe(fakeMaps);
    expect(injected).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it("retries a script that could not be fetched, waiting longer each time", async () => {
    const { env, injected, waits, fakeMaps } = fakeEnvironment(["fail", "fail", "run"]);
    await expect(loadGoogleMaps("key", env)).resolves.toBe(fakeMaps);
    expect(injected).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it("gives up after three retries, then tries afresh when asked again", async () => {
    const first = fakeEnvironment(["fail", "fail", "fail", "fail", "fail"]);
    await expect(loadGoogleMaps("key", first.env)).rejects.toBeInstanceOf(MapServiceError);
    expect(first.injected).toHaveLength(1 + GOOGLE_RETRY_DELAYS_MS.length);
    expect(first.waits).toEqual([1000, 2000, 4000]);

    const second = fakeEnvironment(["run"]);
    await expect(loadGoogleMaps("key", second.env)).resolves.toBe(second.fakeMaps);
  });

  it("fails at once when Google refuses the key, and tells the maps already drawn", async () => {
    const { env, injected, waits } = fakeEnvironment(["refuse-key", "run"]);
    const told: string[] = [];
    onGoogleAuthFailure(() => told.push("refused"));
    await expect(loadGoogleMaps("bad", env)).rejects.toThrow(/refused/);
    expect(injected).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(told).toEqual(["refused"]);
    // A refused key stays refused for the page.
    await expect(loadGoogleMaps("bad", env)).rejects.toThrow(/refused/);
  });

  it("shares one load between maps on the same page", async () => {
    const { env, injected } = fakeEnvironment(["run"]);
    const [a, b] = await Promise.all([loadGoogleMaps("key", env), loadGoogleMaps("key", env)]);
    expect(a).toBe(b);
    expect(injected).toHaveLength(1);
  });
});
