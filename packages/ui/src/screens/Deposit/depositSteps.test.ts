import { describe, expect, it } from 'vitest';
import { depositValidation } from '@tp/messages';
import { depositStepsAt, depositStepsReducer, type DepositStepsAction } from './depositSteps';

const run = (actions: DepositStepsAction[], start = depositStepsAt()) =>
  actions.reduce(depositStepsReducer, start);

describe('deposit steps (spec 2 §4)', () => {
  it('starts at the method list with nothing chosen', () => {
    expect(depositStepsAt()).toEqual({
      step: 'method',
      method: null,
      coin: null,
      errors: {},
      moves: 0,
    });
  });

  it('can start at a later step (stories): past the method list the method is crypto', () => {
    expect(depositStepsAt({ step: 'details', coin: 'bitcoin' })).toMatchObject({
      step: 'details',
      method: 'Cryptocurrency',
      coin: 'bitcoin',
      moves: 0,
    });
  });

  it('goes method → coin → details, each move counted (the heading takes the focus)', () => {
    const steps = run([
      { type: 'chooseMethod', method: 'Cryptocurrency' },
      { type: 'continue' },
      { type: 'chooseCoin', coin: 'ethereum' },
      { type: 'continue' },
    ]);
    expect(steps).toEqual({
      step: 'details',
      method: 'Cryptocurrency',
      coin: 'ethereum',
      errors: {},
      moves: 2,
    });
  });

  it('stays on a step with its message until something is chosen, which clears it (spec 2 §5)', () => {
    const noMethod = run([{ type: 'continue' }]);
    expect(noMethod).toMatchObject({
      step: 'method',
      errors: { method: depositValidation.methodRequired },
      moves: 0,
    });
    expect(
      depositStepsReducer(noMethod, { type: 'chooseMethod', method: 'Cryptocurrency' }),
    ).toMatchObject({ method: 'Cryptocurrency', errors: {} });

    const noCoin = run([{ type: 'continue' }], depositStepsAt({ step: 'coin' }));
    expect(noCoin).toMatchObject({
      step: 'coin',
      errors: { coin: depositValidation.coinRequired },
    });
    expect(depositStepsReducer(noCoin, { type: 'chooseCoin', coin: 'bitcoin' })).toMatchObject({
      coin: 'bitcoin',
      errors: {},
    });
  });

  it('goes back one step at a time and keeps what was chosen', () => {
    const steps = run(
      [{ type: 'back' }, { type: 'back' }],
      depositStepsAt({ step: 'details', coin: 'usdt_trc20' }),
    );
    expect(steps).toMatchObject({
      step: 'method',
      method: 'Cryptocurrency',
      coin: 'usdt_trc20',
      moves: 2,
    });
    expect(depositStepsReducer(steps, { type: 'back' })).toBe(steps);
  });

  it('starts over at the method list with nothing chosen after a deposit', () => {
    const steps = depositStepsReducer(depositStepsAt({ step: 'details', coin: 'bitcoin' }), {
      type: 'startOver',
    });
    expect(steps).toEqual({ ...depositStepsAt(), moves: 1 });
  });
});
