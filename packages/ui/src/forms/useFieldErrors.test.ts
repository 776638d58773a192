import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldErrors } from './useFieldErrors';

type Field = 'email' | 'password';

describe('useFieldErrors', () => {
  it('starts with the given errors, or none', () => {
    expect(renderHook(() => useFieldErrors<Field>()).result.current.errors).toEqual({});
    const { result } = renderHook(() => useFieldErrors<Field>({ email: 'Email is required' }));
    expect(result.current.errors).toEqual({ email: 'Email is required' });
  });

  it('sets one field without touching the others', () => {
    const { result } = renderHook(() => useFieldErrors<Field>({ email: 'Email is required' }));
    act(() => result.current.setFieldError('password', 'Password is required'));
    expect(result.current.errors).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('clears only the edited field', () => {
    const { result } = renderHook(() =>
      useFieldErrors<Field>({ email: 'Email is required', password: 'Password is required' }),
    );
    act(() => result.current.clearError('email'));
    expect(result.current.errors).toEqual({ password: 'Password is required' });
    expect('email' in result.current.errors).toBe(false);
  });

  it('keeps the same errors object when the edited field had no error', () => {
    const { result } = renderHook(() =>
      useFieldErrors<Field>({ password: 'Password is required' }),
    );
    const before = result.current.errors;
    act(() => result.current.clearError('email'));
    expect(result.current.errors).toBe(before);
  });

  it('replaces all errors at once, e.g. from a server answer', () => {
    const { result } = renderHook(() => useFieldErrors<Field>({ email: 'Email is required' }));
    act(() => result.current.setErrors({ password: 'Password must be at least 8 characters' }));
    expect(result.current.errors).toEqual({ password: 'Password must be at least 8 characters' });
  });

  it('keeps its callbacks stable across renders', () => {
    const { result, rerender } = renderHook(() => useFieldErrors<Field>());
    const { clearError, setFieldError } = result.current;
    act(() => result.current.setFieldError('email', 'Email is required'));
    rerender();
    expect(result.current.clearError).toBe(clearError);
    expect(result.current.setFieldError).toBe(setFieldError);
  });
});
