import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';

export interface PasskeyFailedDialogProps {
  open: boolean;
  onClose: () => void;
  onRetry: () => void;
  retrying: boolean;
  /** The fallback link: sign in another way. */
  onFallback: () => void;
  /** Why it failed, already translated. */
  reason?: string | null;
  /** The fallback link's text, already translated; default: sign in with an email code instead. */
  fallbackText?: string;
}

/** Passkey-failed dialog: retry with a loading state and a fallback link. */
export function PasskeyFailedDialog({
  open,
  onClose,
  onRetry,
  retrying,
  onFallback,
  reason,
  fallbackText,
}: PasskeyFailedDialogProps) {
  const { t } = useTranslation('account');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('passkey.failed.title')}
      cancelText={t('passkey.failed.close')}
      confirmText={t('passkey.failed.retry')}
      onConfirm={onRetry}
      confirmLoading={retrying}
    >
      <p>{reason || t('passkey.failed.body')}</p>
      <Button variant="ghost" size="sm" onClick={onFallback}>
        {fallbackText ?? t('passkey.failed.fallback')}
      </Button>
    </Dialog>
  );
}
