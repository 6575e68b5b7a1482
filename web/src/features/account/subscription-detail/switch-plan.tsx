import { useEffect, useId, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { toast } from '../../../components/toast';
import { useFormatMoney, useLanguage, useTranslateMessage } from '../../../i18n';
import { focusElement } from '../../../lib/focus';
import { errorMessage } from '../../../lib/graphql-errors';
import { formatDay } from '../../../lib/subscriptions/subscription-words';
import { useFailureToast } from '../use-failure-toast';
import { ChangeSubscriptionPlanMutation, SwitchablePlansQuery } from './subscription-operations';

interface Plan {
  id: string;
  name: string;
  price: string;
  duration?: number | null;
}

const messages: Record<string, MessageDescriptor> = defineMessages({
  terms: {
    id: 'account.switchPlan.terms',
    defaultMessage: '{price} for {months, plural, one {# month} other {# months}}',
  },
  title: { id: 'account.switchPlan.title', defaultMessage: 'Switch plan' },
  next: {
    id: 'account.switchPlan.next',
    defaultMessage: 'From your next renewal on {date} you are on <b>{plan}</b> ({terms}).',
  },
  applies: {
    id: 'account.switchPlan.applies',
    defaultMessage: "A new plan's price and duration apply from your next renewal on {date}.",
  },
  switchedTitle: { id: 'account.switchPlan.switchedTitle', defaultMessage: 'Plan switched' },
  switchedText: {
    id: 'account.switchPlan.switchedText',
    defaultMessage: '{plan} ({terms}) applies from your next renewal.',
  },
  failed: {
    id: 'account.switchPlan.failed',
    defaultMessage: 'The plan could not be switched. Please try again.',
  },
  loading: { id: 'account.switchPlan.loading', defaultMessage: 'Loading the plans…' },
  loadFailed: { id: 'account.switchPlan.loadFailed', defaultMessage: "We couldn't load the plans." },
  legend: { id: 'account.switchPlan.legend', defaultMessage: 'Choose your plan from the next renewal' },
  none: { id: 'account.switchPlan.none', defaultMessage: 'There is no other plan to switch to.' },
  switching: { id: 'account.switchPlan.switching', defaultMessage: 'Switching…' },
  submit: { id: 'account.switchPlan.submit', defaultMessage: 'Switch from next renewal' },
  keep: { id: 'account.switchPlan.keep', defaultMessage: 'Keep current plan' },
});

/** A plan's price and length in the page's language: "€29.00 for 1 month", "149,00 € für 6 Monate". */
function usePlanTerms(): (plan: Pick<Plan, 'price' | 'duration'>) => string {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  return (plan) =>
    intl.formatMessage(messages.terms, { price: formatMoney(plan.price), months: plan.duration ?? 1 });
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
  const intl = useIntl();
  const planTerms = usePlanTerms();
  const date = formatDay(renewsOn, useLanguage());
  // Closing the form gives focus back to the button that opened it.
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.querySelector('button')?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <Box aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{intl.formatMessage(messages.title)}</h2>
      {nextPlan && nextPlan.id !== currentPlanId ? (
        <p data-testid="next-plan">
          <FormattedMessage
            {...messages.next}
            values={{
              date,
              plan: nextPlan.name,
              terms: planTerms(nextPlan),
              b: (chunks) => <strong>{chunks}</strong>,
            }}
          />
        </p>
      ) : (
        <p>{intl.formatMessage(messages.applies, { date })}</p>
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
            {intl.formatMessage(messages.title)}
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
  const client = useApolloClient();
  const { data, loading, error } = useQuery(SwitchablePlansQuery);
  const plans = (data?.products ?? []).filter((p) => p.type === 'subscription' && p.id !== excludeId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const legend = useRef<HTMLLegendElement>(null);
  const intl = useIntl();
  const translate = useTranslateMessage();
  const failed = useFailureToast();
  const planTerms = usePlanTerms();
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
        title: intl.formatMessage(messages.switchedTitle),
        description: intl.formatMessage(messages.switchedText, { plan: plan.name, terms: planTerms(plan) }),
      });
      onDone();
    } catch (err) {
      failed(err, messages.failed);
      setBusy(false);
    }
  };

  if (loading && !data) return <p role="status">{intl.formatMessage(messages.loading)}</p>;
  if (!data) {
    const message = errorMessage(error);
    return <p role="alert">{message ? translate(message) : intl.formatMessage(messages.loadFailed)}</p>;
  }
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
          {intl.formatMessage(messages.legend)}
        </legend>
        {plans.length === 0 && <p>{intl.formatMessage(messages.none)}</p>}
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
          {intl.formatMessage(busy ? messages.switching : messages.submit)}
        </Button>
        <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={onDone}>
          {intl.formatMessage(messages.keep)}
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
