import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { QUICK_ACTIONS, withSymbol, type QuickAction } from '@/features/wallet/model';
import './Overview.css';

/** Links to the money screens (spec routes); `only` picks some, `symbol` preselects a coin there. */
export function QuickActions({ only, symbol }: { only?: readonly QuickAction[]; symbol?: string }) {
  const { t } = useTranslation('wallet');
  const actions = only ? QUICK_ACTIONS.filter((a) => only.includes(a.id)) : QUICK_ACTIONS;
  return (
    <nav className="wallet-actions" aria-label={t('actions.label')} data-testid="quick-actions">
      {actions.map((action) => (
        <ButtonLink
          key={action.id}
          href={symbol ? withSymbol(action.href, symbol) : action.href}
          variant="secondary"
          size="sm"
          data-testid={`action-${action.id}`}
        >
          {t(`actions.${action.id}`)}
        </ButtonLink>
      ))}
    </nav>
  );
}
