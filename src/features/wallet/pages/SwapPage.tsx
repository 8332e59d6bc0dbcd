import { SwapForm } from '@/features/wallet/components/SwapForm';

/** /asset/swap?from=&to=: the standard swap (spot account). */
export default function SwapPage() {
  return <SwapForm kind="standard" />;
}
