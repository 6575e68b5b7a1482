import { useId, useState } from 'react';
import styled from 'styled-components';
import { PlusIcon } from '../../components/icons';
import type { FaqEntry } from '../../content/faq';

/**
 * The FAQ accordion: one answer open at a time; clicking the open question closes it.
 * Each question is a button (aria-expanded, aria-controls) inside a heading; each answer a region.
 */
export function FaqAccordion({
  entries,
  headingLevel = 3,
}: {
  entries: FaqEntry[];
  headingLevel?: 2 | 3 | 4;
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <List>
      {entries.map((entry, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <Item key={entry.question} $open={open}>
            <Heading>
              <Question
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span>{entry.question}</span>
                <Toggle aria-hidden="true" $open={open}>
                  <PlusIcon size={18} />
                </Toggle>
              </Question>
            </Heading>
            <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              <p>{entry.answer}</p>
            </Answer>
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.div`
  display: grid;
  gap: 12px;
`;

const Item = styled.div<{ $open: boolean }>`
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme, $open }) => ($open ? '#bfd0fb' : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme, $open }) => ($open ? theme.shadows.md : theme.shadows.sm)};
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease;
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: inherit;
  }
`;

const Question = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 18px 20px;
  border: 0;
  border-radius: inherit;
  background: transparent;
  text-align: left;
  font-size: 1rem;
  font-weight: 650;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.ink};
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Toggle = styled.span<{ $open: boolean }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme, $open }) => ($open ? theme.colors.primary : theme.colors.primarySoft)};
  color: ${({ theme, $open }) => ($open ? '#fff' : theme.colors.primary)};
  transform: rotate(${({ $open }) => ($open ? '45deg' : '0deg')});
  transition:
    transform 200ms ease,
    background-color 150ms ease,
    color 150ms ease;
`;

const Answer = styled.div`
  padding: 0 20px 20px;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.7;
    max-width: 75ch;
  }
`;
