/** The store's one brand name: the navigation bar, the footer, sign-in (better-auth's appName) and mail. */
export const brandName = 'Kerfline';
