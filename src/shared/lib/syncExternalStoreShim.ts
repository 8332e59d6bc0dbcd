/**
 * Build alias (vite.config.ts) for `use-sync-external-store/shim`, which wouter and react-i18next import to support
 * React < 18: React 19 has the hook, so the shim's fallback code would only weigh on the first load.
 */
export { useSyncExternalStore } from 'react';
