import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/time';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { List } from '@/shared/ui/List';
import { Page } from '@/shared/ui/Page';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { Text } from '@/shared/ui/Text';
import { PasskeyExplainerDialog } from '@/shared/ui/PasskeyExplainerDialog';
import { QueryState } from '@/shared/ui/QueryState';
import { RenamePasskeyDialog } from '../components/RenamePasskeyDialog';
import { VerifyDialog } from '../components/VerifyDialog';
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
  const time = (ts: number) => formatDateTime(ts, i18n.language);

  return (
    <Page
      title={t('route.passkey')}
      primary={{ text: t('passkey.add'), onClick: () => setExplainer(true), busy: p.add.busy, testId: 'passkey-add' }}
    >
      <Text>{t('passkey.intro')}</Text>
      <QueryState
        query={p.list}
        keepData={false}
        skeleton={
          <Card padded>
            <Skeleton height={20} />
          </Card>
        }
        isEmpty={() => entries.length === 0}
        empty={<EmptyState text={t('passkey.empty')} />}
      >
        {() => (
          <List testId="passkey-list">
            {entries.map((entry) => (
              <Row
                key={entry.id}
                testId="passkey-item"
                title={entry.name}
                subtitle={
                  t('passkey.created', { time: time(entry.created_at) }) +
                  (entry.last_used_at ? ` · ${t('passkey.last_used', { time: time(entry.last_used_at) })}` : '')
                }
                after={
                  <>
                    <Button size="sm" onClick={() => p.openRename(entry)}>
                      {t('passkey.rename')}
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => void p.openRemove(entry)}>
                      {t('passkey.remove')}
                    </Button>
                  </>
                }
              />
            ))}
          </List>
        )}
      </QueryState>
      <PasskeyExplainerDialog
        open={explainer}
        onClose={() => setExplainer(false)}
        onConfirm={() => {
          setExplainer(false);
          void p.add.run({});
        }}
      />
      {p.renaming ? (
        <RenamePasskeyDialog
          open
          initialName={p.renaming.name}
          busy={p.busy}
          onClose={p.closeRename}
          onSave={p.rename}
        />
      ) : null}
      {p.removing ? (
        <VerifyDialog
          open
          title={t('passkey.remove_title', { name: p.removing.entry.name })}
          text={t('passkey.remove_text')}
          scene="passkey_unbind"
          methods={p.removing.removal.methods}
          busy={p.busy}
          confirmText={t('passkey.remove')}
          onClose={p.closeRemove}
          onConfirm={(codes) => void p.remove(codes)}
        />
      ) : null}
    </Page>
  );
}
