import { storageKeys } from '@tp/api';
import type { MockBackend } from '@tp/mocks';

/** The seeded demo accounts of the mock API. */
export const storyUsers = {
  alex: { email: 'alex.morgan@example.com', password: 'DemoPass123!' },
  jamie: { email: 'jamie.lee@example.com', password: 'DemoPass456!' },
} as const;

export type StoryUser = keyof typeof storyUsers;

/**
 * Signs a demo user in on the story's mock backend and returns the storage `StoryApi` needs to start
 * signed in: `beforeEach: async () => { mockApi.reset(); storage = await signedInStorage(mockApi.backend); }`.
 */
export async function signedInStorage(
  backend: MockBackend,
  who: StoryUser = 'alex',
): Promise<Record<string, string>> {
  const tokens = await backend.api.login(storyUsers[who]);
  return {
    [storageKeys.authToken]: tokens.access_token,
    [storageKeys.refreshToken]: tokens.refresh_token,
    [storageKeys.username]: tokens.username,
    [storageKeys.isAuthenticated]: 'true',
  };
}
