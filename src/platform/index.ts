import type { Platform } from './types';

// Placeholder until the platform adapter lands: a browser with no Telegram features.
export const platform: Platform = {
  kind: 'browser',
  init: async () => {},
  ready: () => {},
  showBackButton: () => () => {},
  hideBackButton: () => {},
  setMainButton: () => null,
  haptic: () => {},
  scanQr: async () => null,
  openLink: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
  colorScheme: () => null,
  onColorSchemeChange: () => () => {},
  languageCode: () => null,
  rawInitData: () => null,
  startPath: () => null,
};

export type { Platform } from './types';
