import { useTranslation } from 'react-i18next';
import type { ModuleEntry } from '@/contract';
import { DeepLink } from '@/shared/ui/DeepLink';
import './ModuleGrid.css';

/** Shortcut grid of the server's module entries (icon + title); HomePage passes only those of built screens. */
export function ModuleGrid({ modules }: { modules: ModuleEntry[] }) {
  const { t } = useTranslation('home');
  return (
    <nav className="module-grid" aria-label={t('modules')}>
      {modules.map((module) => (
        <DeepLink key={module.id} type={module.link_type} link={module.link} className="module-grid__item">
          <span className="module-grid__icon">
            {module.icon ? <img src={module.icon} alt="" width={28} height={28} loading="lazy" /> : null}
          </span>
          <span className="module-grid__title">{module.title}</span>
        </DeepLink>
      ))}
    </nav>
  );
}
