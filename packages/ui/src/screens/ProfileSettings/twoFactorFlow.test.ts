import type { TotpSetup } from '@tp/api';
import { describe, expect, it } from 'vitest';
import {
  twoFactorFlowReducer,
  twoFactorOverview,
  type TwoFactorFlowEvent,
  type TwoFactorFlowState,
} from './twoFactorFlow';

const setup: TotpSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_uri: 'otpauth://totp/Trading%20Platform:alex?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  issuer: 'Trading Platform',
  account: 'alex.morgan@example.com',
};
const codes = Array.from({ length: 10 }, (_, index) => `abcde-fghj${index}`);

const run = (events: TwoFactorFlowEvent[], from: TwoFactorFlowState = twoFactorOverview) =>
  events.reduce(twoFactorFlowReducer, from);

describe('twoFactorFlowReducer', () => {
  it('turns on: the setup, then the backup codes once, then back to the overview', () => {
    const starting = run([{ type: 'begin', action: 'start' }]);
    expect(starting.busy).toBe('start');
    const shown = twoFactorFlowReducer(starting, { type: 'setupShown', setup });
    expect(shown).toEqual({ step: { kind: 'setup', setup }, busy: null, confirmingTurnOff: false });
    const issued = twoFactorFlowReducer(shown, { type: 'codesIssued', codes, renewed: false });
    expect(issued.step).toEqual({ kind: 'backupCodes', codes, renewed: false });
    expect(twoFactorFlowReducer(issued, { type: 'done' })).toBe(twoFactorOverview);
  });

  it('one call at a time: a second click while one runs does nothing', () => {
    const starting = run([{ type: 'begin', action: 'start' }]);
    expect(twoFactorFlowReducer(starting, { type: 'begin', action: 'renew' })).toBe(starting);
  });

  it('keeps the step when a call fails or its step-up is cancelled', () => {
    expect(run([{ type: 'begin', action: 'start' }, { type: 'failed' }])).toEqual(
      twoFactorOverview,
    );
    const inSetup = run([
      { type: 'begin', action: 'start' },
      { type: 'setupShown', setup },
    ]);
    expect(twoFactorFlowReducer(inSetup, { type: 'failed' })).toBe(inSetup);
  });

  it('Cancel leaves the setup; it does nothing elsewhere', () => {
    const inSetup = run([
      { type: 'begin', action: 'start' },
      { type: 'setupShown', setup },
    ]);
    expect(twoFactorFlowReducer(inSetup, { type: 'cancelSetup' })).toBe(twoFactorOverview);
    expect(twoFactorFlowReducer(twoFactorOverview, { type: 'cancelSetup' })).toBe(
      twoFactorOverview,
    );
  });

  it('shows new backup codes the same way', () => {
    const renewing = run([{ type: 'begin', action: 'renew' }]);
    expect(renewing.busy).toBe('renew');
    expect(
      twoFactorFlowReducer(renewing, { type: 'codesIssued', codes, renewed: true }).step,
    ).toEqual({ kind: 'backupCodes', codes, renewed: true });
  });

  it('turning off asks first; confirming closes the question while the call runs', () => {
    const asking = run([{ type: 'askTurnOff' }]);
    expect(asking.confirmingTurnOff).toBe(true);
    expect(twoFactorFlowReducer(asking, { type: 'keepOn' })).toEqual(twoFactorOverview);
    const turningOff = twoFactorFlowReducer(asking, { type: 'begin', action: 'turnOff' });
    expect(turningOff).toEqual({ ...twoFactorOverview, busy: 'turnOff' });
    expect(twoFactorFlowReducer(turningOff, { type: 'turnedOff' })).toBe(twoFactorOverview);
  });

  it('ignores answers that do not belong to the call in flight', () => {
    expect(twoFactorFlowReducer(twoFactorOverview, { type: 'setupShown', setup })).toBe(
      twoFactorOverview,
    );
    expect(
      twoFactorFlowReducer(twoFactorOverview, { type: 'codesIssued', codes, renewed: false }),
    ).toBe(twoFactorOverview);
    expect(
      twoFactorFlowReducer(twoFactorOverview, { type: 'codesIssued', codes, renewed: true }),
    ).toBe(twoFactorOverview);
    expect(twoFactorFlowReducer(twoFactorOverview, { type: 'turnedOff' })).toBe(twoFactorOverview);
    const inSetup = run([
      { type: 'begin', action: 'start' },
      { type: 'setupShown', setup },
    ]);
    expect(twoFactorFlowReducer(inSetup, { type: 'askTurnOff' })).toBe(inSetup);
  });
});
