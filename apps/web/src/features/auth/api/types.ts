/** What better-auth answers after a sign-in or sign-up (the parts we use). */
export interface AuthIdentity {
  token: string | null;
  user: { id: string; email: string; name: string; image?: string | null };
}
