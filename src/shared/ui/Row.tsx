import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import './List.css';

export interface RowProps extends Omit<HTMLAttributes<HTMLLIElement>, 'title' | 'onClick'> {
  title: ReactNode;
  /** Second line, muted. */
  subtitle?: ReactNode;
  /** Right-hand value text, optionally coloured by `tone`. */
  value?: ReactNode;
  tone?: 'ok' | 'warn' | 'danger';
  /** Right-hand controls (small Buttons); do not combine with href/onClick. */
  after?: ReactNode;
  /** Makes the row a link (with a chevron). */
  href?: string;
  /** Makes the row a button (with a chevron). */
  onClick?: () => void;
  testId?: string;
}

/** One row of a `List`. Extra attributes (data-*) go on the `<li>`. */
export function Row({ title, subtitle, value, tone, after, href, onClick, testId, ...attrs }: RowProps) {
  const body = (
    <>
      <span className="ui-row__main">
        {title}
        {subtitle ? <span className="ui-row__subtitle">{subtitle}</span> : null}
      </span>
      {value !== undefined ? (
        <span className={tone ? `ui-row__value ui-row__value--${tone}` : 'ui-row__value'}>{value}</span>
      ) : null}
      {after ? <span className="ui-row__after">{after}</span> : null}
      {href || onClick ? <span className="ui-row__chevron" aria-hidden="true" /> : null}
    </>
  );
  return (
    <li data-testid={testId} {...attrs}>
      {href ? (
        <Link href={href} className="ui-row">
          {body}
        </Link>
      ) : onClick ? (
        <button type="button" className="ui-row" onClick={onClick}>
          {body}
        </button>
      ) : (
        <div className="ui-row">{body}</div>
      )}
    </li>
  );
}
