import { sign } from '@telegram-apps/init-data-node';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { escapeHtml } from '../../lib/html';
import { isApiPath } from '../../plugins/envelope';
import { encodeStartParam, isSafeInternalPath } from '@/shared/lib/url';

/**
 * GET /dev/telegram: the app inside a simulated Telegram client, for developers and e2e tests (not registered in
 * production). A server-rendered page frames the app at `path` with the launch parameters Telegram gives a mini
 * app (init data signed here with the server's bot token, which the page never sees), and stands in for the
 * client's own controls: header back button, main and secondary buttons, popups, haptics, theme. The page's
 * script (simulator.js) answers the app's `postEvent` messages the way the real client does.
 */

/** The page's language choices, with the `language_code` Telegram sends for each. */
export const SIM_LANGUAGES = { en: 'en', ko: 'ko', 'zh-TW': 'zh-hant', 'zh-CN': 'zh-hans' } as const;
type SimLanguage = keyof typeof SIM_LANGUAGES;
const LANGUAGE_LABELS: Record<SimLanguage, string> = {
  en: 'English',
  ko: '한국어',
  'zh-TW': '繁體中文',
  'zh-CN': '简体中文',
};
const SCHEMES = ['light', 'dark'] as const;
const PLATFORMS = ['ios', 'android', 'tdesktop'] as const;
const PLATFORM_LABELS: Record<(typeof PLATFORMS)[number], string> = {
  ios: 'iOS',
  android: 'Android',
  tdesktop: 'Desktop',
};
/** The Mini Apps version the simulated client reports (what the e2e launches use too). */
export const SIM_VERSION = '8.0';
const MAX_PATH = 512;

/** Telegram's palettes (iOS light, desktop dark): sent in the launch parameters and with `theme_changed`. */
export const SIM_THEMES = {
  light: {
    bg_color: '#ffffff',
    secondary_bg_color: '#efeff4',
    text_color: '#000000',
    hint_color: '#8e8e93',
    link_color: '#007aff',
    button_color: '#007aff',
    button_text_color: '#ffffff',
    header_bg_color: '#f8f8f8',
    accent_text_color: '#007aff',
    section_bg_color: '#ffffff',
    section_header_text_color: '#6d6d72',
    section_separator_color: '#c8c7cc',
    subtitle_text_color: '#8e8e93',
    destructive_text_color: '#ff3b30',
    bottom_bar_bg_color: '#f8f8f8',
  },
  dark: {
    bg_color: '#17212b',
    secondary_bg_color: '#232e3c',
    text_color: '#f5f5f5',
    hint_color: '#708499',
    link_color: '#6ab3f3',
    button_color: '#5288c1',
    button_text_color: '#ffffff',
    header_bg_color: '#17212b',
    accent_text_color: '#6ab2f2',
    section_bg_color: '#17212b',
    section_header_text_color: '#6ab3f3',
    section_separator_color: '#111921',
    subtitle_text_color: '#708499',
    destructive_text_color: '#ec3942',
    bottom_bar_bg_color: '#17212b',
  },
} as const;

export interface SimulatorParams {
  userId: number;
  firstName: string;
  lastName: string;
  username: string;
  lang: SimLanguage;
  scheme: (typeof SCHEMES)[number];
  platform: (typeof PLATFORMS)[number];
  /** The app screen the frame opens: an internal path. */
  path: string;
  /** Raw `startapp` value ('' for none): the app decodes it into a screen. */
  startapp: string;
}

type Field = 'user_id' | 'first_name' | 'last_name' | 'username' | 'lang' | 'scheme' | 'platform' | 'path' | 'startapp';
export type SimulatorErrors = Partial<Record<Field, string>>;

export const DEFAULT_PARAMS: SimulatorParams = {
  userId: 700000001,
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada_dev',
  lang: 'en',
  scheme: 'light',
  platform: 'ios',
  path: '/',
  startapp: '',
};

/** One-tap test users (the path and platform carry over). */
const TEST_USERS: Array<Pick<SimulatorParams, 'userId' | 'firstName' | 'lastName' | 'username' | 'lang' | 'scheme'>> = [
  { userId: 700000001, firstName: 'Ada', lastName: 'Lovelace', username: 'ada_dev', lang: 'en', scheme: 'light' },
  { userId: 700000002, firstName: '민준', lastName: '김', username: 'minjun_dev', lang: 'ko', scheme: 'dark' },
  { userId: 700000003, firstName: '美玲', lastName: '陳', username: 'meiling_dev', lang: 'zh-TW', scheme: 'light' },
  { userId: 700000004, firstName: '伟', lastName: '王', username: 'wei_dev', lang: 'zh-CN', scheme: 'dark' },
];

