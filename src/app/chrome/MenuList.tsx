import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsComingSoon } from '@/shared/routing/comingSoon';
import { SoonBadge } from '@/shared/ui/ComingSoon';
import { Icon } from '@/shared/ui/Icon';
import { List } from '@/shared/ui/List';
import { Row } from '@/shared/ui/Row';
import type { MenuItem } from './menu';
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

/** A drawer menu: a kit List of link Rows (the Drawer closes when one is followed); screens not built yet say "Soon". */
export function MenuList({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const comingSoon = useIsComingSoon();
  return (
    <List>
      {items.map((item) => (
        <Row
          key={item.id}
          data-menu={item.id}
          href={item.to}
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
