import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_COIN_DECIMALS } from '@/domain/amountInput';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { ShareButton } from '@/shared/ui/ShareButton';
import { CoinAmount } from '@/features/wallet/components/CoinAmount';
import { useCoins } from '@/features/wallet/hooks';
import { amountProblem } from '@/features/wallet/model';
import { newPaymentRequestId, paymentRequestPath } from '@/features/wallet/payPeopleModel';

/**
 * "Request a payment" on /asset/received: a coin and an amount become a link to the payer's filled-in send screen
 * (a startapp link inside Telegram, shared as a card), carrying the requester's Pay ID and the request's id. The link
 * moves no money: the payer confirms the send with their own payment password, and paying the same request again
 * from the same account moves nothing.
 */
export function PaymentRequest({ payId }: { payId: string }) {
  const { t } = useTranslation('wallet');
  const coins = useCoins();
  const [symbol, setSymbol] = useState('USDT');
  const [amount, setAmount] = useState('');
  const [shown, setShown] = useState(false);
  // A new request for each coin and amount asked: shared to several chats it stays one request, which each payer
  // pays once.
  const asked = `${symbol} ${amount.trim()}`;
  const [request, setRequest] = useState(() => ({ asked, id: newPaymentRequestId() }));
  if (request.asked !== asked) setRequest({ asked, id: newPaymentRequestId() });
  const decimals = coins.data?.find((c) => c.symbol === symbol)?.decimals ?? MAX_COIN_DECIMALS;
  // the requester may ask for any amount: only the amount rules apply, never a balance
  const problem = amountProblem(amount, amount || '0', decimals);
  const ready = !problem && payId !== '';
  return (
    <Card padded testId="request-card">
      <p className="deposit__label">{t('receive.requestTitle')}</p>
      <CoinAmount
        coins={coins.data ?? []}
        symbol={symbol}
        onSymbol={setSymbol}
        amount={amount}
        onAmount={setAmount}
        decimals={decimals}
        problem={problem}
        showProblem={shown}
        hint={t('receive.requestHint')}
        testId="request"
      />
      <div className="deposit__chains">
        {ready ? (
          <ShareButton
            block
            size="md"
            title={t('receive.requestTitle')}
            target={{
              kind: 'payment_request',
              path: paymentRequestPath({ symbol, amount: amount.trim(), payId, id: request.id }),
            }}
          />
        ) : (
          <Button block size="md" onClick={() => setShown(true)} data-testid="request-incomplete">
            {t('receive.request')}
          </Button>
        )}
      </div>
    </Card>
  );
}
