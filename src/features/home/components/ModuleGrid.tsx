import { useTranslation } from 'react-i18next';
import type { ModuleEntry } from '@/contract/types';
import { useIsComingSoon } from '@/shared/routing/comingSoon';
import { SoonBadge } from '@/shared/ui/ComingSoon';
import { resolveLink } from '../model';
import { DeepLink } from './DeepLink';
import './ModuleGrid.css';

/** Shortcut grid of the server's module entries (icon + title); entries of screens not built yet say "Soon". */
export function ModuleGrid({ modules }: { modules: ModuleEntry[] }) {
  const { t } = useTranslation('home');
  const comingSoon = useIsComingSoon();
  return (
    <nav className="module-grid" aria-label={t('modules')}>
      {modules.map((module) => {
        const action = resolveLink(module.link_type, module.link);
        return (
          <DeepLink key={module.id} action={action} className="module-grid__item">
            <span className="module-grid__icon">
              {module.icon ? <img src={module.icon} alt="" width={28} height={28} loading="lazy" /> : null}
            </span>
            <span className="module-grid__title">{module.title}</span>
            {action.kind === 'route' && comingSoon(action.path) && (
              <span className="module-grid__soon">
                <SoonBadge />
              </span>
            )}
          </DeepLink>
        );
      })}
    </nav>
  );
}
