import { openDatabase, pingDatabase } from "~/lib/db.server";

/** How long a page waits for a database that is not open yet (PGlite takes ~3 s on a fresh folder). */
const OPEN_TIMEOUT_MS = 5000;

/**
 * Whether the account service can answer: the account pages show 'Configuration Required' instead
 * of a form that could only fail. The server opens the database before it listens, so this is
 * normally one `select 1`; under `react-router dev` nothing has opened it yet, so it is opened here.
 */
export async function accountServiceAvailable(): Promise<boolean> {
  if (await pingDatabase(1500)) return true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), OPEN_TIMEOUT_MS);
  });
  try {
    const opened = openDatabase().then(
      () => true,
      () => false,
    );
    if (!(await Promise.race([opened, timedOut]))) return false;
  } finally {
    clearTimeout(timer);
  }
  return pingDatabase(1500);
}
