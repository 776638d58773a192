import type { HttpHandler } from 'msw';
import { createManualClock, type Clock } from './backend/clock';
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
  handlers: HttpHandler[];
  /** Back to the seed; use as a story file's `beforeEach` so each story starts from the same data. */
  reset: () => void;
}

/** A seeded backend with its handlers, resettable per story. */
export function createStoryMockApi(options: StoryHandlerOptions = {}): StoryMockApi {
  const backend =
    options.backend ?? new MockBackend({ clock: options.clock ?? createManualClock(SEED_NOW).now });
  return { backend, handlers: createHandlers(backend), reset: () => backend.reset() };
}
