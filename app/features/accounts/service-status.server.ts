import { openDatabase, pingDatabase } from "~/lib/db.server";

/** How long a page waits for a database that is not open yet (PGlite takes ~3 s on a fresh folder). */
const OPEN_TIMEOUT_MS = 5000;

/**
 * How long a database that answered is taken to answer still. Under load a ping waits behind every
 * query in line, and a slow database is not a missing one: the sign-in page shows its form, and a
 * refused sign-in its message, without waiting for it.
 */
const ANSWERED_RECENTLY_MS = 10_000;

let answeredAt = Number.NEGATIVE_INFINITY;
let checking: Promise<boolean> | undefined;

/**
 * Whether the account service can answer: the account pages show 'Configuration Required' instead
 * of a form that could only fail. The server opens the database before it listens, so this is
 * normally one `select 1` (one at a time, shared by the pages asking); under `react-router dev`
 * nothing has opened it yet, so it is opened here.
 */
export async function accountServiceAvailable(): Promise<boolean> {
  const check = (checking ??= checkDatabase().finally(() => (checking = undefined)));
  // The check goes on in the background: it keeps the answer fresh.
  if (performance.now() - answeredAt < ANSWERED_RECENTLY_MS) return true;
  return check;
}

async function checkDatabase(): Promise<boolean> {
  const answered = (await pingDatabase(1500)) || (await openAndPing());
  if (answered) answeredAt = performance.now();
  return answered;
}

async function openAndPing(): Promise<boolean> {
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
