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

export interface Platform {
  readonly kind: 'telegram' | 'browser' | 'app';
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
