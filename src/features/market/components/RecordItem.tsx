import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { GoodsImage } from './GoodsCard';
import './Records.css';

/**
 * The title of a record row (an order, a trade, an activity entry, a favourite collection): the token's picture,
 * its name (a link to its page when given), then muted lines and the row's own actions.
 */
export function RecordItem({
  image,
  name,
  href,
  lines,
  actions,
}: {
  image: string;
  name: string;
  href?: string;
  lines: ReactNode[];
  actions?: ReactNode;
}) {
  return (
    <span className="record-item">
      <span className="record-item__thumb">
        <GoodsImage src={image} alt={name} />
      </span>
      <span className="record-item__text">
        <span className="record-item__name">{href ? <Link href={href}>{name}</Link> : name}</span>
        {lines.filter(Boolean).map((line, index) => (
          <span key={index} className="record-item__line">
            {line}
          </span>
        ))}
        {actions ? <span className="record-item__actions">{actions}</span> : null}
      </span>
    </span>
  );
}

/** The right-hand side of a record row: an amount with what it is ("Paid", a status). */
export function RecordValue({ label, children }: { label?: ReactNode; children: ReactNode }) {
  return (
    <span className="record-value">
      {label ? <span className="record-value__label">{label}</span> : null}
      <strong>{children}</strong>
    </span>
  );
}
