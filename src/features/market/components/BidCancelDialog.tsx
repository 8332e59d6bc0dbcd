import { useTranslation } from 'react-i18next';
import type { Bid } from '@/contract/offer/types';
import { Button } from '@/shared/ui/Button';
import { Sheet } from '@/shared/ui/Sheet';
import { useOfferActions, useQuoteActions } from '../bidHooks';
import { cancelCallOf } from '../offerList';

/**
 * Asks before cancelling one of the caller's bids, then cancels it with its call (offer_cancel for an offer,
 * quote_cancel for a standing bid). Inside Telegram the confirm is the main button with its progress; the mutation
 * plays the outcome's haptic. A bid filled or ended meanwhile is refused with the market's code, said by the notice,
 * and the list refreshes: nothing to retry.
 */
export function BidCancelDialog({ bid, onClose }: { bid: Bid | null; onClose: () => void }) {
  const { t } = useTranslation('market');
  const offers = useOfferActions();
  const quotes = useQuoteActions();
  const cancel = bid && cancelCallOf(bid) === 'quote' ? quotes.cancel : offers.cancel;
  const confirm = () => {
    if (!bid || cancel.busy) return;
    void cancel.run({ order_no: bid.order_no }).then(onClose);
  };
  return (
    <Sheet
      variant="dialog"
      open={bid !== null}
      onClose={onClose}
      title={t('offerList.cancelTitle')}
      footer={<Button onClick={onClose}>{t('offerList.keep')}</Button>}
      primary={{
        text: t('offerList.cancelConfirm'),
        onClick: confirm,
        busy: cancel.busy,
        destructive: true,
        testId: 'bid-cancel-confirm',
      }}
    >
      {t('offerList.cancelText')}
    </Sheet>
  );
}
