import { LAN_CENTER_FIELDS, LAN_CENTER_FIELD_NAMES, type LanCenterField } from "./lan-center-fields";

/** The form's values as typed (what it posts, and what an answer gives back). */
export type LanCenterFormValues = Record<LanCenterField, string>;

/** Every field's starting text (`lan-center-fields.ts`: empty unless the field says otherwise). */
export const EMPTY_LAN_CENTER_FORM: LanCenterFormValues = Object.fromEntries(
  LAN_CENTER_FIELD_NAMES.map((field) => [field, (LAN_CENTER_FIELDS[field] as { empty?: string }).empty ?? ""]),
) as LanCenterFormValues;

/** Posted values (or a loaded center's) as the form's text: unknown keys dropped, missing ones empty. */
export function lanCenterFormValues(values: Partial<Record<string, string | number | null>>): LanCenterFormValues {
  const result = { ...EMPTY_LAN_CENTER_FORM };
  for (const field of LAN_CENTER_FIELD_NAMES) {
    const value = values[field];
    if (value !== undefined && value !== null) result[field] = String(value);
  }
  return result;
}
