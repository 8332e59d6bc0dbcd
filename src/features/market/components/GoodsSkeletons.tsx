import { Skeleton } from '@/shared/ui/Skeleton';
import { CARD_INFO_HEIGHT } from './GoodsGrid';

/** Placeholders shaped like cards while a page of tokens loads. */
export function GoodsSkeletons({ count }: { count: number }) {
  return (
    <ul className="goods-grid__cards" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="goods-skeleton">
          <div style={{ aspectRatio: '1' }}>
            <Skeleton height="100%" radius={14} />
          </div>
          <div style={{ height: CARD_INFO_HEIGHT, paddingTop: 8 }}>
            <Skeleton height={14} width="70%" />
          </div>
        </li>
      ))}
    </ul>
  );
}
