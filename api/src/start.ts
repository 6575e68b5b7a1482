/**
 * The entry of `npm start`: the shop in production mode (trusted documents, introspection for
 * staff only, Secure cookies over HTTPS) unless NODE_ENV says otherwise. NODE_ENV is set before
 * anything else loads, since some libraries read it when first imported; `npm run dev` runs
 * main.js directly, in development mode.
 */
process.env.NODE_ENV ||= 'production';
void import('./main');
