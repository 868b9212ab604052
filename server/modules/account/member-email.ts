import { normalizeEmail } from '../../../src/domain/validation/email.rules';
import { AppError } from '../../http/app-error';

/**
 * The address a call names, as members' addresses are kept (src/domain/validation/email.rules.ts, the rule the
 * SPA's forms apply). The contract only checks the shape (one @, no spaces): it may not import the domain.
 * 400 `validation.<field>` (the key the contract answers) for an address no mail server would deliver to.
 */
export function memberEmail(typed: string, field: 'email' | 'new_email' = 'email'): string {
  const email = normalizeEmail(typed);
  if (email === null) throw new AppError(400, `validation.${field}`);
  return email;
}
