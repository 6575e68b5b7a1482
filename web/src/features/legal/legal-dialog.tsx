import { Suspense, useCallback } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Spinner } from '../../components/spinner';
import type { LegalDocument } from '../../content/legal';
import { loadContent, useContent } from '../../content/localized';
import { useLanguage } from '../../i18n';

export type LegalDocumentId = LegalDocument['id'];

export const LEGAL_TITLES = defineMessages({
  privacy: { id: 'legal.title.privacy', defaultMessage: 'Privacy Policy' },
  terms: { id: 'legal.title.terms', defaultMessage: 'Terms of Service' },
  cookies: { id: 'legal.title.cookies', defaultMessage: 'Cookie Policy' },
});

/**
 * The legal texts (in the page's language) are a separate chunk: this fetches it ahead of a
 * dialog opening (a hover or focus on its link); a failed fetch is tried again on opening.
 */
export function usePreloadLegalDocuments(): () => void {
  const language = useLanguage();
  return useCallback(() => void loadContent(language, 'legal').catch(() => {}), [language]);
}

function useLegalDocument(id: LegalDocumentId): LegalDocument | undefined {
  return useContent('legal').legalDocuments.find((doc) => doc.id === id);
}

function EffectiveDate({ id }: { id: LegalDocumentId }) {
  const doc = useLegalDocument(id);
  return doc ? (
    <FormattedMessage
      id="legal.dialog.effectiveDate"
      defaultMessage="Effective date: {date}"
      values={{ date: doc.effectiveDate }}
    />
  ) : null;
}

function LegalText({ id }: { id: LegalDocumentId }) {
  const doc = useLegalDocument(id);
  return doc?.sections.map((section) => (
    <LegalSection key={section.heading}>
      <h3>{section.heading}</h3>
      {section.paragraphs.map((p) => (
        <p key={p.slice(0, 40)}>{p}</p>
      ))}
      {section.bullets && (
        <ul>
          {section.bullets.map((b) => (
            <li key={b.slice(0, 40)}>{b}</li>
          ))}
        </ul>
      )}
    </LegalSection>
  ));
}

/** One of the three legal dialogs; the text scrolls in an area about 60% of the viewport high. */
export function LegalDialog({
  documentId,
  onClose,
}: {
  documentId: LegalDocumentId | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const title = documentId ? intl.formatMessage(LEGAL_TITLES[documentId]) : '';
  return (
    <Dialog
      open={documentId !== null}
      onClose={onClose}
      title={title}
      description={
        documentId && (
          <Suspense fallback={null}>
            <EffectiveDate id={documentId} />
          </Suspense>
        )
      }
      width={760}
      testId="legal-dialog"
      footer={
        <FooterRow>
          <Button onClick={onClose}>
            <FormattedMessage id="legal.dialog.close" defaultMessage="Close" />
          </Button>
        </FooterRow>
      }
    >
      <ScrollArea
        tabIndex={0}
        role="document"
        aria-label={intl.formatMessage(
          { id: 'legal.dialog.textLabel', defaultMessage: '{title} text' },
          { title },
        )}
        data-testid="legal-scroll"
      >
        {documentId && (
          <Suspense
            fallback={
              <Loading>
                <Spinner
                  label={intl.formatMessage(
                    { id: 'legal.dialog.loading', defaultMessage: 'Loading {title}' },
                    { title },
                  )}
                />
              </Loading>
            }
          >
            <LegalText id={documentId} />
          </Suspense>
        )}
      </ScrollArea>
    </Dialog>
  );
}

const ScrollArea = styled.div`
  height: 60vh;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-right: 8px;
  margin-right: -8px;
  &:focus-visible {
    outline-offset: 4px;
    border-radius: 8px;
  }
`;

const Loading = styled.div`
  height: 100%;
  display: grid;
  place-items: center;
`;

const LegalSection = styled.section`
  display: grid;
  gap: 10px;
  padding: 4px 0 20px;
  h3 {
    font-size: 1.05rem;
    font-weight: 700;
  }
  p,
  li {
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.95rem;
  }
  ul {
    padding-left: 20px;
    display: grid;
    gap: 6px;
  }
`;

const FooterRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;
