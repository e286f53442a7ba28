import { Download } from "lucide-react";
import Image from "next/image";
import { Button } from "@/components/ui/button";

type Props = { src: string; alt: string; downloadName: string; downloadLabel: string };

/** The gateway's QR image (a data URL, so nothing is rendered in the browser) and a link to save it. */
export function QrCodeImage({ src, alt, downloadName, downloadLabel }: Props) {
  return (
    <div className="flex flex-col items-center gap-2">
      <Image src={src} alt={alt} width={200} height={200} unoptimized className="size-48 rounded-md border bg-white p-2" />
      <Button asChild variant="outline" size="sm">
        <a href={src} download={downloadName}>
          <Download aria-hidden="true" />
          {downloadLabel}
        </a>
      </Button>
    </div>
  );
}
