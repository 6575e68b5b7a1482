import type { Messages } from '../../messages';
import layout from './layout.json';
import landing from './landing.json';
import shop from './shop.json';
import cart from './cart.json';
import checkout from './checkout.json';
import account from './account.json';
import auth from './auth.json';
import help from './help.json';
import helpCenter from './help-center.json';
import legal from './legal.json';
import validation from './validation.json';
import seo from './seo.json';

/** Every fr UI message: one file per area of the shop, one chunk for the page to fetch. */
const messages = {
  ...layout,
  ...landing,
  ...shop,
  ...cart,
  ...checkout,
  ...account,
  ...auth,
  ...help,
  ...helpCenter,
  ...legal,
  ...validation,
  ...seo,
};

export default messages as Messages;
