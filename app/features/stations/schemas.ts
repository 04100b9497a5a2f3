/** The stations feature's forms, checked in the browser and again on the server. */
import { STATION_VENDORS } from "#db/schema/values";
import { requiredText } from "~/features/venues/venue-fields";
import { z } from "~/lib/zod";

import { STATION_TOKEN_LABEL_MAX, STATION_TOKEN_MESSAGES } from "./station-token-values";
import { VENDOR_MESSAGES } from "./vendor-connection-values";
import type { VendorProfile } from "./vendors/connector";

export const stationTokenSchema = z.object({
  label: requiredText("Name", STATION_TOKEN_LABEL_MAX, STATION_TOKEN_MESSAGES.labelRequired),
});

/**
 * The owner's "connect your venue software" form, shared by the browser and the action. Which
 * fields a vendor needs comes from its profile (the connector's declaration, which the loader
 * hands the page), so a new vendor brings its own rules.
 */
export function vendorConnectionSchema(vendors: readonly VendorProfile[]) {
  return z
    .object({
      vendor: z.string({ error: VENDOR_MESSAGES.chooseVendor }),
      token: z.string().default(""),
      accountRef: z.string().default(""),
    })
    .transform((values) => ({
      vendor: values.vendor.trim(),
      token: values.token.trim(),
      accountRef: values.accountRef.trim(),
    }))
    .superRefine((values, context) => {
      const profile = vendors.find((vendor) => vendor.id === values.vendor);
      if (!profile || !(STATION_VENDORS as readonly string[]).includes(values.vendor)) {
        context.addIssue({ code: "custom", path: ["vendor"], message: VENDOR_MESSAGES.chooseVendor });
        return;
      }
      for (const field of profile.fields) {
        const value = values[field.name];
        if (!value) {
          if (field.required) context.addIssue({ code: "custom", path: [field.name], message: field.required });
        } else if (value.length > field.maxLength) {
          context.addIssue({
            code: "custom",
            path: [field.name],
            message: `${field.label} must be at most ${field.maxLength} characters`,
          });
        } else if (field.pattern && !new RegExp(field.pattern.source).test(value)) {
          context.addIssue({ code: "custom", path: [field.name], message: field.pattern.message });
        }
      }
    })
    .transform((values) => {
      const profile = vendors.find((vendor) => vendor.id === values.vendor)!;
      const asks = (name: "token" | "accountRef") => profile.fields.some((field) => field.name === name);
      return {
        vendor: profile.id,
        token: values.token,
        accountRef: asks("accountRef") && values.accountRef ? values.accountRef : null,
      };
    });
}

export type VendorConnectionForm = z.infer<ReturnType<typeof vendorConnectionSchema>>;
