// The session lives in lib/session.tsx so every feature can read it; this path stays for the app
// shell (providers, guards, layouts) that has always imported it from here.
export { SessionProvider, useSession } from '../../lib/session';
