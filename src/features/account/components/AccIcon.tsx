/** Stroke icons of the sign-in screens (24 px grid), drawn inline so they follow the text colour. */
const PATHS = {
  lock: 'M6 10.5h12a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8.5a1 1 0 0 1 1-1zM8 10.5V7a4 4 0 0 1 8 0v3.5M12 14.5v3',
  key: 'M14.5 14a5 5 0 1 0-4.6-3L3 17.9V21h3.1v-2h2v-2h2l1.8-1.8a5 5 0 0 0 2.6.8zM16.5 7.5h.01',
  fingerprint:
    'M6.5 17.5c.9-1.7 1.5-3.6 1.5-5.5a4 4 0 0 1 8 0c0 1.3-.1 2.6-.4 3.8M12 12c0 3.2-.9 6.2-2.5 8.7M15 19.5c.4-.9.7-1.8.9-2.8M4 14.5c.3-.8.5-1.6.5-2.5a7.5 7.5 0 0 1 13.3-4.7M19.9 10.5c.1.5.1 1 .1 1.5 0 .9-.1 1.8-.2 2.7',
  devices: 'M4 5h12v9H4zM2 17h16M18.5 9H21a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-3.5a1 1 0 0 1-1-1v-3',
  shield: 'M12 3l7 3v5.5c0 4.4-3 8.2-7 9.5-4-1.3-7-5.1-7-9.5V6zM9 12l2 2 4-4',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  alert: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7.5V13M12 16.5h.01',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 14h2M14 18h2v2M18 18h2v2h-2z',
  camera: 'M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1zM12 17a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  telegram: 'M21 4.5L3 11.5l5.5 2 2 6 3-3.5 4.5 3.5zM8.5 13.5L18 7l-7.5 8',
  refresh: 'M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4.5v4h-4',
  apps: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
} as const;

export type AccIconName = keyof typeof PATHS;

export function AccIcon({ name, size = 20 }: { name: AccIconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
