// The whole schema, for drizzle-kit (drizzle.config.ts) and for the typed database (db/database.ts).
export * from "./auth";
export * from "./accounts";
export * from "./rate-limits";
export * from "./venues";
export * from "./tickets";
export * from "./subscriptions";
export * from "./content";
export * from "./content-changes";
export * from "./leads";
export * from "./photos";
export * from "./insights";
export * from "./stations";
export * from "./relations";
