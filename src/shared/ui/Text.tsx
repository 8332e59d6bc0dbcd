import type { ReactNode } from 'react';
import './Text.css';

/** A muted paragraph: a screen's intro or an explanation under a control. */
export function Text({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="ui-text" data-testid={testId}>
      {children}
    </p>
  );
}
