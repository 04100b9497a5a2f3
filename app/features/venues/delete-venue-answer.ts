/** A venue's delete, as the dashboard's dialog posts it and the dashboard's action answers it. */
export type DeleteIntent = "delete-lan-center" | "delete-lan-party";

/** What the dashboard's action answers to a delete. */
export type DeleteVenueAnswer = { intent: DeleteIntent; ok: boolean; message?: string; id?: string };
