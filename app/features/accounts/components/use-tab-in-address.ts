import { useState } from "react";
import { useLocation } from "react-router";

import { dashboardTab, type DashboardTab } from "../dashboard-tabs";

/**
 * The selected tab, kept in `?tab=` so a reload (or a form posted without JavaScript) comes back to
 * it. Switching only rewrites the address: it is not a navigation, so nothing is loaded again and
 * the tab shows at once. Any real navigation (a link to /dashboard, a form) reads the address anew.
 */
export function useTabInAddress(): [DashboardTab, (tab: DashboardTab) => void] {
  const location = useLocation();
  const fromAddress = () => dashboardTab(new URLSearchParams(location.search).get("tab"));
  const [selected, setSelected] = useState(() => ({ key: location.key, tab: fromAddress() }));
  let tab = selected.tab;
  if (selected.key !== location.key) {
    tab = fromAddress();
    setSelected({ key: location.key, tab });
  }
  const select = (next: DashboardTab) => {
    setSelected({ key: location.key, tab: next });
    const url = new URL(window.location.href);
    if (next === "overview") url.searchParams.delete("tab");
    else url.searchParams.set("tab", next);
    // The router's own history entry, with the new address.
    window.history.replaceState(window.history.state, "", url);
  };
  return [tab, select];
}
