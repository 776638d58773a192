/**
 * Spec 2 §5: an empty code is ignored (no request, no message). Only spaces count as empty. The code is
 * sent trimmed; the server trims too and compares without regard to case (D13).
 */
export function codeToJoin(typed: string): string | null {
  const code = typed.trim();
  return code === '' ? null : code;
}
