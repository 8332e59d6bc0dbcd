import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Goods } from '@/contract/nftMarket/types';
import { Card } from '@/shared/ui/Card';
import { goodsHref } from '../model';
import { CollectionName, GoodsImage } from './GoodsCard';
import '../pages/BuyPage.css';

/** The token a purchase screen is about: its picture, name, collection and one line of context; a tap opens it. */
export function PurchaseItem({ goods, note }: { goods: Goods; note: ReactNode }) {
  const name = goods.name || `#${goods.token_id}`;
  return (
    <Card padded>
      <Link className="buy-item" href={goodsHref(goods)}>
        <span className="buy-item__media">
          <GoodsImage src={goods.image} alt={name} eager />
        </span>
        <span className="buy-item__text">
          <strong>{name}</strong>
          <CollectionName name={goods.collection_name} verified={goods.verified} />
          <span className="buy-item__seller">{note}</span>
        </span>
      </Link>
    </Card>
  );
}
