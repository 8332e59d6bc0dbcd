/** Small stroke icons (24 px grid) used across the app; one path set, no icon font. */
const PATHS = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  chevron: 'M9.5 6l6 6-6 6',
  back: 'M14.5 6l-6 6 6 6',
  home: 'M4 10.5L12 4l8 6.5V20h-5v-6H9v6H4z',
  game: 'M7 9h10a4 4 0 0 1 0 8c-1.6 0-2.3-1.5-5-1.5S8.6 17 7 17a4 4 0 0 1 0-8zM8.5 11.5v3M7 13h3M15.5 12.5h.01M17.5 14h.01',
  swap: 'M7 4L4 7l3 3M4 7h12M17 14l3 3-3 3M20 17H8',
  // The NFT market: a shop front with its awning.
  market: 'M4.5 4h15L21 9a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0zM5 12v8h14v-8M10 20v-4.5h4V20',
  wallet: 'M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5V17a2 2 0 0 0 2 2h14v-11H6.5A2.5 2.5 0 0 1 4 7.5zM16 13.5h.01',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12a7 7 0 0 0-.1-1.2l2-1.5-2-3.4-2.3.9a7 7 0 0 0-2-1.2L14.2 3h-4l-.4 2.6a7 7 0 0 0-2 1.2l-2.4-.9-2 3.4 2 1.5a7 7 0 0 0 0 2.4l-2 1.5 2 3.4 2.4-.9a7 7 0 0 0 2 1.2l.4 2.6h4l.4-2.6a7 7 0 0 0 2-1.2l2.3.9 2-3.4-2-1.5c.1-.4.1-.8.1-1.2z',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5.5M12 7.5h.01',
  download: 'M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19h14',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  shield: 'M12 3l7 3v5.5c0 4.4-3 8.2-7 9.5-4-1.3-7-5.1-7-9.5V6z',
  book: 'M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5zM5 19.5A1.5 1.5 0 0 0 6.5 21H19M9 8h6',
  network: 'M12 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM5 10.5a10 10 0 0 1 14 0M8 13.5a6 6 0 0 1 8 0',
  orders: 'M7 3h10l2 2v16H5V5zM9 9h6M9 13h6M9 17h3',
  // Bids and offers: a price tag.
  offers: 'M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM7.5 7.5h.01',
  records: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  logout: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
  device: 'M7 3h10a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  // Sign-in and security screens.
  lock: 'M6 10.5h12a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8.5a1 1 0 0 1 1-1zM8 10.5V7a4 4 0 0 1 8 0v3.5M12 14.5v3',
  key: 'M14.5 14a5 5 0 1 0-4.6-3L3 17.9V21h3.1v-2h2v-2h2l1.8-1.8a5 5 0 0 0 2.6.8zM16.5 7.5h.01',
  fingerprint:
    'M6.5 17.5c.9-1.7 1.5-3.6 1.5-5.5a4 4 0 0 1 8 0c0 1.3-.1 2.6-.4 3.8M12 12c0 3.2-.9 6.2-2.5 8.7M15 19.5c.4-.9.7-1.8.9-2.8M4 14.5c.3-.8.5-1.6.5-2.5a7.5 7.5 0 0 1 13.3-4.7M19.9 10.5c.1.5.1 1 .1 1.5 0 .9-.1 1.8-.2 2.7',
  devices: 'M4 5h12v9H4zM2 17h16M18.5 9H21a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-3.5a1 1 0 0 1-1-1v-3',
  shieldCheck: 'M12 3l7 3v5.5c0 4.4-3 8.2-7 9.5-4-1.3-7-5.1-7-9.5V6zM9 12l2 2 4-4',
  alert: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7.5V13M12 16.5h.01',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 14h2M14 18h2v2M18 18h2v2h-2z',
  camera:
    'M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1zM12 17a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  mail: 'M4 6h16v12H4zM4.5 6.5L12 12.5l7.5-6',
  telegram: 'M21 4.5L3 11.5l5.5 2 2 6 3-3.5 4.5 3.5zM8.5 13.5L18 7l-7.5 8',
  refresh: 'M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4.5v4h-4',
  apps: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  // Show / hide a password.
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff:
    'M4 4l16 16M10.6 5.6A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.6 3.4M6.6 6.8C3.9 8.6 2.5 12 2.5 12S6 18.5 12 18.5c1.9 0 3.5-.6 4.9-1.5M9.9 9.9a3 3 0 0 0 4.2 4.2',
} as const;

export type IconName = keyof typeof PATHS;

/**
 * `name`: one of the kit's paths above (the first load carries them); `path`: an area's own path (24 px grid, stroked),
 * kept in the area so that it loads with the area (the market's are in features/market/icons.ts).
 */
export function Icon({
  name,
  path,
  size = 22,
  className,
}: ({ name: IconName; path?: never } | { path: string; name?: never }) & { size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={path ?? PATHS[name!]} />
    </svg>
  );
}
