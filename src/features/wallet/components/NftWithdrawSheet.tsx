import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { CustodyItem } from '@/contract/nftCustody.types';
import { useConfirmClosing } from '@/platform/useConfirmClosing';
import { gt } from '@/shared/lib/money';
import { hashPassword } from '@/shared/lib/password';
import { isValidAddress } from '@/shared/lib/validate';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Field } from '@/shared/ui/Field';
import { List } from '@/shared/ui/List';
import { Row } from '@/shared/ui/Row';
import { Sheet } from '@/shared/ui/Sheet';
import { Skeleton } from '@/shared/ui/Skeleton';
import { userState } from '@/state/user';
import { useNftWithdraw, useNftWithdrawLimit, useWithdrawCode } from '@/features/wallet/hooks';
import { secretsReady, WithdrawSecrets } from './WithdrawSecrets';

/**
 * Withdrawing an NFT to an address on its collection's chain: the address checked as typed (spec section 5), how
 * many editions (ERC1155), the fee in its coin with that coin's balance, the editions left today, then the same
 * security steps as a coin withdrawal. The editions leave the wallet at once (withdrawing) and the sheet closes.
 */
export function NftWithdrawSheet({ item, onClose }: { item: CustodyItem | null; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const { userInfo } = useSnapshot(userState);
  const gaEnabled = Boolean(userInfo?.ga_enabled);
  const limit = useNftWithdrawLimit(item?.symbol ?? '', item !== null);
  const withdraw = useNftWithdraw();
  const sendCode = useWithdrawCode();
  const [address, setAddress] = useState('');
  const [editions, setEditions] = useState('1');
  const [secrets, setSecrets] = useState({ password: '', emailCode: '', gaCode: '' });
  const [shown, setShown] = useState(false);
  useConfirmClosing(item !== null && address.trim() !== '');
  if (!item) return <Sheet open={false} onClose={onClose} />;
  const chain = item.chain_name;
  const trimmed = address.trim();
  const addressError =
    (shown || trimmed.length > 8) && !isValidAddress(trimmed, chain) ? t('withdraw.addressInvalid', { chain }) : null;
  const count = Number(editions);
  const editionsError =
    shown && !(Number.isInteger(count) && count >= 1 && count <= item.wallet_amount)
      ? t('nftWithdraw.editionsRange', { count: item.wallet_amount })
      : null;
  const close = () => {
    setShown(false);
    setSecrets({ password: '', emailCode: '', gaCode: '' });
    withdraw.reset();
    onClose();
  };
  const confirm = async () => {
    setShown(true);
    if (!isValidAddress(trimmed, chain) || !(Number.isInteger(count) && count >= 1 && count <= item.wallet_amount))
      return;
    const placed = await withdraw.run({
      item_id: item.item_id,
      amount: count,
      address: trimmed,
      password: hashPassword(secrets.password),
      email_code: secrets.emailCode,
      ...(gaEnabled ? { ga_code: secrets.gaCode } : {}),
    });
    setSecrets((now) => ({ ...now, password: '' }));
    if (placed.ok) {
      setAddress('');
      close();
    }
  };
  return (
    <Sheet
      open
      onClose={close}
      title={t('nftWithdraw.title', { name: item.name })}
      footer={
        <Button
          variant="primary"
          block
          busy={withdraw.busy}
          disabled={!secretsReady(secrets, gaEnabled) || trimmed === ''}
          onClick={() => void confirm()}
          data-testid="nft-withdraw-confirm"
        >
          {t('nftWithdraw.confirm')}
        </Button>
      }
    >
      <Field
        label={t('withdraw.address', { chain })}
        autoComplete="off"
        spellCheck={false}
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        error={addressError}
        data-testid="nft-withdraw-address"
      />
      {item.wallet_amount > 1 ? (
        <Field
          label={t('nftWithdraw.editions')}
          inputMode="numeric"
          autoComplete="off"
          value={editions}
          onChange={(e) => setEditions(e.target.value.replace(/\D/g, '').slice(0, 7))}
          hint={t('nftWithdraw.editionsHeld', { count: item.wallet_amount })}
          error={editionsError}
          data-testid="nft-withdraw-editions"
        />
      ) : null}
      {limit.data && gt(limit.data.fee, limit.data.fee_available) ? (
        <Banner tone="warn" title={t('nftWithdraw.feeShortTitle')} testId="nft-withdraw-fee-short">
          {t('nftWithdraw.feeShort', { fee: limit.data.fee, symbol: limit.data.fee_symbol })}{' '}
          <ButtonLink href={`/asset/deposit?symbol=${encodeURIComponent(limit.data.fee_symbol)}`} size="sm">
            {t('actions.deposit')}
          </ButtonLink>
        </Banner>
      ) : null}
      {limit.data ? (
        <List>
          <Row
            title={t('withdraw.fee')}
            value={<span data-testid="nft-withdraw-fee">{`${limit.data.fee} ${limit.data.fee_symbol}`}</span>}
            subtitle={t('nftWithdraw.feeAvailable', {
              amount: limit.data.fee_available,
              symbol: limit.data.fee_symbol,
            })}
          />
          <Row
            title={t('nftWithdraw.leftToday')}
            value={t('nftWithdraw.editionsLeft', { count: limit.data.daily_left })}
          />
        </List>
      ) : (
        <Skeleton height={110} radius={14} />
      )}
      <WithdrawSecrets
        values={secrets}
        onChange={setSecrets}
        gaEnabled={gaEnabled}
        onSendCode={sendCode}
        error={withdraw.error}
        testIdPrefix="nft-withdraw"
      />
    </Sheet>
  );
}
