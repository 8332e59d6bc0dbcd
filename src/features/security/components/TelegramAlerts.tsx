import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertKind, AlertSettingsRes, PriceAlert } from '@/contract';
import { moneyText } from '@/domain/amount';
import { platform } from '@/platform';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { List } from '@/shared/ui/List';
import { QueryState } from '@/shared/ui/QueryState';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { Switch } from '@/shared/ui/Switch';
import { notice } from '@/state/notice';
import {
  useAlertSettings,
  useGrantWriteAccess,
  usePriceAlerts,
  useRemovePriceAlert,
  useSetAlertKind,
} from '../alertHooks';
import { alertAccess, asksBeforeTurningOn, botChatUrl } from '../alertModel';

/**
 * /setting's "Alerts in Telegram": whether the bot may write (inside Telegram "Allow" asks with requestWriteAccess;
 * elsewhere the alerts need the Telegram app), a switch per kind (turning one on without the permission asks first),
 * and the price alerts set on collections.
 */
export function TelegramAlerts() {
  const settings = useAlertSettings();
  return (
    <QueryState query={settings} skeleton={<Skeleton height={240} radius={16} />}>
      {(data) => <AlertSwitches settings={data} />}
    </QueryState>
  );
}

function AlertSwitches({ settings: data }: { settings: AlertSettingsRes }) {
  const { t } = useTranslation('security');
  const set = useSetAlertKind();
  const grant = useGrantWriteAccess();
  const [asking, setAsking] = useState(false);
  const access = alertAccess(data, platform.kind === 'telegram');
  const botUrl = botChatUrl(data.bot_username);

  /** Asks Telegram, then tells the server; true once the bot may write. */
  const askAccess = async (): Promise<boolean> => {
    const tg = await import('@/platform/tg/writeAccess');
    if (!tg.canRequestWriteAccess()) {
      notice.error(t('alerts.cannot_ask'));
      return false;
    }
    setAsking(true);
    try {
      if (!(await tg.requestWriteAccess())) {
        notice.info(t('alerts.declined'));
        return false;
      }
      return (await grant.run({})).ok;
    } finally {
      setAsking(false);
    }
  };
  const toggle = async (kind: AlertKind, enabled: boolean) => {
    if (asksBeforeTurningOn(enabled, access) && !(await askAccess())) return;
    await set.run({ kind, enabled });
  };

  return (
    <>
      <List header={t('alerts.title')} footer={t('alerts.footer')} testId="setting-alerts">
        <Row
          title={t('alerts.write_access')}
          subtitle={access === 'allowed' ? undefined : t(`alerts.access_${access}`)}
          testId="setting-alerts-access"
          after={
            access === 'allowed' ? (
              <Badge tone="success">{t('alerts.allowed')}</Badge>
            ) : access === 'ask' ? (
              <Button
                size="sm"
                variant="secondary"
                busy={asking || grant.busy}
                onClick={() => void askAccess()}
                data-testid="setting-alerts-allow"
              >
                {t('alerts.allow')}
              </Button>
            ) : botUrl ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => platform.openLink(botUrl)}
                data-testid="setting-alerts-open-bot"
              >
                {t('alerts.open_bot')}
              </Button>
            ) : undefined
          }
        />
        {data.kinds.map(({ kind, enabled }) => (
          <Switch
            key={kind}
            label={t(`alerts.kind.${kind}`)}
            checked={enabled}
            disabled={set.busy || asking}
            onChange={(on) => void toggle(kind, on)}
            testId={`setting-alert-${kind}`}
          />
        ))}
      </List>
      <PriceAlerts />
    </>
  );
}

/** The price alerts set on collections' pages, each removable here. */
function PriceAlerts() {
  const { t } = useTranslation('security');
  const alerts = usePriceAlerts();
  const remove = useRemovePriceAlert();
  const [removing, setRemoving] = useState<number | null>(null);
  const line = (alert: PriceAlert) =>
    t(`alerts.price_${alert.direction}`, { price: moneyText(alert.price, 'price'), symbol: alert.price_symbol });
  return (
    <QueryState query={alerts} skeleton={<Skeleton height={96} radius={16} />}>
      {(data) => (
        <List
          header={t('alerts.price_title')}
          footer={t('alerts.price_footer', { limit: data.limit })}
          testId="setting-price-alerts"
        >
          {data.list.length === 0 ? (
            <Row title={t('alerts.price_empty')} testId="setting-price-alerts-empty" />
          ) : (
            data.list.map((alert) => (
              <Row
                key={alert.id}
                title={alert.name}
                subtitle={line(alert)}
                testId="setting-price-alert"
                after={
                  <Button
                    size="sm"
                    variant="ghost"
                    busy={removing === alert.id}
                    aria-label={t('alerts.price_remove_named', { name: alert.name })}
                    onClick={() => {
                      setRemoving(alert.id);
                      void remove.run({ id: alert.id }).finally(() => setRemoving(null));
                    }}
                  >
                    {t('alerts.price_remove')}
                  </Button>
                }
              />
            ))
          )}
        </List>
      )}
    </QueryState>
  );
}
