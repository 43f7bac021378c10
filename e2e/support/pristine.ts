// A second store holding the demo data and nothing else, for journeys that assert on the whole
// catalogue or every review. Journeys that add products, reviews, orders or users use the main
// server, so they can never change what these journeys expect. Nothing may write to it.
// global-setup.ts starts it once per run and passes its address on in the environment.
export function pristineURL(): string {
  const url = process.env.E2E_PRISTINE_URL;
  if (!url) throw new Error('E2E_PRISTINE_URL is not set: run the journeys with e2e/playwright.config.ts (its globalSetup starts that server)');
  return url;
}
