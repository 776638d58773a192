/**
 * What /packages hands to /deposit after a subscription (spec 2 §4: success, then redirect to /deposit).
 * Same router-state shape as every page-to-page message in the app (`{ message, tone }`, see LoginScreen).
 */
export interface SubscriptionNotice {
  message: string;
  tone: 'success';
}

export function subscriptionNotice(message: string): SubscriptionNotice {
  return { message, tone: 'success' };
}
