// The table of the contract's calls (schemas/api/calls.json), read once when the server starts: the
// API prefix every route is registered under comes from it, so the prefix is written in one place.
// server/routes/contract-calls.test.ts holds the routes themselves to the table.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContractCalls } from '../../src/generated/types/contract-calls';

export const CALLS_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../../schemas/api/calls.json');

export const CONTRACT_CALLS = JSON.parse(readFileSync(CALLS_FILE, 'utf8')) as ContractCalls;

/** The API prefix without its trailing slash: routes write `${API}/account/present`. */
export const API = CONTRACT_CALLS.prefix.replace(/\/$/, '');
