// The settings every store server the journeys start shares: the main one (playwright.config.ts)
// and the extra ones (app-server.ts).
export const journeyStoreEnv = {
  // Cheap password hashes (only allowed with NODE_ENV=test): every journey signs up and in, and at
  // full cost the hashing was a large share of the server's CPU. Their cost is tested in the server
  // suite (password-hashing.test.ts).
  NODE_ENV: 'test',
  PASSWORD_HASH_COST: 'test',
  // Every journey signs in from 127.0.0.1: the per-address sign-in limit (10/min, tested on the
  // server) would otherwise throttle the suite itself.
  SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
  SIGN_UP_RATE_LIMIT_PER_MINUTE: '1000',
};
