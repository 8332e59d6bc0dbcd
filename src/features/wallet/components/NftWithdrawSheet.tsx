import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { CustodyItem } from '@/contract/nftCustody/types';
import { useConfirmClosing } from '@/platform/useConfirmClosing';
import { gt, mul } from '@/shared/lib/money';
import { hashPassword } from '@/shared/lib/password';
import { isValidAddress } from '@/domain/address';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Field } from '@/shared/ui/Field';
import { List } from '@/shared/ui/List';
import { Row } from '@/shared/ui/Row';
import { Sheet } from '@/shared/ui/Sheet';
import { Skeleton } from '@/shared/ui/Skeleton';
import { Money } from '@/shared/ui/Money';
import { userState } from '@/state/user';
import { errorCode, useNftWithdraw, useNftWithdrawLimit, useWithdrawCode } from '@/features/wallet/hooks';
import { displayAmount, secretsAfterRefusal, secretsReady } from '@/features/wallet/model';
import { WithdrawSecrets } from './WithdrawSecrets';

/**
 * Withdrawing NFTs to an address on their collections' chain: the address checked as typed (`@/domain/address`), how
 * many editions (ERC1155; one of each when several items go), the fee in its coin for all of them with that coin's
 * balance, the editions left today, then the same security steps as a coin withdrawal. Several items go together
 * through a batch token (the steps are checked once, then all the items or none leave). The editions leave the
 * wallet at once (withdrawing) and the sheet closes. `items` (at least one) share one chain (the NFT tab's selection
 * sees to it). The tab mounts the sheet to open it and unmounts it to close it, so every opening starts empty.
 */
export function NftWithdrawSheet({
  items,
  onClose,
  onPlaced,
}: {
  items: readonly [CustodyItem, ...CustodyItem[]];
  onClose: () => void;
  /** After the withdrawal was placed (before the sheet closes). */
  onPlaced?: () => void;
}) {
  const { t } = useTranslation('wallet');
  const { userInfo } = useSnapshot(userState);
  const gaEnabled = Boolean(userInfo?.ga_enabled);
  const [item] = items;
  const batch = items.length > 1;
  const limit = useNftWithdrawLimit(item.symbol);
  const { withdraw, batchToken, byToken } = useNftWithdraw();
  const sendCode = useWithdrawCode();
  const [address, setAddress] = useState('');
  const [editions, setEditions] = useState('1');
  const [secrets, setSecrets] = useState({ password: '', emailCode: '', gaCode: '' });
  const [shown, setShown] = useState(false);
  useConfirmClosing(address.trim() !== '');
  const chain = item.chain_name;
  const trimmed = address.trim();
  const addressError =
    (shown || trimmed.length > 8) && !isValidAddress(trimmed, chain) ? t('withdraw.addressInvalid', { chain }) : null;
  // one edition of each item in a batch
  const count = batch ? 1 : Number(editions);
  const countValid = Number.isInteger(count) && count >= 1 && count <= item.wallet_amount;
  const editionsError =
    !batch && shown && !countValid ? t('nftWithdraw.editionsRange', { count: item.wallet_amount }) : null;
  // the fee is per edition (an edition counted while the typed number is not one yet)
  const feeTotal = limit.data ? mul(limit.data.fee, batch ? items.length : countValid ? count : 1) : '0';
  /** `token`: a biometric token in place of the typed password; resolves the outcome, if it was sent. */
  const confirm = async (token?: string) => {
    setShown(true);
    if (!isValidAddress(trimmed, chain) || !countValid) return;
    const steps = {
      address: trimmed,
      password: token ?? hashPassword(secrets.password),
      email_code: secrets.emailCode,
      ...(gaEnabled ? { ga_code: secrets.gaCode } : {}),
    };
    let placed;
    if (!batch) placed = await withdraw.run({ item_id: item.item_id, amount: count, ...steps });
    else {
      const token = await batchToken.run({
        items: items.map((one) => ({ item_id: one.item_id, amount: 1 })),
        ...steps,
      });
      placed = token.ok ? await byToken.run({ token: token.data.token }) : token;
    }
    if (placed.ok) {
      onPlaced?.();
      onClose();
    } else setSecrets((now) => secretsAfterRefusal(now, errorCode(placed.error)));
    return placed;
  };
  return (
    <Sheet
      open
      onClose={onClose}
      title={batch ? t('nftWithdraw.titleBatch', { count: items.length }) : t('nftWithdraw.title', { name: item.name })}
      footer={
        <Button
          variant="primary"
          block
          busy={withdraw.busy || batchToken.busy || byToken.busy}
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
      {batch ? (
        <List testId="nft-withdraw-items">
          {items.map((one) => (
            <Row key={one.item_id} title={one.name} subtitle={one.collection_name} />
          ))}
        </List>
      ) : null}
      {!batch && item.wallet_amount > 1 ? (
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
      {limit.data && gt(feeTotal, limit.data.fee_available) ? (
        <Banner tone="warn" title={t('nftWithdraw.feeShortTitle')} testId="nft-withdraw-fee-short">
          {t('nftWithdraw.feeShort', { fee: displayAmount(feeTotal), symbol: limit.data.fee_symbol })}{' '}
          <ButtonLink href={`/asset/deposit?symbol=${encodeURIComponent(limit.data.fee_symbol)}`} size="sm">
            {t('actions.deposit')}
          </ButtonLink>
        </Banner>
      ) : null}
      {limit.data ? (
        <List>
          <Row
            title={t('withdraw.fee')}
            value={<Money kind="price" value={feeTotal} symbol={limit.data.fee_symbol} testId="nft-withdraw-fee" />}
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
        error={withdraw.error ?? batchToken.error ?? byToken.error}
        testIdPrefix="nft-withdraw"
        onBiometricToken={confirm}
        biometricDisabled={withdraw.busy || batchToken.busy || byToken.busy || trimmed === ''}
      />
    </Sheet>
  );
}
