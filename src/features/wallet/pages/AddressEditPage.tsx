import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useDraft } from '@/platform/drafts';
import { useConfirmClosing } from '@/platform/useConfirmClosing';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Card } from '@/shared/ui/Card';
import { Dialog } from '@/shared/ui/Dialog';
import { Field } from '@/shared/ui/Field';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page } from '@/shared/ui/Page';
import { Segmented } from '@/shared/ui/Segmented';
import { Skeleton } from '@/shared/ui/Skeleton';
import { StatusCard } from '@/shared/ui/StatusCard';
import { Text } from '@/shared/ui/Text';
import { useAddressActions, useAddressBook, useChainNames } from '@/features/wallet/hooks';
import {
  LABEL_MAX,
  MEMO_MAX,
  addressFormProblems,
  addressServerProblem,
  chainSuggestion,
  formOf,
  parseAddressId,
  type AddressForm,
} from '@/features/wallet/addressModel';
import { errorCode } from '@/features/wallet/hooks';
import '@/features/wallet/components/Overview.css';
import { useChainLabel } from '@/shared/lib/chains';

function AddressEditor({ id, initial }: { id: number | null; initial: AddressForm }) {
  const { t } = useTranslation('wallet');
  const chainName = useChainLabel();
  const [, navigate] = useLocation();
  const chains = useChainNames();
  const book = useAddressBook();
  const { add, edit, remove } = useAddressActions(() => navigate('/asset/address', { replace: true }));
  // what is typed is kept as a draft of this entry (or of a new one) until it is saved or deleted
  const [form, updateForm, clearForm] = useDraft(`address.${id ?? 'new'}`, initial);
  useConfirmClosing(JSON.stringify(form) !== JSON.stringify(initial));
  const [suggested, setSuggested] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const problems = addressFormProblems(form, book.data?.list ?? [], id);
  const shown = tried ? problems : {};
  const problemText = (key?: string) =>
    key ? t(`addressBook.problem.${key}`, { max: LABEL_MAX, memoMax: MEMO_MAX }) : null;

  const change = (patch: Partial<AddressForm>) => {
    updateForm(patch);
    setServerProblem(null);
  };
  const changeAddress = (address: string) => {
    const suggestion = chainSuggestion(address, chains.data ?? [], form.chain);
    setSuggested(suggestion.chains);
    change({ address, chain: suggestion.select });
  };
  const save = async () => {
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    const body = { chain: form.chain, address: form.address, label: form.label.trim(), memo: form.memo };
    const outcome = id === null ? await add.run(body) : await edit.run({ id, ...body });
    if (outcome.ok) {
      clearForm();
      navigate('/asset/address', { replace: true });
      return;
    }
    const known = addressServerProblem(errorCode(outcome.error));
    setServerProblem(known ? t(`addressBook.problem.${known}`) : outcome.error.message);
  };
  const busy = add.busy || edit.busy;
  return (
    <Page
      title={id === null ? t('addressBook.addTitle') : t('addressBook.editTitle')}
      primary={{ text: t('addressBook.save'), onClick: () => void save(), busy, testId: 'address-save' }}
    >
      <div className="wallet-stack">
        <Card padded>
          <Field
            label={t('addressBook.address')}
            value={form.address}
            autoComplete="off"
            spellCheck={false}
            data-testid="address-input"
            error={problemText(shown.address)}
            onChange={(e) => changeAddress(e.target.value)}
          />
        </Card>
        {suggested.length > 0 && form.address !== '' ? (
          <Text>{t('addressBook.suggested', { chains: suggested.join(', ') })}</Text>
        ) : null}
        <h2 className="ui-section__header">{t('addressBook.chain')}</h2>
        {chains.isPending ? (
          <Skeleton height={34} />
        ) : (
          <Segmented
            label={t('addressBook.chain')}
            size="sm"
            wrap
            testId="address-chain"
            options={(chains.data ?? []).map((c) => ({
              value: c,
              label: chainName(c),
            }))}
            value={form.chain}
            onChange={(chain) => change({ chain })}
          />
        )}
        {shown.chain ? <Banner tone="warn">{problemText(shown.chain)}</Banner> : null}
        <Card padded>
          <Field
            label={t('addressBook.label')}
            value={form.label}
            maxLength={LABEL_MAX}
            data-testid="address-label"
            hint={`${form.label.length}/${LABEL_MAX}`}
            error={problemText(shown.label)}
            onChange={(e) => change({ label: e.target.value })}
          />
          <Field
            label={t('addressBook.memo')}
            value={form.memo}
            maxLength={MEMO_MAX}
            data-testid="address-memo"
            error={problemText(shown.memo)}
            onChange={(e) => change({ memo: e.target.value })}
          />
        </Card>
        {serverProblem ? (
          <Banner tone="danger" testId="address-refusal">
            {serverProblem}
          </Banner>
        ) : null}
        {id !== null ? (
          <Button variant="danger" block onClick={() => setConfirming(true)} data-testid="address-delete">
            {t('addressBook.delete')}
          </Button>
        ) : null}
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('addressBook.deleteTitle')}
        confirmText={t('addressBook.delete')}
        confirmLoading={remove.busy}
        onConfirm={() => {
          if (id === null) return;
          void remove.run({ id }).then((outcome) => {
            if (outcome.ok) clearForm();
            else setConfirming(false);
          });
        }}
      >
        {t('addressBook.deleteText', { label: form.label })}
      </Dialog>
    </Page>
  );
}

/** /asset/addressEdit?id=: a saved address to edit or delete; without an id, a new one. */
export default function AddressEditPage() {
  const { t } = useTranslation('wallet');
  const id = parseAddressId(useSearch());
  const book = useAddressBook();
  if (id === null) return <AddressEditor id={null} initial={formOf(undefined)} />;
  if (book.isPending)
    return (
      <Page title={t('addressBook.editTitle')}>
        <Skeleton height={220} radius={14} />
      </Page>
    );
  if (book.isError)
    return (
      <Page title={t('addressBook.editTitle')}>
        <LoadFailed onRetry={() => void book.refetch()} busy={book.isFetching} />
      </Page>
    );
  const entry = book.data.list.find((e) => e.id === id);
  if (!entry)
    return (
      <Page title={t('addressBook.editTitle')}>
        <StatusCard status="failure" title={t('addressBook.notFound')}>
          <ButtonLink href="/asset/address" variant="primary">
            {t('addressBook.toList')}
          </ButtonLink>
        </StatusCard>
      </Page>
    );
  return <AddressEditor key={entry.id} id={entry.id} initial={formOf(entry)} />;
}
