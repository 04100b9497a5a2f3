import { createContext, useContext, useEffect, useState } from "react";

import type { Viewer } from "~/lib/viewer";

/** `undefined` means "not known yet": a prerendered page is still asking the server. */
export type ViewerState = Viewer | undefined;

const CurrentViewerContext = createContext<ViewerState>(undefined);

export const CurrentViewerProvider = CurrentViewerContext.Provider;

/** Who is signed in, for any component of the page (see `useViewerFromServer`). */
export function useCurrentViewer(): ViewerState {
  return useContext(CurrentViewerContext);
}

/**
 * The viewer to show. Server-rendered pages know it; a prerendered page (the same HTML for
 * everybody) asks /api/session once after hydration.
 */
export function useViewerFromServer(viewer: Viewer, viewerKnown: boolean): ViewerState {
  const [fetchedViewer, setFetchedViewer] = useState<ViewerState>(undefined);

  useEffect(() => {
    if (viewerKnown) return;
    const controller = new AbortController();
    fetch("/api/session", {
      credentials: "same-origin",
      headers: { accept: "application/json" },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ viewer: Viewer }>) : { viewer: null }))
      .then((body) => setFetchedViewer(body.viewer ?? null))
      .catch(() => {
        // Unknown stays unknown only while the request runs; after a failure offer Sign In.
        if (!controller.signal.aborted) setFetchedViewer(null);
      });
    return () => controller.abort();
  }, [viewerKnown]);

  return viewerKnown ? viewer : fetchedViewer;
}
