import type { LanCenterField } from "./schemas";

/** The form's values as typed (what it posts, and what an answer gives back). */
export type LanCenterFormValues = Record<LanCenterField, string>;

export const EMPTY_LAN_CENTER_FORM: LanCenterFormValues = {
  ownerName: "",
  contactEmail: "",
  communityName: "",
  communityDescription: "",
  communityImageUrl: "",
  organizationName: "",
  website: "",
  address: "",
  latitude: "",
  longitude: "",
  description: "",
  imageUrl: "",
  photoIds: "",
  venueType: "",
  phone: "",
  openingHours: "",
  pcCount: "",
  consoleCount: "",
  vrCount: "",
  simCount: "",
  hardware: "",
  priceMin: "",
  priceMax: "",
  currency: "USD",
  passes: "",
  amenities: "",
  games: "",
  fullLibrary: "",
};

/** Posted values (or a loaded center's) as the form's text: unknown keys dropped, missing ones empty. */
export function lanCenterFormValues(values: Partial<Record<string, string | number | null>>): LanCenterFormValues {
  const result = { ...EMPTY_LAN_CENTER_FORM };
  for (const field of Object.keys(result) as LanCenterField[]) {
    const value = values[field];
    if (value !== undefined && value !== null) result[field] = String(value);
  }
  return result;
}
