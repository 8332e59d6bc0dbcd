import type { Plugin } from 'vite';
export function moduleSizes(): Plugin;
