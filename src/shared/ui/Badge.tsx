import type { ReactNode } from 'react';
import './List.css';

/** A small pill beside a title: `success` ("This device"), `info` ("Soon"). */
export function Badge({ tone = 'success', children }: { tone?: 'success' | 'info'; children: ReactNode }) {
  return <span className={tone === 'success' ? 'ui-badge' : `ui-badge ui-badge--${tone}`}>{children}</span>;
}
