import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/contract';
import { Avatar } from '@/shared/ui/Avatar';
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
        <Avatar src={profile.avatar} name={profile.nickname || profile.email} size={64} label={t('personal.avatar')} />
        <div className="profile-header__main">
          <div className="profile-header__name" data-testid="profile-name">
            {profile.nickname || profile.uid}
          </div>
          <Button size="sm" busy={props.busy} onClick={() => fileInput.current?.click()}>
            {t('personal.change_avatar')}
          </Button>
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
