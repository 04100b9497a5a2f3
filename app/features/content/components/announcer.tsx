import { X } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";

import { Alert } from "~/components/ui/alert";

import type { ContentAnswer } from "./content-answer";

/**
 * Removals post through one shared fetcher, watched here: a removed row unmounts with its own
 * components before it could report, so the page reports for it.
 */
export const REMOVAL_FETCHER_KEY = "content-removal";

type Announcer = {
  announce: (answer: ContentAnswer) => void;
  /** Where the focus goes once a removal succeeds (the row holding it is gone by then). */
  focusAfterRemoval: (element: HTMLElement | null) => void;
};

const AnnounceContext = createContext<Announcer>({ announce: () => {}, focusAfterRemoval: () => {} });

/** Lets any form on the page report its outcome to the one message area. */
export function useAnnouncer() {
  return useContext(AnnounceContext);
}

/**
 * The page's latest outcome ("Moved “Dota 2” up."), in a polite live region pinned to the bottom
 * of the screen so it is seen on a phone too; `fallback` is what a plain (script-less) post answered.
 */
export function AnnouncerProvider({ fallback, children }: { fallback?: ContentAnswer; children: ReactNode }) {
  const [latest, setLatest] = useState<ContentAnswer | null>(null);
  const [dismissed, setDismissed] = useState<ContentAnswer | null>(null);
  const removal = useFetcher<ContentAnswer>({ key: REMOVAL_FETCHER_KEY });
  const handledRemoval = useRef<ContentAnswer | undefined>(undefined);
  const focusTarget = useRef<HTMLElement | null>(null);

  const announce = useCallback((answer: ContentAnswer) => setLatest(answer), []);
  const focusAfterRemoval = useCallback((element: HTMLElement | null) => {
    focusTarget.current = element;
  }, []);

  useEffect(() => {
    const answer = removal.data;
    if (removal.state !== "idle" || !answer || handledRemoval.current === answer) return;
    handledRemoval.current = answer;
    setLatest(answer);
    const active = document.activeElement;
    if (answer.ok && (!active || active === document.body)) focusTarget.current?.focus();
  }, [removal.state, removal.data]);

  const shown = latest ?? fallback ?? null;
  const visible = shown && shown !== dismissed ? shown : null;

  return (
    <AnnounceContext.Provider value={{ announce, focusAfterRemoval }}>
      {children}
      <div
        aria-live="polite"
        aria-atomic="true"
        className="pointer-events-none fixed inset-x-4 bottom-4 z-40 flex justify-center sm:inset-x-auto sm:right-6"
      >
        {visible ? (
          <div className="pointer-events-auto flex w-full max-w-md items-start gap-2 rounded-xl bg-surface-950 shadow-2xl shadow-black/60">
            <Alert tone={visible.ok ? "success" : "error"} className="min-w-0 flex-1">
              {visible.message}
              {/* A script-less post has no fields to mark: its problems are listed here instead. */}
              {visible.errors ? ` ${Object.values(visible.errors).join(". ")}.` : null}
            </Alert>
            <button
              type="button"
              onClick={() => setDismissed(visible)}
              className="mt-1.5 mr-1.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-200 hover:bg-white/10"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">Dismiss message</span>
            </button>
          </div>
        ) : null}
      </div>
    </AnnounceContext.Provider>
  );
}
