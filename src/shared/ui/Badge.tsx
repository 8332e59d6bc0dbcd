import type { ReactNode } from 'react';
import './List.css';

/** A small pill beside a title ("This device"). */
export function Badge({ children }: { children: ReactNode }) {
  return <span className="ui-badge">{children}</span>;
}
