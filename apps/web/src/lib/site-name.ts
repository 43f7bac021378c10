// The end of every tab title, "Kerfline Power Saws", in the page's language.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { brandName } from '@store/contract/brand';

export const siteName = (i18n: I18n): string => i18n._(msg`${brandName} Power Saws`);
