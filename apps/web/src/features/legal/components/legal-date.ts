/**
 * "November 27, 2026": when a legal page last changed, as its readers see it. In UTC, so the page
 * the server renders and the one the browser hydrates say the same day.
 */
export const legalDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
