// What a route may declare in its `config`, read by the plugins that act on it. Declared here, in
// the plumbing, so every reader sees the same names.
export {};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: a signed-in user, or an admin (modules/auth/current-user.ts). Absent: anyone. */
    access?: 'user' | 'admin';
    /** The answer carries a token or personal data: never cached. Implied by `access`. */
    private?: boolean;
    /** false: the route never asks the database, so it never answers 503 for it (OpenAPI). */
    usesDatabase?: boolean;
  }
}
