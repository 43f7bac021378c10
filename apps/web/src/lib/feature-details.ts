// The landing page's own pop-up texts of the product-features cards, where the owner has not
// rewritten them (lib/page-texts.tsx). They are read only after a tap, so they load on demand
// instead of weighing down the landing page's first view. Messages, shown in the page's language.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const featureDetails = {
  chuck: [
    msg`Our keyless blade chuck clamps T-shank and U-shank blades with a single flick of a lever: no hex key to lose, no set screw to strip. Push the blade in until it clicks, let go, and you are cutting again.`,
    msg`Spring-loaded hardened-steel jaws grip the full width of the shank, so the blade cannot walk out under heavy orbital cuts. When the job is done the same lever ejects a hot blade without you touching it.`,
  ],
  'corded-saw': [
    msg`A corded saw runs at full power for as long as the socket does. There are no packs to charge, no fade as a battery runs down at the end of the day, and the motor always has the current it needs to power through wet or dense lumber.`,
    msg`Our 15-amp motors come with a 3 metre rubber cord that stays supple in the cold and a strain relief that keeps the cord from kinking at the handle, the place most cords fail.`,
  ],
  'sound-less': [
    msg`Helical-cut gears, a balanced cooling fan and rubber-isolated motor mounts take the whine out of the cut. Our saws run noticeably quieter than the generation before them, so a long day leaves you less tired and your crew can talk without shouting.`,
    msg`Quieter does not mean silent: cutting is still loud, so keep wearing hearing protection. It does mean fewer complaints when you work in an occupied house.`,
  ],
  'variable-speed': [
    msg`A speed dial and a progressive trigger let you choose how fast the blade moves. Run slowly for steel, acrylic and laminate that would melt, burn or chip at full speed; run flat out for fast rips in softwood.`,
    msg`Constant-speed electronics add power as the blade meets resistance, so the speed you set is the speed you get, and the soft start keeps the saw from jerking in your hand when you pull the trigger.`,
  ],
} as const satisfies Record<string, readonly MessageDescriptor[]>;

export type FeatureId = keyof typeof featureDetails;
