// The landing page's own texts of one paragraph (docs/product/screens.md), by the key the owner's
// rewrite of each has (lib/page-texts.tsx); the feature cards' pop-up texts are in feature-details.ts.
// Messages, shown in the page's language.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { brandName } from '@store/contract/brand';
import type { PageTextKey } from '@store/contract/page-text-keys';

type LandingKey = Exclude<Extract<PageTextKey, `landing.${string}`>, `${string}.details`>;

export const landingTexts: Record<LandingKey, MessageDescriptor> = {
  'landing.kicker': msg`Welcome to ${brandName}`,
  'landing.title': msg`Power saws that cut true, shift after shift`,
  'landing.intro': msg`A power saw puts a motor behind a blade so you can rip, crosscut, bevel and shape wood, metal and plastic faster and cleaner than by hand. We design circular, mitre, jig, table, band and reciprocating saws, and the blades for them, for framers, cabinet makers and workshops around the world.`,
  'landing.summary.title': msg`Trusted by Builders Worldwide`,
  'landing.summary.intro': msg`What years of making saws for people who cut for a living add up to.`,
  'landing.contact.title': msg`Have a question or need a quote for your crew?`,
  'landing.contact.text': msg`Our sales team answers within one business day.`,
  'landing.features.title': msg`Built Into Every Saw`,
  'landing.features.intro': msg`Tap a feature to see how it makes your cuts faster, cleaner and safer.`,
  'landing.feature.chuck.title': msg`Chuck`,
  'landing.feature.chuck.summary': msg`Tool-free blade changes in seconds.`,
  'landing.feature.corded-saw.title': msg`Corded Saw`,
  'landing.feature.corded-saw.summary': msg`All-day power with no batteries to swap.`,
  'landing.feature.sound-less.title': msg`Sound Less`,
  'landing.feature.sound-less.summary': msg`Quieter motors for less fatigue.`,
  'landing.feature.variable-speed.title': msg`Variable Speed`,
  'landing.feature.variable-speed.summary': msg`Match the blade speed to the material.`,
};
