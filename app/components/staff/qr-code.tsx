/**
 * A QR code drawn from the path the server made (server/auth/qr-code.ts):
 * black modules on white with their quiet zone, sharp at any size, and a
 * name for screen readers.
 */
export function QrCode({
  size,
  path,
  label,
}: {
  size: number;
  path: string;
  label: string;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-56 rounded-md border border-slate-300"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
