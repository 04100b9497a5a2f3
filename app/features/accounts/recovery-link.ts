/**
 * Links from older password-recovery e-mails land on the home page with their parameters in the
 * query or the fragment (`type=recovery`, `access_token`, `error`, `error_code`). Such an address
 * belongs to /reset-password; everything after the path is kept so that page can read it.
 */
export function recoveryRedirectTarget(location: { search: string; hash: string }): string | null {
  const carriesRecovery = [location.search.replace(/^\?/, ""), location.hash.replace(/^#/, "")].some((part) => {
    const params = new URLSearchParams(part);
    return (
      params.get("type") === "recovery" || params.has("access_token") || params.has("error") || params.has("error_code")
    );
  });
  return carriesRecovery ? `/reset-password${location.search}${location.hash}` : null;
}
