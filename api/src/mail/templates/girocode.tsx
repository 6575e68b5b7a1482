import { Img, Text } from '@react-email/components';
import type { MailText } from './i18n';
import { styles } from './layout';

/**
 * The Content-ID of a bank transfer mail's GiroCode image. The mail worker attaches the PNG under
 * this id when it sends the mail (payments/bank-transfer/girocode.ts): most mail clients block
 * `data:` images and remote ones until the reader allows them, but show an inline attachment.
 */
export const GIROCODE_CID = 'girocode@hometunnel';

/** The EPC "GiroCode" that fills in the transfer in a banking app. */
export function GiroCodeImage({ m }: { m: MailText }) {
  return (
    <>
      <Img
        src={`cid:${GIROCODE_CID}`}
        alt={m.t('girocode.alt')}
        width="160"
        height="160"
        style={{ margin: '12px 0 4px' }}
      />
      <Text style={{ ...styles.muted, margin: 0 }}>{m.t('girocode.scan')}</Text>
    </>
  );
}
