// Markup the server rendered that a public page's first view leaves exactly as it is, without its
// code: React hydrates the element itself and not what is inside it (an element whose content is
// set as HTML is never hydrated into; its attributes are the server's, since hydration does not
// rewrite them). For parts that work without script: plain links, a <details> that opens by itself.
// The app (boot.tsx) takes the page over from the server's HTML and renders them in full.
export function StaticIsland({ as: Tag }: { as: 'footer' | 'details' }) {
  return <Tag dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
