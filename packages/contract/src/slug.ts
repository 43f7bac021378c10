/** A URL slug from a name: 'Kerfline CS-185 Circular Saw' → 'kerfline-cs-185-circular-saw'. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
  return slug || 'item';
}
