import { useCallback, useRef } from "react";
import type { z } from "zod";

/**
 * A form's schema, imported when the visitor first reaches the form (focus or touch) instead of
 * with the page: the validation library is most of a marketing form page's script. `schema()`
 * starts the import if needed and resolves once it has arrived; a failed import is tried again
 * on the next call (the action checks the form anyway).
 */
export function useLazySchema<S extends z.ZodType>(load: () => Promise<S>) {
  const loadRef = useRef(load);
  const loaded = useRef<S | null>(null);
  const pending = useRef<Promise<S> | null>(null);

  const schema = useCallback((): Promise<S> => {
    if (loaded.current) return Promise.resolve(loaded.current);
    pending.current ??= loadRef.current().then(
      (arrived) => (loaded.current = arrived),
      (error: unknown) => {
        pending.current = null;
        throw error;
      },
    );
    return pending.current;
  }, []);

  /** The schema if it has arrived (a submit can then be checked without waiting). */
  const loadedSchema = useCallback(() => loaded.current, []);

  return { schema, loadedSchema };
}
