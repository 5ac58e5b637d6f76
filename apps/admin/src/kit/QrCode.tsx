import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * A QR code of `text`, drawn in the browser as SVG: the secret it carries never leaves the page for an
 * image service. One path of the dark modules, with the four-module quiet zone scanners need.
 */
export function QrCode({ text, label, size = 184 }: { text: string; label: string; size?: number }) {
  const { path, extent } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text, 'Byte');
    qr.make();
    const count = qr.getModuleCount();
    const quiet = 4;
    let d = '';
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) {
        if (qr.isDark(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
      }
    }
    return { path: d, extent: count + quiet * 2 };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      data-testid="totp-qr"
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
