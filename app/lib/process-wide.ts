/**
 * One value for the whole process, made on first use and kept on `globalThis` under
 * `Symbol.for("lan-centers.<name>")`. The server's start (server/main.ts) and React Router's build
 * are separate module graphs, each with its own copy of a module: a module-level value would be two.
 */
export function processWide<T>(name: string, make: () => T): T {
  const store = globalThis as Record<symbol, unknown>;
  return (store[Symbol.for(`lan-centers.${name}`)] ??= make()) as T;
}
