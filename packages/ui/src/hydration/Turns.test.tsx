// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, lazy, useLayoutEffect, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { InTurn, useTurns } from './Turns';

/** A lazy part whose code arrives when the test says; `commits` logs it when it has committed. */
function lazyPart(name: string, commits: Commit[] = []) {
  let arrive!: () => void;
  function Shown() {
    useLayoutEffect(() => {
      const commit: Commit = {
        name,
        taskPassed: false,
        afterATask: commits.at(-1)?.taskPassed ?? null,
      };
      // Set by the first task after this commit: a later part whose commit sees it set came in another task.
      setTimeout(() => (commit.taskPassed = true));
      commits.push(commit);
    }, []);
    return <p>{name}</p>;
  }
  const code = new Promise<{ default: ComponentType }>((done) => {
    arrive = () => done({ default: Shown });
  });
  return { Part: lazy(() => code), arrive };
}

interface Commit {
  name: string;
  taskPassed: boolean;
  /** Whether a task had passed since the part before committed, as this one committed (null for the first). */
  afterATask: boolean | null;
}

const nextTask = () => act(() => new Promise((done) => setTimeout(done, 0)));

describe('InTurn (issue 43)', () => {
  it('shows each part in a task of its own, in order, even when their code arrives at once', async () => {
    const commits: Commit[] = [];
    const names = ['FAQ', 'Packages', 'Testimonials'];
    const parts = names.map((name) => lazyPart(name, commits));
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
    await act(async () => parts.forEach(({ arrive }) => arrive()));
    await waitFor(() => names.forEach((name) => expect(screen.getByText(name)).toBeVisible()));

    expect(commits.map((commit) => commit.name)).toEqual(names);
    // When each later part committed, a task had passed since the one before it committed.
    expect(commits.map((commit) => commit.afterATask)).toEqual([null, true, true]);
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
    await waitFor(() => expect(screen.getByText('second')).toBeVisible());
    expect(screen.getByText('first')).toBeVisible();
  });
});
