/*
 * Route /policy.html: the privacy policy, from locales/<lang>/legal.json. No route params.
 */
import { ConsentPurposesTable } from '../consent/consent-purposes-table.view';
import { LegalDocument } from './legal-document.view';

/** The order of the sections of the privacy policy; each has `content:policy.<id>.heading` and p1..pN. */
export const POLICY_SECTIONS = ['collected', 'cookies', 'choices', 'purposes', 'legalBases', 'retention', 'sharing', 'rights', 'children', 'contact'] as const;

export default function PolicyView() {
  return <LegalDocument doc="policy" sections={POLICY_SECTIONS} extras={{ choices: <ConsentPurposesTable /> }} />;
}
