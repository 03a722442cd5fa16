import { LegalDocument } from '../../../components/LegalDocument';

export default function TermsPage() {
  return <LegalDocument ns="terms" seoPage="terms-of-use" />;
}
