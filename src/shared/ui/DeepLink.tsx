import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { platform } from '@/platform';
import type { LinkAction } from '@/shared/lib/deepLink';

/**
 * Opens an allow-listed page outside the app: in place for a cur_tab link in a browser, else through the platform
 * (a new tab; Telegram's openLink in the mini app, whose webview must stay on the app).
 */
export function openExternal(url: string, inPlace: boolean): void {
  if (inPlace && platform.kind === 'browser') location.assign(url);
  else platform.openLink(url);
}

/**
 * Renders a resolved deep link (src/shared/lib/deepLink.ts): a router link (a refused link leads to the web view's
 * refusal screen, which says why), an allow-listed external page, or plain content.
 */
export function DeepLink({
  action,
  className,
  children,
}: {
  action: LinkAction;
  className?: string;
  children: ReactNode;
}) {
  if (action.kind === 'route' || action.kind === 'refused') {
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
        target={action.inPlace ? undefined : '_blank'}
        onClick={(event) => {
          event.preventDefault();
          openExternal(action.url, action.inPlace);
        }}
      >
        {children}
      </a>
    );
  }
  return <div className={className}>{children}</div>;
}
