import { LegalDocument } from '../components/LegalDocument';

/** /privacyTerms: how personal data is handled. */
export default function PrivacyPage() {
  return <LegalDocument doc="privacy" />;
}
