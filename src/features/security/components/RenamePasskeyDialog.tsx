import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/Dialog';
import { Field } from '@/shared/ui/Field';
import { notice } from '@/state/notice';
import { firstCharacters } from '@/domain/names';
import { PASSKEY_NAME_MAX, passkeyNameCounter, validatePasskeyName } from '../model';

/** Rename-passkey dialog: one name field, n/50 counter, checked on blur. */
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
      <Field
        label={t('passkey.name')}
        name="passkey-name"
        value={name}
        // a character takes at most two UTF-16 units, which maxLength counts; the name is cut by characters below
        maxLength={PASSKEY_NAME_MAX * 2}
        error={error}
        hint={<span data-testid="passkey-name-counter">{passkeyNameCounter(name)}</span>}
        data-autofocus
        onChange={(event) => setName(firstCharacters(event.target.value, PASSKEY_NAME_MAX))}
        onBlur={check}
      />
    </Dialog>
  );
}
