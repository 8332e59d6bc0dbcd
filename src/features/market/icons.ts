/** The market's own icon paths (24 px grid, stroked), drawn by the kit's Icon (`<Icon path={MARKET_ICONS.heart} />`). */
export const MARKET_ICONS = {
  heart: 'M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.3 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z',
  verified: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8.5 12.2l2.4 2.4 4.6-4.8',
  share: 'M12 15V4M8 8l4-4 4 4M5 13v6h14v-6',
  filter: 'M4 6h16M7 12h10M10 18h4',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  imageOff: 'M4 5h16v14H4zM4 15l4.5-4.5 4 4 2.5-2.5L20 17M4 4l16 16',
  cart: 'M3 4h2.5l2 11h11l2-8H7M10 19.5h.01M17 19.5h.01',
} as const;
