import { describe, expect, it } from 'vitest';
import type { Review } from '@store/contract';
import { reviewAccessOf } from './review-access';

const review: Review = { _id: 'r1', name: 'Ann', img: '/a.svg', reviewContent: 'Good', ratings: '4', verifiedBuyer: true, productId: 'p1', product: { name: 'Saw', slug: 'saw' }, createdAt: '2026-11-20T10:00:00.000Z' };
const bought = { _id: 'p1', name: 'Saw', slug: 'saw', img: '/saw.svg', review: null };

describe('reviewAccessOf', () => {
  it('lets a buyer write a review, then edit it, and nobody else write one', () => {
    expect(reviewAccessOf([bought], 'p1')).toEqual({ kind: 'write' });
    expect(reviewAccessOf([{ ...bought, review }], 'p1')).toEqual({ kind: 'edit', review });
    expect(reviewAccessOf([bought], 'p2')).toEqual({ kind: 'not-buyer' });
    expect(reviewAccessOf([], 'p1')).toEqual({ kind: 'not-buyer' });
  });
});
