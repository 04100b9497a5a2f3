import { z } from "~/lib/zod";

import { FAQ_CATEGORIES } from "#db/schema/values";

import { CONTENT_LIMITS, isHttpsAddress } from "./content-values";

/**
 * The administrators' forms for /games and /faq: one schema each, shared by the browser (instant
 * feedback) and the action and services (the check that counts). Each accepts what a form posts
 * (strings, "on" for a ticked box) as well as its own output, so a service can check again what a
 * route already parsed.
 */

export * from "./content-values";

const requiredText = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** An optional text: blank becomes null. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .nullish()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || value.length <= max, tooLong);

const httpsAddress = (message: string) =>
  z
    .string()
    .trim()
    .max(CONTENT_LIMITS.url, `The address can be at most ${CONTENT_LIMITS.url} characters`)
    .refine(isHttpsAddress, message);

/** A checkbox: present ("on") when ticked, absent when not. */
const checkbox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

export const gameSchema = z.object({
  name: requiredText(
    "Please enter the game's name",
    CONTENT_LIMITS.name,
    `The name can be at most ${CONTENT_LIMITS.name} characters`,
  ),
  publisher: requiredText(
    "Please enter the publisher",
    CONTENT_LIMITS.publisher,
    `The publisher can be at most ${CONTENT_LIMITS.publisher} characters`,
  ),
  storeUrl: z
    .string({ error: "Please enter the store page address" })
    .trim()
    .min(1, "Please enter the store page address")
    .pipe(httpsAddress("The store page must be an https:// address, e.g. https://store.steampowered.com/app/730/")),
  reviewSummary: optionalText(
    CONTENT_LIMITS.reviewSummary,
    `The review summary can be at most ${CONTENT_LIMITS.reviewSummary} characters`,
  ),
  featured: checkbox,
  videoUrl: z
    .string()
    .nullish()
    .transform((value) => value?.trim() || null)
    .refine(
      (value) => value === null || (value.length <= CONTENT_LIMITS.url && isHttpsAddress(value)),
      "The video must be an https:// address of a video file",
    ),
});
export type GameFormValues = z.input<typeof gameSchema>;

export const faqItemSchema = z.object({
  category: z.enum(FAQ_CATEGORIES, { error: "Please choose a category" }),
  question: requiredText(
    "Please enter the question",
    CONTENT_LIMITS.question,
    `The question can be at most ${CONTENT_LIMITS.question} characters`,
  ),
  answer: requiredText(
    "Please enter the answer",
    CONTENT_LIMITS.answer,
    `The answer can be at most ${CONTENT_LIMITS.answer} characters`,
  ),
});
export type FaqItemFormValues = z.input<typeof faqItemSchema>;
