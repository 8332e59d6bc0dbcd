import type { ReactNode } from 'react';
import './List.css';

/** A rounded surface; `padded` for free content (a form), unpadded to hold rows edge to edge. */
export function Card({ padded = false, children, testId }: { padded?: boolean; children: ReactNode; testId?: string }) {
  return (
    <div className={padded ? 'ui-card ui-card--pad' : 'ui-card'} data-testid={testId}>
      {children}
    </div>
  );
}
