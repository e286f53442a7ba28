import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = { src: string; alt: string; downloadName: string; downloadLabel: string };

/**
 * The gateway's QR image and a link to save it. A data URL, which next/image would not optimise
 * either: a plain img keeps next/image's code out of the dialogs' script.
 */
export function QrCodeImage({ src, alt, downloadName, downloadLabel }: Props) {
  return (
    <div className="flex flex-col items-center gap-2">
      {/* eslint-disable-next-line @next/next/no-img-element -- a data URL: nothing to optimise or fetch */}
      <img src={src} alt={alt} width={200} height={200} decoding="async" className="size-48 rounded-md border bg-white p-2" />
      <Button asChild variant="outline" size="sm">
        <a href={src} download={downloadName}>
          <Download aria-hidden="true" />
          {downloadLabel}
        </a>
      </Button>
    </div>
  );
}
