/**
 * The reference UI-server for the kit's own tests: the server tests' in-process server
 * (server/testing/test-server.ts), in the contract mode asked for, listening on a free loopback port so the
 * kit meets it over real sockets as it would meet any server. One per test file: PGlite's initdb is
 * slow on a busy machine.
 */
import type { AddressInfo } from 'node:net';
import type { ContractMode } from '../../../server/contract-mode';
import { startTestServer } from '../../../server/testing/test-server';

export interface ListeningServer {
  readonly origin: string;
  /** Moves the server's clock forward: the kit's waits (a challenge's life, a proof's age) without sleeping. */
  advance(ms: number): void;
  /** The server's current time (an authenticator code is computed for it). */
  now(): Date;
  close(): Promise<void>;
}

/** Every kit run makes a few sign-ins that must fail; the tests run the kit dozens of times from one address. */
const MANY = 100_000;

export async function startReferenceServer(contractMode: ContractMode): Promise<ListeningServer> {
  const server = await startTestServer({ contractMode, signInLimits: { perAddress: MANY } });
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await server.close();
    throw error;
  }
  const { port } = server.app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, advance: server.advance, now: server.now, close: () => server.close() };
}
