import type { Messages } from '../../messages';
import layout from './layout.json';
import landing from './landing.json';
import shop from './shop.json';
import cart from './cart.json';
import legal from './legal.json';

/** The shell part of the German messages (i18n/catalog-parts.ts). */
const messages = {
  ...layout,
  ...landing,
  ...shop,
  ...cart,
  ...legal,
};

export default messages as Messages;
