import { QRCodeSVG } from 'qrcode.react';
import { QR_MARGIN, QR_SIZE } from '../download';

export default function AppQrCode({ value, title }: { value: string; title: string }) {
  return <QRCodeSVG value={value} size={QR_SIZE} marginSize={QR_MARGIN} title={title} role="img" aria-label={title} />;
}
