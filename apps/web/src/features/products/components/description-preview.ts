import { limits } from '@store/contract/limits';

/** docs/product/catalogue.md: a card shows the description's first 110 characters followed by '...'. */
export function previewDescription(description: string, length: number = limits.descriptionPreviewLength): string {
  return description.length > length ? `${description.slice(0, length)}...` : description;
}
