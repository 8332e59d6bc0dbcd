import { Trans } from 'react-i18next';
import { Link } from 'wouter';

/** "I accept the Registration Agreement and the Privacy Terms" with links to both pages. */
export function TermsText({ i18nKey }: { i18nKey: string }) {
  return (
    <Trans
      ns="account"
      i18nKey={i18nKey}
      components={{ agreement: <Link href="/registAgreement" />, privacy: <Link href="/privacyTerms" /> }}
    />
  );
}
