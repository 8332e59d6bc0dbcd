import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { rememberPath } from '@/session/loginRedirect';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Page } from '@/shared/ui/Page';

/**
 * A screen that needs the caller's NFTs or orders, opened by a visitor (the spec does not mark it sign-in): what it
 * is for and "Log in", which comes back here.
 */
export function SignInPrompt({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('market');
  const [location] = useLocation();
  const query = useSearch();
  return (
    <Page title={title}>
      <EmptyState text={text} />
      <ButtonLink
        href="/login"
        variant="primary"
        block
        onClick={() => rememberPath(query ? `${location}?${query}` : location)}
        data-testid="batch-login"
      >
        {t('header.login', { ns: 'common' })}
      </ButtonLink>
    </Page>
  );
}
