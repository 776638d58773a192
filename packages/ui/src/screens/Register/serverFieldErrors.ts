import { ApiError } from '@tp/api';
import { registerFields, type RegisterServerField } from './validateRegister';

const isRegisterField = (name: string): name is RegisterServerField =>
  (registerFields as readonly string[]).includes(name);

/**
 * Spec 1 §5: server field errors go back to their fields, whether the API sent per-field lists
 * (`{ email: ['…'] }`) or one message of `field: message` parts joined with '; '.
 */
export function serverFieldErrors(error: unknown): Partial<Record<RegisterServerField, string>> {
  const found: Partial<Record<RegisterServerField, string>> = {};
  if (error instanceof ApiError) {
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      if (isRegisterField(field)) found[field] = messages.join(' ');
    }
    if (Object.keys(found).length > 0) return found;
  }
  const message = error instanceof Error ? error.message : '';
  for (const part of message.split('; ')) {
    const [, field = '', text = ''] = /^([a-z_]+): (.+)$/s.exec(part) ?? [];
    if (isRegisterField(field) && text) found[field] = text;
  }
  return found;
}
