import type { ReactNode } from 'react';
import { useMainButton, useSecondaryButton } from '@/platform/useMainButton';
import { Button, type ButtonVariant } from './Button';

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

/** An action as Telegram's main or secondary button takes it. */
const buttonOptions = (action: PagePrimary | null) =>
  action && {
    text: action.text,
    onClick: action.onClick,
    loading: action.busy,
    disabled: action.disabled,
    destructive: action.destructive,
  };

/** The page's own button for an action Telegram's button does not show (outside Telegram, or an older client). */
function ownButton(action: PagePrimary, variant: ButtonVariant, size?: 'lg') {
  return (
    <Button
      variant={variant}
      size={size}
      block
      busy={action.busy}
      disabled={action.disabled}
      onClick={action.onClick}
      data-testid={action.testId}
    >
      {action.text}
    </Button>
  );
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
  const own = useMainButton(buttonOptions(primary), modal);
  if (!primary || !own) return null;
  return ownButton(primary, primary.destructive ? 'destructive' : 'primary', size);
}

/**
 * A screen's second action (`Page secondary`: a listing's make-offer beside buy, a form's cancel): Telegram's
 * secondary button inside Telegram, else the neutral button returned here for the page to place beside its primary.
 */
export function useSecondaryAction(secondary: PagePrimary | null, { size }: { size?: 'lg' } = {}): ReactNode {
  const own = useSecondaryButton(buttonOptions(secondary));
  if (!secondary || !own) return null;
  return ownButton(secondary, secondary.destructive ? 'danger' : 'secondary', size);
}
