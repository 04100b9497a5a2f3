import { useEffect, useState } from "react";

/**
 * Moves the focus to an element once the next render has put it on the page: the first field of a
 * row just added, or a steady control when the focused one was removed (a keyboard user must not
 * be left at the top of the page).
 */
export function useFocusLater(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (target === null) return;
    document.getElementById(target)?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}
