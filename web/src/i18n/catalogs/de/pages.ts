import type { Messages } from '../../messages';
import checkout from './checkout.json';
import account from './account.json';
import auth from './auth.json';
import help from './help.json';
import helpCenter from './help-center.json';
import validation from './validation.json';
import seo from './seo.json';

/** The pages part of the German messages (i18n/catalog-parts.ts). */
const messages = {
  ...checkout,
  ...account,
  ...auth,
  ...help,
  ...helpCenter,
  ...validation,
  ...seo,
};

export default messages as Messages;
