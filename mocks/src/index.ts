// Shared entry (Storybook, tests, the demo app): nothing here touches msw/node, msw/browser or IndexedDB.
export { API_BASE_URL, MARKET_BASE_URL, MARKET_STREAM_URL } from './baseUrls';
export { createHandlers, type HandlerOptions } from './handlers';
export { operations, type OperationId } from './handlers/operations';
export {
  isScenarioName,
  neverAnswers,
  scenario,
  scenarioNames,
  scenarios,
  type ScenarioName,
  type ScenarioOptions,
} from './scenarios';
export {
  createStoryMockApi,
  storyHandlers,
  type StoryHandlerOptions,
  type StoryMockApi,
} from './storyHandlers';
export { createOutage, type Outage } from './outage';
export { createLostAnswer, type LostAnswer } from './lostAnswer';
export { createRequestHold, type RequestHold } from './requestHold';
export { createStoryMarketStream, type StoryMarketStream } from './stream/storyMarketStream';
export {
  MockBackend,
  type PendingDepositReview,
  ApiError,
  createManualClock,
  DEMO_USERS,
  SEED_NOW,
  CODE_TTL_MS,
  RESEND_COOLDOWN_MS,
  type BackendState,
  type Clock,
  type CodePurpose,
  type ManualClock,
  type OutboxMessage,
} from './backend';
export { serverTexts } from './backend/serverTexts';
/** The package catalogue as GET /api/packages/ serves it: the one package fixture for stories. */
export { listPackages as servedPackages } from './backend/subscriptions';
export { simplePrice as servedSimplePrice } from './backend/marketData';
/** A coin's candles as the market stream's snapshot serves them: the one candle fixture for stories. */
export { candlesAt as servedCandles } from './stream/streamPrices';
/** Alex's profile as GET /auth/profile/ serves it from the seed: the one profile fixture for stories and tests. */
export { fixtureProfile as servedProfile } from './scenarios/fixtures';
