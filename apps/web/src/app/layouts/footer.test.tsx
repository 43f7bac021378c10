import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderScreen } from '../../test/render';
import { Footer } from './footer';

describe('the footer', () => {
  it("keeps the customer's groups pointing home, and links the four legal pages on a line of their own", () => {
    renderScreen(<Footer />);
    const links = (group: string) =>
      within(screen.getByRole('navigation', { name: group }))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links('Services')).toEqual([
      ['Saw repair', '/'],
      ['Blade sharpening', '/'],
      ['Bulk orders', '/'],
      ['Worldwide shipping', '/'],
    ]);
    expect(links('Company')).toEqual([
      ['About us', '/'],
      ['Contact', '/'],
      ['Jobs', '/'],
      ['Press kit', '/'],
    ]);
    expect(links('Legal')).toEqual([
      ['Terms of use', '/'],
      ['Privacy policy', '/'],
      ['Cookie policy', '/'],
    ]);
    expect(links('Shop policies')).toEqual([
      ['Terms and Conditions', '/legal/terms'],
      ['Privacy Notice', '/legal/privacy'],
      ['Shipping and Returns', '/legal/shipping-returns'],
      ['Imprint', '/legal/imprint'],
    ]);
  });
});