// C0/C1 control characters and line separators never belong in a name.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Reads the form's query: every field optional (absent: the default), each checked; a field given twice or out
 * of shape gets a message in `errors`, the default in `params` and what was typed in `refused` (to show it again).
 */
export function readSimulatorQuery(query: Record<string, unknown>): {
  params: SimulatorParams;
  errors: SimulatorErrors;
  refused: Partial<Record<Field, string>>;
} {
  const params = { ...DEFAULT_PARAMS };
  const errors: SimulatorErrors = {};
  const refused: Partial<Record<Field, string>> = {};
  const take = (field: Field, check: (value: string) => string | null, apply: (value: string) => void) => {
    const raw = query[field];
    if (raw === undefined) return;
    if (typeof raw !== 'string') {
      errors[field] = 'Give one value.';
      return;
    }
    const value = raw.trim();
    const problem = check(value);
    if (problem) {
      errors[field] = problem;
      refused[field] = raw;
    } else apply(value);
  };
  const name = (required: boolean) => (value: string) =>
    required && !value
      ? 'Required.'
      : value.length > 64
        ? 'At most 64 characters.'
        : CONTROL.test(value)
          ? 'No control characters.'
          : null;
  const oneOf = (choices: readonly string[]) => (value: string) =>
    choices.includes(value) ? null : `One of ${choices.join(', ')}.`;

  take(
    'user_id',
    (value) => (/^[1-9]\d{0,14}$/.test(value) ? null : 'A whole number from 1 to 15 digits.'),
    (value) => (params.userId = Number(value)),
  );
  take('first_name', name(true), (value) => (params.firstName = value));
  take('last_name', name(false), (value) => (params.lastName = value));
  take(
    'username',
    (value) =>
      !value || /^[A-Za-z][A-Za-z0-9_]{4,31}$/.test(value)
        ? null
        : '5 to 32 letters, digits or _, starting with a letter.',
    (value) => (params.username = value),
  );
  take('lang', oneOf(Object.keys(SIM_LANGUAGES)), (value) => (params.lang = value as SimLanguage));
  take('scheme', oneOf(SCHEMES), (value) => (params.scheme = value as SimulatorParams['scheme']));
  take('platform', oneOf(PLATFORMS), (value) => (params.platform = value as SimulatorParams['platform']));
  take(
    'path',
    (value) =>
      value.length > MAX_PATH || !isSafeInternalPath(value) || value.includes('#') || isApiPath(value)
        ? `An app screen such as /help: starts with one /, no #, at most ${MAX_PATH} characters.`
        : null,
    (value) => (params.path = value),
  );
  take(
    'startapp',
    (value) => (!value || /^[A-Za-z0-9_-]{1,512}$/.test(value) ? null : 'Up to 512 letters, digits, _ or -.'),
    (value) => (params.startapp = value),
  );
  return { params, errors, refused };
}

/** The query string that opens the simulator with `params`. */
export function simulatorQuery(params: SimulatorParams): string {
  const query = new URLSearchParams({
    user_id: String(params.userId),
    first_name: params.firstName,
    last_name: params.lastName,
    username: params.username,
    lang: params.lang,
    scheme: params.scheme,
    platform: params.platform,
    path: params.path,
  });
  if (params.startapp) query.set('startapp', params.startapp);
  return query.toString();
}

/** Init data as Telegram sends it, signed with `botToken` at `now`. */
export function simulatedInitData(params: SimulatorParams, botToken: string, now = new Date()): string {
  const user = {
    id: params.userId,
    first_name: params.firstName,
    ...(params.lastName ? { last_name: params.lastName } : {}),
    ...(params.username ? { username: params.username } : {}),
    language_code: SIM_LANGUAGES[params.lang],
    allows_write_to_pm: true,
  };
  return sign(
    {
      user,
      query_id: `AAH${randomBytes(9).toString('base64url')}`,
      ...(params.startapp ? { start_param: params.startapp } : {}),
    } as Parameters<typeof sign>[0],
    botToken,
    now,
  );
}

/** The frame's address: the screen, then the launch parameters in the hash, as Telegram opens a mini app. */
export function simulatedLaunchUrl(params: SimulatorParams, initData: string): string {
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: SIM_VERSION,
    tgWebAppPlatform: params.platform,
    tgWebAppThemeParams: JSON.stringify(SIM_THEMES[params.scheme]),
  });
  if (params.startapp) hash.set('tgWebAppStartParam', params.startapp);
  return `${params.path}#${hash.toString()}`;
}

const asset = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const STYLE = asset('./simulator.css');
const SCRIPT = asset('./simulator.js');

