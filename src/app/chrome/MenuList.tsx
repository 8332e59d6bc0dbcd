import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '@/shared/ui/Icon';
import type { MenuItem } from './menu';

export function MenuList({ items, onNavigate }: { items: readonly MenuItem[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className="menu-list">
      {items.map((item) => (
        <li key={item.id}>
          <Link href={item.to} className="menu-list__item" data-menu={item.id} onClick={onNavigate}>
            <Icon name={item.icon} className="menu-list__icon" />
            <span className="menu-list__label">{t(item.labelKey)}</span>
            <Icon name="chevron" size={18} className="menu-list__chevron" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
