import os from "node:os";

import { type ServerOutput, type ServerProcess, startServer } from "../../tests/support/server";
import { startLoadBalancer } from "./nginx";

/**
 * Production processes on one PostgreSQL database behind nginx, as `docs/scale-out.md` runs them:
 * the site's address is the balancer's, each process reads the client's address from
 * X-Forwarded-For, and each checks passwords on its share of the machine's cores.
 * Started one after the other (the first applies the migrations); if one fails, those started are stopped.
 */
export async function startProcessesBehindNginx(options: {
  ports: number[];
  balancerPort: number;
  databaseUrl: string;
  dataDir?: string;
  env?: NodeJS.ProcessEnv;
  output?: ServerOutput;
}): Promise<{ servers: ServerProcess[]; balancer: { url: string; stop: () => Promise<void> } }> {
  const siteUrl = `http://127.0.0.1:${options.balancerPort}`;
  const passwordChecks = Math.max(1, Math.floor(os.availableParallelism() / options.ports.length));
  const servers: ServerProcess[] = [];
  try {
    for (const port of options.ports) {
      servers.push(
        await startServer({
          port,
          databaseUrl: options.databaseUrl,
          dataDir: options.dataDir,
          output: options.output,
          env: {
            ...options.env,
            PUBLIC_URL: siteUrl,
            TRUST_PROXY: "127.0.0.1",
            PASSWORD_CHECK_CONCURRENCY: String(passwordChecks),
          },
        }),
      );
    }
    const balancer = await startLoadBalancer(
      servers.map((server) => server.url),
      options.balancerPort,
    );
    return { servers, balancer };
  } catch (error) {
    for (const server of servers) await server.stop();
    throw error;
  }
}
