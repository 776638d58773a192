import { useSession } from '../react/ApiProvider';

/**
 * The first part of the key of every query reading the signed-in user's data. When the user changes
 * (here or in another tab), every key changes with them, so one user's answers never show for another.
 */
export type AccountScope = readonly ['account', string | null];

export function accountScope(username: string | null): AccountScope {
  return ['account', username];
}

export function useAccountScope(): AccountScope {
  return accountScope(useSession().username);
}
