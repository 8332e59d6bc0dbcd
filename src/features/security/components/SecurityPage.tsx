import type { ReactNode } from 'react';
import '../security.css';

/** The frame of every account/security screen: a titled column, 414 px wide at most on mobile widths. */
export function SecurityPage({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <main className={wide ? 'page sec-page sec-page--wide' : 'page sec-page'}>
      <h1 className="sec-title">{title}</h1>
      {children}
    </main>
  );
}
