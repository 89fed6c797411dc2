/**
 * The reference UI-server for the kit's own tests: built in-process on a temporary data folder and
 * listening on a free loopback port, in the contract mode asked for, so the kit meets it over real
 * sockets as it would meet any server. One per test file: PGlite's initdb is slow on a busy machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../../../server/app';

export type ContractMode = 'reference' | 'strict';

export interface ListeningServer {
  readonly origin: string;
  close(): Promise<void>;
}

/** Every kit run makes a few sign-ins that must fail; the tests run the kit dozens of times from one address. */
const MANY = 100_000;

export async function startReferenceServer(mode: ContractMode): Promise<ListeningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `conformance-${mode}-`));
  const app = await buildServer({
    dataDir,
    staticDir: path.join(dataDir, 'no-such-dist'),
    contractMode: mode,
    signInLimits: { perAddress: MANY },
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
