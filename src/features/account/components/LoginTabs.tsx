import { useTranslation } from 'react-i18next';
import './LoginTabs.css';

export type LoginTab = 'code' | 'password';

/** The two ways to sign in with an email: a one-time code or a password. */
export function LoginTabs({ tab, onChange }: { tab: LoginTab; onChange: (tab: LoginTab) => void }) {
  const { t } = useTranslation('account');
  return (
    <div className="login-tabs" role="tablist">
      {(['code', 'password'] as const).map((value) => (
        <button
          key={value}
          type="button"
          role="tab"
          className="login-tabs__tab"
          aria-selected={tab === value}
          onClick={() => onChange(value)}
        >
          {t(value === 'code' ? 'login.tabCode' : 'login.tabPassword')}
        </button>
      ))}
    </div>
  );
}
