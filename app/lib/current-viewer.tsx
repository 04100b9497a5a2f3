import { createContext, startTransition, useContext, useEffect, useState } from "react";

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
      // A transition: the whole page reads the viewer, and an urgent update redraws it right after
      // hydration in one long task (115-128 ms in the bench's Chromium, more on a phone); this one yields.
      .then((body) => startTransition(() => setFetchedViewer(body.viewer ?? null)))
      .catch(() => {
        // Unknown stays unknown only while the request runs; after a failure offer Sign In.
        if (!controller.signal.aborted) startTransition(() => setFetchedViewer(null));
      });
    return () => controller.abort();
  }, [viewerKnown]);

  return viewerKnown ? viewer : fetchedViewer;
}
