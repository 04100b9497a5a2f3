import { useEffect, useRef } from "react";
import { useNavigate, type NavigateOptions } from "react-router";

/**
 * Goes to `to` after `delayMs` (the spec's pauses after a success: 2 s, 5 s). Leaving the page
 * first cancels it. The options are read when the timer fires, so a new object each render is fine.
 */
export function useRedirectAfter(to: string, delayMs: number, options?: NavigateOptions): void {
  const navigate = useNavigate();
  const latestOptions = useRef(options);
  latestOptions.current = options;
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, latestOptions.current), delayMs);
    return () => clearTimeout(timer);
  }, [navigate, to, delayMs]);
}
