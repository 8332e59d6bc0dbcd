import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { PasskeyExplainerDialog } from '@/shared/ui/PasskeyExplainerDialog';
import { PrimaryButton } from '../components/PrimaryButton';
import { RenamePasskeyDialog } from '../components/RenamePasskeyDialog';
import { SecurityPage } from '../components/SecurityPage';
import { VerifyDialog } from '../components/VerifyDialog';
import { formatDateTime } from '../model';
import { usePasskeys } from '../usePasskeys';

/** /passkey: the account's passkeys; `?type_start=1` opens set-up at once (from the enable-passkey prompt). */
export default function PasskeyPage() {
  const { t, i18n } = useTranslation('security');
  const p = usePasskeys();
  const [explainer, setExplainer] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || new URLSearchParams(location.search).get('type_start') !== '1') return;
    started.current = true;
    setExplainer(true);
  }, []);
  const entries = p.list.data?.list ?? [];

  return (
    <SecurityPage title={t('route.passkey')}>
      <p className="sec-text">{t('passkey.intro')}</p>
      {p.list.isPending ? (
        <div className="sec-card sec-card--pad">
          <Skeleton height={20} />
        </div>
      ) : entries.length === 0 ? (
        <EmptyState text={t('passkey.empty')} />
      ) : (
        <ul className="sec-card sec-list" data-testid="passkey-list">
          {entries.map((entry) => (
            <li key={entry.id} className="sec-row" data-testid="passkey-item">
              <span className="sec-row__label">
                {entry.name}
                <span className="sec-row__sub">
                  {t('passkey.created', {
                    time: formatDateTime(entry.created_at, i18n.language),
                  })}
                  {entry.last_used_at
                    ? ` · ${t('passkey.last_used', { time: formatDateTime(entry.last_used_at, i18n.language) })}`
                    : ''}
                </span>
              </span>
              <span className="sec-actions">
                <button type="button" className="sec-btn sec-btn--small" onClick={() => p.openRename(entry)}>
                  {t('passkey.rename')}
                </button>
                <button
                  type="button"
                  className="sec-btn sec-btn--small sec-btn--ghost-danger"
                  onClick={() => p.openRemove(entry)}
                >
                  {t('passkey.remove')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <PrimaryButton
        text={t('passkey.add')}
        loading={p.adding}
        onClick={() => setExplainer(true)}
        testId="passkey-add"
      />
      <PasskeyExplainerDialog
        open={explainer}
        onClose={() => setExplainer(false)}
        onConfirm={() => {
          setExplainer(false);
          void p.add();
        }}
      />
      {p.renameOpen && p.selected ? (
        <RenamePasskeyDialog
          open
          initialName={p.selected.name}
          busy={p.busy}
          onClose={p.closeRename}
          onSave={p.rename}
        />
      ) : null}
      {p.removal ? (
        <VerifyDialog
          open
          title={t('passkey.remove_title', { name: p.selected?.name ?? '' })}
          text={t('passkey.remove_text')}
          scene="passkey_unbind"
          methods={p.removal.methods}
          busy={p.busy}
          confirmText={t('passkey.remove')}
          onClose={p.closeRemove}
          onConfirm={p.remove}
        />
      ) : null}
    </SecurityPage>
  );
}
