import type { ReactNode } from 'react';
import './List.css';

/**
 * A small pill beside a title: `success` ("This device"), `info` ("Soon"), `warn` (needs the user: an unfunded bid),
 * `muted` (over: cancelled, expired).
 */
export function Badge({
  tone = 'success',
  children,
}: {
  tone?: 'success' | 'info' | 'warn' | 'muted';
  children: ReactNode;
}) {
  return <span className={tone === 'success' ? 'ui-badge' : `ui-badge ui-badge--${tone}`}>{children}</span>;
}
