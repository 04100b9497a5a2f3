import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { createdAt, isOneOf, updatedAt } from "./columns";
import { FAQ_CATEGORIES } from "./values";

/**
 * The games on /games, kept by administrators (new titles arrive every two weeks). Featured games
 * are the video cards at the top; the others make the "All Games" list. `position` orders each list.
 */
export const games = pgTable(
  "games",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** The address of its "where to play" page, `/games/{slug}`: made from the name when added, then kept. */
    slug: text("slug").notNull(),
    publisher: text("publisher").notNull(),
    storeUrl: text("store_url").notNull(),
    /** Steam's review summary ("Very Positive"); null until somebody who knows it fills it in. */
    reviewSummary: text("review_summary"),
    featured: boolean("featured").notNull().default(false),
    /** A trailer for the featured card (a video file's https address); a poster is shown without it. */
    videoUrl: text("video_url"),
    /** Its Steam app id: its capsule and header art come from Steam's image host (STEAM_IMAGE_HOST). */
    steamAppId: integer("steam_app_id"),
    /** Art an administrator uploaded (a photo with purpose `game`); shown before Steam's. */
    imagePhotoId: uuid("image_photo_id"),
    position: integer("position").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("games_steam_app_id_check", sql`${t.steamAppId} > 0`),
    index("games_featured_position_idx").on(t.featured, t.position),
    uniqueIndex("games_slug_unique").on(t.slug),
  ],
);

/** The questions on /faq, kept by administrators. */
export const faqItems = pgTable(
  "faq_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    category: text("category").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    position: integer("position").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("faq_items_category_check", isOneOf(t.category, FAQ_CATEGORIES)),
    index("faq_items_position_idx").on(t.position),
  ],
);

/**
 * Starter content loaded once per database, by name ("games", "faq"). Once loaded it is the
 * administrators' to change: removing every game must not bring the starter list back.
 */
export const contentSeeds = pgTable("content_seeds", {
  name: text("name").primaryKey(),
  createdAt: createdAt(),
});
