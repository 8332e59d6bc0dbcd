import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { deviceLabel, deviceName, formatDeviceName } from './deviceName';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
const EDGE_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36 Edg/120.0';
const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
const CURL = 'curl/8.5.0';

const LANGS = ['en', 'ko', 'zh-TW', 'zh-CN'] as const;
const t = {} as Record<(typeof LANGS)[number], TFunction>;

beforeAll(async () => {
  const common = (lang: string) =>
    JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../locales/${lang}/common.json`), 'utf8')) as object;
  const instance = i18next.createInstance();
  await instance.init({
    resources: Object.fromEntries(LANGS.map((lang) => [lang, { common: common(lang), security: {} }])),
    lng: 'en',
    fallbackLng: false,
    // A screen's own namespace: the formatter reaches common by itself.
    defaultNS: 'security',
    interpolation: { escapeValue: false },
  });
  for (const lang of LANGS) t[lang] = instance.getFixedT(lang);
});

describe('device names', () => {
  it('sends an English "<browser> on <system>" header', () => {
    expect(deviceName(IPHONE)).toBe('Safari on iOS');
    expect(deviceName(EDGE_WINDOWS)).toBe('Edge on Windows');
    expect(deviceName(CURL)).toBe('Browser on Unknown');
  });

  it('reads a name this app made back into its parts; any other name stays', () => {
    expect(deviceLabel({ device_name: 'Safari on iOS' })).toEqual({ kind: 'parts', browser: 'Safari', os: 'iOS' });
    expect(deviceLabel({ device_name: 'Browser on Unknown' })).toEqual({ kind: 'parts', browser: null, os: null });
    expect(deviceLabel({ device_name: 'Nokia on the shelf' })).toEqual({ kind: 'named', name: 'Nokia on the shelf' });
    expect(deviceLabel({ device_name: ' iPhone 15 ' })).toEqual({ kind: 'named', name: 'iPhone 15' });
    expect(deviceLabel({ device_name: '', user_agent: CHROME_LINUX })).toEqual({
      kind: 'parts',
      browser: 'Chrome',
      os: 'Linux',
    });
  });

  const cases: {
    device: { device_name?: string; user_agent?: string };
    said: Record<(typeof LANGS)[number], string>;
  }[] = [
    {
      device: { device_name: deviceName(IPHONE) },
      said: { en: 'Safari on iOS', ko: 'iOS의 Safari', 'zh-TW': 'iOS 上的 Safari', 'zh-CN': 'iOS 上的 Safari' },
    },
    {
      device: { device_name: '', user_agent: MAC_SAFARI },
      said: { en: 'Safari on macOS', ko: 'macOS의 Safari', 'zh-TW': 'macOS 上的 Safari', 'zh-CN': 'macOS 上的 Safari' },
    },
    {
      device: { device_name: 'Browser on Windows' },
      said: {
        en: 'Unknown browser on Windows',
        ko: 'Windows의 알 수 없는 브라우저',
        'zh-TW': 'Windows 上的未知瀏覽器',
        'zh-CN': 'Windows 上的未知浏览器',
      },
    },
    {
      device: { device_name: 'Chrome on Unknown' },
      said: {
        en: 'Chrome on an unknown device',
        ko: '알 수 없는 기기의 Chrome',
        'zh-TW': '未知裝置上的 Chrome',
        'zh-CN': '未知设备上的 Chrome',
      },
    },
    {
      device: { device_name: '', user_agent: CURL },
      said: { en: 'Unknown device', ko: '알 수 없는 기기', 'zh-TW': '未知裝置', 'zh-CN': '未知设备' },
    },
    {
      device: { device_name: 'iPhone 15' },
      said: { en: 'iPhone 15', ko: 'iPhone 15', 'zh-TW': 'iPhone 15', 'zh-CN': 'iPhone 15' },
    },
  ];

  it.each(LANGS)('says each device in %s', (lang) => {
    for (const { device, said } of cases) expect(formatDeviceName(device, t[lang])).toBe(said[lang]);
  });
});
