import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emailSchema,
  loginFormSchema,
  multiLineText,
  newProductSchema,
  newReviewSchema,
  orderFormSchema,
  profileUpdateSchema,
  signupFormSchema,
  singleLineText,
  textMessages,
} from './index';

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('text fields refuse control characters', () => {
  const controls = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b[31m', '\u001f', '\u007f', '\u0085', '\u009f'];

  it('a single-line field refuses every control character, line breaks and tabs included', () => {
    for (const c of [...controls, '\n', '\r', '\t']) {
      expect(messageOf(singleLineText().safeParse(`a${c}b`)), JSON.stringify(c)).toBe(textMessages.controlCharacters);
    }
  });

  it('a multi-line field allows line breaks and tabs, and refuses the other control characters', () => {
    expect(multiLineText().parse('one\r\ntwo\n\tthree')).toBe('one\r\ntwo\n\tthree');
    for (const c of controls) {
      expect(messageOf(multiLineText().safeParse(`a${c}b`)), JSON.stringify(c)).toBe(textMessages.controlCharacters);
    }
  });

  it('keeps every printable character, accents, scripts and emoji included', () => {
    const text = 'Zoë Ødegård — 日本語, العربية, 🪚 saw ✓ ¡ÿ\u00a0';
    expect(singleLineText().parse(text)).toBe(text);
    expect(multiLineText().parse(text)).toBe(text);
  });

  it('refuses the bidirectional overrides that make a name display as something else', () => {
    for (const c of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(messageOf(singleLineText().safeParse(`evil${c}gnp.exe`)), JSON.stringify(c)).toBe(textMessages.controlCharacters);
      expect(messageOf(multiLineText().safeParse(`evil${c}gnp.exe`)), JSON.stringify(c)).toBe(textMessages.controlCharacters);
    }
    // Right-to-left text itself, and its marks, stay.
    expect(singleLineText().parse('\u05e9\u05dc\u05d5\u05dd \u200f!')).toBe('\u05e9\u05dc\u05d5\u05dd \u200f!');
  });

  it('refuses half an emoji (a lone surrogate), which the database would store as U+FFFD', () => {
    for (const broken of ['\ud83e', 'a\udeaa', '\udeaa\ud83e']) {
      expect(messageOf(singleLineText().safeParse(broken))).toBe(textMessages.brokenCharacters);
    }
  });

  it('keeps the customer’s message for a missing field, and lets other checks say their own', () => {
    expect(messageOf(singleLineText({ message: 'Name is Required' }).safeParse(undefined))).toBe('Name is Required');
    expect(messageOf(singleLineText({ message: 'Name is Required' }).safeParse(5))).toBe('Name is Required');
    // A value too long is not "required" (it said so before).
    const tooLong = [
      messageOf(loginFormSchema.safeParse({ email: 'a@example.com', password: 'x'.repeat(129) })),
      messageOf(emailSchema.safeParse(`${'a'.repeat(250)}@example.com`)),
      messageOf(signupFormSchema.safeParse({ name: 'x'.repeat(101), email: 'a@example.com', password: 'secret-pw' })),
      messageOf(orderFormSchema.safeParse({ address: 'x'.repeat(501), phone: '5550100', totalQuantity: 1 })),
    ];
    for (const message of tooLong) expect(message).toMatch(/^Too big/);
  });

  it('takes e-mail addresses better-auth takes, and says the customer’s words for the rest', () => {
    for (const bad of ['ünï@exämple.com', 'a@b.c', 'a@@b.co', 'a b@c.co']) expect(messageOf(emailSchema.safeParse(bad)), bad).toBe('Provide a valid Email');
    expect(emailSchema.parse(' Ann.Lee+saws@Example.COM ')).toBe('ann.lee+saws@example.com');
  });

  it('shows the rule in the JSON Schema, so the OpenAPI document carries it', () => {
    const json = JSON.stringify(z.toJSONSchema(singleLineText().max(5)));
    expect(json).toContain('pattern');
  });

  it('is applied where the customer types: review, profile, order and product text', () => {
    const nul = 'x\u0000y';
    expect(newReviewSchema.safeParse({ ratings: 5, reviewContent: nul }).success).toBe(false);
    expect(newReviewSchema.safeParse({ ratings: 5, reviewContent: 'Line one\nLine two' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ name: `Ann${nul}` }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ name: 'Ann', address: nul }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ name: 'Ann', address: '1 Saw Street\nSawtown' }).success).toBe(true);
    expect(orderFormSchema.safeParse({ address: nul, phone: '5550100', totalQuantity: 1 }).success).toBe(false);
    const product = { name: 'Saw', description: 'Sharp\n\nand fast', price: 10, available: 5, minOrderQuantity: 1, img: 'https://x.test/a.png' };
    expect(newProductSchema.safeParse(product).success).toBe(true);
    expect(newProductSchema.safeParse({ ...product, description: nul }).success).toBe(false);
    expect(newProductSchema.safeParse({ ...product, name: 'Saw\n' }).success).toBe(false);
  });
});
