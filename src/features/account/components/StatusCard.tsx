import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/shared/ui/Icon';

/** A one-card screen: an icon (red for `tone="error"`), a title, a subtitle, then the screen's own content. */
export function StatusCard(props: {
  icon: IconName;
  tone?: 'error';
  /** Labels the card by its title. */
  titleId?: string;
  title: string;
  subtitle: string;
  children?: ReactNode;
}) {
  return (
    <main className="acc-page">
      <div className="acc-shell">
        <section className="acc-card acc-status" aria-labelledby={props.titleId}>
          <span className={props.tone === 'error' ? 'acc-status-icon acc-status-icon--error' : 'acc-status-icon'}>
            <Icon name={props.icon} size={28} />
          </span>
          <h1 id={props.titleId} className="acc-title">
            {props.title}
          </h1>
          <p className="acc-subtitle">{props.subtitle}</p>
          {props.children}
        </section>
      </div>
    </main>
  );
}
