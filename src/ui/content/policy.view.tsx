/*
 * Route /policy.html: the privacy policy, from locales/<lang>/legal.json. No route params.
 */
import { LegalDocument } from './legal-document.view';

/** The order of the sections of the privacy policy; each has `legal:policy.<id>.heading` and p1..pN. */
export const POLICY_SECTIONS = ['collected', 'cookies', 'purposes', 'legalBases', 'retention', 'sharing', 'rights', 'children', 'contact'] as const;

export default function PolicyView() {
  return <LegalDocument doc="policy" sections={POLICY_SECTIONS} />;
}
