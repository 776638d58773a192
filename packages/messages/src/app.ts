// Spec 1 §2 and spec 2 §8: application-level pages.
export const appMessages = {
  notFoundTitle: 'Page Not Found',
  goBackHome: 'Go back home',
  crashTitle: 'Something went wrong',
  reloadApplication: 'Reload Application',
} as const;
