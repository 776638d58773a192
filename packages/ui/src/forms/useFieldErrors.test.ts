import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldErrors } from './useFieldErrors';
import { registerValidation } from '@tp/messages';

type Field = 'email' | 'password';

describe('useFieldErrors', () => {
  it('starts with the given errors, or none', () => {
    expect(renderHook(() => useFieldErrors<Field>()).result.current.errors).toEqual({});
    const { result } = renderHook(() =>
      useFieldErrors<Field>({ email: registerValidation.emailRequired }),
    );
    expect(result.current.errors).toEqual({ email: registerValidation.emailRequired });
  });

  it('sets one field without touching the others', () => {
    const { result } = renderHook(() =>
      useFieldErrors<Field>({ email: registerValidation.emailRequired }),
    );
    act(() => result.current.setFieldError('password', registerValidation.passwordRequired));
    expect(result.current.errors).toEqual({
      email: registerValidation.emailRequired,
      password: registerValidation.passwordRequired,
    });
  });

  it('clears only the edited field', () => {
    const { result } = renderHook(() =>
      useFieldErrors<Field>({
        email: registerValidation.emailRequired,
        password: registerValidation.passwordRequired,
      }),
    );
    act(() => result.current.clearError('email'));
    expect(result.current.errors).toEqual({ password: registerValidation.passwordRequired });
    expect('email' in result.current.errors).toBe(false);
  });

  it('keeps the same errors object when the edited field had no error', () => {
    const { result } = renderHook(() =>
      useFieldErrors<Field>({ password: registerValidation.passwordRequired }),
    );
    const before = result.current.errors;
    act(() => result.current.clearError('email'));
    expect(result.current.errors).toBe(before);
  });

  it('replaces all errors at once, e.g. from a server answer', () => {
    const { result } = renderHook(() =>
      useFieldErrors<Field>({ email: registerValidation.emailRequired }),
    );
    act(() => result.current.setErrors({ password: registerValidation.passwordTooShort }));
    expect(result.current.errors).toEqual({ password: registerValidation.passwordTooShort });
  });

  it('keeps its callbacks stable across renders', () => {
    const { result, rerender } = renderHook(() => useFieldErrors<Field>());
    const { clearError, setFieldError } = result.current;
    act(() => result.current.setFieldError('email', registerValidation.emailRequired));
    rerender();
    expect(result.current.clearError).toBe(clearError);
    expect(result.current.setFieldError).toBe(setFieldError);
  });
});
