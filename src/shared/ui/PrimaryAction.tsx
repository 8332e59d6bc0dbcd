import type { ReactNode } from 'react';
import { useMainButton, useSecondaryButton } from '@/platform/useMainButton';
import { Button } from './Button';

/** A screen's (or a sheet's) main action. */
export interface PagePrimary {
  text: string;
  onClick: () => void;
  busy?: boolean;
  disabled?: boolean;
  /** Deletes or turns off something: drawn in the destructive colour (red), inside Telegram too. */
  destructive?: boolean;
  /** Outside Telegram only (the sticky button): a data-testid. */
  testId?: string;
}

/**
 * The primary action of a `Page` or a `Sheet`, wired once for both: Telegram's main button inside Telegram (`modal`:
 * a sheet's, over the screen's own), else the full-width button returned here for the caller to place. Returns null
 * while there is no action or Telegram's button shows it.
 */
export function usePrimaryAction(
  primary: PagePrimary | null,
  { modal = false, size }: { modal?: boolean; size?: 'lg' } = {},
): ReactNode {
  const ownButton = useMainButton(
    primary && {
      text: primary.text,
      onClick: primary.onClick,
      loading: primary.busy,
      disabled: primary.disabled,
      destructive: primary.destructive,
    },
    modal,
  );
  if (!primary || !ownButton) return null;
  return (
    <Button
      variant={primary.destructive ? 'destructive' : 'primary'}
      size={size}
      block
      busy={primary.busy}
      disabled={primary.disabled}
      onClick={primary.onClick}
      data-testid={primary.testId}
    >
      {primary.text}
    </Button>
  );
}

/**
 * A screen's second action (`Page secondary`: a listing's make-offer beside buy, a form's cancel): Telegram's
 * secondary button inside Telegram, else the neutral button returned here for the page to place beside its primary.
 */
export function useSecondaryAction(secondary: PagePrimary | null, { size }: { size?: 'lg' } = {}): ReactNode {
  const ownButton = useSecondaryButton(
    secondary && {
      text: secondary.text,
      onClick: secondary.onClick,
      loading: secondary.busy,
      disabled: secondary.disabled,
      destructive: secondary.destructive,
    },
  );
  if (!secondary || !ownButton) return null;
  return (
    <Button
      variant={secondary.destructive ? 'danger' : 'secondary'}
      size={size}
      block
      busy={secondary.busy}
      disabled={secondary.disabled}
      onClick={secondary.onClick}
      data-testid={secondary.testId}
    >
      {secondary.text}
    </Button>
  );
}
