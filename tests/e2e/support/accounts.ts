/**
 * The reference server's demo accounts (server/data/demo-data.ts) that the end-to-end tests sign in as.
 * Every one has the same password.
 */
export { DEMO_PASSWORD } from '../../../server/data/demo-data';

export const DEMO_USERS = ['admin', 'inbound', 'reports', 'super', 'clp', 'lmp', 'sso', 'sub', 'domains', 'noaccess'] as const;

export type DemoUser = (typeof DEMO_USERS)[number];
