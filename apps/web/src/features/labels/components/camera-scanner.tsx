import { mdiCamera } from '@mdi/js';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

const detectorClass = () => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/**
 * A phone's camera as the scanner, where the browser reads codes itself (the BarcodeDetector API: QR and
 * Code 128). Each code read is handed on once until another is seen.
 */
export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useTranslation('labels');
  const video = useRef<HTMLVideoElement>(null);
  const [active, setActive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const Detector = detectorClass();

  useEffect(() => {
    if (!active || !Detector) return undefined;
    let stream: MediaStream | undefined;
    let last = '';
    const detector = new Detector({ formats: ['qr_code', 'code_128'] });
    const timer = setInterval(async () => {
      if (!video.current || video.current.readyState < 2) return;
      const [code] = await detector.detect(video.current).catch(() => []);
      if (code && code.rawValue !== last) {
        last = code.rawValue;
        onCode(code.rawValue);
      }
    }, 300);
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then((s) => {
        stream = s;
        if (video.current) video.current.srcObject = s;
      })
      .catch((e: Error) => setError(e.message));
    return () => {
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [active, Detector, onCode]);

  if (!Detector) return <Typography variant="body2">{t('scan.noCamera')}</Typography>;
  return (
    <>
      <Button
        size="small"
        onClick={() => setActive((a) => !a)}
        startIcon={<MdiIcon path={mdiCamera} size={0.8} />}
      >
        {active ? t('scan.cameraOff') : t('scan.cameraOn')}
      </Button>
      {error ? <Typography color="error">{error}</Typography> : null}
      {active ? (
        <video ref={video} autoPlay playsInline muted style={{ width: '100%', maxWidth: 420 }} />
      ) : null}
    </>
  );
}
