import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Page } from '@/shared/ui/Page';
import { rememberPath } from './loginRedirect';

/**
 * A screen whose content is the caller's own, opened by a visitor (a route the spec does not mark sign-in): what it
 * is for and "Log in", which comes back here.
 */
export function SignInPrompt({
  title,
  text,
  testId = 'signin-prompt',
}: {
  title: string;
  text: string;
  testId?: string;
}) {
  const { t } = useTranslation();
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
        data-testid={testId}
      >
        {t('header.login')}
      </ButtonLink>
    </Page>
  );
}
