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
  haptic(kind: 'success' | 'error' | 'warning' | 'light'): void;
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
