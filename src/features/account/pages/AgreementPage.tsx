import { LegalDocument } from '../components/LegalDocument';

/** /registAgreement: the registration agreement accepted on first sign-in. */
export default function AgreementPage() {
  return <LegalDocument doc="agreement" />;
}
