import { Img, Text } from '@react-email/components';
import { styles } from './layout';

/**
 * The Content-ID of a bank transfer mail's GiroCode image. The mail worker attaches the PNG under
 * this id when it sends the mail (payments/bank-transfer/girocode.ts): most mail clients block
 * `data:` images and remote ones until the reader allows them, but show an inline attachment.
 */
export const GIROCODE_CID = 'girocode@hometunnel';

/** The EPC "GiroCode" that fills in the transfer in a banking app. */
export function GiroCodeImage() {
  return (
    <>
      <Img
        src={`cid:${GIROCODE_CID}`}
        alt="GiroCode for your banking app"
        width="160"
        height="160"
        style={{ margin: '12px 0 4px' }}
      />
      <Text style={{ ...styles.muted, margin: 0 }}>
        Scan this GiroCode with your banking app to fill in the transfer.
      </Text>
    </>
  );
}
