import { z } from "~/lib/zod";
import { singleLine } from "~/lib/single-line";

import { FAQ_CATEGORIES } from "#db/schema/values";

import { CONTENT_LIMITS, isHttpsAddress } from "./content-values";
import { MAX_STEAM_APP_ID } from "./game-art";

/**
 * The administrators' forms for /games and /faq: one schema each, shared by the browser (instant
 * feedback) and the action and services (the check that counts). Each accepts what a form posts
 * (strings, "on" for a ticked box) as well as its own output, so a service can check again what a
 * route already parsed.
 */

export * from "./content-values";

/** A required text: of one line (names), or of several with `lines` "many" (an answer). */
const requiredText = (missing: string, max: number, tooLong: string, lines: "one" | "many" = "one") =>
  z
    .string({ error: missing })
    .transform((value) => (lines === "one" ? singleLine(value) : value.trim()))
    .pipe(z.string().min(1, missing).max(max, tooLong));

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

export const STEAM_APP_ID_MESSAGE = "Steam app id must be a whole number, e.g. 730.";
export const GAME_ART_ID_MESSAGE = "The art could not be read. Upload the image again, or remove it.";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Steam's app id, the number in a store address (`/app/730/`): blank is none. */
const steamAppId = z
  .union([z.string(), z.number()], { error: STEAM_APP_ID_MESSAGE })
  .nullish()
  .transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : (value ?? "").trim();
    if (text === "") return null;
    const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
    if (!(id >= 1 && id <= MAX_STEAM_APP_ID)) {
      ctx.addIssue({ code: "custom", message: STEAM_APP_ID_MESSAGE });
      return z.NEVER;
    }
    return id;
  });

/** The uploaded art's photo id (the art field's hidden input): blank is none. The service checks it exists. */
const imagePhotoId = z
  .string({ error: GAME_ART_ID_MESSAGE })
  .nullish()
  .transform((value) => value?.trim() || null)
  .refine((value) => value === null || UUID.test(value), GAME_ART_ID_MESSAGE);

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
  steamAppId,
  imagePhotoId,
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
    "many",
  ),
});
export type FaqItemFormValues = z.input<typeof faqItemSchema>;
