import { proxy } from 'valtio';

/**
 * The sign-in prompts that outlive the login screen (they show on the page the user lands on).
 * Rendered by <AccountDialogs/>, which the app shell loads while one of them is open.
 */
export const accountDialogs = proxy({
  /** Keep-me-signed-in prompt. */
  keepLogin: false,
  /** Enable-passkey prompt (dialog 1). */
  enablePasskey: false,
  /** Add-passkey explainer (dialog 2). */
  passkeyExplainer: false,
});
