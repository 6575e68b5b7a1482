import { Field, InputType } from 'type-graphql';
import { Check } from '../../common/check';
import type { Language } from '@hometunnel/rules';
import { LanguageEnum, optionalLanguageRule } from '../../common/language';
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
@InputType({
  description:
    "A support request (spec section 5: support ticket); each field's first problem is answered with BAD_USER_INPUT and its message",
})
export class SubmitTicketInput {
  @Field({ description: "2 to 100 characters (trimmed): 'Full name must be at least 2 characters'" })
  @Check(fullNameRule)
  fullName: string;

  @Field({ description: "A valid email address, where replies go: 'Please enter a valid email address'" })
  @Check(ticketEmailRule)
  email: string;

  @Field(() => String, { nullable: true, description: 'Optional; at most 40 characters' })
  @Check(phoneNumberRule)
  phoneNumber?: string | null;

  @Field({ description: "5 to 200 characters (trimmed): 'Subject must be at least 5 characters'" })
  @Check(subjectRule)
  subject: string;

  @Field({
    description:
      "20 to 5,000 characters (trimmed), line breaks allowed: 'Message must be at least 20 characters'",
  })
  @Check(messageRule, { multiline: true })
  message: string;

  @Field(() => LanguageEnum, {
    nullable: true,
    description:
      "The page's language: the receipt and later replies are written in it (en when absent; a signed-in account's own language wins)",
  })
  @Check(optionalLanguageRule)
  language?: Language | null;
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
