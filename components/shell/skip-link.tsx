/** The element every page's main content carries, and the skip link's target. */
export const MAIN_CONTENT_ID = "conteudo";
export const skipLinkText = "Pular para o conteúdo";

/**
 * The first focusable element of every page (components/document/brand-document.tsx and
 * app/global-error.tsx): hidden until focused, it takes a keyboard or screen-reader user past
 * the header and the sidebar. Its target has tabIndex -1 so focus really moves there.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-primary-foreground focus:shadow-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {skipLinkText}
    </a>
  );
}
