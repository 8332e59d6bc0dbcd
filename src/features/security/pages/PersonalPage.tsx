import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '@/platform';
import { maskEmail } from '@/shared/lib/mask';
import { copyText } from '@/shared/ui/copy';
import { notice } from '@/state/notice';
import { Skeleton } from '@/shared/ui/Skeleton';
import { securityApi } from '../api';
import { Row } from '../components/Row';
import { SecurityPage } from '../components/SecurityPage';
import { TextField } from '../components/TextField';
import { useAccount } from '../hooks';
import { NICKNAME_MAX, validateAvatarFile, validateNickname } from '../model';

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
  const { profile, refresh } = useAccount();
  const fileInput = useRef<HTMLInputElement>(null);
  const [nickname, setNickname] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!profile)
    return (
      <SecurityPage title={t('route.personal')}>
        <Skeleton height={64} />
      </SecurityPage>
    );

  const run = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await work();
      await refresh();
      notice.success(success);
      platform.haptic('success');
    } catch {
      platform.haptic('error');
    } finally {
      setBusy(false);
    }
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = validateAvatarFile(file);
    if (problem) return void notice.error(t(`personal.avatar_${problem}`));
    await run(
      async () =>
        securityApi.uploadImage({
          image: await readDataUrl(file),
          purpose: 'avatar',
        }),
      t('personal.avatar_saved'),
    );
  };
  const nicknameError = nickname === null ? null : validateNickname(nickname);
  const saveNickname = () =>
    nickname !== null && !nicknameError
      ? run(() => securityApi.modifyNickname({ nickname: nickname.trim() }), t('personal.nickname_saved')).then(() =>
          setNickname(null),
        )
      : undefined;

  return (
    <SecurityPage title={t('route.personal')}>
      <div className="sec-card sec-level">
        {profile.avatar ? (
          <img className="sec-avatar" src={profile.avatar} alt={t('personal.avatar')} />
        ) : (
          <span className="sec-avatar" />
        )}
        <div className="sec-row__label">
          <div className="sec-level__title">{profile.nickname || profile.uid}</div>
          <button
            type="button"
            className="sec-btn sec-btn--text"
            disabled={busy}
            onClick={() => fileInput.current?.click()}
          >
            {t('personal.change_avatar')}
          </button>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept="image/png,image/jpeg,image/webp"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </div>
      </div>
      {nickname === null ? (
        <div className="sec-card">
          <Row
            label={t('personal.nickname')}
            value={profile.nickname || '—'}
            onClick={() => setNickname(profile.nickname)}
          />
        </div>
      ) : (
        <div className="sec-card sec-card--pad">
          <TextField
            label={t('personal.nickname')}
            name="nickname"
            value={nickname}
            maxLength={NICKNAME_MAX + 10}
            error={nicknameError ? t(`personal.nickname_${nicknameError}`) : null}
            onChange={(e) => setNickname(e.target.value)}
          />
          <div className="sec-actions">
            <button type="button" className="sec-btn" onClick={() => setNickname(null)}>
              {t('action.cancel')}
            </button>
            <button
              type="button"
              className="sec-btn sec-btn--accent"
              disabled={busy || Boolean(nicknameError)}
              onClick={saveNickname}
            >
              {t('action.save')}
            </button>
          </div>
        </div>
      )}
      <div className="sec-card">
        <Row label={t('personal.uid')} value={profile.uid} onClick={() => void copyText(profile.uid)} />
        <Row
          label={t('personal.pay_id')}
          value={profile.pay_id || '—'}
          onClick={profile.pay_id ? () => void copyText(profile.pay_id) : undefined}
        />
        <Row
          label={t('factor.email')}
          value={profile.email ? maskEmail(profile.email) : t('state.off')}
          href={profile.email ? '/mail' : '/bindEmail'}
        />
        <Row label={t('route.security_userManage')} href="/security/userManage" />
      </div>
    </SecurityPage>
  );
}
