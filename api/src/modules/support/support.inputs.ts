import { Field, InputType } from 'type-graphql';
import { Check } from '../../common/check';
import {
  fullNameRule,
  messageRule,
  phoneNumberRule,
  replyRule,
  subjectRule,
  ticketEmailRule,
  ticketStatusRule,
  type TicketStatus,
} from './support.rules';

/** Spec section 7: POST /api/tickets {fullName, email, phoneNumber?, subject, message}. */
@InputType()
export class SubmitTicketInput {
  @Field()
  @Check(fullNameRule)
  fullName: string;

  @Field()
  @Check(ticketEmailRule)
  email: string;

  @Field(() => String, { nullable: true })
  @Check(phoneNumberRule)
  phoneNumber?: string | null;

  @Field()
  @Check(subjectRule)
  subject: string;

  @Field()
  @Check(messageRule, { multiline: true })
  message: string;
}

/** The REST body of PATCH /api/admin/tickets/{id}/status. */
export class SetTicketStatusBody {
  @Check(ticketStatusRule)
  status: TicketStatus;
}

/** The REST body of POST /api/admin/tickets/{id}/replies. */
export class TicketReplyBody {
  @Check(replyRule, { multiline: true })
  body: string;
}
