import { LegalDocument } from '../../../components/LegalDocument';

export default function PrivacyPolicyPage() {
  return <LegalDocument ns="privacyPolicy" seoPage="privacy-policy" />;
}
