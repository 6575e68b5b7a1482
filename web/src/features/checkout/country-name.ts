import { useCallback, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { UNKNOWN_COUNTRY } from '@hometunnel/rules';
import { useLanguage } from '../../i18n';

const messages = defineMessages({
  other: { id: 'checkout.country.other', defaultMessage: 'Other' },
});

/**
 * A shipping country's name in the page's language. The API names countries in English; English
 * pages show its name as it is, German and French ones ask Intl for the region's name by its code.
 */
export function useCountryName(): (country: { code: string; name: string }) => string {
  const language = useLanguage();
  const intl = useIntl();
  const names = useMemo(
    () =>
      language === 'en' ? null : new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }),
    [language],
  );
  return useCallback(
    (country) => {
      if (!names) return country.name;
      if (country.code === UNKNOWN_COUNTRY.code) return intl.formatMessage(messages.other);
      try {
        return names.of(country.code) ?? country.name;
      } catch {
        // Not a region code Intl knows: the API's name is better than nothing.
        return country.name;
      }
    },
    [names, intl],
  );
}