interface PageInput {
  params: SimulatorParams;
  errors: SimulatorErrors;
  refused: Partial<Record<Field, string>>;
  /** The frame's address, or null when the app cannot be opened (errors, no bot token). */
  launchUrl: string | null;
  /** Shown instead of the app when launchUrl is null and the fields are fine. */
  notice?: string;
  nonce: string;
  signedAt: Date;
}

function renderPage({ params, errors, refused, launchUrl, notice, nonce, signedAt }: PageInput): string {
  const e = escapeHtml;
  const error = (field: Field) =>
    errors[field] ? `<span class="field-error" id="${field}-error">${e(errors[field]!)}</span>` : '';
  const invalid = (field: Field) => (errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : '');
  const input = (field: Field, label: string, value: string, extra = '') =>
    `<label class="field"><span>${label}</span><input name="${field}" value="${e(refused[field] ?? value)}"${extra}${invalid(field)}>${error(field)}</label>`;
  const select = (field: Field, label: string, value: string, options: Record<string, string>) =>
    `<label class="field"><span>${label}</span><select name="${field}"${invalid(field)}>${Object.entries(options)
      .map(([key, text]) => `<option value="${e(key)}"${key === value ? ' selected' : ''}>${e(text)}</option>`)
      .join('')}</select>${error(field)}</label>`;
  const languageOptions = Object.fromEntries(
    Object.entries(LANGUAGE_LABELS).map(([lang, label]) => [lang, `${label} (${SIM_LANGUAGES[lang as SimLanguage]})`]),
  );
  const users = TEST_USERS.map((user) => {
    const href = `/dev/telegram?${simulatorQuery({ ...params, ...user, startapp: '' })}`;
    const current = user.userId === params.userId && user.lang === params.lang ? ' aria-current="true"' : '';
    return `<li><a href="${e(href)}"${current}><strong>${e(user.firstName)}</strong> <span>${e(LANGUAGE_LABELS[user.lang])} · ${user.scheme}</span></a></li>`;
  }).join('');
  const viaStartapp = params.path !== '/' && !params.startapp ? encodeStartParam(params.path) : null;
  const startappLink = viaStartapp
    ? `<p class="hint">Or open <code>${e(params.path)}</code> <a href="${e(`/dev/telegram?${simulatorQuery({ ...params, path: '/', startapp: viaStartapp })}`)}">through a startapp link</a>, as a shared link does.</p>`
    : '';
  const boot = JSON.stringify({ scheme: params.scheme, themes: SIM_THEMES }).replace(/</g, '\\u003c');
  const frameArea = launchUrl
    ? `<iframe id="tg-app" name="app" title="Mini app" src="${e(launchUrl)}"></iframe>
        <div class="tg-loading" id="tg-loading" role="status"><span class="spinner"></span><span>Waiting for the app</span></div>`
    : `<div class="tg-notice" role="alert">${e(notice ?? 'Correct the fields below to open the app.')}</div>`;
  const signed = launchUrl
    ? `<p class="hint">Init data signed by the server at ${signedAt.toISOString().slice(11, 16)} UTC, valid for a day: launch again to sign anew.</p>`
    : '';
  // The client's controls and logs only mean something with an app in the frame.
  const clientOnly = launchUrl ? '' : ' hidden';

  return `<!doctype html>
<html lang="en" data-scheme="${params.scheme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>Telegram simulator · development</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main class="sim">
  <section class="phone${launchUrl ? '' : ' empty'}" aria-label="Simulated Telegram">
    <div class="status-bar" aria-hidden="true"><span>9:41</span><span class="status-icons">●●● ▮</span></div>
    <header class="tg-header" id="tg-header">
      <button type="button" class="tg-header-button" id="tg-back" hidden><span aria-hidden="true">‹</span> Back</button>
      <button type="button" class="tg-header-button" id="tg-close">Close</button>
      <div class="tg-title"><strong>NFT Wallet</strong><span>mini app</span></div>
      <span class="tg-header-spacer"></span>
    </header>
    <div class="tg-body" id="tg-body">
      ${frameArea}
      <div class="tg-overlay" id="tg-popup" hidden>
        <div class="tg-popup" role="alertdialog" aria-modal="true" aria-labelledby="tg-popup-title" aria-describedby="tg-popup-message">
          <strong id="tg-popup-title"></strong>
          <p id="tg-popup-message"></p>
          <div class="tg-popup-buttons" id="tg-popup-buttons"></div>
        </div>
      </div>
      <div class="tg-overlay" id="tg-qr" hidden>
        <form class="tg-popup" id="tg-qr-form" role="dialog" aria-modal="true" aria-labelledby="tg-qr-title">
          <strong id="tg-qr-title">Scan QR code</strong>
          <p id="tg-qr-text"></p>
          <label class="field"><span>Text in the code</span><input id="tg-qr-input" autocomplete="off"></label>
          <div class="tg-popup-buttons">
            <button type="button" id="tg-qr-cancel">Cancel</button>
            <button type="submit">Scan</button>
          </div>
        </form>
      </div>
      <div class="tg-overlay tg-closed" id="tg-closed" hidden>
        <div class="tg-popup" role="status">
          <strong>The mini app closed itself</strong>
          <p>Telegram would be back in the chat now.</p>
          <div class="tg-popup-buttons"><button type="button" id="tg-reopen">Open again</button></div>
        </div>
      </div>
    </div>
    <footer class="tg-bottom" id="tg-bottom" hidden>
      <button type="button" class="tg-main-button" id="tg-secondary" hidden><span class="label"></span><span class="spinner"></span></button>
      <button type="button" class="tg-main-button" id="tg-main" hidden><span class="label"></span><span class="spinner"></span></button>
    </footer>
  </section>

  <aside class="panel">
    <h1>Telegram simulator</h1>
    <p class="lede">The app inside a stand-in for Telegram's client, signed in as a test user. Development only: it is not served in production.</p>

    <section aria-labelledby="users-title">
      <h2 id="users-title">Test users</h2>
      <ul class="users">${users}</ul>
    </section>

    <form class="launch" method="get" action="/dev/telegram">
      <h2>Launch</h2>
      <div class="grid">
        ${input('user_id', 'Telegram user id', String(params.userId), ' inputmode="numeric" required')}
        ${input('username', 'Username', params.username, ' autocomplete="off"')}
        ${input('first_name', 'First name', params.firstName, ' required')}
        ${input('last_name', 'Last name', params.lastName)}
        ${select('lang', 'Language', params.lang, languageOptions)}
        ${select('scheme', 'Colour scheme', params.scheme, { light: 'Light', dark: 'Dark' })}
        ${select('platform', 'Platform', params.platform, PLATFORM_LABELS)}
        ${input('path', 'Screen (path)', params.path, ' autocomplete="off" spellcheck="false"')}
        ${input('startapp', 'startapp (optional)', params.startapp, ' autocomplete="off" spellcheck="false"')}
      </div>
      <button type="submit" class="primary">Launch</button>
      ${startappLink}
      ${signed}
    </form>

    <section aria-labelledby="client-title"${clientOnly}>
      <h2 id="client-title">Client</h2>
      <p class="where">In the frame: <code id="tg-location">–</code></p>
      <div class="actions">
        <button type="button" id="tg-theme">Switch to ${params.scheme === 'light' ? 'dark' : 'light'}</button>
        <button type="button" id="tg-settings" disabled>Settings</button>
        <button type="button" id="tg-reload">Reload app</button>
        <button type="button" id="tg-reset">Clear storage and relaunch</button>
      </div>
    </section>

    <section aria-labelledby="haptics-title"${clientOnly}>
      <h2 id="haptics-title">Haptics</h2>
      <ol class="log" id="tg-haptics" aria-live="polite"><li class="empty">None yet</li></ol>
    </section>

    <section aria-labelledby="events-title"${clientOnly}>
      <h2 id="events-title">Events <span class="legend">← from the app · → to the app</span></h2>
      <ol class="log" id="tg-events"><li class="empty">None yet</li></ol>
    </section>
  </aside>
</main>
<script type="application/json" id="sim-boot">${boot}</script>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>
`;
}

