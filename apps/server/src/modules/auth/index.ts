// What other modules and the app may use of the auth module: better-auth set up for this store, the
// caller on every request (route `config.access`, request.user), its routes and log redaction.
export { createAuth } from './auth';
export { resolveAuthSecret } from './auth-secret';
export { authRoutes } from './auth-routes';
export { passwordResetResolver } from './password-reset';
export { currentUserPlugin, type CurrentUser } from './current-user';
export { redactUrl, serializeRequest } from './log-redaction';
