import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayAmount } from '@/shared/lib/amountFormat';
import { Banner } from '@/shared/ui/Banner';
import { belowFloor } from '../model';

/**
 * A listing price far below the collection's floor (a slipped digit would sell at once): it is said, and saved only
 * with a second tap at that same price. `asks()` on a save: true when this tap only asks.
 */
export function useFloorCheck(price: string, floor: string | null | undefined) {
  const [askedAt, setAskedAt] = useState<string | null>(null);
  const below = belowFloor(price, floor);
  const asks = () => {
    if (below === null || askedAt === price) return false;
    setAskedAt(price);
    return true;
  };
  return { below, asking: below !== null && askedAt === price, asks };
}

/** How far below the floor the price is, and, once asked, that the next tap saves it anyway. */
export function BelowFloorNotice({
  check,
  floor,
  coin,
  decimals,
  testId,
}: {
  check: ReturnType<typeof useFloorCheck>;
  floor: string | null | undefined;
  coin: string;
  decimals: number | undefined;
  testId: string;
}) {
  const { t } = useTranslation('market');
  if (check.below === null || !floor) return null;
  const values = { percent: check.below, floor: `${displayAmount(floor, decimals)} ${coin}` };
  return (
    <Banner tone="warn" title={check.asking ? t('sell.belowFloorTitle') : undefined} testId={testId}>
      {t(check.asking ? 'sell.belowFloorText' : 'sell.belowFloor', values)}
    </Banner>
  );
}
