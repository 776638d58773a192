// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense, lazy, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { InTurn, useTurns } from './Turns';

/** A lazy part whose code arrives when the test says. */
function lazyPart(name: string) {
  let arrive!: () => void;
  const code = new Promise<{ default: ComponentType }>((done) => {
    arrive = () => done({ default: () => <p>{name}</p> });
  });
  return { Part: lazy(() => code), arrive };
}

const nextTask = () => act(() => new Promise((done) => setTimeout(done, 0)));

describe('InTurn (issue 43)', () => {
  it('shows each part in a task of its own, in order, even when their code arrives at once', async () => {
    const parts = ['FAQ', 'Packages', 'Testimonials'].map(lazyPart);
    function Page() {
      const turns = useTurns();
      return parts.map(({ Part }, place) => (
        <Suspense key={place} fallback={<p>waiting {place}</p>}>
          <InTurn turns={turns} place={place} fallback={<p>waiting {place}</p>}>
            <Part />
          </InTurn>
        </Suspense>
      ));
    }
    render(<Page />);
    const shown = () =>
      ['FAQ', 'Packages', 'Testimonials'].filter((name) => screen.queryByText(name));

    await act(async () => parts.forEach(({ arrive }) => arrive()));
    expect(shown()).toEqual(['FAQ']);
    await nextTask();
    expect(shown()).toEqual(['FAQ', 'Packages']);
    await nextTask();
    expect(shown()).toEqual(['FAQ', 'Packages', 'Testimonials']);
  });

  it('waits for a part whose code has not arrived before the next one starts', async () => {
    const first = lazyPart('first');
    const second = lazyPart('second');
    function Page() {
      const turns = useTurns();
      return [first, second].map(({ Part }, place) => (
        <Suspense key={place} fallback={null}>
          <InTurn turns={turns} place={place}>
            <Part />
          </InTurn>
        </Suspense>
      ));
    }
    render(<Page />);
    await act(async () => second.arrive());
    await nextTask();
    await nextTask();
    expect(screen.queryByText('second')).toBeNull();
    await act(async () => first.arrive());
    await nextTask();
    expect(screen.getByText('first')).toBeVisible();
    expect(screen.getByText('second')).toBeVisible();
  });
});
