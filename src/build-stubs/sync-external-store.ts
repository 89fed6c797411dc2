/**
 * Stands in for `use-sync-external-store/shim` (vite.config.ts aliases it here), which react-i18next
 * imports for React versions before 18. On React 18 and later the shim hands out React's own
 * useSyncExternalStore, so its fallback is dead weight on the sign-in screen; this gives React's
 * directly (src/app/schema-forms.test.tsx checks the premise).
 */
export { useSyncExternalStore } from 'react';
