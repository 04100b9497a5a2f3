/** What a member (or a service called for one) is told when a venue service is for administrators only. */
export const ADMINISTRATORS_ONLY = "Administrators only";
