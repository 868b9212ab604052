/*
 * Route /terms.html: the terms of service, from locales/<lang>/legal.json. No route params.
 */
import { LegalDocument } from './legal-document.view';

/** The order of the sections of the terms; each has `content:terms.<id>.heading` and paragraphs p1..pN. */
export const TERMS_SECTIONS = [
  'acceptance',
  'accounts',
  'content',
  'comments',
  'conduct',
  'termination',
  'disclaimers',
  'liability',
  'changes',
  'contact',
] as const;

export default function TermsView() {
  return <LegalDocument doc="terms" sections={TERMS_SECTIONS} />;
}
