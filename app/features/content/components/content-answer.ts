import type { FieldErrors } from "~/lib/forms";

/** The forms of /admin/content, by the `intent` each posts. */
export const CONTENT_INTENTS = [
  "add-game",
  "update-game",
  "move-game",
  "remove-game",
  "add-faq",
  "update-faq",
  "move-faq",
  "remove-faq",
] as const;
export type ContentIntent = (typeof CONTENT_INTENTS)[number];

/** What the action of /admin/content answers to every form. */
export type ContentAnswer = {
  intent: ContentIntent | null;
  ok: boolean;
  message: string;
  id?: string;
  errors?: FieldErrors;
};

/** The address every administrators' form posts to (also from dialogs, which render in a portal). */
export const CONTENT_ADMIN_PATH = "/admin/content";
