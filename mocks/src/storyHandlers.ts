import type { HttpHandler } from 'msw';
import type { BackendApi } from './backend/api/apiTable';
import { createManualClock, type Clock, type ManualClock } from './backend/clock';
import { MockBackend } from './backend/MockBackend';
import { SEED_NOW } from './backend/seed';
import { createHandlers } from './handlers';

export interface StoryHandlerOptions {
  backend?: MockBackend;
  /** Defaults to a clock frozen at SEED_NOW, so dates, charts and screenshots never move. */
  clock?: Clock;
}

/** Handlers over a fresh seeded backend, for Storybook's `parameters.msw.handlers`. */
export function storyHandlers(options: StoryHandlerOptions = {}): HttpHandler[] {
  const backend =
    options.backend ?? new MockBackend({ clock: options.clock ?? createManualClock(SEED_NOW).now });
  return createHandlers(backend);
}

export interface StoryMockApi {
  backend: MockBackend;
  /** The backend's operations (`backend.api`), for a story's setup and checks. */
  api: BackendApi;
  handlers: HttpHandler[];
  /** The backend's time, frozen at SEED_NOW; stories advance it past expiries and cooldowns. */
  clock: ManualClock;
  /** Back to the seed and to SEED_NOW; use as a story file's `beforeEach`. */
  reset: () => void;
}

/** A seeded backend on a manual clock, with its handlers, resettable per story. */
export function createStoryMockApi(): StoryMockApi {
  const clock = createManualClock(SEED_NOW);
  const backend = new MockBackend({ clock: clock.now });
  return {
    backend,
    api: backend.api,
    handlers: createHandlers(backend),
    clock,
    reset: () => {
      clock.set(new Date(SEED_NOW).getTime());
      backend.reset();
    },
  };
}
