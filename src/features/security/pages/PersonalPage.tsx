import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskEmail } from '@/shared/lib/mask';
import { List } from '@/shared/ui/List';
import { Page } from '@/shared/ui/Page';
import { Row } from '@/shared/ui/Row';
import { ShareButton } from '@/shared/ui/ShareButton';
import { Skeleton } from '@/shared/ui/Skeleton';
import { copyText } from '@/shared/ui/copy';
import { notice } from '@/state/notice';
import { NicknameDialog } from '../components/NicknameDialog';
import { ProfileHeader } from '../components/ProfileHeader';
import { useAccount, useModifyNickname, useUploadAvatar } from '../hooks';
import { validateAvatarFile } from '../model';

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** /personal: avatar, nickname, uid and pay id (copyable), masked email. */
export default function PersonalPage() {
  const { t } = useTranslation('security');
  const { profile } = useAccount();
  const upload = useUploadAvatar();
  const rename = useModifyNickname();
  const [editing, setEditing] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = validateAvatarFile(file);
    if (problem) return void notice.error(t(`personal.avatar_${problem}`));
    await upload.run({ image: await readDataUrl(file), purpose: 'avatar' });
  };
  const saveNickname = async (nickname: string) => {
    if ((await rename.run({ nickname })).ok) setEditing(false);
  };

  return (
    <Page title={t('route.personal')}>
      {profile ? (
        <>
          <ProfileHeader profile={profile} busy={upload.busy} onFile={(file) => void onFile(file)} />
          <List>
            <Row title={t('personal.nickname')} value={profile.nickname || '—'} onClick={() => setEditing(true)} />
          </List>
          <List>
            <Row title={t('personal.uid')} value={profile.uid} onClick={() => void copyText(profile.uid)} />
            <Row
              title={t('personal.pay_id')}
              value={profile.pay_id || '—'}
              onClick={profile.pay_id ? () => void copyText(profile.pay_id) : undefined}
            />
            <Row
              title={t('factor.email')}
              value={profile.email ? maskEmail(profile.email) : t('state.off')}
              href={profile.email ? '/mail' : '/bindEmail'}
            />
            <Row title={t('route.security_userManage')} href="/security/userManage" />
          </List>
          {/* An invitation to the app carrying the user's referral code: the card shows the nickname only. */}
          <ShareButton target={{ kind: 'profile' }} title={profile.nickname || profile.uid} block size="md" />
          {editing ? (
            <NicknameDialog
              initialName={profile.nickname}
              busy={rename.busy}
              onClose={() => setEditing(false)}
              onSave={(nickname) => void saveNickname(nickname)}
            />
          ) : null}
        </>
      ) : (
        <Skeleton height={64} />
      )}
    </Page>
  );
}
