import { useEffect, useState } from "react";

import { MESSAGE_CLEAR_MS } from "~/lib/account-rules";

/**
 * `value` until `ms` have passed since it appeared, then undefined. Each new value (a new action
 * result object, even with the same text) gets its own full time: the timer is keyed to the value
 * itself, so a message never vanishes early because an older one's timer ran out.
 */
export function useExpiringValue<T>(value: T | undefined, ms: number = MESSAGE_CLEAR_MS): T | undefined {
  const [expired, setExpired] = useState<T | undefined>(undefined);
  useEffect(() => {
    if (value === undefined) return;
    const timer = setTimeout(() => setExpired(() => value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return value !== undefined && value !== expired ? value : undefined;
}
