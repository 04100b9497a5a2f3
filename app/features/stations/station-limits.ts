/** The push API's limits, shared by the server and the owner's page. */

/** A center takes one report per this many seconds: a script posting in a loop is told to wait. */
export const MIN_REPORT_SECONDS = 20;
