import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A list row: label, optional value and a chevron when it leads somewhere. */
export function Row(props: {
  label: string;
  value?: ReactNode;
  href?: string;
  onClick?: () => void;
  tone?: 'ok' | 'warn' | 'danger' | 'muted';
  testId?: string;
}) {
  const body = (
    <>
      <span className="sec-row__label">{props.label}</span>
      {props.value !== undefined ? (
        <span className={`sec-row__value${props.tone ? ` sec-row__value--${props.tone}` : ''}`}>{props.value}</span>
      ) : null}
      {props.href || props.onClick ? <span className="sec-row__chevron" aria-hidden="true" /> : null}
    </>
  );
  if (props.href)
    return (
      <Link href={props.href} className="sec-row" data-testid={props.testId}>
        {body}
      </Link>
    );
  if (props.onClick)
    return (
      <button type="button" className="sec-row" onClick={props.onClick} data-testid={props.testId}>
        {body}
      </button>
    );
  return (
    <div className="sec-row" data-testid={props.testId}>
      {body}
    </div>
  );
}
