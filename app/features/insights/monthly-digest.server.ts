/** The monthly insights e-mail (being written): see scheduleMonthlyDigest. */
export function scheduleMonthlyDigest(): () => void {
  return () => {};
}
