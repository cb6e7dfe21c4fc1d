import { readFpsQr } from '@shop/contract/payments/fps-qr';
import QRCode from 'qrcode';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './payment.css';

interface Props {
  /** The order's `fps_qr` payload. */
  payload: string;
  /** The amount to pay, formatted as the page shows money. */
  amount: string;
}

/**
 * The order's FPS QR code, to scan with a banking app, and what it holds written out for those who
 * type the payment in. Drawn on a canvas in the browser (after the page is hydrated); the words come
 * with the server-rendered page.
 */
export function FpsQrCard({ payload, amount }: Props) {
  const { t } = useTranslation('checkout');
  const canvas = useRef<HTMLCanvasElement>(null);
  const { proxy, reference } = readFpsQr(payload);

  useEffect(() => {
    if (canvas.current) {
      QRCode.toCanvas(canvas.current, payload, { width: 224, margin: 4, errorCorrectionLevel: 'M' }).catch(
        () => {},
      );
    }
  }, [payload]);

  return (
    <figure className="fps-qr">
      <canvas
        ref={canvas}
        className="fps-qr__code"
        width={224}
        height={224}
        role="img"
        aria-label={t('fps.qrLabel')}
      />
      <figcaption className="fps-qr__caption">
        <p className="fps-qr__how">{t('fps.scan')}</p>
        <dl className="fps-qr__facts">
          <div>
            <dt>{t('fps.payTo')}</dt>
            <dd>{proxy}</dd>
          </div>
          <div>
            <dt>{t('fps.amount')}</dt>
            <dd>{amount}</dd>
          </div>
          <div>
            <dt>{t('fps.reference')}</dt>
            <dd>{reference}</dd>
          </div>
        </dl>
      </figcaption>
    </figure>
  );
}
