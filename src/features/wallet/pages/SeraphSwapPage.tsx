import { SwapForm } from '@/features/wallet/components/SwapForm';

/** /asset/swap/seraph: the game's own swap (game account, its own pairs). */
export default function SeraphSwapPage() {
  return <SwapForm kind="seraph" />;
}
