import { formatPrice } from '@hometunnel/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { toast } from '../../../components/toast';
import { focusElement } from '../../../lib/focus';
import { errorMessage } from '../../../lib/graphql-errors';
import { formatDay } from '../../../lib/subscriptions/subscription-words';
import { ChangeSubscriptionPlanMutation, SwitchablePlansQuery } from './subscription-operations';
import { useTranslateMessage } from '../../../i18n';

interface Plan {
  id: string;
  name: string;
  price: string;
  duration?: number | null;
}

/** "€29.00 for 1 month", "€149.00 for 6 months". */
export function planTerms(plan: Pick<Plan, 'price' | 'duration'>): string {
  const months = plan.duration ?? 1;
  return `${formatPrice(plan.price)} for ${months} month${months === 1 ? '' : 's'}`;
}

/**
 * "Switch plan": pick another plan; its price and duration apply from the next renewal (the
 * current period stays as paid). Closed until asked for, so the catalog is read only then.
 */
export function SwitchPlan({
  subscriptionId,
  currentPlanId,
  nextPlan,
  renewsOn,
}: {
  subscriptionId: string;
  currentPlanId: string | undefined;
  nextPlan: Plan | null | undefined;
  /** The next renewal, when the switch takes effect. */
  renewsOn: string;
}) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const opener = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  // Closing the form gives focus back to the button that opened it.
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.querySelector('button')?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <Box aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>Switch plan</h2>
      {nextPlan && nextPlan.id !== currentPlanId ? (
        <p data-testid="next-plan">
          From your next renewal on {formatDay(renewsOn)} you are on <strong>{nextPlan.name}</strong> (
          {planTerms(nextPlan)}).
        </p>
      ) : (
        <p>A new plan&apos;s price and duration apply from your next renewal on {formatDay(renewsOn)}.</p>
      )}
      {open ? (
        <PlanForm
          formId={formId}
          subscriptionId={subscriptionId}
          excludeId={nextPlan?.id ?? currentPlanId}
          onDone={() => setOpen(false)}
        />
      ) : (
        <div ref={opener}>
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            Switch plan
          </Button>
        </div>
      )}
    </Box>
  );
}

function PlanForm({
  formId,
  subscriptionId,
  excludeId,
  onDone,
}: {
  formId: string;
  subscriptionId: string;
  excludeId: string | undefined;
  onDone: () => void;
}) {
  const translate = useTranslateMessage();
  const client = useApolloClient();
  const { data, loading, error } = useQuery(SwitchablePlansQuery);
  const plans = (data?.products ?? []).filter((p) => p.type === 'subscription' && p.id !== excludeId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const legend = useRef<HTMLLegendElement>(null);
  const ready = !!data;
  // Opened: focus moves to the choice, so keyboard users land on it.
  useEffect(() => {
    if (ready) focusElement(legend.current);
  }, [ready]);

  const submit = async () => {
    const plan = plans.find((p) => p.id === chosen);
    if (!plan) return;
    setBusy(true);
    try {
      await client.mutate({
        mutation: ChangeSubscriptionPlanMutation,
        variables: { id: subscriptionId, productId: plan.id },
      });
      toast({
        title: 'Plan switched',
        description: `${plan.name} (${planTerms(plan)}) applies from your next renewal.`,
      });
      onDone();
    } catch (err) {
      toast({
        title: 'Something went wrong',
        description: errorMessage(err) ?? 'The plan could not be switched. Please try again.',
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  if (loading && !data) return <p role="status">Loading the plans…</p>;
  if (!data) return <p role="alert">{translate(errorMessage(error) ?? "We couldn't load the plans.")}</p>;
  return (
    <form
      aria-labelledby={`${formId}-legend`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Fieldset>
        <legend ref={legend} id={`${formId}-legend`}>
          Choose your plan from the next renewal
        </legend>
        {plans.length === 0 && <p>There is no other plan to switch to.</p>}
        {plans.map((plan) => (
          <Choice key={plan.id}>
            <input
              type="radio"
              name={`${formId}-plan`}
              value={plan.id}
              checked={chosen === plan.id}
              onChange={() => setChosen(plan.id)}
            />
            <span>
              <strong>{plan.name}</strong> · {planTerms(plan)}
            </span>
          </Choice>
        ))}
      </Fieldset>
      <Actions>
        <Button type="submit" size="sm" disabled={busy || !chosen}>
          {busy ? 'Switching…' : 'Switch from next renewal'}
        </Button>
        <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={onDone}>
          Keep current plan
        </Button>
      </Actions>
    </form>
  );
}

const Box = styled.section`
  display: grid;
  gap: 10px;
  h2 {
    font-size: 1.1rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
  }
  p {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    margin-bottom: 6px;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 10px 12px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  overflow-wrap: anywhere;
  input {
    width: 18px;
    height: 18px;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 12px;
`;
