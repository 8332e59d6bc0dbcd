import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDateTime } from '@/shared/lib/time';
import { Icon } from '@/shared/ui/Icon';
import { queryParam } from '../hooks';
import { useMainButton } from '@/platform/useMainButton';
import { useLoginConfirm } from '../useLoginConfirm';
import '../account.css';

/** /other/loginconfirm?qr_id=…: approve or refuse a sign-in started on another device. */
export default function LoginConfirmPage() {
  const { t, i18n } = useTranslation('account');
  const { view, busy, answer } = useLoginConfirm(queryParam('qr_id'));
  const asking = view.phase === 'ask';
  const ownButton = useMainButton(
    asking ? { text: t('confirm.approve'), onClick: () => void answer(true), loading: busy === 'approve' } : null,
  );

  const icon =
    view.phase === 'invalid' || view.phase === 'rejected' ? 'alert' : view.phase === 'approved' ? 'check' : 'devices';
  const title = {
    loading: t('confirm.loading'),
    invalid: t('confirm.invalidTitle'),
    ask: t('confirm.title'),
    approved: t('confirm.approved'),
    rejected: t('confirm.rejected'),
  }[view.phase];

  return (
    <main className="acc-page">
      <div className="acc-shell">
        <section className="acc-card acc-status" aria-live="polite">
          <span className={icon === 'alert' ? 'acc-status-icon acc-status-icon--error' : 'acc-status-icon'}>
            {view.phase === 'loading' ? (
              <span className="spinner" aria-hidden="true" />
            ) : (
              <Icon name={icon} size={28} />
            )}
          </span>
          <h1 className="acc-title">{title}</h1>
          {view.phase === 'invalid' && <p className="acc-subtitle">{view.reason || t('confirm.invalid')}</p>}
          {view.phase === 'approved' && <p className="acc-subtitle">{t('confirm.approvedBody')}</p>}
          {view.phase === 'rejected' && <p className="acc-subtitle">{t('confirm.rejectedBody')}</p>}
          {asking && (
            <>
              <p className="acc-subtitle">{t('confirm.body')}</p>
              <dl className="acc-facts">
                <dt>{t('confirm.device')}</dt>
                <dd>{view.request.device_name || t('confirm.unknownDevice')}</dd>
                <dt>{t('confirm.ip')}</dt>
                <dd>{view.request.ip || '-'}</dd>
                <dt>{t('confirm.time')}</dt>
                <dd>{formatDateTime(view.request.created_at, i18n.language)}</dd>
              </dl>
              <p className="acc-hint">{t('confirm.warning')}</p>
              <div className="acc-actions">
                {ownButton && (
                  <button
                    type="button"
                    className="acc-btn acc-btn--primary"
                    disabled={!!busy}
                    onClick={() => void answer(true)}
                  >
                    {busy === 'approve' && <span className="spinner" aria-hidden="true" />}
                    {t('confirm.approve')}
                  </button>
                )}
                <button
                  type="button"
                  className="acc-btn acc-btn--ghost"
                  disabled={!!busy}
                  onClick={() => void answer(false)}
                >
                  {t('confirm.reject')}
                </button>
              </div>
            </>
          )}
          {(view.phase === 'invalid' || view.phase === 'approved' || view.phase === 'rejected') && (
            <div className="acc-actions">
              {view.phase === 'invalid' && (
                <Link href="/other/scan" className="acc-btn acc-btn--primary">
                  {t('confirm.scanAgain')}
                </Link>
              )}
              <Link href="/" className="acc-btn acc-btn--ghost">
                {t('confirm.home')}
              </Link>
            </div>
          )}
        </section>
      </div>
    </main>
  );
}
