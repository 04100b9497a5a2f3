// @vitest-environment happy-dom
import { act, useState } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";

import type { OpeningHours } from "../opening-hours";
import { useReactRoot } from "#test-support/react-root";
import { HoursEditor } from "./hours-editor";
import { EMPTY_LAN_CENTER_FORM } from "../lan-center-form-values";
import { LanCenterForm } from "./lan-center-form";

// The pin map loads Leaflet in the browser; the hours do not need it.
vi.mock("./pin-map", () => ({ PinMap: () => null }));

const view = useReactRoot();

/** The editor with its value kept as the form keeps it. */
function Host({ initial = "", error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <HoursEditor value={value} onChange={setValue} error={error} />
    </form>
  );
}

function render(node: React.ReactNode) {
  act(() => view.root.render(node));
}

/** The control a label names, by the label's whole text (screen-reader part included; any case, as read aloud). */
function control<T extends HTMLElement = HTMLInputElement>(name: string): T {
  const label = [...view.container.querySelectorAll("label")].find(
    (element) => element.textContent?.trim().toLowerCase() === name.toLowerCase(),
  );
  if (!label) throw new Error(`No control labelled "${name}"`);
  return document.getElementById(label.htmlFor) as T;
}

function button(name: string): HTMLButtonElement {
  const found = [...view.container.querySelectorAll("button")].find((element) => element.textContent?.trim() === name);
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

/** Types into a controlled input or chooses in a select, as a browser would tell React. */
function enter(element: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
}

function click(element: HTMLElement) {
  act(() => element.click());
}

function posted(): string {
  return (view.container.querySelector('input[type="hidden"][name="openingHours"]') as HTMLInputElement).value;
}

function schedule(): OpeningHours {
  return JSON.parse(posted()) as OpeningHours;
}

describe("HoursEditor", () => {
  it("starts with no hours given, and lists a closed week once ticked", () => {
    render(<Host />);
    expect(posted()).toBe("");
    expect(view.container.textContent).toContain("Hours not given");
    expect(view.container.querySelectorAll("fieldset fieldset")).toHaveLength(0);

    click(control("List our opening hours"));
    expect(schedule().week).toEqual(Array.from({ length: 7 }, () => ({ kind: "closed" })));
    expect(schedule().exceptions).toEqual([]);
    const legends = [...view.container.querySelectorAll("fieldset fieldset > legend")].map(
      (legend) => legend.textContent,
    );
    expect(legends).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
  });

  it("sets a day's hours past midnight, adds a second time and copies Monday to every day", () => {
    render(<Host />);
    click(control("List our opening hours"));
    enter(control<HTMLSelectElement>("Monday hours"), "spans");
    expect(schedule().week[0]).toEqual({ kind: "spans", spans: [{ open: "10:00", close: "22:00", overnight: false }] });

    enter(control("Monday opens"), "16:00");
    enter(control("Monday closes"), "02:00");
    click(control("Monday closes next day"));
    expect(schedule().week[0]).toEqual({ kind: "spans", spans: [{ open: "16:00", close: "02:00", overnight: true }] });

    click(button("Add opening time to Monday"));
    // The new time's first field takes the focus; the labels now tell the times apart.
    expect(document.activeElement).toBe(control("Monday (time 2) opens"));
    enter(control("Monday (time 2) opens"), "10:00");
    enter(control("Monday (time 2) closes"), "14:00");
    click(button("Remove Monday (time 1)"));
    expect(schedule().week[0]).toEqual({ kind: "spans", spans: [{ open: "10:00", close: "14:00", overnight: false }] });
    expect(document.activeElement).toBe(control("Monday hours"));

    click(button("Copy Monday to all days"));
    expect(schedule().week.every((day) => JSON.stringify(day) === JSON.stringify(schedule().week[0]))).toBe(true);
    expect(view.container.textContent).toContain("Every day now has Monday's hours.");

    enter(control<HTMLSelectElement>("Sunday hours"), "open24");
    expect(schedule().week[6]).toEqual({ kind: "open24" });
  });

  it("adds and removes special dates with their hours and note", () => {
    render(<Host />);
    click(control("List our opening hours"));
    click(button("Add a special date"));
    expect(document.activeElement).toBe(control("Special date 1 Date"));
    enter(control("Special date 1 Date"), "2026-12-24");
    enter(control("Special date 1 Note"), "Christmas Eve");
    enter(control<HTMLSelectElement>("Special date 1 hours"), "spans");
    enter(control("Special date 1 closes"), "16:00");
    expect(schedule().exceptions).toEqual([
      {
        date: "2026-12-24",
        hours: { kind: "spans", spans: [{ open: "10:00", close: "16:00", overnight: false }] },
        note: "Christmas Eve",
      },
    ]);

    click(button("Remove special date 1"));
    expect(schedule().exceptions).toEqual([]);
    expect(document.activeElement).toBe(button("Add a special date"));
  });

  it("turns the hours off and brings back what was set when ticked again", () => {
    render(<Host />);
    click(control("List our opening hours"));
    enter(control<HTMLSelectElement>("Friday hours"), "open24");
    click(control("List our opening hours"));
    expect(posted()).toBe("");
    click(control("List our opening hours"));
    expect(schedule().week[4]).toEqual({ kind: "open24" });
  });

  it("shows the field's message under the editor and reads it with the group", () => {
    const initial = JSON.stringify({ week: Array.from({ length: 7 }, () => ({ kind: "closed" })), exceptions: [] });
    render(<Host initial={initial} error="Monday: the opening times overlap" />);
    const group = view.container.querySelector('fieldset[name="openingHours"]')!;
    const message = document.getElementById(group.getAttribute("aria-describedby")!)!;
    expect(message.textContent).toBe("Monday: the opening times overlap.");
  });
});

describe("LanCenterForm's hours", () => {
  it("checks the hours before posting: the message shows under the editor, which takes the focus", async () => {
    const overlapping: OpeningHours = {
      week: [
        {
          kind: "spans",
          spans: [
            { open: "10:00", close: "14:00", overnight: false },
            { open: "13:00", close: "18:00", overnight: false },
          ],
        },
        ...Array.from({ length: 6 }, () => ({ kind: "closed" }) as const),
      ],
      exceptions: [],
    };
    const values = {
      ...EMPTY_LAN_CENTER_FORM,
      communityName: "Pixel Crew",
      organizationName: "Pixel Palace",
      address: "1 Main St",
      latitude: "39.78",
      longitude: "-89.65",
      description: "Forty PCs",
      openingHours: JSON.stringify(overlapping),
    };
    const Stub = createRoutesStub([
      {
        path: "/register-lan-center",
        Component: () => (
          <LanCenterForm
            mode="register"
            signedIn
            initialValues={values}
            submitting={false}
            catalogue={[]}
            libraryPlan={false}
          />
        ),
      },
    ]);
    await act(async () => view.root.render(<Stub initialEntries={["/register-lan-center"]} />));

    const form = view.container.querySelector("form")!;
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    act(() => {
      form.dispatchEvent(submit);
    });
    expect(submit.defaultPrevented).toBe(true);
    const group = view.container.querySelector('fieldset[name="openingHours"]')!;
    expect(document.getElementById(group.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Monday: the opening times overlap.",
    );
    expect(document.activeElement).toBe(group);
  });
});
