/**
 * The one interface features use to talk to the launch context (docs/architecture.md).
 * Telegram implements it with the mini-app SDK; the browser and app webview with plain web APIs
 * (most Telegram-only parts are no-ops there).
 */
export interface SafeAreaInsets {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface MainButtonOptions {
  text: string;
  onClick: () => void;
  loading?: boolean;
  disabled?: boolean;
  /** An action that deletes or turns off something (drawn in the destructive colour). */
  destructive?: boolean;
}

/**
 * Haptic feedback: `light`/`medium`/`heavy` impact for a tap that changes state, `selection` for a picker's choice,
 * `success`/`error`/`warning` notification for an outcome.
 */
export type HapticKind = 'success' | 'error' | 'warning' | 'light' | 'medium' | 'heavy' | 'selection';

/**
 * Telegram's own bridge, for the Telegram features loaded with the screens that use them (`src/platform/tg/`). They
 * reach the client through it and never import the SDK: a lazily loaded module importing the SDK splits the SDK into
 * a chunk of its own, which costs every launch's download. null outside Telegram.
 */
export interface TelegramBridge {
  /** True when the client's version has `method`. */
  supports(method: string): boolean;
  /** Posts `method` to the client; false when the bridge refused it. */
  post(method: string, params?: object): boolean;
  /** Listens to a client event; returns the removal. */
  on(event: string, listener: (payload: unknown) => void): () => void;
  /** The client's platform ('ios', 'android', 'tdesktop', ...), '' when unknown. */
  clientPlatform(): string;
  /** A colour of the theme ('#rrggbb'), when the theme has it. */
  themeColor(key: 'button' | 'destructive' | 'secondaryBackground'): string | undefined;
}

export interface Platform {
  readonly kind: 'telegram' | 'browser' | 'app';
  /** Telegram's bridge for the lazily loaded Telegram features; null outside Telegram. */
  readonly bridge: TelegramBridge | null;
  /** Runs before the first render. */
  init(): Promise<void>;
  /** Tells Telegram the app is ready (no-op elsewhere). */
  ready(): void;
  /** Back button visibility and handler; returns a cleanup. */
  showBackButton(onBack: () => void): () => void;
  hideBackButton(): void;
  /** A screen's primary action (Telegram main button); returns a cleanup. Outside Telegram returns null: the screen shows its own button. */
  setMainButton(options: MainButtonOptions): (() => void) | null;
  /**
   * A screen's second action (Telegram's secondary button, Bot API 7.10+, beside the main one); returns a cleanup.
   * Returns null outside Telegram or on an older client: the screen shows its own second button.
   */
  setSecondaryButton(options: MainButtonOptions): (() => void) | null;
  haptic(kind: HapticKind): void;
  /**
   * While a screen drags or scrolls sideways (carousel, chart, grid): Telegram's vertical swipe that closes the mini
   * app is off, so a slanted drag does not close it. Returns the release; swipes come back when no holder is left.
   * A no-op elsewhere.
   */
  holdVerticalSwipes(): () => void;
  /** Scans a QR code and resolves its text, or null when cancelled or unsupported. */
  scanQr(prompt: string): Promise<string | null>;
  /**
   * Opens an allow-listed external link (openLink / openTelegramLink for t.me links inside Telegram,
   * a new tab in the browser). Returns false when the URL is refused (not allow-listed) or cannot open.
   */
  openLink(url: string): boolean;
  /** Telegram colour scheme, when the platform dictates one. */
  colorScheme(): 'light' | 'dark' | null;
  /** Live colour-scheme changes (Telegram); returns a cleanup. */
  onColorSchemeChange(listener: (scheme: 'light' | 'dark') => void): () => void;
  /** Telegram user's language_code, when known. */
  languageCode(): string | null;
  /** The raw init data string to send to the server (Telegram only). */
  rawInitData(): string | null;
  /** The startapp parameter decoded into an internal path, if any. */
  startPath(): string | null;
  /**
   * While a form holds unsaved input: Telegram asks before the mini app closes (closing confirmation). Returns the
   * release; the confirmation stays on while any holder keeps it. A no-op elsewhere (a browser tab keeps its page).
   */
  confirmClosing(): () => void;
  /** Safe-area insets in px (Telegram: device safe area plus content safe area; zeros elsewhere). */
  safeAreaInsets(): SafeAreaInsets;
}
