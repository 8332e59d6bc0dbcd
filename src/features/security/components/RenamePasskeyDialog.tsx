import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/Dialog';
import { notice } from '@/state/notice';
import { PASSKEY_NAME_MAX, passkeyNameCounter, validatePasskeyName } from '../model';

/** Rename-passkey dialog (spec section 2, dialog 5): one name field, n/50 counter, checked on blur. */
export function RenamePasskeyDialog(props: {
  open: boolean;
  initialName: string;
  busy: boolean;
  onClose: () => void;
  onSave: (name: string) => void;
}) {
  const { t } = useTranslation('security');
  const [name, setName] = useState(props.initialName);
  const [error, setError] = useState<string | null>(null);
  const check = () => {
    const problem = validatePasskeyName(name);
    if (problem === 'too_long') notice.error(t('user.Ka7c507a2'));
    setError(problem ? t(problem === 'too_long' ? 'user.Ka7c507a2' : 'passkey.name_empty') : null);
    return !problem;
  };
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={t('passkey.rename_title')}
      confirmText={t('action.save')}
      confirmLoading={props.busy}
      onConfirm={() => check() && props.onSave(name)}
    >
      <div className="sec-scope">
        <label className="sec-field">
          <span className="sec-field__label">{t('passkey.name')}</span>
          <input
            className={error ? 'sec-input sec-input--error' : 'sec-input'}
            name="passkey-name"
            value={name}
            maxLength={PASSKEY_NAME_MAX}
            aria-invalid={Boolean(error)}
            data-autofocus
            onChange={(event) => setName(event.target.value)}
            onBlur={check}
          />
          <span className="sec-field__hint" data-testid="passkey-name-counter">
            {passkeyNameCounter(name)}
          </span>
          {error ? <span className="sec-field__error">{error}</span> : null}
        </label>
      </div>
    </Dialog>
  );
}
