/** "November 27, 2026": when a legal page last changed, as its readers see it. */
export const legalDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
