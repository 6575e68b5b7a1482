import { Check } from '../../common/check';
import { subscriptionMessages } from './subscriptions.rules';

/** PATCH /api/subscriptions/{id} {autoRenew} (GraphQL's Boolean! argument needs no class). */
export class SetAutoRenewBody {
  @Check((value) => (typeof value === 'boolean' ? undefined : subscriptionMessages.autoRenewRequired))
  autoRenew: boolean;
}
