import { describe, expect, it } from 'vitest';
import { passwordChangeValidation } from '@tp/messages';
import { validatePasswordChange, type PasswordChangeValues } from './validatePasswordChange';

const valid: PasswordChangeValues = {
  oldPassword: 'DemoPass123!',
  newPassword: 'NewPass789!',
  confirmPassword: 'NewPass789!',
};

describe('validatePasswordChange (spec 2 §5)', () => {
  it('accepts an old password and a matching new pair of at least 8 characters', () => {
    expect(validatePasswordChange(valid)).toEqual({});
    expect(
      validatePasswordChange({
        oldPassword: 'x',
        newPassword: '12345678',
        confirmPassword: '12345678',
      }),
    ).toEqual({});
  });

  it('says one thing at a time, in the spec order: old, both required, length, match', () => {
    // Everything wrong at once: the old password first.
    expect(
      validatePasswordChange({ oldPassword: '', newPassword: '', confirmPassword: 'short' }),
    ).toEqual({ oldPassword: passwordChangeValidation.oldRequired });
    // Then both new fields required, before their length.
    expect(validatePasswordChange({ ...valid, newPassword: 'short', confirmPassword: '' })).toEqual(
      { confirmPassword: passwordChangeValidation.bothRequired },
    );
    expect(validatePasswordChange({ ...valid, newPassword: '' })).toEqual({
      newPassword: passwordChangeValidation.bothRequired,
    });
    // Then the length, before the match.
    expect(
      validatePasswordChange({ ...valid, newPassword: 'short', confirmPassword: 'other' }),
    ).toEqual({ newPassword: passwordChangeValidation.tooShort });
    expect(validatePasswordChange({ ...valid, confirmPassword: 'short' })).toEqual({
      confirmPassword: passwordChangeValidation.tooShort,
    });
    // Last, the match.
    expect(validatePasswordChange({ ...valid, confirmPassword: 'NewPass789?' })).toEqual({
      confirmPassword: passwordChangeValidation.mismatch,
    });
  });

  it('counts 7 characters as too short and 8 as enough', () => {
    expect(
      validatePasswordChange({ ...valid, newPassword: '1234567', confirmPassword: '1234567' }),
    ).toEqual({ newPassword: passwordChangeValidation.tooShort });
  });

  it('never gives more than one message', () => {
    const texts = ['', 'a', '1234567', '12345678', 'NewPass789!'];
    for (const oldPassword of ['', 'old'])
      for (const newPassword of texts)
        for (const confirmPassword of texts)
          expect(
            Object.keys(validatePasswordChange({ oldPassword, newPassword, confirmPassword }))
              .length,
          ).toBeLessThanOrEqual(1);
  });
});
