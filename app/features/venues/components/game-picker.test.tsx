// @vitest-environment happy-dom
import { act, useState } from "react";
import { describe, expect, it } from "vitest";

import type { CatalogueGame } from "../venue-profile";
import { useReactRoot } from "#test-support/react-root";
import { CenterGamesFields } from "./center-games-fields";
import type { LanCenterFormState } from "./center-profile-fields";
import { EMPTY_LAN_CENTER_FORM, type LanCenterFormValues } from "../lan-center-form-values";

const catalogue: CatalogueGame[] = [
  { slug: "counter-strike-2", name: "Counter-Strike 2" },
  { slug: "dota-2", name: "Dota 2" },
  { slug: "pokemon-unite", name: "Pokémon UNITE" },
  { slug: "valorant", name: "VALORANT" },
];

const view = useReactRoot();

/** The games section with the form's values kept as the form keeps them. */
function Host({
  games = "",
  list,
  libraryPlan = false,
  errors = {},
}: {
  games?: string;
  list: CatalogueGame[] | null;
  libraryPlan?: boolean;
  errors?: Record<string, string>;
}) {
  const [values, setValues] = useState<LanCenterFormValues>({ ...EMPTY_LAN_CENTER_FORM, games });
  const form: LanCenterFormState = {
    values,
    errors,
    setField: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    text: (field) => ({ name: field, value: values[field], error: errors[field], onChange: () => {} }),
  };
  return <CenterGamesFields form={form} catalogue={list} libraryPlan={libraryPlan} />;
}

function render(node: React.ReactNode) {
  act(() => view.root.render(node));
}

function search(): HTMLInputElement {
  return view.container.querySelector('[role="combobox"]') as HTMLInputElement;
}

function type(text: string) {
  const input = search();
  act(() => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

function press(key: string): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
  act(() => {
    search().dispatchEvent(event);
  });
  return event;
}

function options(): string[] {
  return [...view.container.querySelectorAll('[role="option"]')].map((option) => option.textContent ?? "");
}

function posted(): string {
  return (view.container.querySelector('input[name="games"]') as HTMLInputElement).value;
}

describe("CenterGamesFields", () => {
  it("finds games by name, accents aside, and picks one with the arrow keys and Enter", () => {
    render(<Host list={catalogue} />);
    expect(search().getAttribute("aria-expanded")).toBe("false");

    type("pokemon");
    expect(options()).toEqual(["Pokémon UNITE"]);
    expect(search().getAttribute("aria-expanded")).toBe("true");

    type("o");
    expect(options()).toEqual(["Counter-Strike 2", "Dota 2", "Pokémon UNITE", "VALORANT"]);
    press("ArrowDown");
    press("ArrowDown");
    const active = document.getElementById(search().getAttribute("aria-activedescendant")!);
    expect(active?.textContent).toBe("Dota 2");
    expect(active?.getAttribute("aria-selected")).toBe("true");
    // Enter picks the game and never sends the form.
    expect(press("Enter").defaultPrevented).toBe(true);

    expect(posted()).toBe("dota-2");
    expect(search().value).toBe("");
    expect(view.container.textContent).toContain("1 game chosen");
    expect(view.container.querySelector('[aria-label="Chosen games"]')?.textContent).toContain("Dota 2");
  });

  it("picks with the mouse, leaves picked games out of the list and removes them with their button", () => {
    render(<Host list={catalogue} games="valorant" />);
    expect(view.container.textContent).toContain("1 game chosen");
    type("a");
    expect(options()).not.toContain("VALORANT");
    const dota = [...view.container.querySelectorAll<HTMLElement>('[role="option"]')].find(
      (option) => option.textContent === "Dota 2",
    )!;
    act(() => dota.click());
    expect(posted()).toBe("valorant,dota-2");
    expect(view.container.textContent).toContain("2 games chosen");
    // Choosing closes the list; the line under the box stays where it was (nothing below it moves).
    expect(search().getAttribute("aria-expanded")).toBe("false");
    expect(view.container.querySelector<HTMLElement>('[role="listbox"]')!.hidden).toBe(true);
    const results = document.getElementById(search().getAttribute("aria-describedby")!.split(" ")[0]!)!;
    expect(results.className).not.toContain("sr-only");

    const remove = [...view.container.querySelectorAll("button")].find(
      (button) => button.textContent === "Remove VALORANT",
    )!;
    act(() => remove.click());
    expect(posted()).toBe("dota-2");
    expect(document.activeElement).toBe(search());
  });

  it("closes the list with Escape and says when nothing matches", () => {
    render(<Host list={catalogue} />);
    type("zelda");
    expect(options()).toEqual([]);
    expect(view.container.textContent).toContain("No other game in the catalogue matches “zelda”.");
    type("dota");
    press("Escape");
    expect(search().getAttribute("aria-expanded")).toBe("false");
  });

  it("keeps the chosen games when the catalogue could not be loaded", () => {
    render(<Host list={null} games="dota-2,valorant" errors={{ games: "Please choose games from the catalogue" }} />);
    expect(view.container.textContent).toContain(
      "The game list could not be loaded. Your other changes can still be saved.",
    );
    expect(search()).toBeNull();
    expect(posted()).toBe("dota-2,valorant");
    const group = view.container.querySelector('fieldset[name="games"]')!;
    expect(document.getElementById(group.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Please choose games from the catalogue",
    );
  });

  it("posts the full library as true, with the hint that fits the center's plan", () => {
    render(<Host list={catalogue} />);
    const library = view.container.querySelector<HTMLInputElement>('input[name="fullLibrary"]')!;
    expect(view.container.textContent).toContain(
      "Counts while this center subscribes to the LAN Center plan, which includes the library.",
    );
    act(() => library.click());
    expect(library.checked).toBe(true);
    expect(library.value).toBe("true");

    render(<Host list={catalogue} libraryPlan />);
    expect(view.container.textContent).toContain("Every game in the catalogue is listed for your center.");
  });
});
