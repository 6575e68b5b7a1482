import { defineMessages } from 'react-intl';

/** Names shared by the help-center pages (breadcrumbs, headings, links). */
export const helpCenterMessages = defineMessages({
  helpAndSupport: { id: 'helpCenter.common.helpAndSupport', defaultMessage: 'Help & Support' },
  helpCenter: { id: 'helpCenter.common.helpCenter', defaultMessage: 'Help Center' },
  browse: { id: 'helpCenter.common.browse', defaultMessage: 'Browse the Help Center' },
});
