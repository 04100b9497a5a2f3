import { relations } from "drizzle-orm";

import { user } from "./auth";
import { userProfiles } from "./accounts";
import { customers, lanCenterSubscriptions } from "./subscriptions";
import { communities, events, locationContacts, locations } from "./venues";

/** For Drizzle's relational queries (`db.query.locations.findFirst({ with: { community: true } })`). */
export const userProfilesRelations = relations(userProfiles, ({ one }) => ({
  user: one(user, { fields: [userProfiles.userId], references: [user.id] }),
}));

export const communitiesRelations = relations(communities, ({ many }) => ({
  locations: many(locations),
  events: many(events),
}));

export const locationsRelations = relations(locations, ({ one, many }) => ({
  community: one(communities, { fields: [locations.communityId], references: [communities.id] }),
  contacts: many(locationContacts),
  events: many(events),
  subscriptions: many(lanCenterSubscriptions),
}));

export const eventsRelations = relations(events, ({ one, many }) => ({
  community: one(communities, { fields: [events.communityId], references: [communities.id] }),
  location: one(locations, { fields: [events.locationId], references: [locations.id] }),
  contacts: many(locationContacts),
}));

export const locationContactsRelations = relations(locationContacts, ({ one }) => ({
  location: one(locations, { fields: [locationContacts.locationId], references: [locations.id] }),
  event: one(events, { fields: [locationContacts.eventId], references: [events.id] }),
}));

export const customersRelations = relations(customers, ({ one }) => ({
  user: one(user, { fields: [customers.userId], references: [user.id] }),
}));

export const lanCenterSubscriptionsRelations = relations(lanCenterSubscriptions, ({ one }) => ({
  location: one(locations, { fields: [lanCenterSubscriptions.locationId], references: [locations.id] }),
  user: one(user, { fields: [lanCenterSubscriptions.userId], references: [user.id] }),
}));
