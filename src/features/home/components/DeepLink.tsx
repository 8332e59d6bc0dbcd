import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { platform } from '@/platform';
import type { LinkAction } from '../model';

/** Renders a resolved server link: a router link, an allow-listed external page, or plain content. */
export function DeepLink({
  action,
  className,
  children,
}: {
  action: LinkAction;
  className?: string;
  children: ReactNode;
}) {
  if (action.kind === 'route') {
    return (
      <Link href={action.path} className={className}>
        {children}
      </Link>
    );
  }
  if (action.kind === 'external') {
    return (
      <a
        href={action.url}
        className={className}
        rel="noopener noreferrer"
        target="_blank"
        onClick={(event) => {
          event.preventDefault();
          platform.openLink(action.url);
        }}
      >
        {children}
      </a>
    );
  }
  return <div className={className}>{children}</div>;
}
