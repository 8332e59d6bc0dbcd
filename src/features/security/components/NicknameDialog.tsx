import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/Dialog';
import { Field } from '@/shared/ui/Field';
import { NICKNAME_MAX, validateNickname } from '../model';

/** Edits the nickname: 2 to 20 characters, checked as it is typed. */
export function NicknameDialog(props: {
  initialName: string;
  busy: boolean;
  onClose: () => void;
  onSave: (nickname: string) => void;
}) {
  const { t } = useTranslation('security');
  const [nickname, setNickname] = useState(props.initialName);
  const problem = validateNickname(nickname);
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={t('personal.nickname')}
      confirmText={t('action.save')}
      confirmLoading={props.busy}
      confirmDisabled={Boolean(problem)}
      onConfirm={() => props.onSave(nickname.trim())}
    >
      <Field
        label={t('personal.nickname')}
        name="nickname"
        value={nickname}
        // room to type past the limit and be told; maxLength counts UTF-16 units, two for an emoji
        maxLength={(NICKNAME_MAX + 10) * 2}
        error={problem ? t(`personal.nickname_${problem}`) : null}
        data-autofocus
        onChange={(e) => setNickname(e.target.value)}
      />
    </Dialog>
  );
}
