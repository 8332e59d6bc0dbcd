import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { openExternal } from '@/platform';
import { isSafeInternalPath } from '@/shared/lib/url';

/**
 * A server link (a banner's, a module's, a message's) by its deep-link type. An in-app path is a router link at once;
 * anything else is resolved by the deep-link rules (src/shared/lib/deepLink.ts), loaded on the tap so they stay out
 * of the first load: a route (the web view included), an allow-listed page through the platform, or the web view's
 * refusal screen. Its `href` is the web view with the same link, which applies the same rules, so opening it in a new
 * tab can never bypass them.
 */
export function DeepLink({
  type,
  link,
  className,
  children,
}: {
  type: string | undefined;
  link: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const [, navigate] = useLocation();
  const target = link?.trim() ?? '';
  if (!type || type === 'none' || !target) return <div className={className}>{children}</div>;
  if (type !== 'iframe' && isSafeInternalPath(target)) {
    return (
      <Link href={target} className={className}>
        {children}
      </Link>
    );
  }
  const follow = (event: MouseEvent) => {
    event.preventDefault();
    void import('@/shared/lib/deepLink').then(({ resolveLink }) => {
      const action = resolveLink(type, target);
      if (action.kind === 'external') openExternal(action.url, action.inPlace);
      else if (action.kind !== 'none') navigate(action.path);
    });
  };
  return (
    <a
      href={`/webview?url=${encodeURIComponent(target)}&link_type=${encodeURIComponent(type)}`}
      className={className}
      onClick={follow}
    >
      {children}
    </a>
  );
}
