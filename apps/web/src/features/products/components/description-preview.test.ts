import { describe, expect, it } from 'vitest';
import { previewDescription } from './description-preview';

describe('previewDescription', () => {
  it('keeps the first 110 characters of a longer description and adds an ellipsis', () => {
    const text = 'x'.repeat(100) + 'abcdefghijKLMNOP';
    expect(previewDescription(text)).toBe('x'.repeat(100) + 'abcdefghij...');
  });

  it('leaves a description of 110 characters or fewer untouched', () => {
    expect(previewDescription('y'.repeat(110))).toBe('y'.repeat(110));
    expect(previewDescription('Short.')).toBe('Short.');
  });
});
