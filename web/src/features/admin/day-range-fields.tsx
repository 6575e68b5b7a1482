import { useId } from 'react';
import styled from 'styled-components';
import { Input, Label } from '../../components/field';

export interface DayRange {
  /** "2025-11-21", or '' when not chosen. */
  fromDay: string;
  toDay: string;
}

/** From and To day pickers (local days, both included), each bounding the other. */
export function DayRangeFields({
  fromDay,
  toDay,
  onChange,
}: DayRange & { onChange: (range: DayRange) => void }) {
  const fromId = useId();
  const toId = useId();
  return (
    <>
      <DateField>
        <Label htmlFor={fromId}>From</Label>
        <Input
          id={fromId}
          type="date"
          value={fromDay}
          max={toDay || undefined}
          onChange={(e) => onChange({ fromDay: e.target.value, toDay })}
        />
      </DateField>
      <DateField>
        <Label htmlFor={toId}>To</Label>
        <Input
          id={toId}
          type="date"
          value={toDay}
          min={fromDay || undefined}
          onChange={(e) => onChange({ fromDay, toDay: e.target.value })}
        />
      </DateField>
    </>
  );
}

const DateField = styled.div`
  display: grid;
  gap: 4px;
  input {
    height: 40px;
  }
`;
