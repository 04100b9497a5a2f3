// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";

import { JOIN_PAGE_CONTENT } from "~/content/join-pages";
import type { PublicSettings } from "~/lib/public-settings.server";

import { HUBSPOT_FORMS_SCRIPT, HUBSPOT_READY_TIMEOUT_MS, type HubSpotFormOptions } from "./hubspot-form";
import { JoinFormPanel } from "./join-form-panel";
import type { LeadAnswer } from "./lead-form";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const baseSettings: PublicSettings = {
  contactEmail: "hello@lancenters.test",
  meetingUrl: "https://meet.example.com/intro",
  socialLinks: [],
  siteUrl: "http://localhost:3000",
  mapTileUrl: "",
  googleMapsApiKey: null,
  hubspot: null,
};

const gizmo = JOIN_PAGE_CONTENT["signup-gizmo"];

let container: HTMLElement;
let root: Root;
/** Scripts the component added to <head>, caught before the browser would fetch them. */
let scripts: HTMLScriptElement[];

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  scripts = [];
  vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
    scripts.push(...(nodes as HTMLScriptElement[]));
  });
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function renderPanel(settings: PublicSettings, answer?: LeadAnswer) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      children: [
        {
          path: "signup-gizmo",
          Component: () => <JoinFormPanel content={gizmo} answer={answer} submitting={false} />,
        },
      ],
    },
  ]);
  await act(async () => {
    root.render(<Stub initialEntries={["/signup-gizmo"]} hydrationData={{ loaderData: { root: { settings } } }} />);
  });
}

const withHubSpot: PublicSettings = {
  ...baseSettings,
  hubspot: { portalId: "1234567", forms: { "signup-gizmo": "form-gizmo-1" } },
};

function text() {
  return container.textContent ?? "";
}

describe("the HubSpot form", () => {
  it("says it is loading, then offers the contact address when HubSpot's script fails", async () => {
    await renderPanel(withHubSpot);
    expect(text()).toContain("Loading form...");
    expect(scripts.map((script) => script.src)).toEqual([HUBSPOT_FORMS_SCRIPT]);

    await act(async () => scripts[0]!.onerror?.(new Event("error")));

    expect(text()).not.toContain("Loading form...");
    expect(text()).toContain("Unable to load the signup form.");
    expect(text()).toContain("Please contact us directly:");
    const contact = [...container.querySelectorAll("a")].find((link) => link.textContent?.includes("Contact Us"));
    expect(contact?.getAttribute("href")).toBe("mailto:hello@lancenters.test");
  });

  it("creates the page's form in its target once the script is in, and shows it when HubSpot says it is ready", async () => {
    await renderPanel(withHubSpot);
    const create = vi.fn<(options: HubSpotFormOptions) => void>();
    window.hbspt = { forms: { create } };
    await act(async () => scripts[0]!.onload?.(new Event("load")));

    expect(create).toHaveBeenCalledTimes(1);
    const options = create.mock.calls[0]![0];
    expect(options).toMatchObject({
      portalId: "1234567",
      formId: "form-gizmo-1",
      target: "#hubspot-form-form-gizmo-1",
    });
    const target = container.querySelector<HTMLElement>(options.target)!;
    expect(target.hidden).toBe(true);

    await act(async () => options.onFormReady?.());
    expect(text()).not.toContain("Loading form...");
    expect(target.hidden).toBe(false);

    await act(async () => options.onFormSubmitted?.());
    expect(text()).toContain("Your request was sent.");
    expect(container.querySelector("form")).toBeNull(); // our own form never shows beside HubSpot's
  });

  it("gives up after the time-out when the form never becomes ready", async () => {
    vi.useFakeTimers();
    window.hbspt = { forms: { create: vi.fn() } };
    await renderPanel(withHubSpot);
    expect(text()).toContain("Loading form...");

    await act(async () => vi.advanceTimersByTime(HUBSPOT_READY_TIMEOUT_MS + 1));
    expect(text()).toContain("Unable to load the signup form.");
    delete window.hbspt;
  });

  it("is used only when this page has a form id: otherwise our own form, and no script at all", async () => {
    await renderPanel({ ...withHubSpot, hubspot: { portalId: "1234567", forms: { signup: "other-page" } } });
    expect(scripts).toEqual([]);
    expect(container.querySelector("form input[name='venueName']")).not.toBeNull();
  });
});

/** The form imports its schema on first use: lets that import, and the check waiting on it, finish. */
async function schemaArrived() {
  await act(async () => {
    await import("../schemas");
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("our own lead form", () => {
  function field(name: string) {
    return container.querySelector<HTMLInputElement>(`[name='${name}']`)!;
  }

  async function type(name: string, value: string) {
    const input = field(name);
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")!.set!;
    await act(async () => {
      setter.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
  }

  it("refuses an empty form in the browser with each field's message, and focuses the first", async () => {
    await renderPanel(baseSettings);
    // Heard after React's own listener (on the root), so it sees whether the post was stopped.
    const submitted = vi.fn();
    const listener = (event: Event) => submitted(event.defaultPrevented);
    document.addEventListener("submit", listener);
    onTestFinished(() => document.removeEventListener("submit", listener));

    await act(async () => container.querySelector<HTMLButtonElement>("button[type='submit']")!.click());
    await schemaArrived();

    expect(submitted).toHaveBeenCalledWith(true);
    expect(submitted).not.toHaveBeenCalledWith(false);
    expect(text()).toContain("Please enter your name");
    expect(text()).toContain("Please enter your email address");
    expect(text()).toContain("Please enter your venue's name");
    expect(document.activeElement).toBe(field("name"));
    expect(field("name").getAttribute("aria-invalid")).toBe("true");

    // Typing a fix clears that field's message at once.
    await type("name", "Dana");
    expect(text()).not.toContain("Please enter your name");
    expect(field("name").getAttribute("aria-invalid")).toBeNull();
  });

  it("judges a field as soon as it is left", async () => {
    await renderPanel(baseSettings);
    await type("email", "dana@example");
    await act(async () => field("email").dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
    await schemaArrived();
    expect(text()).toContain("Please enter a valid email address");
  });

  it("keeps the hidden trap out of sight, out of the tab order and out of autofill", async () => {
    await renderPanel(baseSettings);
    const trap = field("company_website");
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute("autocomplete")).toBe("off");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
  });

  it("gives back what was typed, with the server's messages, when the action refuses it", async () => {
    await renderPanel(baseSettings, {
      ok: false,
      values: { name: "Dana", email: "dana@example.com", venueName: "", phone: "call me", message: "Hi" },
      errors: { phone: "Please enter a valid phone number: digits, spaces and + ( ) - only" },
      message: undefined,
    });
    expect(field("name").value).toBe("Dana");
    expect(field("phone").value).toBe("call me");
    expect(container.querySelector<HTMLTextAreaElement>("[name='message']")!.value).toBe("Hi");
    expect(text()).toContain("Please enter a valid phone number");
  });

  it("thanks the visitor by name in place of the form, and takes the focus there", async () => {
    await renderPanel(baseSettings, { ok: true, name: "Dana" });
    expect(container.querySelector("form")).toBeNull();
    const heading = container.querySelector("h2")!;
    expect(heading.textContent).toBe("Thanks, Dana!");
    expect(text()).toContain("we'll be in touch");
    expect(document.activeElement).toBe(heading);
  });
});
