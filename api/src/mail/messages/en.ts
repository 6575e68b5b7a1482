/**
 * The English messages of the mails and invoices (ICU MessageFormat), the catalog every language must match key for
 * key and placeholder for placeholder (catalogs.test.ts). `<b>` marks bold text; money and dates
 * arrive formatted in the mail's language. The texts are the shop's English as it always was.
 */
export const en = {
  'greeting.named': 'Hello {name},',
  'greeting.anonymous': 'Hello,',
  'layout.questions': 'Questions? Write to <mail>{email}</mail>.',
  'layout.copyLink': 'Or copy this link into your browser:',
  'common.guarantee': 'Your purchase is covered by our 14-day money-back guarantee.',
  'bank.holder': 'Account holder: {holder}',
  'bank.reference': 'Reference: {reference}',
  'girocode.alt': 'GiroCode for your banking app',
  'girocode.scan': 'Scan this GiroCode with your banking app to fill in the transfer.',

  'verifyEmail.subject': 'Confirm your email for {brand}',
  'verifyEmail.preview': 'Confirm your email address for {brand}.',
  'verifyEmail.heading': 'Confirm your email address',
  'verifyEmail.intro':
    'Please confirm that this is your email address for your {brand} account. Once it is confirmed, orders you placed as a guest with this address join your account.',
  'verifyEmail.action': 'Confirm email address',
  'verifyEmail.validity':
    'The link is valid for {hours, plural, one {# hour} other {# hours}} and works once. If it has expired, sign in and send a new one from My Account.',
  'verifyEmail.notYou': 'If you did not create a {brand} account, you can ignore this email.',

  'passwordReset.subject': 'Reset your {brand} password',
  'passwordReset.preview': 'Reset your {brand} password.',
  'passwordReset.heading': 'Reset your password',
  'passwordReset.intro':
    'We received a request to reset the password of your {brand} account. Choose a new password here:',
  'passwordReset.action': 'Choose a new password',
  'passwordReset.validity':
    'The link is valid for {hours, plural, one {# hour} other {# hours}} and works once. Setting a new password signs you out on every device.',
  'passwordReset.notYou': 'If you did not ask for this, ignore this email: your password stays unchanged.',

  'payment.paypal': 'PayPal',
  'payment.stripe': 'Credit Card',
  'payment.bank_transfer': 'Bank Transfer',
  'order.subject': 'Your {brand} order #{shortId}',
  'order.preview': 'Order #{shortId}: {total} with {method}.',
  'order.heading': 'Thank you for your order #{shortId}',
  'order.intro':
    'We have received your order. Your order number is <b>#{shortId}</b>; please quote it when you contact us.',
  'order.outOfStock':
    '<b>Currently out of stock.</b> The device in your order is not in stock right now. We will email you as soon as it is back in stock, with a {discount} EUR discount.',
  'order.items': 'Your items',
  'order.line': '{quantity} × {name}',
  'order.subtotal': 'Subtotal',
  'order.delivery': 'Delivery',
  'order.discount': 'Discount',
  'order.total': 'Total',
  'order.vat': 'incl. {rate, number}% VAT',
  'order.shippingAddress': 'Shipping address',
  'order.paymentMethod': 'Payment method',
  'order.transfer':
    '<b>Please transfer {amount}</b> with the reference below; your order is paid when the money arrives.',

  'paymentReceived.subject': 'Payment received for your {brand} order #{shortId}',
  'paymentReceived.preview': 'We received {total} for order #{shortId}.',
  'paymentReceived.heading': 'Payment received for order #{shortId}',
  'paymentReceived.intro':
    'We have received your payment of <b>{total}</b> for order <b>#{shortId}</b>. We are preparing it now.',
  'paymentReceived.invoice':
    'Your invoice <b>{number}</b> is attached to this mail as a PDF. You can also download it here (the link works for 30 days; it is always in your account):',
  'paymentReceived.download': 'Download invoice {number}',
  'paymentReceived.orders': 'See your orders',

  'bankReminder.subject': 'Reminder: your {brand} order #{shortId} is waiting for your bank transfer',
  'bankReminder.preview': 'Order #{shortId} is waiting for your transfer of {amount}.',
  'bankReminder.heading': 'Order #{shortId} is waiting for your transfer',
  'bankReminder.intro':
    'We have not received the transfer for order <b>#{shortId}</b> yet. Please transfer <b>{amount}</b> by {deadline} or the order is cancelled.',
  'bankReminder.paid': 'If you have already paid, thank you: transfers can take a few days to arrive.',

  'billing.manage': 'Manage your subscription',
  'billing.switchOrStop':
    'You can switch plans or turn off automatic renewal in My Account at any time before that date.',
  'billing.notice.subject': 'Your {brand} {planName} plan renews on {date}',
  'billing.notice.heading': 'Your {planName} plan renews on {date}',
  'billing.notice.charge':
    'On {date} we will charge {amount} to your saved card{hasCard, select, yes { ending in {card}} other {}}{hasNext, select, yes {, and your subscription switches to the {nextPlan} plan as you asked} other {}}.',
  'billing.reminder.subject': 'Renew your {brand} {planName} plan by {date}',
  'billing.reminder.heading': 'Your {planName} plan ends on {date}',
  'billing.reminder.pay':
    'Your plan renews by payment, not automatically: pay {amount} by {date} to keep your service running.',
  'billing.reminder.ends':
    'If you do not pay by then, the subscription ends. You can also switch plans in My Account.',
  'billing.reminder.action': 'Pay {amount}',
  'billing.pastDue.subject': 'We could not renew your {brand} {planName} plan',
  'billing.pastDue.heading': 'Your renewal payment failed',
  'billing.pastDue.failed':
    'We tried to charge {amount} for your {planName} plan and the payment did not go through{hasDetail, select, yes { ({detail})} other {}}.',
  'billing.pastDue.retry':
    'Your service keeps running for now. We will try again on {hasRetry, select, yes {{retryDate}} other {the next retry day}}; if the payment still has not succeeded by {suspendDate}, the service is suspended.',
  'billing.pastDue.restore': 'Paying now or updating your payment method restores the renewal right away.',
  'billing.pastDue.action': 'Pay or update your card',
  'billing.suspended.subject': 'Your {brand} {planName} plan is suspended',
  'billing.suspended.heading': 'Your service is suspended',
  'billing.suspended.why':
    'The renewal payment of {amount} has not succeeded within 7 days of the renewal date, so your service is suspended.',
  'billing.suspended.restore': 'Paying or updating your payment method restores it right away.',
  'billing.suspended.action': 'Restore your service',
  'billing.reactivated.subject': 'Your {brand} {planName} plan is active again',
  'billing.reactivated.heading': 'Your subscription is active again',
  'billing.reactivated.paid': 'Thank you: the renewal is paid and your plan runs until {date}.',
  'billing.reactivated.action': 'See your subscription',
  'billing.expired.subject': 'Your {brand} {planName} plan has ended',
  'billing.expired.heading': 'Your subscription has ended',
  'billing.expired.ended': 'Your {planName} plan ended on {date} and was not renewed.',
  'billing.expired.choose': 'You can choose a plan in the shop at any time.',
  'billing.expired.action': 'Choose a plan',
  'billing.priceChange.subject': 'A new price for your {brand} {planName} plan',
  'billing.priceChange.heading': 'The {planName} plan will cost {amount}',
  'billing.priceChange.change':
    'The price of the {planName} plan changes to {amount}. The new price applies from your renewal on {date}; until then nothing changes.',

  'discount.subjectBack': '{product} is back at {brand}: your {amount} code',
  'discount.subject': 'Your {brand} discount code: {amount} off',
  'discount.preview': 'Your personal {amount} discount code: {code}',
  'discount.headingBack': '{product} is back in stock',
  'discount.heading': 'Your discount code',
  'discount.back':
    'Good news: the <b>{product}</b> you were waiting for is back in stock. As promised, here is your personal discount of {amount}.',
  'discount.byHand': 'Here is your personal discount of {amount} for the {brand} shop.',
  'discount.code': 'Your code: <b>{code}</b>',
  'discount.action': 'Shop with your discount',
  'discount.howTo':
    'Enter the code in the Discount code field of the order summary at checkout (the button fills it in). It works once, for orders placed with this email address, until {date}.',

  'waitlist.subject': "You're on the {brand} waitlist for {product}",
  'waitlist.preview': 'We will email you when {product} is back, with a {discount} EUR discount.',
  'waitlist.heading': "You're on the waitlist",
  'waitlist.thanks':
    'Thank you for your interest in the <b>{product}</b>. It is out of stock right now: we will email you as soon as it is back in stock, with a {discount} EUR discount.',
  'waitlist.action': 'Visit the {brand} shop',
  'waitlist.once':
    'You get this email once for each product you wait for. If you did not join the waitlist, you can ignore it.',

  'ticketReceipt.subject': '[{brand} ticket #{number}] {subject}',
  'ticketReceipt.preview':
    'Ticket #{number}: we answer within {hours, plural, one {# hour} other {# hours}}.',
  'ticketReceipt.heading': 'We received your support request',
  'ticketReceipt.thanks':
    'Thank you for contacting {brand} support. Your ticket number is <b>#{number}</b>. A person from our team answers within {hours, plural, one {# hour} other {# hours}}, by email to this address.',
  'ticketReceipt.yourMessage': 'Your message',
  'ticketReceipt.subjectLine': '<b>Subject:</b> {subject}',
  'ticketReceipt.addMore':
    'To add anything, reply to this email or write to {email} with your ticket number #{number}.',

  'ticketReply.subject': 'Re: {subject} [{brand} ticket #{number}]',
  'ticketReply.preview': '{brand} support answered your ticket #{number}.',
  'ticketReply.heading': 'A reply to your ticket #{number}',
  'ticketReply.intro': 'Our support team answered your request “{subject}”:',
  'ticketReply.howToAnswer':
    'To answer, reply to this email or write to <mail>{email}</mail> with your ticket number #{number}. Signed in, you find the whole conversation in My Account.',

  'invoice.title': 'Invoice',
  'invoice.numberLabel': 'Invoice number',
  'invoice.vatId': 'VAT ID: {vatId}',
  'invoice.issueDate': 'Issue date',
  'invoice.order': 'Order',
  'invoice.orderDate': 'Order date',
  'invoice.billTo': 'Bill to',
  'invoice.description': 'Description',
  'invoice.quantity': 'Qty',
  'invoice.vatPercent': 'VAT %',
  'invoice.net': 'Net',
  'invoice.vat': 'VAT',
  'invoice.gross': 'Gross',
  'invoice.rate': '{rate}%',
  'invoice.shipping': 'Shipping',
  'invoice.discount': 'Discount',
  'invoice.netTotal': 'Net total',
  'invoice.vatGroup': 'VAT {rate}% of {net}',
  'invoice.total': 'Total',
  'invoice.paymentMethod': 'Payment method: {method}',
  'invoice.payment.stripe': 'Credit card',
  'invoice.payment.paypal': 'PayPal',
  'invoice.payment.bank_transfer': 'Bank transfer',
  'invoice.payment.demo': 'Demo payment',
  'invoice.note': 'Amounts in EUR. Prices include VAT.',
  'creditNote.title': 'Credit note',
  'creditNote.numberLabel': 'Credit note number',
  'creditNote.corrects': 'Corrects invoice',
  'creditNote.line': 'Credit on invoice {number}',
  'creditNote.total': 'Total credited',
  'creditNote.reason': 'Reason: {reason}',
  'creditNote.note': 'This credit note corrects invoice {number}. Amounts in EUR, VAT included.',
} as const;
