// The reviews' change signal, like the products' catalogue revision: whatever was built from the
// review list (server-rendered pages) compares revisions to know it is outdated. One per app.
import fp from 'fastify-plugin';

export class ReviewChanges {
  private count = 0;
  get revision(): number {
    return this.count;
  }
  /** Call after a committed change to review rows. */
  changed(): void {
    this.count++;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    reviewChanges: ReviewChanges;
  }
}

export const reviewChangesPlugin = fp(
  async (app) => {
    app.decorate('reviewChanges', new ReviewChanges());
  },
  { name: 'review-changes' },
);