export function registerTelegramSimulator(app: FastifyInstance): void {
  app.get<{ Querystring: Record<string, unknown> }>('/dev/telegram', async (request, reply) => {
    const { params, errors, refused } = readSimulatorQuery(request.query ?? {});
    const botToken = app.config.botToken;
    const fine = Object.keys(errors).length === 0;
    const signedAt = new Date();
    const launchUrl =
      fine && botToken ? simulatedLaunchUrl(params, simulatedInitData(params, botToken, signedAt)) : null;
    const nonce = randomBytes(16).toString('base64');
    const html = renderPage({
      params,
      errors,
      refused,
      launchUrl,
      notice: botToken
        ? undefined
        : 'The server has no bot token. Set BOT_TOKEN, or start it with npm start, which makes one for development.',
      nonce,
      signedAt,
    });
    return reply
      .status(!fine ? 400 : botToken ? 200 : 503)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Security-Policy',
        [
          "default-src 'none'",
          `script-src 'nonce-${nonce}'`,
          `style-src 'nonce-${nonce}'`,
          "frame-src 'self'",
          "img-src 'self' data:",
          "form-action 'self'",
          "base-uri 'none'",
          "frame-ancestors 'self'",
        ].join('; '),
      )
      .header('Referrer-Policy', 'no-referrer')
      .send(html);
  });
}
