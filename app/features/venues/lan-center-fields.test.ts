import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { locations } from "#db/schema/venues";
import { checkFields } from "~/lib/forms";

import { centerFieldColumns, centerColumnOf, lanCenterColumns } from "./lan-center-columns.server";
import { centerFieldsOn, LAN_CENTER_FIELD_NAMES } from "./lan-center-fields";
import { EMPTY_LAN_CENTER_FORM, lanCenterFormValues } from "./lan-center-form-values";
import { lanCenterSchema } from "./schemas";

/** The columns of `locations` the form does not fill: keys, the time zone worked out on save, review and state. */
const NOT_THE_FORMS = [
  "id",
  "slug",
  "communityId",
  "timeZone",
  "verified",
  "featured",
  "createdByAdmin",
  "isDemo",
  "reviewStatus",
  "rejectionReason",
  "reviewChanges",
  "reviewedAt",
  "createdBy",
  "createdAt",
  "updatedAt",
];

const filled = {
  ...EMPTY_LAN_CENTER_FORM,
  communityName: "Downtown Gamers",
  organizationName: "Pixel Arena",
  address: "1 Main St, Austin, TX",
  latitude: "30.2672",
  longitude: "-97.7431",
  description: "A LAN center",
  pcCount: "40",
  priceMin: "5",
};

function parsed() {
  const check = checkFields(lanCenterSchema, filled);
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  return check.data;
}

describe("a center's fields, declared once", () => {
  it("make the form's schema and its values, in one order", () => {
    expect(Object.keys(parsed())).toEqual(LAN_CENTER_FIELD_NAMES);
    expect(Object.keys(EMPTY_LAN_CENTER_FORM)).toEqual(LAN_CENTER_FIELD_NAMES);
    expect(EMPTY_LAN_CENTER_FORM.currency).toBe("USD");
    expect(lanCenterFormValues({ pcCount: 40, unknown: "dropped" })).toEqual({
      ...EMPTY_LAN_CENTER_FORM,
      pcCount: "40",
    });
  });

  it("are saved in columns of `locations`, and every column of the center is a field's or listed", () => {
    const columns = Object.keys(getTableColumns(locations));
    const saved = Object.keys(lanCenterColumns(parsed()));
    expect(saved.filter((column) => !columns.includes(column))).toEqual([]);
    expect(saved.sort()).toEqual(centerFieldsOn("center").map(centerColumnOf).sort());
    expect(Object.keys(centerFieldColumns).sort()).toEqual([...saved].sort());
    expect(columns.filter((column) => !saved.includes(column) && !NOT_THE_FORMS.includes(column))).toEqual([]);
    expect(NOT_THE_FORMS.filter((column) => !columns.includes(column))).toEqual([]);
  });

  it("save a price range only with its lowest price, and its currency with it", () => {
    const columns = lanCenterColumns(parsed());
    expect(columns).toMatchObject({ pcCount: 40, lat: 30.2672, lng: -97.7431, priceMinCents: 500, priceMaxCents: 500 });
    expect(columns.currency).toBe("USD");
    const unpriced = lanCenterColumns({ ...parsed(), priceMin: null, priceMax: 800 });
    expect(unpriced).toMatchObject({ priceMinCents: null, priceMaxCents: null, currency: null });
  });
});
