import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsComingSoon } from '@/shared/routing/comingSoon';
import { SoonBadge } from '@/shared/ui/ComingSoon';
import { Icon } from '@/shared/ui/Icon';
import { List } from '@/shared/ui/List';
import { Row } from '@/shared/ui/Row';
import type { MenuItem } from './menu';
import { badgeText } from './unreadBadge';
import './MenuList.css';

/** A row's title with its menu icon in front. */
export function MenuTitle({ icon, children }: { icon: MenuItem['icon']; children: ReactNode }) {
  return (
    <span className="menu-title">
      <Icon name={icon} className="menu-title__icon" />
      {children}
    </span>
  );
}

function countOf(count: number | undefined) {
  const text = badgeText(count ?? 0);
  return text ? <span className="menu-count">{text}</span> : undefined;
}

/**
 * A drawer menu: a kit List of link Rows (the Drawer closes when one is followed); screens not built yet say "Soon";
 * `counts` (by item id) draws a count badge at the row's end (unread messages).
 */
export function MenuList({
  items,
  counts,
}: {
  items: readonly MenuItem[];
  counts?: Readonly<Partial<Record<string, number>>>;
}) {
  const { t } = useTranslation();
  const comingSoon = useIsComingSoon();
  return (
    <List>
      {items.map((item) => (
        <Row
          key={item.id}
          data-menu={item.id}
          href={item.to}
          value={countOf(counts?.[item.id])}
          title={
            <MenuTitle icon={item.icon}>
              {t(item.labelKey)}
              {comingSoon(item.to) && <SoonBadge />}
            </MenuTitle>
          }
        />
      ))}
    </List>
  );
}
