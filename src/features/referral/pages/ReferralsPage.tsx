import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/time';
import { platform } from '@/platform';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { List } from '@/shared/ui/List';
import { Money } from '@/shared/ui/Money';
import { Page } from '@/shared/ui/Page';
import { QueryState } from '@/shared/ui/QueryState';
import { Row } from '@/shared/ui/Row';
import { ShareButton } from '@/shared/ui/ShareButton';
import { Skeleton } from '@/shared/ui/Skeleton';
import { copyText } from '@/shared/ui/copy';
import { useInvitees, useReferralEarnings, useReferralMine } from '@/features/referral/hooks';
import { referralLinks, sharePercent } from '@/features/referral/model';
import './ReferralsPage.css';

/**
 * /personal/referrals: the caller's referral code and its link (the mini app's inside Telegram, the browser sign-in's
 * elsewhere), the fee share they earn on invited users' trades, the users they invited and the latest shares paid.
 */
export default function ReferralsPage() {
  const { t, i18n } = useTranslation('referral');
  const mine = useReferralMine();
  const invitees = useInvitees();
  const earnings = useReferralEarnings();
  return (
    <Page title={t('common:route.personal_referrals')}>
      <div className="referrals">
        <QueryState query={mine} skeleton={<Skeleton height={150} radius={14} />}>
          {(data) => {
            const links = referralLinks(data, window.location.origin);
            const link = platform.kind === 'telegram' && links.telegram ? links.telegram : links.web;
            return (
              <Card padded testId="referral-code-card">
                <p className="referrals__lead">{t('lead', { percent: sharePercent(data.fee_share) })}</p>
                <p className="referrals__label">{t('code')}</p>
                <p className="referrals__code" data-testid="referral-code">
                  {data.code}
                </p>
                <p className="referrals__link" data-testid="referral-link">
                  {link}
                </p>
                <div className="referrals__actions">
                  <Button size="md" onClick={() => void copyText(link)} data-testid="referral-copy">
                    {t('copy')}
                  </Button>
                  <ShareButton size="md" title={t('shareTitle')} target={{ kind: 'profile' }} />
                </div>
              </Card>
            );
          }}
        </QueryState>

        <QueryState query={earnings} skeleton={<Skeleton height={90} radius={14} />}>
          {(data) => (
            <List header={t('earnings')} testId="referral-earnings">
              {data.totals.length === 0 ? (
                <Row title={t('noEarnings')} />
              ) : (
                data.totals.map((total) => (
                  <Row
                    key={total.symbol}
                    title={total.symbol}
                    value={<Money value={total.amount} kind="balance" symbol={total.symbol} />}
                    testId={`referral-total-${total.symbol}`}
                  />
                ))
              )}
              {data.recent.map((share, index) => (
                <Row
                  key={`${share.created_at}-${index}`}
                  title={t(share.side === 'buyer' ? 'shareBought' : 'shareSold', { name: share.name })}
                  subtitle={formatDate(share.created_at, i18n.language)}
                  value={<Money value={share.amount} kind="balance" symbol={share.symbol} />}
                />
              ))}
            </List>
          )}
        </QueryState>

        <QueryState
          query={invitees}
          skeleton={<Skeleton height={120} radius={14} />}
          isEmpty={(data) => data.count === 0}
          empty={<EmptyState text={t('noInvitees')} />}
        >
          {(data) => (
            <List header={t('invitees', { count: data.count })} testId="referral-invitees">
              {data.list.map((invitee, index) => (
                <Row
                  key={`${invitee.joined_at}-${index}`}
                  title={invitee.name}
                  subtitle={t(invitee.source === 'telegram' ? 'viaTelegram' : 'viaWeb')}
                  value={formatDate(invitee.joined_at, i18n.language)}
                />
              ))}
            </List>
          )}
        </QueryState>
      </div>
    </Page>
  );
}
