import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Spinner } from '../../components/spinner';
import type { LegalDocument } from '../../content/legal';

export type LegalDocumentId = LegalDocument['id'];

export const LEGAL_TITLES: Record<LegalDocumentId, string> = {
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  cookies: 'Cookie Policy',
};

/** The legal texts are a separate chunk, fetched the first time a dialog opens. */
let legalModule: Promise<typeof import('../../content/legal')> | undefined;
export function loadLegalDocuments() {
  legalModule ??= import('../../content/legal');
  return legalModule;
}

function useLegalDocument(id: LegalDocumentId | null): LegalDocument | null {
  const [doc, setDoc] = useState<LegalDocument | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    void loadLegalDocuments().then((mod) => {
      if (live) setDoc(mod.legalDocuments.find((d) => d.id === id) ?? null);
    });
    return () => {
      live = false;
    };
  }, [id]);
  return id && doc?.id === id ? doc : null;
}

/** One of the three legal dialogs; the text scrolls in an area about 60% of the viewport high. */
export function LegalDialog({
  documentId,
  onClose,
}: {
  documentId: LegalDocumentId | null;
  onClose: () => void;
}) {
  const doc = useLegalDocument(documentId);
  const title = documentId ? LEGAL_TITLES[documentId] : '';
  return (
    <Dialog
      open={documentId !== null}
      onClose={onClose}
      title={title}
      description={doc ? `Effective date: ${doc.effectiveDate}` : undefined}
      width={760}
      testId="legal-dialog"
      footer={
        <FooterRow>
          <Button onClick={onClose}>Close</Button>
        </FooterRow>
      }
    >
      <ScrollArea tabIndex={0} role="document" aria-label={`${title} text`} data-testid="legal-scroll">
        {!doc ? (
          <Loading>
            <Spinner label={`Loading ${title}`} />
          </Loading>
        ) : (
          doc.sections.map((section) => (
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
          ))
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
