import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDeviceName } from '@/shared/lib/deviceName';
import { formatDateTime } from '@/shared/lib/time';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { List } from '@/shared/ui/List';
import { Page } from '@/shared/ui/Page';
import { Row } from '@/shared/ui/Row';
import { StatusCard } from '@/shared/ui/StatusCard';
import { Text } from '@/shared/ui/Text';
import { serverMessage, useAnswerLoginQr, useLoginQrRequest } from '../hooks';
import { isValidQrId, qrIdOf, regionName } from '../model';

/**
 * /other/loginconfirm#qr_id=…: approve or refuse a sign-in started on another device. The phone shows what
 * the server saw of that device (IP, approximate place, time) and what it only claims (its name).
 */
export default function LoginConfirmPage() {
  const { t, i18n } = useTranslation('account');
  const qrId = qrIdOf(location.search, location.hash);
  const request = useLoginQrRequest(qrId);
  const answer = useAnswerLoginQr();
  /** The answer being sent (true: approve), then the one the server took. */
  const [approving, setApproving] = useState<boolean | null>(null);
  const [answered, setAnswered] = useState(false);
  const reply = async (confirm: boolean) => {
    if (!isValidQrId(qrId)) return;
    setApproving(confirm);
    if ((await answer.run({ qr_id: qrId, confirm })).ok) setAnswered(true);
  };

  const failure = !isValidQrId(qrId)
    ? { reason: null }
    : answer.error
      ? { reason: serverMessage(answer.error) }
      : request.isError
        ? { reason: serverMessage(request.error) }
        : request.data?.status === 'expired'
          ? { reason: null }
          : null;
  const asking = !failure && !answered && !!request.data;
  const link = (href: string, text: string, primary = false) => (
    <ButtonLink href={href} variant={primary ? 'primary' : 'secondary'} block>
      {text}
    </ButtonLink>
  );

  return (
    <Page
      title={asking ? t('confirm.title') : t('route.other_loginconfirm', { ns: 'common' })}
      primary={
        asking
          ? { text: t('confirm.approve'), onClick: () => void reply(true), busy: answer.busy && !!approving }
          : null
      }
    >
      {failure ? (
        <StatusCard status="failure" title={t('confirm.invalidTitle')} text={failure.reason || t('confirm.invalid')}>
          {link('/other/scan', t('confirm.scanAgain'), true)}
          {link('/', t('confirm.home'))}
        </StatusCard>
      ) : answered ? (
        <StatusCard
          status={approving ? 'success' : 'failure'}
          title={t(approving ? 'confirm.approved' : 'confirm.rejected')}
          text={t(approving ? 'confirm.approvedBody' : 'confirm.rejectedBody')}
        >
          {link('/', t('confirm.home'))}
        </StatusCard>
      ) : !request.data ? (
        <StatusCard status="pending" title={t('confirm.loading')} />
      ) : (
        <>
          <Text>{t('confirm.body')}</Text>
          <List footer={t('confirm.warning')}>
            <Row
              title={t('confirm.device')}
              subtitle={t('confirm.deviceClaimed')}
              value={formatDeviceName(request.data, t)}
            />
            <Row title={t('confirm.ip')} value={request.data.ip || '-'} />
            <Row
              title={t('confirm.place')}
              subtitle={t('confirm.placeHint')}
              value={regionName(request.data.country, i18n.language) || t('confirm.placeUnknown')}
            />
            <Row title={t('confirm.time')} value={formatDateTime(request.data.created_at, i18n.language)} />
          </List>
          <Button
            block
            disabled={answer.busy}
            busy={answer.busy && approving === false}
            onClick={() => void reply(false)}
          >
            {t('confirm.reject')}
          </Button>
        </>
      )}
    </Page>
  );
}
