import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/contract/types';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import './ProfileHeader.css';

/** The avatar and name at the top of /personal, with "Change avatar" opening a file picker. */
export function ProfileHeader(props: {
  profile: Readonly<Profile>;
  busy: boolean;
  onFile: (file: File | undefined) => void;
}) {
  const { t } = useTranslation('security');
  const fileInput = useRef<HTMLInputElement>(null);
  const { profile } = props;
  return (
    <Card padded>
      <div className="profile-header">
        {profile.avatar ? (
          <img className="profile-header__avatar" src={profile.avatar} alt={t('personal.avatar')} />
        ) : (
          <span className="profile-header__avatar" />
        )}
        <div className="profile-header__main">
          <div className="profile-header__name">{profile.nickname || profile.uid}</div>
          <span className="profile-header__action">
            <Button variant="ghost" size="sm" busy={props.busy} onClick={() => fileInput.current?.click()}>
              {t('personal.change_avatar')}
            </Button>
          </span>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept="image/png,image/jpeg,image/webp"
            onChange={(e) => props.onFile(e.target.files?.[0])}
          />
        </div>
      </div>
    </Card>
  );
}
