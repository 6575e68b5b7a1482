import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@hometunnel/rules';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { FormAlert, SelectField } from '../../components/field';
import { toast } from '../../components/toast';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/graphql-errors';
import { useTranslateMessage } from '../../i18n';

export const AccountLanguageQuery = graphql(`
  query AccountLanguage {
    me {
      id
      language
    }
  }
`);

export const UpdatePreferredLanguageMutation = graphql(`
  mutation UpdatePreferredLanguage($language: Language!) {
    updatePreferredLanguage(language: $language) {
      id
      language
    }
  }
`);

const messages = defineMessages({
  label: { id: 'account.language.label', defaultMessage: 'Language for emails and invoices' },
  hint: {
    id: 'account.language.hint',
    defaultMessage: 'Every email and invoice we send you comes in this language, whichever page you use.',
  },
  saved: { id: 'account.language.saved', defaultMessage: 'Language saved' },
  savedDescription: {
    id: 'account.language.savedDescription',
    defaultMessage: 'Emails and invoices now come in {language}.',
  },
  failed: {
    id: 'account.language.failed',
    defaultMessage: 'Your language could not be saved. Please try again.',
  },
});

/** My Account: the language the shop writes to the customer in (mails, invoices). */
export function LanguagePreference() {
  const intl = useIntl();
  const translate = useTranslateMessage();
  const { data } = useQuery(AccountLanguageQuery);
  const [save, { loading }] = useMutation(UpdatePreferredLanguageMutation);
  const [error, setError] = useState<string | null>(null);
  const current = data?.me?.language;
  if (!current) return null;

  const choose = async (language: Language) => {
    setError(null);
    try {
      await save({ variables: { language } });
      toast({
        title: intl.formatMessage(messages.saved),
        description: intl.formatMessage(messages.savedDescription as MessageDescriptor, {
          language: LANGUAGE_NAMES[language],
        }),
      });
    } catch (caught) {
      setError(translate(errorMessage(caught) ?? intl.formatMessage(messages.failed)));
    }
  };

  return (
    <div>
      {error && <FormAlert role="alert">{error}</FormAlert>}
      <SelectField
        name="language"
        label={intl.formatMessage(messages.label)}
        hint={intl.formatMessage(messages.hint)}
        value={current}
        disabled={loading}
        onChange={(event) => {
          const value = event.target.value;
          if (isLanguage(value) && value !== current) void choose(value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
