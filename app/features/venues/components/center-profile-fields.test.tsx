// @vitest-environment happy-dom
import { act, useState } from "react";
import { describe, expect, it } from "vitest";

import { useReactRoot } from "#test-support/react-root";

import { CenterProfileFields, type LanCenterFormState } from "./center-profile-fields";
import { EMPTY_LAN_CENTER_FORM, type LanCenterFormValues } from "../lan-center-form-values";

const view = useReactRoot();

function Host({ errors = {} }: { errors?: Record<string, string> }) {
  const [values, setValues] = useState<LanCenterFormValues>(EMPTY_LAN_CENTER_FORM);
  const setField = (field: keyof LanCenterFormValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const form: LanCenterFormState = {
    values,
    errors,
    setField,
    text: (field) => ({
      name: field,
      value: values[field],
      error: errors[field],
      onChange: (event) => setField(field, event.target.value),
    }),
  };
  return <CenterProfileFields form={form} />;
}

function labelled(name: string): HTMLInputElement {
  const label = [...view.container.querySelectorAll("label")].find((element) => element.textContent === name);
  if (!label) throw new Error(`No control labelled "${name}"`);
  return document.getElementById(label.htmlFor) as HTMLInputElement;
}

describe("CenterProfileFields", () => {
  it("posts the amenities ticked as one value, in the list's order", () => {
    act(() => view.root.render(<Host />));
    const amenities = () =>
      (view.container.querySelector('input[type="hidden"][name="amenities"]') as HTMLInputElement).value;
    act(() => labelled("Free Wi-Fi").click());
    act(() => labelled("Food and drinks").click());
    expect(amenities()).toBe("food_drinks,free_wifi");
    act(() => labelled("Free Wi-Fi").click());
    expect(amenities()).toBe("food_drinks");
    // The checkboxes themselves post nothing: one value per field.
    expect(view.container.querySelectorAll('input[type="checkbox"][name]')).toHaveLength(0);
  });

  it("names every field for the form and shows each message under its own", () => {
    act(() =>
      view.root.render(
        <Host
          errors={{
            pcCount: "Gaming PCs must be a whole number from 0 to 10,000",
            amenities: "Please choose amenities from the list",
          }}
        />,
      ),
    );
    const names = [...view.container.querySelectorAll("[name]")].map((element) => element.getAttribute("name"));
    expect(names).toEqual(
      expect.arrayContaining([
        "phone",
        "pcCount",
        "consoleCount",
        "vrCount",
        "simCount",
        "hardware",
        "priceMin",
        "priceMax",
        "currency",
        "passes",
        "amenities",
      ]),
    );
    const pcs = labelled("Gaming PCs");
    expect(pcs.getAttribute("inputmode")).toBe("numeric");
    expect(document.getElementById(pcs.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Gaming PCs must be a whole number from 0 to 10,000",
    );
    expect(labelled("Phone").type).toBe("tel");
    expect(labelled("Phone").autocomplete).toBe("tel");
    const group = view.container.querySelector('fieldset[name="amenities"]')!;
    expect(document.getElementById(group.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Please choose amenities from the list",
    );
  });
});
