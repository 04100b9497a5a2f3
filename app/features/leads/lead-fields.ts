/**
 * The lead form's fields, limits and trap, without the schema: what the form needs to draw itself,
 * so a join page does not load the validation library with its first script (schemas.ts builds on these).
 */

/** The form's fields, in the order they appear (the first invalid one gets the focus). */
export const LEAD_FIELDS = ["name", "email", "venueName", "phone", "message"] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/**
 * The trap for form-filling scripts: a field people never see or reach. Its name looks like one a
 * bot would gladly fill; a request that fills it is answered as a success and dropped.
 */
export const HONEYPOT_FIELD = "company_website";

/** Length limits (characters). */
export const LEAD_LIMITS = { name: 100, email: 254, venueName: 120, phone: 40, message: 2000 } as const;

/** What the form holds and posts: the text of every visible field. */
export type LeadFormValues = Record<LeadField, string>;

export const EMPTY_LEAD_VALUES: LeadFormValues = { name: "", email: "", venueName: "", phone: "", message: "" };
